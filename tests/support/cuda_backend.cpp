// The CUDA backend: PTX that clb-link made for nvptx64 at build time, loaded
// with cuModuleLoadData and run with cuLaunchKernel. libcuda is opened at run
// time, so the binary starts on machines without a GPU and its tests skip.
#include "backend.h"
#include "image_reference.h"

#include <clbuiltins/host/image.h>
#include <clbuiltins/host/nvptx_launch.h>

#include <cuda.h>
#include <dlfcn.h>
#include <unistd.h>

#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace clbtest {
namespace {

// The driver entry points the backend uses, by their versioned ABI names.
struct Driver {
#define CLB_CU(fn, symbol) decltype(&::fn) fn = nullptr;
#include "cuda_functions.inc"
#undef CLB_CU
  std::string error;

  Driver() {
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
      error = "no CUDA driver (libcuda.so.1 not found)";
      return;
    }
#define CLB_CU(fn, symbol)                                 \
  fn = reinterpret_cast<decltype(fn)>(dlsym(lib, symbol)); \
  if (!fn) {                                               \
    error = "libcuda.so.1 lacks " symbol;                  \
    return;                                                \
  }
#include "cuda_functions.inc"
#undef CLB_CU
  }
};

Driver &driver() {
  static Driver d;
  return d;
}

void check(CUresult r, const std::string &what) {
  if (r == CUDA_SUCCESS)
    return;
  const char *msg = "unknown error";
  driver().cuGetErrorString(r, &msg);
  throw std::runtime_error(what + " failed: " + msg + " (" + std::to_string(r) + ")");
}

class CudaBuffer : public DeviceBuffer {
 public:
  explicit CudaBuffer(size_t bytes) : DeviceBuffer(bytes) {
    check(driver().cuMemAlloc(&ptr_, bytes ? bytes : 1), "cuMemAlloc");
  }
  ~CudaBuffer() override { driver().cuMemFree(ptr_); }
  void write(const void *src, size_t bytes) override {
    check(driver().cuMemcpyHtoD(ptr_, src, bytes), "cuMemcpyHtoD");
  }
  void read(void *dst, size_t bytes) const override {
    check(driver().cuMemcpyDtoH(dst, ptr_, bytes), "cuMemcpyDtoH");
  }
  CUdeviceptr ptr() const { return ptr_; }

 private:
  CUdeviceptr ptr_ = 0;
};

// An image as the library's nvptx64 ABI takes it (<clbuiltins/host/image.h>):
// the texels in device memory, tightly packed, and a clb_image_desc in device
// memory pointing at them; the kernel argument is the descriptor's address.
class CudaImage : public DeviceImage {
 public:
  explicit CudaImage(const ImageSpec &spec) : DeviceImage(spec) {
    image::HostImage host(spec);
    bytes_ = spec.mipLevels ? image::mipBytes(spec) : host.bytes().size();
    texels_ = std::make_unique<CudaBuffer>(bytes_);
    const bool layered = image::isArray(spec.dim);
    const bool has2d = spec.dim != ImageDim::k1D && spec.dim != ImageDim::k1DBuffer &&
                       spec.dim != ImageDim::k1DArray;
    const int32_t h = has2d ? int32_t(spec.height) : 0;
    const int32_t d = spec.dim == ImageDim::k3D ? int32_t(spec.depth) : 0;
    const int32_t layers = layered ? int32_t(spec.arraySize) : 0;
    // A mip descriptor (levels after the 56 bytes) where the image has levels.
    clb_image_mip_desc m;
    size_t n =
        spec.mipLevels
            ? clb_image_desc_fill_mip(&m, spec.format.order, spec.format.type, int32_t(spec.width),
                                      h, d, layers, int32_t(spec.mipLevels), texels_->ptr())
            : clb_image_desc_fill(&m.image, spec.format.order, spec.format.type,
                                  int32_t(spec.width), h, d, layers, 0, texels_->ptr());
    if (n != bytes_)
      throw std::runtime_error("clb_image_desc_fill gave " + std::to_string(n) + " bytes for " +
                               describe(spec) + ", the reference " + std::to_string(bytes_));
    const size_t descBytes = spec.mipLevels
                                 ? sizeof(clb_image_desc) + spec.mipLevels * sizeof(clb_image_level)
                                 : sizeof(clb_image_desc);
    desc_ = std::make_unique<CudaBuffer>(descBytes);
    desc_->write(&m, descBytes);
  }
  void write(const void *src) override { texels_->write(src, bytes_); }
  void read(void *dst) const override { texels_->read(dst, bytes_); }
  CUdeviceptr descriptor() const { return desc_->ptr(); }

 private:
  size_t bytes_ = 0;
  std::unique_ptr<CudaBuffer> texels_, desc_;
};

class CudaProgram : public KernelProgram {
 public:
  explicit CudaProgram(const std::string &ptx) {
    char log[8192] = "";
    CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *values[] = {log, reinterpret_cast<void *>(sizeof log)};
    CUresult r = driver().cuModuleLoadDataEx(&module_, ptx.c_str(), 2, opts, values);
    if (r != CUDA_SUCCESS)
      check(r, std::string("cuModuleLoadDataEx (JIT log: ") + log + ")");
  }
  ~CudaProgram() override { driver().cuModuleUnload(module_); }

