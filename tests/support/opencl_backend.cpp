// OpenCL backends through the ICD loader. PoCL: each kernel file linked
// in-process by clb-link for spir64 and loaded with clCreateProgramWithBinary.
// rusticl: the kernel source handed to the driver, which compiles it and
// takes its builtins from the SPIR-V library at /usr/lib/clc (libclc's, or
// clbuiltins' drop-in bound over it in a private mount namespace).
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include "backend.h"
#include "compile.h"
#include "image_reference.h"

#include <clbuiltins/host/image.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <stdexcept>

namespace clbtest {
namespace {

void check(cl_int err, const std::string &what) {
  if (err != CL_SUCCESS)
    throw std::runtime_error(what + " failed with OpenCL error " + std::to_string(err));
}

std::string platformName(cl_platform_id p) {
  size_t n = 0;
  clGetPlatformInfo(p, CL_PLATFORM_NAME, 0, nullptr, &n);
  std::string s(n, '\0');
  clGetPlatformInfo(p, CL_PLATFORM_NAME, n, s.data(), nullptr);
  return s.c_str();
}

class ClBuffer : public DeviceBuffer {
 public:
  ClBuffer(cl_context ctx, cl_command_queue q, size_t bytes) : DeviceBuffer(bytes), queue_(q) {
    cl_int err;
    mem_ = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes ? bytes : 1, nullptr, &err);
    check(err, "clCreateBuffer");
  }
  ~ClBuffer() override { clReleaseMemObject(mem_); }
  void write(const void *src, size_t bytes) override {
    check(clEnqueueWriteBuffer(queue_, mem_, CL_TRUE, 0, bytes, src, 0, nullptr, nullptr),
          "clEnqueueWriteBuffer");
  }
  void read(void *dst, size_t bytes) const override {
    check(clEnqueueReadBuffer(queue_, mem_, CL_TRUE, 0, bytes, dst, 0, nullptr, nullptr),
          "clEnqueueReadBuffer");
  }
  cl_mem mem() const { return mem_; }

 private:
  cl_command_queue queue_;
  cl_mem mem_;
};

cl_mem_object_type memObjectType(ImageDim dim) {
  switch (dim) {
  case ImageDim::k1D:
    return CL_MEM_OBJECT_IMAGE1D;
  case ImageDim::k1DBuffer:
    return CL_MEM_OBJECT_IMAGE1D_BUFFER;
  case ImageDim::k1DArray:
    return CL_MEM_OBJECT_IMAGE1D_ARRAY;
  case ImageDim::k2D:
  case ImageDim::k2DDepth:
    return CL_MEM_OBJECT_IMAGE2D;
  case ImageDim::k2DArray:
  case ImageDim::k2DArrayDepth:
    return CL_MEM_OBJECT_IMAGE2D_ARRAY;
  case ImageDim::k3D:
    return CL_MEM_OBJECT_IMAGE3D;
  }
  return 0;
}

// A real image: clCreateImage with the format, so kernels see the
// descriptor PoCL builds (its dev_image_t) and the test checks the library
// against PoCL's ABI. A 1D buffer image is made over a buffer of its own.
class ClImage : public DeviceImage {
 public:
  ClImage(cl_context ctx, cl_command_queue q, const ImageSpec &spec)
      : DeviceImage(spec), queue_(q), host_(spec) {
    cl_image_format format = {spec.format.order, spec.format.type};
    cl_image_desc desc = {};
    desc.image_type = memObjectType(spec.dim);
    desc.image_width = spec.width;
    desc.image_height = spec.height;
    desc.image_depth = spec.depth;
    desc.image_array_size = spec.arraySize;
    cl_int err;
    if (spec.dim == ImageDim::k1DBuffer) {
      buffer_ = clCreateBuffer(ctx, CL_MEM_READ_WRITE, host_.bytes().size(), nullptr, &err);
      check(err, "clCreateBuffer for " + describe(spec));
      desc.buffer = buffer_;
    }
    mem_ = clCreateImage(ctx, CL_MEM_READ_WRITE, &format, &desc, nullptr, &err);
    check(err, "clCreateImage " + describe(spec));
  }
  ~ClImage() override {
    clReleaseMemObject(mem_);
    if (buffer_)
      clReleaseMemObject(buffer_);
  }
  void write(const void *src) override {
    size_t origin[3] = {0, 0, 0}, region[3] = {spec_.width, host_.rows(), host_.slices()};
    check(clEnqueueWriteImage(queue_, mem_, CL_TRUE, origin, region, host_.rowPitch(),
                              host_.slicePitch(), src, 0, nullptr, nullptr),
          "clEnqueueWriteImage");
  }
  void read(void *dst) const override {
    size_t origin[3] = {0, 0, 0}, region[3] = {spec_.width, host_.rows(), host_.slices()};
    check(clEnqueueReadImage(queue_, mem_, CL_TRUE, origin, region, host_.rowPitch(),
                             host_.slicePitch(), dst, 0, nullptr, nullptr),
          "clEnqueueReadImage");
  }
  cl_mem mem() const { return mem_; }

