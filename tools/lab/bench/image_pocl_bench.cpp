// Image throughput on the CPU (docs/performance.md, "Images"): the kernels of
// image_bench.cl on PoCL, built two ways from the same source:
//   PoCL        the source handed to PoCL, which compiles it with its own
//               image builtins (no layer: OPENCL_LAYERS is cleared);
//   clbuiltins  the source linked by clb-link for spir64 and loaded as a
//               binary, as the test suite does.
// Both read and write the same cl_mem images (CL_RGBA / CL_UNORM_INT8) and
// take the same cl_sampler, so each side runs on PoCL's own image objects.
// 2048 x 2048 work-items in groups of 32 x 8, median of 5 runs (the two
// columns' runs alternating) after a warm-up that fills PoCL's kernel cache.
// The results are compared too: the largest difference per kernel says both
// compute the same thing, not which is right (tests/suite/image*_test.cpp
// check clbuiltins against the spec's reference).
//
// Usage: clb-bench-image-pocl   (prints a Markdown table)
#include "pocl_harness.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace clbbench;

constexpr size_t kW = 2048, kH = 2048, kLX = 32, kLY = 8;

// PoCL's session, with the benchmark's images, buffers and 2-D NDRange.
struct Cl : PoclSession {
  cl_mem image(size_t w, size_t h, const void *texels) {
    cl_image_format f = {CL_RGBA, CL_UNORM_INT8};
    cl_image_desc d = {};
    d.image_type = CL_MEM_OBJECT_IMAGE2D;
    d.image_width = w;
    d.image_height = h;
    cl_int err;
    cl_mem m = clCreateImage(ctx, CL_MEM_READ_WRITE | (texels ? CL_MEM_COPY_HOST_PTR : 0), &f, &d,
                             const_cast<void *>(texels), &err);
    check(err, "clCreateImage");
    return m;
  }
  cl_mem buffer(size_t bytes, const void *init = nullptr) {
    cl_int err;
    cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE | (init ? CL_MEM_COPY_HOST_PTR : 0), bytes,
                              const_cast<void *>(init), &err);
    check(err, "clCreateBuffer");
    return m;
  }
  cl_kernel kernel(cl_program p, const char *name,
                   std::vector<std::pair<size_t, const void *>> args) {
    cl_int err;
    cl_kernel k = clCreateKernel(p, name, &err);
    check(err, std::string("clCreateKernel ") + name);
    for (cl_uint i = 0; i < args.size(); ++i)
      check(clSetKernelArg(k, i, args[i].first, args[i].second),
            std::string("clSetKernelArg ") + name);
    return k;
  }
  std::pair<double, double> medianSeconds(cl_kernel a, cl_kernel b) {
    const size_t global[2] = {kW, kH}, local[2] = {kLX, kLY};
    return PoclSession::medianSeconds(a, b, 2, global, local);
  }
  template <class T>
  std::vector<T> read(cl_mem m, size_t n) {
    std::vector<T> v(n);
    check(clEnqueueReadBuffer(q, m, CL_TRUE, 0, n * sizeof(T), v.data(), 0, nullptr, nullptr),
          "read");
    return v;
  }
  std::vector<uint8_t> readImage(cl_mem m) {
    std::vector<uint8_t> v(kW * kH * 4);
    const size_t origin[3] = {0, 0, 0}, region[3] = {kW, kH, 1};
    check(clEnqueueReadImage(q, m, CL_TRUE, origin, region, 0, 0, v.data(), 0, nullptr, nullptr),
          "clEnqueueReadImage");
    return v;
  }
};

double maxDiff(const std::vector<float> &a, const std::vector<float> &b) {
  double m = 0;
  for (size_t i = 0; i < a.size(); ++i)
    m = std::max(m, (double)std::fabs(a[i] - b[i]));
  return m;
}

void row(const char *what, double pocl, double clb, const std::string &agreement) {
  std::printf("| %s | %.0f | %.0f | %.2fx | %s |\n", what, kW * kH / pocl / 1e6,
              kW * kH / clb / 1e6, pocl / clb, agreement.c_str());
  std::fflush(stdout);
}

}  // namespace

