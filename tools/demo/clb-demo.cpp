// clb-demo KERNEL.bc: runs tools/demo/demo.cl, linked with clbuiltins by
// clb-link for spir64, on PoCL's CPU device; checks every result against a
// reference computed here in double, prints a report and where to go next.
// Exits 0 when every check passes, 1 on a wrong result or any error.
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

[[noreturn]] void fail(const std::string &why) {
  std::fprintf(stderr, "clb-demo: error: %s\n", why.c_str());
  std::exit(1);
}

void check(cl_int err, const char *what) {
  if (err != CL_SUCCESS)
    fail(std::string(what) + " failed (OpenCL error " + std::to_string(err) + ")");
}

// The frame: 128x64 RGBA, unorm8. 128 and 64 are powers of two, so every
// normalized coordinate the kernel computes is exact in float and the
// bilinear weights are exactly 1/4 (what is checked is the library, not
// the rounding of a coordinate).
constexpr int kWidth = 128, kHeight = 64;
constexpr int kOutW = kWidth / 2, kOutH = kHeight / 2;  // one work-item per output pixel
constexpr int kLocalW = 16, kLocalH = 8;                // 16 work-groups of 128
constexpr int kGroups = (kOutW / kLocalW) * (kOutH / kLocalH);
constexpr float kDelta = 1e-4f;  // log(delta + Y) keeps black finite

// A test card: colour gradients, a textured band and a bright disc.
std::vector<uint8_t> makeFrame() {
  std::vector<uint8_t> px(size_t(kWidth) * kHeight * 4);
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) {
      uint8_t *p = &px[(size_t(y) * kWidth + x) * 4];
      int r = x * 255 / (kWidth - 1), g = y * 255 / (kHeight - 1);
      int b = 128 + int(std::lround(100 * std::sin(x / 5.0) * std::cos(y / 3.0)));
      if (x < 24 && y >= 40)
        r = g = b = 0;  // a black corner: log(delta + 0)
      int dx = x - 90, dy = y - 26;
      if (dx * dx + dy * dy <= 14 * 14) {
        r = 250, g = 244, b = 230;  // a lamp
      }
      p[0] = uint8_t(r), p[1] = uint8_t(g), p[2] = uint8_t(b), p[3] = 255;
    }
  return px;
}

// The spec's bilinear filtering (CLK_ADDRESS_CLAMP_TO_EDGE, normalized
// coordinates), in double, of channel c at normalized (s, t).
double bilinear(const std::vector<uint8_t> &px, double s, double t, int c) {
  double u = s * kWidth - 0.5, v = t * kHeight - 0.5;
  double i0 = std::floor(u), j0 = std::floor(v), a = u - i0, b = v - j0;
  auto texel = [&](double i, double j) {
    int x = std::clamp(int(i), 0, kWidth - 1), y = std::clamp(int(j), 0, kHeight - 1);
    return px[(size_t(y) * kWidth + x) * 4 + c] / 255.0;
  };
  return (1 - a) * (1 - b) * texel(i0, j0) + a * (1 - b) * texel(i0 + 1, j0) +
         (1 - a) * b * texel(i0, j0 + 1) + a * b * texel(i0 + 1, j0 + 1);
}