 private:
  cl_command_queue queue_;
  image::HostImage host_;  // for the pitches
  cl_mem buffer_ = nullptr, mem_ = nullptr;
};

// An image of a format the device cannot create (PoCL 3.1 has no CL_RG,
// sRGB, depth, packed...): the descriptor of <clbuiltins/host/image.h> and
// the texels in shared virtual memory, passed to the kernel's _desc twin as
// a pointer, so the library's handling of every format runs on PoCL too.
class SvmImage : public DeviceImage {
 public:
  SvmImage(cl_context ctx, const ImageSpec &spec) : DeviceImage(spec), ctx_(ctx) {
    image::HostImage host(spec);
    bytes_ = spec.mipLevels ? image::mipBytes(spec) : host.bytes().size();
    const cl_svm_mem_flags flags = CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER;
    data_ = clSVMAlloc(ctx, flags, bytes_, 0);
    // Room for a mip descriptor's levels (<clbuiltins/host/image.h>).
    desc_ =
        static_cast<clb_image_mip_desc *>(clSVMAlloc(ctx, flags, sizeof(clb_image_mip_desc), 0));
    if (!data_ || !desc_)
      throw std::runtime_error("clSVMAlloc failed for " + describe(spec));
    const bool layered = spec.dim == ImageDim::k1DArray || spec.dim == ImageDim::k2DArray ||
                         spec.dim == ImageDim::k2DArrayDepth;
    const bool has2d = spec.dim != ImageDim::k1D && spec.dim != ImageDim::k1DBuffer &&
                       spec.dim != ImageDim::k1DArray;
    const int32_t h = has2d ? int32_t(spec.height) : 0;
    const int32_t d = spec.dim == ImageDim::k3D ? int32_t(spec.depth) : 0;
    const int32_t layers = layered ? int32_t(spec.arraySize) : 0;
    const uint64_t data = reinterpret_cast<uint64_t>(data_);
    size_t n = spec.mipLevels
                   ? clb_image_desc_fill_mip(desc_, spec.format.order, spec.format.type,
                                             int32_t(spec.width), h, d, layers,
                                             int32_t(spec.mipLevels), data)
                   : clb_image_desc_fill(&desc_->image, spec.format.order, spec.format.type,
                                         int32_t(spec.width), h, d, layers, 0, data);
    if (n != bytes_)
      throw std::runtime_error("clb_image_desc_fill gave " + std::to_string(n) + " bytes for " +
                               describe(spec) + ", the reference " + std::to_string(bytes_));
  }
  ~SvmImage() override {
    clSVMFree(ctx_, data_);
    clSVMFree(ctx_, desc_);
  }
  // Fine-grained SVM: the host's copies are the device's (kernels are
  // finished by clFinish before these run).
  void write(const void *src) override { std::memcpy(data_, src, bytes_); }
  void read(void *dst) const override { std::memcpy(dst, data_, bytes_); }
  bool passedAsDescriptor() const override { return true; }
  void *descriptor() const { return desc_; }

