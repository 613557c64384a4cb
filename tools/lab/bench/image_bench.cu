// Image throughput on the GPU: the kernels of image_bench.cl linked by
// clb-link (clbuiltins' software sampler over the descriptor of
// <clbuiltins/host/image.h>) against, in the same run,
//   nvcc      the same arithmetic written in CUDA over the same texels in
//             global memory (the spec's bilinear weights in float, x / 255,
//             round-to-nearest-even stores): what a hand-written kernel costs;
//   hardware  CUDA's texture and surface units (tex2D with linear or point
//             filtering and normalized-float reads, surf2Dwrite) on a
//             cudaArray: what the GPU's fixed-function path costs. Its linear
//             filter weights have 8 fraction bits, within the spec's 1/256
//             allowance but not the spec's arithmetic.
// Results are compared too: clbuiltins against nvcc bit for bit (fetch,
// store) or to a float rounding (resample), against the hardware to its
// weight precision.
//
//   tools/lab/bench/build-ptx.sh build                  # here: image-clb.ptx
//   cmake -S tools/lab/gpu -B build-gpu/tools-lab-gpu -G Ninja && cmake --build
//   build-gpu/tools-lab-gpu --target imbench build-gpu/tools-lab-gpu/imbench
//   build/bench/image-clb.ptx         # on the GPU machine
#include "clb_ptx_module.h"
#include "median_time.h"

#include <clbuiltins/host/image.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

namespace {

// The source image is half the output's size each way: resampling it is a 2x
// upscale, so every output texel blends four texels with weights 1/4, 3/4.
constexpr int W = 4096, H = 4096, SW = W / 2, SH = H / 2;
constexpr unsigned LX = 32, LY = 8;

#define CUDA_CHECK(x)                                                                          \
  do {                                                                                         \
    cudaError_t e_ = (x);                                                                      \
    if (e_ != cudaSuccess) {                                                                   \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
      std::exit(2);                                                                            \
    }                                                                                          \
  } while (0)

__device__ float4 unorm(uchar4 t) {
  return make_float4(t.x / 255.0f, t.y / 255.0f, t.z / 255.0f, t.w / 255.0f);
}
__device__ float4 axpy(float a, float4 x, float4 y) {
  return make_float4(a * x.x + y.x, a * x.y + y.y, a * x.z + y.z, a * x.w + y.w);
}

// The spec's linear filter, clamp-to-edge, normalized coordinates. The
// sizes are arguments, as in the OpenCL kernel (an image's size and the
// NDRange are known at run time only): with them constant nvcc would turn
// (x + 0.5f) / w into a multiplication, which is not the same arithmetic.
__global__ void nvResample(const uchar4 *src, float4 *out, int w, int h, int sw, int sh) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  float u = (x + 0.5f) / w * sw - 0.5f, v = (y + 0.5f) / h * sh - 0.5f;
  float fu = floorf(u), fv = floorf(v), a = u - fu, b = v - fv;
  int i0 = min(max(int(fu), 0), sw - 1), i1 = min(max(int(fu) + 1, 0), sw - 1);
  int j0 = min(max(int(fv), 0), sh - 1), j1 = min(max(int(fv) + 1, 0), sh - 1);
  float4 r = make_float4(0, 0, 0, 0);
  r = axpy((1 - a) * (1 - b), unorm(src[j0 * sw + i0]), r);
  r = axpy(a * (1 - b), unorm(src[j0 * sw + i1]), r);
  r = axpy((1 - a) * b, unorm(src[j1 * sw + i0]), r);
  r = axpy(a * b, unorm(src[j1 * sw + i1]), r);
  out[y * w + x] = r;
}
__global__ void hwResample(cudaTextureObject_t t, float4 *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  out[y * w + x] = tex2D<float4>(t, (x + 0.5f) / w, (y + 0.5f) / h);
}
__global__ void nvFetch(const uchar4 *src, float4 *out, int w) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  out[y * w + x] = unorm(src[y * w + x]);
}
__global__ void hwFetch(cudaTextureObject_t t, float4 *out, int w) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  out[y * w + x] = tex2D<float4>(t, x + 0.5f, y + 0.5f);
}
__device__ unsigned char toUnorm(float f) {
  return (unsigned char)__float2uint_rn(fminf(fmaxf(f * 255.0f, 0.0f), 255.0f));
}
__device__ uchar4 toUnorm4(float4 f) {
  return make_uchar4(toUnorm(f.x), toUnorm(f.y), toUnorm(f.z), toUnorm(f.w));
}
__global__ void nvStore(uchar4 *dst, const float4 *in, int w) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  dst[y * w + x] = toUnorm4(in[y * w + x]);
}
__global__ void hwStore(cudaSurfaceObject_t s, const float4 *in, int w) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  surf2Dwrite(toUnorm4(in[y * w + x]), s, x * (int)sizeof(uchar4), y);
}

