// One interface over the places kernels run, so each kernel test is written
// once and runs on every backend: the PoCL test binary binds it to PoCL
// (spir64 bitcode linked in-process), the GPU binary to the CUDA driver
// (nvptx64 PTX linked at build time, since the GPU machine has no LLVM).
#ifndef CLBTEST_BACKEND_H
#define CLBTEST_BACKEND_H

#include "image_spec.h"
#include "ndrange.h"

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace clbtest {

class DeviceBuffer {
 public:
  virtual ~DeviceBuffer() = default;
  virtual void write(const void *src, size_t bytes) = 0;
  virtual void read(void *dst, size_t bytes) const = 0;
  size_t size() const { return bytes_; }

  template <class T>
  std::vector<T> read(size_t count) const {
    std::vector<T> v(count);
    read(v.data(), count * sizeof(T));
    return v;
  }

 protected:
  explicit DeviceBuffer(size_t bytes) : bytes_(bytes) {}
  size_t bytes_;
};

// An image on the device, its texels moved to and from the host tightly
// packed in the API's region order (x, then rows, then slices: the layers of
// a 1D array are rows, those of a 2D array slices).
class DeviceImage {
 public:
  virtual ~DeviceImage() = default;
  virtual void write(const void *src) = 0;
  virtual void read(void *dst) const = 0;
  // Whether the kernel takes it through a global pointer to the descriptor
  // (the <name>_desc twin of an image kernel, tests/kernels/image_read.cl)
  // rather than as an image argument.
  virtual bool passedAsDescriptor() const { return false; }
  const ImageSpec &spec() const { return spec_; }

 protected:
  explicit DeviceImage(const ImageSpec &spec) : spec_(spec) {}
  ImageSpec spec_;
};

// A sampler argument: the OpenCL C bit field (image_spec.h, sampler::).
struct SamplerBits {
  uint32_t bits;
};

// A kernel argument: a buffer, an image, a sampler, or a scalar passed by
// value.
struct KernelArg {
  DeviceBuffer *buffer = nullptr;
  DeviceImage *image = nullptr;
  bool isSampler = false;
  uint32_t samplerBits = 0;
  std::vector<unsigned char> bytes;

  KernelArg(DeviceBuffer &b) : buffer(&b) {}
  KernelArg(std::unique_ptr<DeviceBuffer> &b) : buffer(b.get()) {}
  KernelArg(DeviceImage &i) : image(&i) {}
  KernelArg(std::unique_ptr<DeviceImage> &i) : image(i.get()) {}
  KernelArg(SamplerBits s) : isSampler(true), samplerBits(s.bits) {}
  template <class T, class = std::enable_if_t<std::is_arithmetic_v<T>>>
  KernelArg(T v) {
    bytes.resize(sizeof v);
    std::memcpy(bytes.data(), &v, sizeof v);
  }
};

class KernelProgram {
 public:
  virtual ~KernelProgram() = default;
  // Runs kernel `name` over `range` and waits for it to finish.
  virtual void run(const std::string &name, const NDRange &range,
                   const std::vector<KernelArg> &args) = 0;
};

// How the kernels' math builtins are linked: the default (float functions on
// float arithmetic, within 1 ulp), with -cl-clb-correctly-rounded-math (the
// float functions correctly rounded), or under one of OpenCL's math-mode
// options (tests/support/math_modes.h says what each lets a result be).
// Tests of the correctly rounded mode run the float kernels alone:
// kernelArgs() builds the file with CLBTEST_FLOAT_ONLY defined, which leaves
// its double and half kernels out; the option modes keep them, to show the
// option changes only what it may.
enum class MathMode {
  Default,
  CorrectlyRounded,
  UnsafeMath,      // -cl-unsafe-math-optimizations
  FastRelaxed,     // -cl-fast-relaxed-math
  FiniteMathOnly,  // -cl-finite-math-only
  NoSignedZeros,   // -cl-no-signed-zeros
  MadEnable,       // -cl-mad-enable
  DenormsAreZero,  // -cl-denorms-are-zero
};
// The option ("default" for the default build).
const char *mathModeName(MathMode mode);
// The test-name prefix of a mode's cases ("CorrectlyRounded", "UnsafeMath").
const char *mathModePrefix(MathMode mode);
// The GPU build's PTX directory of a mode ("" for the default build; the
// list in tests/gpu/CMakeLists.txt must name the same).
const char *mathModeDir(MathMode mode);
// The option modes, in the order the suites instantiate them.
extern const MathMode kOptionMathModes[6];

class Backend {
 public:
  virtual ~Backend() = default;
  virtual std::string name() const = 0;    // "pocl", "cuda"
  virtual std::string target() const = 0;  // clbuiltins target
  virtual size_t maxWorkGroupSize() const = 0;
  // Each distinct local size costs a kernel compile (PoCL specializes the
  // work-group function; about a second per size from a cold cache): tests
  // that sweep local sizes take a representative subset there.
  virtual bool compilesPerLocalSize() const { return false; }
  // Whether NDRanges whose local size does not divide the global size run
  // (PoCL 3.1 refuses them). A run-time property, not a macro, so the suite's
  // objects are compiled once and linked into every test binary.
  virtual bool runsNonUniformGroups() const { return false; }
  // Whether kernels can use double and half. A device compiling the source
  // itself (rusticl) has them when it claims cl_khr_fp64 / cl_khr_fp16; the
  // test kernel files define those kernels only then, and the tests of a
  // missing type skip, saying so (missingTypeReason).
  virtual bool hasDouble() const { return true; }
  virtual bool hasHalf() const { return true; }
  // Whether the device flushes float subnormals to zero
  // (CL_DEVICE_SINGLE_FP_CONFIG without CL_FP_DENORM): the math suites then
  // accept what the spec allows in flush-to-zero mode, and say so.
  virtual bool flushesFloatDenormals() const { return false; }
  // Why the runtime computes `builtin` of `type` ("float", "float4", ...)
  // itself rather than through the library ("" when the library does): the
  // math suites then hold it to the spec's bound, or report it, not the
  // library's, and say so.
  virtual std::string computesItself(const std::string &builtin, const std::string &type) const {
    return "";
  }
  // Why kernels cannot be linked in this math mode here ("" when they can).
  virtual std::string mathModeUnavailableReason(MathMode) const { return ""; }
  virtual std::unique_ptr<DeviceBuffer> alloc(size_t bytes) = 0;
  // Whether allocImage can make an image of this type and format.
  virtual bool supportsImage(ImageDim dim, const ImageFormat &format) const = 0;
  virtual std::unique_ptr<DeviceImage> allocImage(const ImageSpec &spec) = 0;
  // tests/kernels/<file>, linked with clbuiltins for this backend's target
  // in the math mode; built once per test binary and mode, and kept, as a
  // runtime would cache it.
  virtual KernelProgram &load(const std::string &file, MathMode mode = MathMode::Default) = 0;

  template <class T>
  std::unique_ptr<DeviceBuffer> upload(const std::vector<T> &host) {
    auto b = alloc(host.size() * sizeof(T));
    b->write(host.data(), host.size() * sizeof(T));
    return b;
  }
};

// The backend of this test binary, or null when it cannot run here (no GPU):
// tests then report skipped, never passed.
Backend *backend();
// Why backend() is null.
std::string backendUnavailableReason();

// Clang options a test kernel file is built with (tests/kernels/args.txt),
// plus the math mode's (kMathModeArgs); the same for every backend.
std::vector<std::string> kernelArgs(const std::string &file, MathMode mode = MathMode::Default);
// What a math mode adds to a file's options. The GPU build
// (tests/gpu/CMakeLists.txt) adds the same to each mode's PTX set.
std::vector<std::string> mathModeArgs(MathMode mode);

// Why this backend cannot run kernels of the floating type ("double",
// "half"), or "" when it can.
std::string missingTypeReason(const Backend &be, const std::string &type);

}  // namespace clbtest

// In a kernel test: the backend, or skip the test when there is none.
#define CLBTEST_BACKEND_OR_SKIP(var)              \
  ::clbtest::Backend *var = ::clbtest::backend(); \
  if (!var)                                       \
  GTEST_SKIP() << ::clbtest::backendUnavailableReason()

// In a kernel test of a floating type: skip, loudly, where the device lacks
// the type (rusticl on llvmpipe has neither double nor half).
#define CLBTEST_SKIP_WITHOUT_TYPE(be, type)                                        \
  if (std::string why_ = ::clbtest::missingTypeReason(*(be), type); !why_.empty()) \
  GTEST_SKIP() << why_

// In a kernel test of a math mode: skip where the backend cannot link it.
#define CLBTEST_SKIP_WITHOUT_MODE(be, mode)                                    \
  if (std::string why_ = (be)->mathModeUnavailableReason(mode); !why_.empty()) \
  GTEST_SKIP() << why_

#endif