 private:
  cl_context ctx_;
  size_t bytes_ = 0;
  void *data_ = nullptr;
  clb_image_mip_desc *desc_ = nullptr;
};

// How a backend hands a kernel file to its driver.
enum class ProgramForm { SpirBinary, Source };

class ClProgram : public KernelProgram {
 public:
  ClProgram(cl_context ctx, cl_device_id dev, cl_command_queue q, ProgramForm form,
            const std::string &code, const std::string &options)
      : context_(ctx), queue_(q) {
    cl_int status, err;
    if (form == ProgramForm::SpirBinary) {
      const unsigned char *bytes = reinterpret_cast<const unsigned char *>(code.data());
      size_t size = code.size();
      program_ = clCreateProgramWithBinary(ctx, 1, &dev, &size, &bytes, &status, &err);
      check(err, "clCreateProgramWithBinary");
    } else {
      const char *text = code.c_str();
      program_ = clCreateProgramWithSource(ctx, 1, &text, nullptr, &err);
      check(err, "clCreateProgramWithSource");
    }
    err = clBuildProgram(program_, 1, &dev, options.c_str(), nullptr, nullptr);
    if (err != CL_SUCCESS) {
      size_t n = 0;
      clGetProgramBuildInfo(program_, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
      std::string log(n, '\0');
      clGetProgramBuildInfo(program_, dev, CL_PROGRAM_BUILD_LOG, n, log.data(), nullptr);
      throw std::runtime_error("clBuildProgram failed (" + std::to_string(err) + "): " + log);
    }
  }
  ~ClProgram() override {
    for (auto &[name, k] : kernels_)
      clReleaseKernel(k);
    for (auto &[bits, s] : samplers_)
      clReleaseSampler(s);
    clReleaseProgram(program_);
  }

  void run(const std::string &name, const NDRange &range,
           const std::vector<KernelArg> &args) override {
    cl_kernel &k = kernels_[name];
    if (!k) {
      cl_int err;
      k = clCreateKernel(program_, name.c_str(), &err);
      check(err, "clCreateKernel " + name);
    }
    for (size_t i = 0; i < args.size(); ++i) {
      if (args[i].buffer) {
        cl_mem m = static_cast<ClBuffer *>(args[i].buffer)->mem();
        check(clSetKernelArg(k, i, sizeof m, &m), "clSetKernelArg");
      } else if (args[i].image && args[i].image->passedAsDescriptor()) {
        check(clSetKernelArgSVMPointer(k, i, static_cast<SvmImage *>(args[i].image)->descriptor()),
              "clSetKernelArgSVMPointer (image descriptor)");
      } else if (args[i].image) {
        cl_mem m = static_cast<ClImage *>(args[i].image)->mem();
        check(clSetKernelArg(k, i, sizeof m, &m), "clSetKernelArg (image)");
      } else if (args[i].isSampler) {
        cl_sampler s = samplerFor(args[i].samplerBits);
        check(clSetKernelArg(k, i, sizeof s, &s), "clSetKernelArg (sampler)");
      } else {
        check(clSetKernelArg(k, i, args[i].bytes.size(), args[i].bytes.data()), "clSetKernelArg");
      }
    }
    check(clEnqueueNDRangeKernel(queue_, k, range.dims, range.offset, range.global, range.local, 0,
                                 nullptr, nullptr),
          "clEnqueueNDRangeKernel " + name + " " + range.describe());
    check(clFinish(queue_), "clFinish");
  }

 private:
  // A cl_sampler with the properties of an OpenCL C sampler bit field.
  cl_sampler samplerFor(uint32_t bits) {
    cl_sampler &s = samplers_[bits];
    if (!s) {
      static const cl_addressing_mode modes[] = {CL_ADDRESS_NONE, CL_ADDRESS_CLAMP_TO_EDGE,
                                                 CL_ADDRESS_CLAMP, CL_ADDRESS_REPEAT,
                                                 CL_ADDRESS_MIRRORED_REPEAT};
      const cl_bool normalized = (bits & sampler::NORMALIZED) ? CL_TRUE : CL_FALSE;
      const cl_filter_mode filter = (bits & sampler::LINEAR) ? CL_FILTER_LINEAR : CL_FILTER_NEAREST;
      cl_sampler_properties props[] = {CL_SAMPLER_NORMALIZED_COORDS,
                                       normalized,
                                       CL_SAMPLER_ADDRESSING_MODE,
                                       modes[(bits & sampler::ADDRESS_MASK) >> 1],
                                       CL_SAMPLER_FILTER_MODE,
                                       filter,
                                       0};
      cl_int err;
      s = clCreateSamplerWithProperties(context_, props, &err);
      check(err, "clCreateSamplerWithProperties " + describeSampler(bits));
    }
    return s;
  }

  cl_context context_;
  cl_command_queue queue_;
  cl_program program_;
  std::map<std::string, cl_kernel> kernels_;
  std::map<uint32_t, cl_sampler> samplers_;
};

class ClBackend : public Backend {
 public:
  ClBackend(std::string name, std::string platform, ProgramForm form)
      : name_(std::move(name)), form_(form) {
    cl_uint n = 0;
    check(clGetPlatformIDs(0, nullptr, &n), "clGetPlatformIDs");
    std::vector<cl_platform_id> platforms(n);
    check(clGetPlatformIDs(n, platforms.data(), nullptr), "clGetPlatformIDs");
    for (cl_platform_id p : platforms) {
      if (platformName(p).find(platform) == std::string::npos)
        continue;
      check(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &device_, nullptr), "clGetDeviceIDs");
      cl_int err;
      context_ = clCreateContext(nullptr, 1, &device_, nullptr, nullptr, &err);
      check(err, "clCreateContext");
      queue_ = clCreateCommandQueueWithProperties(context_, device_, nullptr, &err);
      check(err, "clCreateCommandQueueWithProperties");
      check(clGetDeviceInfo(device_, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof maxWorkGroupSize_,
                            &maxWorkGroupSize_, nullptr),
            "clGetDeviceInfo");
      size_t n = 0;
      check(clGetDeviceInfo(device_, CL_DEVICE_EXTENSIONS, 0, nullptr, &n), "clGetDeviceInfo");
      extensions_.assign(n, '\0');
      check(clGetDeviceInfo(device_, CL_DEVICE_EXTENSIONS, n, extensions_.data(), nullptr),
            "clGetDeviceInfo");
      extensions_ = " " + std::string(extensions_.c_str()) + " ";
      cl_device_fp_config single = 0;
      check(clGetDeviceInfo(device_, CL_DEVICE_SINGLE_FP_CONFIG, sizeof single, &single, nullptr),
            "clGetDeviceInfo");
      flushesFloatDenormals_ = !(single & CL_FP_DENORM);
      return;
    }
    throw std::runtime_error("no OpenCL platform named '" + platform + "' for " + name_);
  }
  std::string name() const override { return name_; }
  // Mesa 22.3 lowers some OpenCL.std instructions to NIR operations of its
  // own, whatever library is bound: sin and cos (llvmpipe's fsin and fcos),
  // tan and sincos through them (rusticl gives the same bits for them, scalar
  // and float4, with libclc's spirv64-mesa3d-.spv and with the drop-in,
  // checked on 2000 inputs from 2^17 to 2^48, where they are 1.2 ulp off),
  // rsqrt and native_rsqrt (frsq: 0.5015 ulp at 1.5), nextafter (its own
  // lowering, which steps from 0 to 2^-126 on llvmpipe), and the native_
  // functions (native_sin, _cos, _exp2, _log2, _powr, _sqrt, _rsqrt, _recip
  // and _divide lowered to NIR; the library's other native_ functions are
  // built on those). The library's half_sin, half_cos and half_tan call sin,
  // cos and tan, which the translator writes as those same instructions.
  std::string computesItself(const std::string &builtin, const std::string &type) const override {
    if (name_ != "rusticl")
      return "";
    if (builtin.rfind("native_", 0) == 0)
      return "rusticl computes the native_ functions with its own NIR operations (Mesa "
             "lowers OpenCL.std " +
             builtin + " or the native_ functions it is built on)";
    for (const char *b :
         {"rsqrt", "nextafter", "sin", "cos", "tan", "sincos", "half_sin", "half_cos", "half_tan"})
      if (builtin == b)
        return "rusticl computes it itself (Mesa lowers OpenCL.std " + builtin + " of " + type +
               " to NIR, not to the library)";
    return "";
  }
  std::string target() const override { return "spir64"; }
  size_t maxWorkGroupSize() const override { return maxWorkGroupSize_; }
  bool compilesPerLocalSize() const override { return name_.rfind("pocl", 0) == 0; }
  bool runsNonUniformGroups() const override { return CLBTEST_BACKEND_RUNS_NONUNIFORM; }
  // Kernels linked by clb-link for spir64 have double and half whatever the
  // device claims (clang's SPIR target defines both; the library computes
  // half itself, and PoCL runs double): a driver compiling the source
  // itself defines cl_khr_fp64 and cl_khr_fp16 only where it claims them.
  bool hasDouble() const override {
    return form_ == ProgramForm::SpirBinary || hasExtension("cl_khr_fp64");
  }
  bool hasHalf() const override {
    return form_ == ProgramForm::SpirBinary || hasExtension("cl_khr_fp16");
  }
  bool flushesFloatDenormals() const override { return flushesFloatDenormals_; }
  std::string mathModeUnavailableReason(MathMode mode) const override {
    if (mode == MathMode::Default || form_ == ProgramForm::SpirBinary)
      return "";
    return "SKIPPED: " + name_ + " compiles the kernel source itself, with the library's " +
           "default build; " + mathModeName(mode) + " is clb-link's option, not the driver's";
  }
  std::unique_ptr<DeviceBuffer> alloc(size_t bytes) override {
    return std::make_unique<ClBuffer>(context_, queue_, bytes);
  }
  // Formats the device creates are real images; the others, where the
  // kernels are linked with clbuiltins (which reads the descriptor itself),
  // descriptors in shared virtual memory. A driver compiling the source
  // itself gets its own formats only.
  bool supportsImage(ImageDim dim, const ImageFormat &format) const override {
    return form_ == ProgramForm::SpirBinary || deviceCreates(dim, format);
  }
  // PoCL makes no mipmapped image: those are always descriptors.
  std::unique_ptr<DeviceImage> allocImage(const ImageSpec &spec) override {
    if (!spec.mipLevels && deviceCreates(spec.dim, spec.format))
      return std::make_unique<ClImage>(context_, queue_, spec);
    return std::make_unique<SvmImage>(context_, spec);
  }
  KernelProgram &load(const std::string &file, MathMode mode) override {
    std::unique_ptr<KernelProgram> &p = programs_[{file, mode}];
    if (!p) {
      if (std::string why = mathModeUnavailableReason(mode); !why.empty())
        throw std::runtime_error(why);
      // Build options reach the driver in both forms: PoCL reads a binary's
      // OpenCL C version from them, rusticl compiles the source with them.
      // The math mode's options are the link's alone: PoCL refuses options
      // it does not know.
      std::string options;
      for (const std::string &a : kernelArgs(file))
        options += a + " ";
      // Source goes to the driver as text, so the kernels' own includes need
      // their directory named.
      if (form_ == ProgramForm::Source)
        options += "-I " CLB_TEST_KERNEL_DIR " ";
      std::string code = form_ == ProgramForm::SpirBinary
                             ? linkKernel("spir64", "bc", file, kernelArgs(file, mode))
                             : kernelSource(file);
      p = std::make_unique<ClProgram>(context_, device_, queue_, form_, code, options);
    }
    return *p;
  }

