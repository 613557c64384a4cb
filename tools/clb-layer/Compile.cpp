#include "Compile.h"

#include "Claims.h"
#include "PoclLibrary.h"

#include <cstdlib>

namespace clb::layer {

bool strictMode() {
  const char *v = std::getenv("CLB_LAYER_STRICT");
  return v && std::string(v) == "1";
}

clb::LinkRequest makeRequest(const Program &program, const BuildOptions &options) {
  clb::LinkRequest r;
  r.target = "spir64";
  r.emit = "bc";
  r.optLevel = options.optDisable ? 0 : 2;
  r.inlineLaneWiseOverloads = true;
  r.libraryDir = libraryDir();
  r.allowUnresolved = !strictMode();
  // PoCL's printf reads vectors as x86-64 C code does (PoCL CPU devices).
  r.variadicVectorsAsX86_64 = true;
  // The first device's claims: PoCL gives a context one CPU device.
  // (-cl-ext is a front-end option: the driver would drop it silently.)
  if (!program.devices.empty()) {
    const DeviceClaims &claims = claimsFor(program.devices.front());
    r.clangArgs.insert(r.clangArgs.end(), {"-Xclang", claims.clangExtFlag});
    r.clangArgs.insert(r.clangArgs.end(), claims.macroArgs.begin(), claims.macroArgs.end());
  }
  r.clangArgs.insert(r.clangArgs.end(), options.clang.begin(), options.clang.end());
  return r;
}

bool runLink(const clb::LinkRequest &request, std::string &bytes, std::string &log) {
  auto result = clb::linkProgram(request);
  if (!result) {
    std::string msg = llvm::toString(result.takeError());
    log += (llvm::StringRef(msg).startswith("error:") ? "" : "error: ") + msg + "\n";
    return false;
  }
  log += result->warnings;
  if (!result->unresolved.empty()) {
    log += "clb-layer: " + std::to_string(result->unresolved.size()) +
           " builtin(s) not in clbuiltins, left to PoCL's library:\n";
    for (const std::string &name : result->unresolved)
      log += "  " + clb::demangleBuiltin(name, clb::findTarget("spir64")) + " (" + name + ")\n";
  }
  bytes = std::move(result->bytes);
  return true;
}

cl_program buildExecutable(const Program &program, const std::vector<cl_device_id> &devices,
                           const std::string &spir, const BuildOptions &options, std::string &log) {
  std::string adapted = spir, why;
  const PoclLibrary *lib = poclLibraryFor(devices.front(), &why);
  if (!adaptToPocl(adapted, lib, why, log))
    return nullptr;
  std::vector<size_t> sizes(devices.size(), adapted.size());
  std::vector<const unsigned char *> binaries(devices.size(),
                                              (const unsigned char *)adapted.data());
  cl_int err = CL_SUCCESS;
  cl_program exe =
      next->clCreateProgramWithBinary(program.context, (cl_uint)devices.size(), devices.data(),
                                      sizes.data(), binaries.data(), nullptr, &err);
  if (!exe) {
    log += "clb-layer: PoCL rejected the linked SPIR binary (error " + std::to_string(err) + ")\n";
    return nullptr;
  }
  // PoCL reads a binary's OpenCL C version from its build options.
  std::vector<std::string> pocl = options.pocl;
  if (options.clStd.empty() && !program.clStd.empty())
    pocl.push_back("-cl-std=" + program.clStd);
  err = next->clBuildProgram(exe, (cl_uint)devices.size(), devices.data(),
                             joinOptions(pocl).c_str(), nullptr, nullptr);
  if (err == CL_SUCCESS)
    return exe;
  size_t size = 0;
  next->clGetProgramBuildInfo(exe, devices.front(), CL_PROGRAM_BUILD_LOG, 0, nullptr, &size);
  std::string poclLog(size, '\0');
  if (size)
    next->clGetProgramBuildInfo(exe, devices.front(), CL_PROGRAM_BUILD_LOG, size, poclLog.data(),
                                nullptr);
  poclLog.resize(std::strlen(poclLog.c_str()));
  log += "clb-layer: PoCL could not build the linked program (error " + std::to_string(err) +
         "):\n" + poclLog + "\n";
  next->clReleaseProgram(exe);
  return nullptr;
}

}  // namespace clb::layer