double srgbToLinear(double c) {
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// Error bounds, in units of u = 2^-24 (half an ulp of float, relative).
// A pixel's luminance: the unorm8 reads (1.5 ulp each, OpenCL C's
// conversion rules) and the filter's three float additions, 6u; the
// decode's addition, division (2.5 ulp) and constants, 14u; pow (16 ulp)
// and the x2.4 growth of its input's error, 74u; dot's constants, products
// and sums, 78u. Rounded up: 96u relative. (Most of what is seen is the
// float arithmetic of the kernel's own formula: with a correctly rounded pow
// it is already about 5.5 ulp from the double reference.)
constexpr double kU = 0x1p-24, kLumRel = 96 * kU;

// Kept in step with exposure_stats in demo.cl.
struct Stats {
  cl_uint max_bits, bright, groups_done;
  cl_float log_average;
};

struct Result {
  bool ok = true;
  int checks = 0, failed = 0;
  void report(bool pass, const char *what, const std::string &detail) {
    ++checks;
    if (!pass) {
      ok = false;
      ++failed;
    }
    std::printf("  %-4s  %-48s %s\n", pass ? "PASS" : "FAIL", what, detail.c_str());
  }
};

std::string fmt(const char *f, double a, double b = 0, double c = 0, double d = 0) {
  char buf[256];
  std::snprintf(buf, sizeof buf, f, a, b, c, d);
  return buf;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr,
                 "usage: clb-demo KERNEL.bc\n"
                 "  KERNEL.bc: clb-link --target spir64 --emit bc -o KERNEL.bc "
                 "tools/demo/demo.cl -cl-std=CL3.0\n");
    return 1;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in)
    fail(std::string("cannot read ") + argv[1]);
  std::string binary((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());

  // PoCL's device, the one runtime here that loads spir64 bitcode.
  cl_uint n = 0;
  check(clGetPlatformIDs(0, nullptr, &n), "clGetPlatformIDs");
  std::vector<cl_platform_id> platforms(n);
  check(clGetPlatformIDs(n, platforms.data(), nullptr), "clGetPlatformIDs");
  cl_device_id dev = nullptr;
  for (cl_platform_id p : platforms) {
    char name[256] = "";
    clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name, name, nullptr);
    if (std::string(name).find("Portable Computing Language") != std::string::npos &&
        clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &dev, nullptr) == CL_SUCCESS)
      break;
  }
  if (!dev)
    fail("no PoCL device (apt-get install pocl-opencl-icd)");
  char devName[256] = "";
  clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof devName, devName, nullptr);
  cl_bool images = CL_FALSE;
  clGetDeviceInfo(dev, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, nullptr);
  if (!images)
    fail(std::string("device ") + devName + " has no image support");

  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  check(err, "clCreateContext");
  cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, nullptr, &err);
  check(err, "clCreateCommandQueueWithProperties");
  const unsigned char *bytes = reinterpret_cast<const unsigned char *>(binary.data());
  size_t size = binary.size();
  cl_program prog = clCreateProgramWithBinary(ctx, 1, &dev, &size, &bytes, nullptr, &err);
  check(err, "clCreateProgramWithBinary (is it clb-link --target spir64 --emit bc output?)");
  if (clBuildProgram(prog, 1, &dev, "", nullptr, nullptr) != CL_SUCCESS) {
    size_t logSize = 0;
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &logSize);
    std::string log(logSize, '\0');
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, logSize, log.data(), nullptr);
    fail("clBuildProgram failed; build log:\n" + log);
  }
  cl_kernel k = clCreateKernel(prog, "exposure", &err);
  check(err, "clCreateKernel(exposure)");

  // The frame as a real image: PoCL creates CL_RGBA/CL_UNORM_INT8 images
  // and passes its own descriptor, which clbuiltins' image builtins read.
  const std::vector<uint8_t> frame = makeFrame();
  cl_image_format format = {CL_RGBA, CL_UNORM_INT8};
  cl_image_desc desc = {};
  desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  desc.image_width = kWidth;
  desc.image_height = kHeight;
  cl_mem image = clCreateImage(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &format, &desc,
                               const_cast<uint8_t *>(frame.data()), &err);
  check(err, "clCreateImage(128x64 CL_RGBA CL_UNORM_INT8)");
  auto buffer = [&](size_t len, const void *init) {
    cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE | (init ? CL_MEM_COPY_HOST_PTR : 0), len,
                              const_cast<void *>(init), &err);
    check(err, "clCreateBuffer");
    return m;
  };
  const Stats zero = {};
  cl_mem lumBuf = buffer(sizeof(float) * kOutW * kOutH, nullptr);
  cl_mem groupBuf = buffer(sizeof(float) * kGroups, nullptr);
  cl_mem statsBuf = buffer(sizeof(Stats), &zero);
  const cl_float2 invSize = {{1.0f / kOutW, 1.0f / kOutH}};
  const cl_float delta = kDelta;
  check(clSetKernelArg(k, 0, sizeof image, &image), "clSetKernelArg(frame)");
  check(clSetKernelArg(k, 1, sizeof invSize, &invSize), "clSetKernelArg(inv_size)");
  check(clSetKernelArg(k, 2, sizeof delta, &delta), "clSetKernelArg(delta)");
  check(clSetKernelArg(k, 3, sizeof lumBuf, &lumBuf), "clSetKernelArg(luminance)");
  check(clSetKernelArg(k, 4, sizeof groupBuf, &groupBuf), "clSetKernelArg(group_log_sum)");
  check(clSetKernelArg(k, 5, sizeof statsBuf, &statsBuf), "clSetKernelArg(stats)");
  const size_t global[2] = {kOutW, kOutH}, local[2] = {kLocalW, kLocalH};
  check(clEnqueueNDRangeKernel(q, k, 2, nullptr, global, local, 0, nullptr, nullptr),
        "clEnqueueNDRangeKernel(exposure)");
  std::vector<float> lum(size_t(kOutW) * kOutH), groupLog(kGroups);
  Stats stats;
  check(clEnqueueReadBuffer(q, lumBuf, CL_TRUE, 0, sizeof(float) * lum.size(), lum.data(), 0,
                            nullptr, nullptr),
        "clEnqueueReadBuffer(luminance)");
  check(clEnqueueReadBuffer(q, groupBuf, CL_TRUE, 0, sizeof(float) * kGroups, groupLog.data(), 0,
                            nullptr, nullptr),
        "clEnqueueReadBuffer(group_log_sum)");
  check(clEnqueueReadBuffer(q, statsBuf, CL_TRUE, 0, sizeof stats, &stats, 0, nullptr, nullptr),
        "clEnqueueReadBuffer(stats)");

  // The host's reference, in double, from the frame's bytes.
  std::vector<double> ref(lum.size());
  for (int y = 0; y < kOutH; ++y)
    for (int x = 0; x < kOutW; ++x) {
      double s = (x + 0.5) / kOutW, t = (y + 0.5) / kOutH, lin[3];
      for (int c = 0; c < 3; ++c)
        lin[c] = srgbToLinear(bilinear(frame, s, t, c));
      ref[size_t(y) * kOutW + x] = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
    }

  std::printf(
      "clb-demo: %s (tools/demo/demo.cl linked with clbuiltins by clb-link)\n"
      "on PoCL's %s\n",
      argv[1], devName);
  std::printf(
      "kernel exposure: a %dx%d RGBA unorm8 image read at %dx%d points through a\n"
      "bilinear normalized sampler, sRGB-decoded with pow, luminance by dot, reduced\n"
      "per work-group (%d groups of %dx%d: log, work_group_reduce_add/max) and\n"
      "combined with atomic_fetch_max/add; the last group averages (exp).\n",
      kWidth, kHeight, kOutW, kOutH, kGroups, kLocalW, kLocalH);
  Result r;

  // 1. Every pixel's luminance, within the spec's error budget.
  double worstUlp = 0, worstRatio = 0;
  for (size_t i = 0; i < lum.size(); ++i) {
    double e = std::fabs(double(lum[i]) - ref[i]);
    double ulp = ref[i] > 0 ? std::ldexp(1.0, std::ilogb(ref[i]) - 23) : 0x1p-149;
    worstUlp = std::max(worstUlp, e / ulp);
    worstRatio = std::max(worstRatio, ref[i] > 0 ? e / (kLumRel * ref[i]) : (e > 0 ? 1e9 : 0));
  }
  r.report(worstRatio <= 1, "luminance of each pixel (image, pow, dot)",
           fmt("%.0f pixels, worst error %.2f ulp (bound 96 x 2^-24 relative)", double(lum.size()),
               worstUlp));

  // 2. Each group's sum of log(delta + Y): per term, the luminance's error
  //    (96u), the addition's (1u) and log's (3 ulp, 6u |log|); then the sum
  //    of 128 terms in any order, 127u sum |log|.
  double sumLog = 0, sumAbsLog = 0, sumBound = 0, worstSum = 0;
  std::vector<double> refGroup(kGroups);
  for (int g = 0; g < kGroups; ++g) {
    int gx = g % (kOutW / kLocalW), gy = g / (kOutW / kLocalW);
    double s = 0, absSum = 0;
    for (int y = gy * kLocalH; y < (gy + 1) * kLocalH; ++y)
      for (int x = gx * kLocalW; x < (gx + 1) * kLocalW; ++x) {
        double l = std::log(double(kDelta) + ref[size_t(y) * kOutW + x]);
        s += l, absSum += std::fabs(l);
      }
    const int items = kLocalW * kLocalH;
    double bound = items * 97 * kU + (6 + items - 1) * kU * absSum;
    refGroup[g] = s;
    sumLog += s, sumAbsLog += absSum, sumBound += bound;
    worstSum = std::max(worstSum, std::fabs(groupLog[g] - s) / bound);
  }
  r.report(worstSum <= 1, "each group's sum of log(delta + Y) (reduce_add)",
           fmt("%.0f groups, worst error %.2g of its bound", kGroups, worstSum));

  // 3. The brightest pixel: the atomic max over the groups' maxima is
  //    exactly the largest luminance the kernel wrote (max does not round).
  float devMax;
  std::memcpy(&devMax, &stats.max_bits, sizeof devMax);
  float bufMax = *std::max_element(lum.begin(), lum.end());
  double refMax = *std::max_element(ref.begin(), ref.end());
  r.report(devMax == bufMax && std::fabs(devMax - refMax) <= kLumRel * refMax,
           "brightest pixel (reduce_max, atomic_fetch_max)",
           fmt("%.7f, host %.7f", devMax, refMax));

  // 4. Pixels above 0.5: exact (the frame has none near the threshold).
  unsigned bufBright = 0, refBright = 0;
  bool ambiguous = false;
  for (size_t i = 0; i < lum.size(); ++i) {
    bufBright += lum[i] > 0.5f;
    refBright += ref[i] > 0.5;
    ambiguous |= std::fabs(ref[i] - 0.5) <= kLumRel * 0.5;
  }
  if (ambiguous)
    fail("the demo's frame has a pixel within the error bound of 0.5; change makeFrame");
  r.report(stats.bright == bufBright && stats.bright == refBright,
           "bright pixels (reduce_add, atomic_fetch_add)",
           fmt("%.0f, host %.0f", stats.bright, refBright));

  // 5. Every group counted once by the acq_rel counter.
  r.report(stats.groups_done == kGroups, "groups counted (acq_rel atomic_fetch_add)",
           fmt("%.0f of %.0f", stats.groups_done, kGroups));

  // 6. The log-average: the partial sums' bounds and a float sum of 16,
  //    the division (2.5 ulp), exp (3 ulp) and its input's error.
  const double pixels = double(lum.size()), mean = sumLog / pixels;
  double refAvg = std::exp(mean);
  double boundMean = (sumBound + 15 * kU * sumAbsLog) / pixels + 5 * kU * std::fabs(mean);
  double boundAvg = refAvg * (std::expm1(boundMean) + 6 * kU);
  r.report(std::fabs(stats.log_average - refAvg) <= boundAvg,
           "log-average luminance (last group, exp)",
           fmt("%.7f, host %.7f (error %.1e, bound %.1e)", stats.log_average, refAvg,
               std::fabs(stats.log_average - refAvg), boundAvg));

  if (r.ok)
    std::printf("demo: all %d checks passed\n", r.checks);
  else
    std::printf("demo: %d of %d checks FAILED\n", r.failed, r.checks);

  std::printf(
      "\nWhere to go next:\n"
      "  docs/usage.md              link your own kernels: clb-link's targets, outputs and\n"
      "                             options, its C++ library, images and samplers\n"
      "  docs/layer.md              run unmodified OpenCL programs on PoCL with clbuiltins\n"
      "                             (OPENCL_LAYERS=libclb-layer.so)\n"
      "  docs/accuracy.md           each math function's error bound and measured worst case\n"
      "  docs/performance.md        benchmarks against PoCL, libclc, CUB and nvcc\n"
      "  docs/examples/nvptx-launch a kernel linked for nvptx64 and launched on an NVIDIA\n"
      "                             GPU through the CUDA driver, host program included\n");

  clReleaseMemObject(statsBuf);
  clReleaseMemObject(groupBuf);
  clReleaseMemObject(lumBuf);
  clReleaseMemObject(image);
  clReleaseKernel(k);
  clReleaseProgram(prog);
  clReleaseCommandQueue(q);
  clReleaseContext(ctx);
  return r.ok ? 0 : 1;
}