// Largest |a - b| over all channels.
double maxDiff(const std::vector<float> &a, const std::vector<float> &b) {
  double m = 0;
  for (size_t i = 0; i < a.size(); ++i)
    m = std::max(m, (double)std::fabs(a[i] - b[i]));
  return m;
}
size_t bitDiffs(const void *a, const void *b, size_t bytes) {
  const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;
  size_t n = 0;
  for (size_t i = 0; i < bytes; ++i)
    n += x[i] != y[i];
  return n;
}

struct Image {
  CUdeviceptr texels = 0, desc = 0;
  Image(int w, int h) {
    clb_image_desc d;
    size_t bytes = 0;
    CLB_CU_CHECK(cuMemAlloc(&texels, size_t(w) * h * 4));
    bytes = clb_image_desc_fill(&d, 0x10B5 /* CL_RGBA */, 0x10D2 /* CL_UNORM_INT8 */, w, h, 0, 0, 0,
                                texels);
    if (!bytes) {
      std::fprintf(stderr, "clb_image_desc_fill refused %d x %d\n", w, h);
      std::exit(2);
    }
    CLB_CU_CHECK(cuMemAlloc(&desc, sizeof d));
    CLB_CU_CHECK(cuMemcpyHtoD(desc, &d, sizeof d));
  }
};