 private:
  bool hasExtension(const char *name) const {
    return extensions_.find(std::string(" ") + name + " ") != std::string::npos;
  }
  bool deviceCreates(ImageDim dim, const ImageFormat &format) const {
    std::vector<cl_image_format> &list = formats_[memObjectType(dim)];
    if (list.empty()) {
      cl_uint n = 0;
      clGetSupportedImageFormats(context_, CL_MEM_READ_WRITE, memObjectType(dim), 0, nullptr, &n);
      list.resize(n);
      clGetSupportedImageFormats(context_, CL_MEM_READ_WRITE, memObjectType(dim), n, list.data(),
                                 nullptr);
    }
    return std::any_of(list.begin(), list.end(), [&](const cl_image_format &f) {
      return f.image_channel_order == format.order && f.image_channel_data_type == format.type;
    });
  }

  std::string name_;
  ProgramForm form_;
  mutable std::map<cl_mem_object_type, std::vector<cl_image_format>> formats_;
  cl_device_id device_ = nullptr;
  cl_context context_ = nullptr;
  cl_command_queue queue_ = nullptr;
  size_t maxWorkGroupSize_ = 0;
  std::string extensions_;  // the device's, space-separated and space-framed
  bool flushesFloatDenormals_ = false;
  std::map<std::pair<std::string, MathMode>, std::unique_ptr<KernelProgram>> programs_;
};

}  // namespace

// The binary's backend is chosen at build time (CLBTEST_OPENCL_BACKEND). Its
// platform is required wherever the suite runs (CI included): its absence is
// a failure of every kernel test, not a skip.
Backend *backend() {
#if CLBTEST_OPENCL_BACKEND_RUSTICL
  static ClBackend be("rusticl", "rusticl", ProgramForm::Source);
#elif CLBTEST_OPENCL_BACKEND_POCL_SOURCE
  // PoCL compiling the kernel source itself: its own builtins, or
  // clbuiltins' when the layer is loaded (OPENCL_LAYERS).
  static ClBackend be("pocl-source", "Portable Computing Language", ProgramForm::Source);
#else
  static ClBackend be("pocl", "Portable Computing Language", ProgramForm::SpirBinary);
#endif
  return &be;
}

std::string backendUnavailableReason() {
  return "";
}

}  // namespace clbtest
