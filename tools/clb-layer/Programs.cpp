// Program entry points. Programs whose context has only PoCL devices are the
// layer's; any other goes straight down, untouched.
#include "Claims.h"
#include "Compile.h"

#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>

namespace clb::layer {

namespace {

using Notify = void(CL_CALLBACK *)(cl_program, void *);

// Checks a (num_devices, device_list) pair against the program's devices and
// gives the devices the call is for.
cl_int pickDevices(const Program &p, cl_uint n, const cl_device_id *list,
                   std::vector<cl_device_id> &out) {
  if ((n == 0) != (list == nullptr))
    return CL_INVALID_VALUE;
  if (!list) {
    out = p.devices;
    return CL_SUCCESS;
  }
  out.assign(list, list + n);
  for (cl_device_id d : out)
    if (std::find(p.devices.begin(), p.devices.end(), d) == p.devices.end())
      return CL_INVALID_DEVICE;
  return CL_SUCCESS;
}

std::vector<cl_device_id> contextDevices(cl_context context) {
  size_t size = 0;
  next->clGetContextInfo(context, CL_CONTEXT_DEVICES, 0, nullptr, &size);
  std::vector<cl_device_id> devices(size / sizeof(cl_device_id));
  next->clGetContextInfo(context, CL_CONTEXT_DEVICES, size, devices.data(), nullptr);
  return devices;
}

// Marks the program busy, refusing a second build at once or a rebuild
// under live kernels (both CL_INVALID_OPERATION in the API).
cl_int begin(Program &p, const char *options) {
  std::lock_guard<std::mutex> lock(p.mutex);
  if (p.busy || p.liveKernels > 0)
    return CL_INVALID_OPERATION;
  p.busy = true;
  p.status = CL_BUILD_IN_PROGRESS;
  p.options = options ? options : "";
  p.log.clear();
  return CL_SUCCESS;
}

// Records the outcome; the previous executable is dropped for a new one.
void finish(Program &p, bool ok, std::string log, cl_program_binary_type type, std::string object,
            cl_program executable, const std::string &clStd) {
  cl_program old = nullptr;
  {
    std::lock_guard<std::mutex> lock(p.mutex);
    p.busy = false;
    p.status = ok ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
    p.log = std::move(log);
    p.binaryType = ok ? type : CL_PROGRAM_BINARY_TYPE_NONE;
    p.object = std::move(object);
    p.clStd = clStd;
    old = p.executable;
    p.executable = executable;
  }
  if (old)
    next->clReleaseProgram(old);
}

std::string invalidOptionLog(const BuildOptions &o) {
  return "error: invalid option '" + o.invalid + "'\n";
}

// clCompileProgram's embedded headers, written under a fresh directory that
// is added to the include path (clang reads headers from files).
class HeaderDir {
 public:
  ~HeaderDir() {
    if (!path_.empty())
      llvm::sys::fs::remove_directories(path_);
  }
  cl_int write(cl_uint n, const cl_program *headers, const char **names) {
    if (n == 0)
      return (headers || names) ? CL_INVALID_VALUE : CL_SUCCESS;
    if (!headers || !names)
      return CL_INVALID_VALUE;
    llvm::SmallString<128> dir;
    if (llvm::sys::fs::createUniqueDirectory("clb-layer-headers", dir))
      return CL_OUT_OF_HOST_MEMORY;
    path_ = std::string(dir);
    for (cl_uint i = 0; i < n; ++i) {
      size_t size = 0;
      if (!names[i] ||
          next->clGetProgramInfo(headers[i], CL_PROGRAM_SOURCE, 0, nullptr, &size) != CL_SUCCESS)
        return CL_INVALID_VALUE;
      std::string text(size, '\0');
      next->clGetProgramInfo(headers[i], CL_PROGRAM_SOURCE, size, text.data(), nullptr);
      text.resize(std::strlen(text.c_str()));
      llvm::SmallString<256> file(dir);
      llvm::sys::path::append(file, names[i]);
      llvm::sys::fs::create_directories(llvm::sys::path::parent_path(file));
      std::error_code ec;
      llvm::raw_fd_ostream os(file, ec);
      if (ec)
        return CL_OUT_OF_HOST_MEMORY;
      os << text;
    }
    return CL_SUCCESS;
  }
  const std::string &path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace

cl_program CL_API_CALL createProgramWithSource(cl_context context, cl_uint count,
                                               const char **strings, const size_t *lengths,
                                               cl_int *errcode) {
  cl_program handle = next->clCreateProgramWithSource(context, count, strings, lengths, errcode);
  if (!handle || !contextManaged(context))
    return handle;
  auto p = std::make_shared<Program>();
  p->context = context;
  p->devices = contextDevices(context);
  p->fromSource = true;
  for (cl_uint i = 0; i < count; ++i)
    p->source +=
        (lengths && lengths[i]) ? std::string(strings[i], lengths[i]) : std::string(strings[i]);
  addProgram(handle, std::move(p));
  return handle;
}

cl_int CL_API_CALL retainProgram(cl_program handle) {
  cl_int err = next->clRetainProgram(handle);
  if (err == CL_SUCCESS)
    countProgramRetain(handle);
  return err;
}

cl_int CL_API_CALL releaseProgram(cl_program handle) {
  // Counted first: once PoCL frees the handle, a new program may reuse it.
  std::shared_ptr<Program> last = countProgramRelease(handle);
  cl_int err = next->clReleaseProgram(handle);
  if (last && last->executable)
    next->clReleaseProgram(last->executable);  // kernels still hold it in PoCL
  return err;
}

cl_int CL_API_CALL buildProgram(cl_program handle, cl_uint numDevices,
                                const cl_device_id *deviceList, const char *options, Notify notify,
                                void *userData) {
  std::shared_ptr<Program> p = findProgram(handle);
  if (!p)
    return next->clBuildProgram(handle, numDevices, deviceList, options, notify, userData);
  if (!notify && userData)
    return CL_INVALID_VALUE;
  if (!p->fromSource)
    return CL_INVALID_OPERATION;
  std::vector<cl_device_id> devices;
  if (cl_int err = pickDevices(*p, numDevices, deviceList, devices))
    return err;
  if (cl_int err = begin(*p, options))
    return err;

  BuildOptions o = parseBuildOptions(options, OptionsFor::Build);
  std::string log, spir;
  cl_int result = CL_BUILD_PROGRAM_FAILURE;
  cl_program exe = nullptr;
  if (!o.invalid.empty()) {
    log = invalidOptionLog(o);
    result = CL_INVALID_BUILD_OPTIONS;
  } else {
    clb::LinkRequest r = makeRequest(*p, o);
    r.sources.push_back({"<source>", p->source});
    if (runLink(r, spir, log) && (exe = buildExecutable(*p, devices, spir, o, log)))
      result = CL_SUCCESS;
  }
  finish(*p, result == CL_SUCCESS, std::move(log), CL_PROGRAM_BINARY_TYPE_EXECUTABLE, "", exe,
         o.clStd);
  if (notify)
    notify(handle, userData);
  return result;
}

cl_int CL_API_CALL compileProgram(cl_program handle, cl_uint numDevices,
                                  const cl_device_id *deviceList, const char *options,
                                  cl_uint numHeaders, const cl_program *headers,
                                  const char **headerNames, Notify notify, void *userData) {
  std::shared_ptr<Program> p = findProgram(handle);
  if (!p)
    return next->clCompileProgram(handle, numDevices, deviceList, options, numHeaders, headers,
                                  headerNames, notify, userData);
  if (!notify && userData)
    return CL_INVALID_VALUE;
  if (!p->fromSource)
    return CL_INVALID_OPERATION;
  std::vector<cl_device_id> devices;
  if (cl_int err = pickDevices(*p, numDevices, deviceList, devices))
    return err;
  HeaderDir headerDir;
  if (cl_int err = headerDir.write(numHeaders, headers, headerNames))
    return err;
  if (cl_int err = begin(*p, options))
    return err;

  BuildOptions o = parseBuildOptions(options, OptionsFor::Compile);
  std::string log, object;
  cl_int result = CL_COMPILE_PROGRAM_FAILURE;
  if (!o.invalid.empty()) {
    log = invalidOptionLog(o);
    result = CL_INVALID_COMPILER_OPTIONS;
  } else {
    clb::LinkRequest r = makeRequest(*p, o);
    if (!headerDir.path().empty())
      r.clangArgs.insert(r.clangArgs.end(), {"-I", headerDir.path()});
    r.sources.push_back({"<source>", p->source});
    r.compileOnly = true;
    if (runLink(r, object, log))
      result = CL_SUCCESS;
  }
  finish(*p, result == CL_SUCCESS, std::move(log), CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT,
         std::move(object), nullptr, o.clStd);
  if (notify)
    notify(handle, userData);
  return result;
}

cl_program CL_API_CALL linkProgram(cl_context context, cl_uint numDevices,
                                   const cl_device_id *deviceList, const char *options,
                                   cl_uint numInputs, const cl_program *inputs, Notify notify,
                                   void *userData, cl_int *errcode) {
  auto fail = [&](cl_int err) -> cl_program {
    if (errcode)
      *errcode = err;
    return nullptr;
  };
  if (numInputs == 0 || !inputs)
    return fail(CL_INVALID_VALUE);
  std::vector<std::shared_ptr<Program>> objects;
  for (cl_uint i = 0; i < numInputs; ++i)
    if (std::shared_ptr<Program> in = findProgram(inputs[i]))
      objects.push_back(std::move(in));
  if (objects.empty())
    return next->clLinkProgram(context, numDevices, deviceList, options, numInputs, inputs, notify,
                               userData, errcode);
  // Objects PoCL compiled cannot be mixed with the layer's.
  if (objects.size() != numInputs)
    return fail(CL_INVALID_OPERATION);
  if (!notify && userData)
    return fail(CL_INVALID_VALUE);

  clb::LinkRequest r;
  std::string clStd;
  for (const auto &in : objects) {
    std::lock_guard<std::mutex> lock(in->mutex);
    if (in->binaryType != CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT &&
        in->binaryType != CL_PROGRAM_BINARY_TYPE_LIBRARY)
      return fail(CL_INVALID_OPERATION);
    r.bitcode.push_back({"<object " + std::to_string(r.bitcode.size()) + ">", in->object});
    clStd = std::max(clStd, in->clStd);  // "CL1.2" < "CL3.0"
  }
  BuildOptions o = parseBuildOptions(options, OptionsFor::Link);
  if (!o.invalid.empty())
    return fail(CL_INVALID_LINKER_OPTIONS);

  // The handle: a real PoCL program with no source, so context, devices and
  // reference counting stay PoCL's.
  const char *empty = "";
  cl_int err = CL_SUCCESS;
  cl_program handle = next->clCreateProgramWithSource(context, 1, &empty, nullptr, &err);
  if (!handle)
    return fail(err);
  auto p = std::make_shared<Program>();
  p->context = context;
  p->devices = contextDevices(context);
  std::vector<cl_device_id> devices;
  if ((err = pickDevices(*p, numDevices, deviceList, devices))) {
    next->clReleaseProgram(handle);
    return fail(err);
  }
  p->devices = devices;
  p->clStd = clStd;
  begin(*p, options);
  addProgram(handle, p);

  clb::LinkRequest full = makeRequest(*p, o);
  full.bitcode = std::move(r.bitcode);
  full.compileOnly = o.createLibrary;
  std::string log, bytes;
  cl_program exe = nullptr;
  cl_int result = CL_LINK_PROGRAM_FAILURE;
  if (runLink(full, bytes, log) &&
      (o.createLibrary || (exe = buildExecutable(*p, devices, bytes, o, log))))
    result = CL_SUCCESS;
  finish(*p, result == CL_SUCCESS, std::move(log),
         o.createLibrary ? CL_PROGRAM_BINARY_TYPE_LIBRARY : CL_PROGRAM_BINARY_TYPE_EXECUTABLE,
         o.createLibrary ? std::move(bytes) : std::string(), exe, clStd);
  if (notify)
    notify(handle, userData);
  if (errcode)
    *errcode = result;
  return handle;
}

cl_int CL_API_CALL getProgramInfo(cl_program handle, cl_program_info param, size_t size,
                                  void *value, size_t *sizeRet) {
  std::shared_ptr<Program> p = findProgram(handle);
  if (!p)
    return next->clGetProgramInfo(handle, param, size, value, sizeRet);
  std::unique_lock<std::mutex> lock(p->mutex);
  cl_program exe = p->executable;
  switch (param) {
  case CL_PROGRAM_SOURCE:
    return answerString(p->source, size, value, sizeRet);
  case CL_PROGRAM_NUM_KERNELS:
  case CL_PROGRAM_KERNEL_NAMES:
    if (!exe)
      return CL_INVALID_PROGRAM_EXECUTABLE;
    return next->clGetProgramInfo(exe, param, size, value, sizeRet);
  case CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT:
  case CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT:
    if (exe)
      return next->clGetProgramInfo(exe, param, size, value, sizeRet);
    return answerValue(cl_bool(CL_FALSE), size, value, sizeRet);
  case CL_PROGRAM_BINARY_SIZES: {
    // An executable's binaries are PoCL's own, so they load back into PoCL.
    if (exe)
      return next->clGetProgramInfo(exe, param, size, value, sizeRet);
    std::vector<size_t> sizes(p->devices.size(), p->object.size());
    return answer(sizes.data(), sizes.size() * sizeof(size_t), size, value, sizeRet);
  }
  case CL_PROGRAM_BINARIES: {
    if (exe)
      return next->clGetProgramInfo(exe, param, size, value, sizeRet);
    size_t need = p->devices.size() * sizeof(unsigned char *);
    if (value) {
      if (size < need)
        return CL_INVALID_VALUE;
      auto **out = static_cast<unsigned char **>(value);
      for (size_t i = 0; i < p->devices.size(); ++i)
        if (out[i])
          std::memcpy(out[i], p->object.data(), p->object.size());
    }
    if (sizeRet)
      *sizeRet = need;
    return CL_SUCCESS;
  }
  case CL_PROGRAM_NUM_DEVICES:
    return answerValue(cl_uint(p->devices.size()), size, value, sizeRet);
  case CL_PROGRAM_DEVICES:
    return answer(p->devices.data(), p->devices.size() * sizeof(cl_device_id), size, value,
                  sizeRet);
  default:  // context, reference count, IL: the handle's own
    lock.unlock();
    return next->clGetProgramInfo(handle, param, size, value, sizeRet);
  }
}

cl_int CL_API_CALL getProgramBuildInfo(cl_program handle, cl_device_id device,
                                       cl_program_build_info param, size_t size, void *value,
                                       size_t *sizeRet) {
  std::shared_ptr<Program> p = findProgram(handle);
  if (!p)
    return next->clGetProgramBuildInfo(handle, device, param, size, value, sizeRet);
  if (std::find(p->devices.begin(), p->devices.end(), device) == p->devices.end())
    return CL_INVALID_DEVICE;
  std::lock_guard<std::mutex> lock(p->mutex);
  switch (param) {
  case CL_PROGRAM_BUILD_STATUS:
    return answerValue(p->status, size, value, sizeRet);
  case CL_PROGRAM_BUILD_OPTIONS:
    return answerString(p->options, size, value, sizeRet);
  case CL_PROGRAM_BUILD_LOG:
    return answerString(p->log, size, value, sizeRet);
  case CL_PROGRAM_BINARY_TYPE:
    return answerValue(p->binaryType, size, value, sizeRet);
  case CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE:
    if (p->executable)
      return next->clGetProgramBuildInfo(p->executable, device, param, size, value, sizeRet);
    return answerValue(size_t(0), size, value, sizeRet);
  default:
    return CL_INVALID_VALUE;
  }
}

}  // namespace clb::layer