void row(const char *what, double gtexels, float clb, float nv, float hw) {
  std::printf("| %s | %.1f | %.1f | %.1f | %.2f | %.2f |\n", what, gtexels / clb, gtexels / nv,
              gtexels / hw, nv / clb, hw / clb);
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s image-clb.ptx\n", argv[0]);
    return 2;
  }
  CUDA_CHECK(cudaFree(nullptr));
  CLB_CU_CHECK(cuInit(0));
  ClbPtxModule clb(argv[1]);

  std::mt19937 rng(1);
  std::vector<uint32_t> small(size_t(SW) * SH), full(size_t(W) * H);
  for (auto &t : small)
    t = rng();
  for (auto &t : full)
    t = rng();
  // Store inputs: values in and out of [0, 1], and ties of x * 255.
  std::vector<float> floats(size_t(W) * H * 4);
  for (size_t i = 0; i < floats.size(); ++i)
    floats[i] = i % 5 == 0 ? (rng() % 256 + 0.5f) / 255.0f : (int)(rng() % 1400 - 200) / 1000.0f;

  Image src(SW, SH), whole(W, H), dst(W, H);
  CLB_CU_CHECK(cuMemcpyHtoD(src.texels, small.data(), small.size() * 4));
  CLB_CU_CHECK(cuMemcpyHtoD(whole.texels, full.data(), full.size() * 4));
  float4 *out, *in;
  uchar4 *nvDst;
  CUDA_CHECK(cudaMalloc(&out, size_t(W) * H * sizeof(float4)));
  CUDA_CHECK(cudaMalloc(&in, size_t(W) * H * sizeof(float4)));
  CUDA_CHECK(cudaMalloc(&nvDst, size_t(W) * H * 4));
  CUDA_CHECK(cudaMemcpy(in, floats.data(), floats.size() * 4, cudaMemcpyHostToDevice));

  // The hardware's copies of the same texels.
  cudaChannelFormatDesc fmt = cudaCreateChannelDesc<uchar4>();
  cudaArray_t smallArray, fullArray, dstArray;
  CUDA_CHECK(cudaMallocArray(&smallArray, &fmt, SW, SH));
  CUDA_CHECK(cudaMallocArray(&fullArray, &fmt, W, H));
  CUDA_CHECK(cudaMallocArray(&dstArray, &fmt, W, H, cudaArraySurfaceLoadStore));
  CUDA_CHECK(cudaMemcpy2DToArray(smallArray, 0, 0, small.data(), SW * 4, SW * 4, SH,
                                 cudaMemcpyHostToDevice));
  CUDA_CHECK(
      cudaMemcpy2DToArray(fullArray, 0, 0, full.data(), W * 4, W * 4, H, cudaMemcpyHostToDevice));
  auto texture = [](cudaArray_t a, bool linear) {
    cudaResourceDesc r = {};
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaTextureDesc t = {};
    t.addressMode[0] = t.addressMode[1] = cudaAddressModeClamp;
    t.filterMode = linear ? cudaFilterModeLinear : cudaFilterModePoint;
    t.readMode = cudaReadModeNormalizedFloat;
    t.normalizedCoords = linear;
    cudaTextureObject_t o;
    CUDA_CHECK(cudaCreateTextureObject(&o, &r, &t, nullptr));
    return o;
  };
  cudaTextureObject_t linearTex = texture(smallArray, true), pointTex = texture(fullArray, false);
  cudaResourceDesc sr = {};
  sr.resType = cudaResourceTypeArray;
  sr.res.array.array = dstArray;
  cudaSurfaceObject_t surface;
  CUDA_CHECK(cudaCreateSurfaceObject(&surface, &sr));

  const dim3 grid(W / LX, H / LY), block(LX, LY);
  uint64_t linearSampler =
      CLB_SAMPLER_NORMALIZED_COORDS | CLB_SAMPLER_ADDRESS_CLAMP_TO_EDGE | CLB_SAMPLER_FILTER_LINEAR;
  const size_t n4 = size_t(W) * H * 4;
  std::vector<float> a(n4), b(n4), c(n4);
  auto read = [&](std::vector<float> &v) {
    CUDA_CHECK(cudaMemcpy(v.data(), out, n4 * 4, cudaMemcpyDeviceToHost));
  };

  std::printf(
      "| kernel (%d x %d, RGBA unorm8) | clbuiltins Gtexel/s | nvcc | hardware | "
      "clbuiltins / nvcc | clbuiltins / hardware |\n|---|---|---|---|---|---|\n",
      W, H);
  const double g = double(W) * H / 1e6;  // texels per ms / 1e6 = Gtexel/s
  int bad = 0;

  // resample
  float tClb = medianMilliseconds([&] {
    clb.launch2d("resample", W, H, LX, LY, {&src.desc, &linearSampler, &out});
  });
  read(a);
  float tNv = medianMilliseconds(
      [&] { nvResample<<<grid, block>>>((const uchar4 *)src.texels, out, W, H, SW, SH); });
  read(b);
  float tHw = medianMilliseconds([&] { hwResample<<<grid, block>>>(linearTex, out, W, H); });
  read(c);
  row("resample (linear, normalized, clamp-to-edge)", g, tClb, tNv, tHw);
  double dNv = maxDiff(a, b), dHw = maxDiff(a, c);
  // The same read through a program-scope sampler (image_bench.cl).
  const float tConst = medianMilliseconds([&] {
    clb.launch2d("resample_constant", W, H, LX, LY, {&src.desc, &out});
  });
  read(a);
  row("resample, program-scope sampler", g, tConst, tNv, tHw);
  dNv = std::max(dNv, maxDiff(a, b));
  dHw = std::max(dHw, maxDiff(a, c));
  if (dNv > 4e-7 || dHw > 2.0 / 256)
    bad = 1;
  std::printf(
      "\nresample: largest difference %.3g from nvcc's spec arithmetic, %.3g from the "
      "texture unit's 8-bit weights\n\n",
      dNv, dHw);

  // fetch
  tClb = medianMilliseconds([&] { clb.launch2d("fetch", W, H, LX, LY, {&whole.desc, &out}); });
  read(a);
  tNv = medianMilliseconds([&] { nvFetch<<<grid, block>>>((const uchar4 *)whole.texels, out, W); });
  read(b);
  tHw = medianMilliseconds([&] { hwFetch<<<grid, block>>>(pointTex, out, W); });
  read(c);
  std::printf(
      "| kernel | clbuiltins Gtexel/s | nvcc | hardware | clbuiltins / nvcc | clbuiltins / "
      "hardware |\n|---|---|---|---|---|---|\n");
  row("fetch (integer coordinates)", g, tClb, tNv, tHw);
  size_t fNv = bitDiffs(a.data(), b.data(), n4 * 4), fHw = maxDiff(a, c) > 0;
  if (fNv)
    bad = 1;
  // store
  tClb = medianMilliseconds([&] { clb.launch2d("store", W, H, LX, LY, {&dst.desc, &in}); });
  std::vector<uint32_t> sClb(size_t(W) * H), sNv(size_t(W) * H), sHw(size_t(W) * H);
  CLB_CU_CHECK(cuMemcpyDtoH(sClb.data(), dst.texels, sClb.size() * 4));
  tNv = medianMilliseconds([&] { nvStore<<<grid, block>>>(nvDst, in, W); });
  CUDA_CHECK(cudaMemcpy(sNv.data(), nvDst, sNv.size() * 4, cudaMemcpyDeviceToHost));
  tHw = medianMilliseconds([&] { hwStore<<<grid, block>>>(surface, in, W); });
  CUDA_CHECK(
      cudaMemcpy2DFromArray(sHw.data(), W * 4, dstArray, 0, 0, W * 4, H, cudaMemcpyDeviceToHost));
  row("store (write_imagef)", g, tClb, tNv, tHw);
  size_t sdNv = bitDiffs(sClb.data(), sNv.data(), sClb.size() * 4);
  size_t sdHw = bitDiffs(sClb.data(), sHw.data(), sClb.size() * 4);
  if (sdNv || sdHw)
    bad = 1;
  std::printf(
      "\nfetch: %zu bytes differ from nvcc's x / 255%s; store: %zu and %zu bytes differ "
      "from nvcc's and the surface path's round-to-nearest-even\n",
      fNv, fHw ? " (the texture unit's normalized read differs)" : ", texture unit equal", sdNv,
      sdHw);
  CUDA_CHECK(cudaDeviceSynchronize());
  if (bad)
    std::printf("\nRESULTS DIFFER beyond the expected bounds\n");
  return bad;
}