  // The host half of the launch ABI as a runtime uses it
  // (include/clbuiltins/host/nvptx_launch.h): one launch per uniform region,
  // each passed its launch parameter after the kernel's own arguments.
  void run(const std::string &name, const NDRange &range,
           const std::vector<KernelArg> &args) override {
    CUfunction f;
    check(driver().cuModuleGetFunction(&f, module_, name.c_str()), "cuModuleGetFunction " + name);
    // Buffers and images by device address, samplers as 8-byte integers.
    std::vector<CUdeviceptr> pointers(args.size());
    std::vector<void *> params(args.size() + 1);
    for (size_t i = 0; i < args.size(); ++i) {
      if (args[i].buffer) {
        pointers[i] = static_cast<CudaBuffer *>(args[i].buffer)->ptr();
        params[i] = &pointers[i];
      } else if (args[i].image) {
        pointers[i] = static_cast<CudaImage *>(args[i].image)->descriptor();
        params[i] = &pointers[i];
      } else if (args[i].isSampler) {
        pointers[i] = args[i].samplerBits;
        params[i] = &pointers[i];
      } else {
        params[i] = const_cast<unsigned char *>(args[i].bytes.data());
      }
    }
    clb_nvptx_region regions[CLB_NVPTX_MAX_REGIONS];
    int n = clb_nvptx_split(range.dims, range.offset, range.global, range.local, regions);
    if (n < 0)
      throw std::runtime_error("clb_nvptx_split " + range.describe() + ": error " +
                               std::to_string(n));
    for (int i = 0; i < n; ++i) {
      const clb_nvptx_region &region = regions[i];
      params[args.size()] = const_cast<clb_nvptx_launch *>(&region.params);
      check(driver().cuLaunchKernel(f, region.grid[0], region.grid[1], region.grid[2],
                                    region.block[0], region.block[1], region.block[2], 0, nullptr,
                                    params.data(), nullptr),
            "cuLaunchKernel " + name + " " + range.describe());
    }
    check(driver().cuCtxSynchronize(), "kernel " + name + " " + range.describe());
  }

 private:
  CUmodule module_ = nullptr;
};

class CudaBackend : public Backend {
 public:
  CudaBackend() {
    Driver &d = driver();
    if (!d.error.empty())
      throw std::runtime_error(d.error);
    check(d.cuInit(0), "cuInit");
    int count = 0;
    check(d.cuDeviceGetCount(&count), "cuDeviceGetCount");
    if (count == 0)
      throw std::runtime_error("no CUDA device");
    check(d.cuDeviceGet(&device_, 0), "cuDeviceGet");
    check(d.cuDevicePrimaryCtxRetain(&context_, device_), "cuDevicePrimaryCtxRetain");
    check(d.cuCtxSetCurrent(context_), "cuCtxSetCurrent");
    int threads = 0;
    check(d.cuDeviceGetAttribute(&threads, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, device_),
          "cuDeviceGetAttribute");
    maxWorkGroupSize_ = threads;
  }
  std::string name() const override { return "cuda"; }
  std::string target() const override { return "nvptx64"; }
  size_t maxWorkGroupSize() const override { return maxWorkGroupSize_; }
  bool runsNonUniformGroups() const override { return true; }
  std::unique_ptr<DeviceBuffer> alloc(size_t bytes) override {
    return std::make_unique<CudaBuffer>(bytes);
  }
  // Every format: the library reads the descriptor in software.
  bool supportsImage(ImageDim, const ImageFormat &) const override { return true; }
  std::unique_ptr<DeviceImage> allocImage(const ImageSpec &spec) override {
    return std::make_unique<CudaImage>(spec);
  }
  KernelProgram &load(const std::string &file, MathMode mode) override {
    std::unique_ptr<KernelProgram> &p = programs_[{file, mode}];
    if (!p)
      p = std::make_unique<CudaProgram>(readPtx(file, mode));
    return *p;
  }

 private:
  // The PTX the build made of tests/kernels/<stem>.cl, beside this binary:
  // ptx/<stem>.ptx, and ptx/<mode>/<stem>.ptx linked with a math mode's
  // options (mathModeDir, tests/gpu/CMakeLists.txt).
  static std::string readPtx(const std::string &file, MathMode mode) {
    std::string stem = file.substr(0, file.rfind('.'));
    const char *dir = getenv("CLB_GPU_PTX_DIR");
    const std::string sub =
        mode == MathMode::Default ? "/" : "/" + std::string(mathModeDir(mode)) + "/";
    std::string path = std::string(dir ? dir : ptxDirBesideExecutable()) + sub + stem + ".ptx";
    std::ifstream in(path);
    if (!in)
      throw std::runtime_error("cannot read " + path);
    std::ostringstream os;
    os << in.rdbuf();
    return os.str();
  }
  static std::string ptxDirBesideExecutable() {
    char buf[4096];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    std::string exe(buf, n > 0 ? n : 0);
    return exe.substr(0, exe.rfind('/')) + "/ptx";
  }

  CUdevice device_ = 0;
  CUcontext context_ = nullptr;
  size_t maxWorkGroupSize_ = 0;
  std::map<std::pair<std::string, MathMode>, std::unique_ptr<KernelProgram>> programs_;
};

std::string unavailable;

}  // namespace

Backend *backend() {
  static std::unique_ptr<CudaBackend> cuda = []() -> std::unique_ptr<CudaBackend> {
    try {
      return std::make_unique<CudaBackend>();
    } catch (const std::exception &e) {
      unavailable = e.what();
      return nullptr;
    }
  }();
  return cuda.get();
}

std::string backendUnavailableReason() {
  return "no GPU: " + unavailable;
}

}  // namespace clbtest