int main() {
  toolName = "clb-bench-image-pocl";
  const std::string dir = CLB_BENCH_SOURCE_DIR;
  const std::string source = readSource(dir + "/image_bench.cl");
  Cl cl;
  cl_program pocl = cl.pocl(source, "");
  cl_program clb = cl.clbuiltins(dir + "/image_bench.cl", source, {}, CLB_BENCH_LIBRARY_DIR);
  cl_int err;

  std::mt19937 rng(1);
  std::vector<uint32_t> small(kW / 2 * kH / 2), full(kW * kH);
  for (auto &t : small)
    t = rng();
  for (auto &t : full)
    t = rng();
  std::vector<float> floats(kW * kH * 4);
  for (size_t i = 0; i < floats.size(); ++i)
    floats[i] = i % 5 == 0 ? (rng() % 256 + 0.5f) / 255.0f : (int)(rng() % 1400 - 200) / 1000.0f;
  cl_mem srcImg = cl.image(kW / 2, kH / 2, small.data()), fullImg = cl.image(kW, kH, full.data());
  cl_mem dst1 = cl.image(kW, kH, nullptr), dst2 = cl.image(kW, kH, nullptr);
  cl_mem out1 = cl.buffer(kW * kH * 16), out2 = cl.buffer(kW * kH * 16);
  cl_mem inBuf = cl.buffer(floats.size() * 4, floats.data());
  cl_sampler_properties props[] = {CL_SAMPLER_NORMALIZED_COORDS,
                                   CL_TRUE,
                                   CL_SAMPLER_ADDRESSING_MODE,
                                   CL_ADDRESS_CLAMP_TO_EDGE,
                                   CL_SAMPLER_FILTER_MODE,
                                   CL_FILTER_LINEAR,
                                   0};
  cl_sampler sampler = clCreateSamplerWithProperties(cl.ctx, props, &err);
  check(err, "clCreateSamplerWithProperties");

  std::printf(
      "# Images on PoCL (%s): %zu x %zu work-items, CL_RGBA / "
      "CL_UNORM_INT8, median of 5 warm runs; ratio is speed (> 1: clbuiltins faster)\n\n",
      cl.describe().c_str(), kW, kH);
  std::printf(
      "| kernel | PoCL Mtexel/s | clbuiltins Mtexel/s | clb / PoCL | results |\n"
      "|:--|--:|--:|--:|:--|\n");

  char note[128];
  {
    cl_kernel a =
        cl.kernel(pocl, "resample",
                  {{sizeof srcImg, &srcImg}, {sizeof sampler, &sampler}, {sizeof out1, &out1}});
    cl_kernel b =
        cl.kernel(clb, "resample",
                  {{sizeof srcImg, &srcImg}, {sizeof sampler, &sampler}, {sizeof out2, &out2}});
    auto [tp, tc] = cl.medianSeconds(a, b);
    std::snprintf(note, sizeof note, "largest difference %.3g",
                  maxDiff(cl.read<float>(out1, kW * kH * 4), cl.read<float>(out2, kW * kH * 4)));
    row("resample (linear, normalized, clamp-to-edge)", tp, tc, note);
  }
  {
    cl_kernel a = cl.kernel(pocl, "fetch", {{sizeof fullImg, &fullImg}, {sizeof out1, &out1}});
    cl_kernel b = cl.kernel(clb, "fetch", {{sizeof fullImg, &fullImg}, {sizeof out2, &out2}});
    auto [tp, tc] = cl.medianSeconds(a, b);
    std::snprintf(note, sizeof note, "largest difference %.3g",
                  maxDiff(cl.read<float>(out1, kW * kH * 4), cl.read<float>(out2, kW * kH * 4)));
    row("fetch (integer coordinates)", tp, tc, note);
  }
  {
    cl_kernel a = cl.kernel(pocl, "store", {{sizeof dst1, &dst1}, {sizeof inBuf, &inBuf}});
    cl_kernel b = cl.kernel(clb, "store", {{sizeof dst2, &dst2}, {sizeof inBuf, &inBuf}});
    auto [tp, tc] = cl.medianSeconds(a, b);
    std::vector<uint8_t> s1 = cl.readImage(dst1), s2 = cl.readImage(dst2);
    size_t differ = 0;
    for (size_t i = 0; i < s1.size(); ++i)
      differ += s1[i] != s2[i];
    std::snprintf(note, sizeof note, "%zu of %zu channels differ", differ, s1.size());
    row("store (write_imagef)", tp, tc, note);
  }
  return 0;
}
