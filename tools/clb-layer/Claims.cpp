// Device claims: PoCL's own answers, corrected where its compiler and its
// queries disagree, plus what the clbuiltins library really defines. Every
// claim that depends on the library is derived from the library's symbols
// when the device is first seen, so claims grow as families land.
#include "Claims.h"

#include <cstdio>
#include <map>
#include <memory>
#include <mutex>

namespace clb::layer {

namespace {

std::vector<char> deviceBytes(cl_device_id device, cl_device_info param) {
  size_t size = 0;
  if (next->clGetDeviceInfo(device, param, 0, nullptr, &size) != CL_SUCCESS)
    return {};
  std::vector<char> bytes(size);
  if (next->clGetDeviceInfo(device, param, size, bytes.data(), nullptr) != CL_SUCCESS)
    return {};
  return bytes;
}

template <typename T>
std::vector<T> deviceArray(cl_device_id device, cl_device_info param) {
  std::vector<char> bytes = deviceBytes(device, param);
  std::vector<T> out(bytes.size() / sizeof(T));
  std::memcpy(out.data(), bytes.data(), out.size() * sizeof(T));
  return out;
}

bool isPocl(cl_device_id device) {
  cl_platform_id platform = nullptr;
  if (next->clGetDeviceInfo(device, CL_DEVICE_PLATFORM, sizeof platform, &platform, nullptr) !=
      CL_SUCCESS)
    return false;
  char name[256] = {};
  if (next->clGetPlatformInfo(platform, CL_PLATFORM_NAME, sizeof name - 1, name, nullptr) !=
      CL_SUCCESS)
    return false;
  return std::strstr(name, "Portable Computing Language") != nullptr;
}

// Itanium mangling of a builtin with builtin-type parameters only (no
// substitutions arise): "_Z" <length> <name> <parameter codes>.
std::string mangle(const std::string &name, const std::string &params) {
  return "_Z" + std::to_string(name.size()) + name + params;
}

// Every work-group collective clang-15's opencl-c.h declares for the
// __opencl_c_work_group_collective_functions feature, for the element types
// the device has (double with fp64; PoCL claims no half).
std::vector<std::string> workGroupCollectiveSymbols(bool fp64) {
  std::vector<std::string> names = {mangle("work_group_all", "i"),
                                    mangle("work_group_any", "i")};
  std::string types = fp64 ? "ijlmfd" : "ijlmf";
  for (char t : types) {
    for (const char *dims : {"m", "mm", "mmm"})
      names.push_back(mangle("work_group_broadcast", std::string(1, t) + dims));
    for (const char *kind : {"reduce", "scan_exclusive", "scan_inclusive"})
      for (const char *op : {"add", "min", "max"})
        names.push_back(mangle(std::string("work_group_") + kind + "_" + op, std::string(1, t)));
  }
  return names;
}

// cl_khr_int64_{base,extended}_atomics: atom_* on long (l) and ulong (m) in
// global (AS1) and local (AS3) memory.
std::vector<std::string> int64AtomicSymbols() {
  std::vector<std::string> names;
  for (const char *space : {"PU3AS1V", "PU3AS3V"})
    for (char t : {'l', 'm'}) {
      const std::string p = space + std::string(1, t), v(1, t);
      for (const char *op : {"add", "sub", "xchg", "min", "max", "and", "or", "xor"})
        names.push_back(mangle(std::string("atom_") + op, p + v));
      names.push_back(mangle("atom_inc", p));
      names.push_back(mangle("atom_dec", p));
      names.push_back(mangle("atom_cmpxchg", p + v + v));
    }
  return names;
}

bool libraryDefinesAll(const std::vector<std::string> &names) {
  const std::set<std::string> &lib = librarySymbols();
  for (const std::string &n : names)
    if (!lib.count(n))
      return false;
  return true;
}

bool has(const std::vector<cl_name_version> &list, const char *name) {
  for (const cl_name_version &nv : list)
    if (std::strcmp(nv.name, name) == 0)
      return true;
  return false;
}

void add(std::vector<cl_name_version> &list, const char *name, cl_version version) {
  if (has(list, name))
    return;
  cl_name_version nv{};
  nv.version = version;
  std::snprintf(nv.name, sizeof nv.name, "%s", name);
  list.push_back(nv);
}

std::unique_ptr<DeviceClaims> computeClaims(cl_device_id device) {
  auto c = std::make_unique<DeviceClaims>();
  if (!isPocl(device))
    return c;
  if (libraryDir().empty() || librarySymbols().empty()) {
    std::fprintf(stderr, "clb-layer: clbuiltins library not found (set CLB_LIBRARY_DIR); "
                         "PoCL compiles programs itself\n");
    return c;
  }
  c->managed = true;
  c->features = deviceArray<cl_name_version>(device, CL_DEVICE_OPENCL_C_FEATURES);
  c->extensions = deviceArray<cl_name_version>(device, CL_DEVICE_EXTENSIONS_WITH_VERSION);
  c->atomicMemory = 0;
  next->clGetDeviceInfo(device, CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES, sizeof c->atomicMemory,
                        &c->atomicMemory, nullptr);
  const cl_version v3 = CL_MAKE_VERSION(3, 0, 0);

  // PoCL 3.1 reports all-devices atomic scope in its capabilities but not as
  // a feature, so its compiler hides memory_scope_all_devices. The layer's
  // compile defines what the capabilities say (its atomics are host-shared
  // memory on a CPU device, so all-devices scope is what they already give).
  if (c->atomicMemory & CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES)
    add(c->features, "__opencl_c_atomic_scope_all_devices", v3);

  // Generic address space stays off, as PoCL says: clang would call generic
  // overloads (vload3 on a generic pointer...) that neither library defines.

  // 64-bit atomics: claimed once the library defines every atom_* on long and
  // ulong in global and local memory (generic/atomics/legacy.cl).
  if (libraryDefinesAll(int64AtomicSymbols())) {
    add(c->extensions, "cl_khr_int64_base_atomics", CL_MAKE_VERSION(1, 0, 0));
    add(c->extensions, "cl_khr_int64_extended_atomics", CL_MAKE_VERSION(1, 0, 0));
  }

  // Work-group collectives: claimed once the library defines every one.
  bool fp64 = has(c->features, "__opencl_c_fp64");
  c->workGroupCollectives = libraryDefinesAll(workGroupCollectiveSymbols(fp64));
  if (c->workGroupCollectives)
    add(c->features, "__opencl_c_work_group_collective_functions", v3);

  for (const cl_name_version &e : c->extensions)
    c->extensionString += std::string(c->extensionString.empty() ? "" : " ") + e.name;
  c->clangExtFlag = "-cl-ext=-all";
  for (const auto *list : {&c->extensions, &c->features})
    for (const cl_name_version &nv : *list)
      c->clangExtFlag += std::string(",+") + nv.name;
  return c;
}

std::mutex claimsMutex;
std::map<cl_device_id, std::unique_ptr<DeviceClaims>> claimsTable;

}  // namespace

const DeviceClaims &claimsFor(cl_device_id device) {
  std::lock_guard<std::mutex> lock(claimsMutex);
  auto &slot = claimsTable[device];
  if (!slot)
    slot = computeClaims(device);
  return *slot;
}

bool contextManaged(cl_context context) {
  size_t size = 0;
  if (next->clGetContextInfo(context, CL_CONTEXT_DEVICES, 0, nullptr, &size) != CL_SUCCESS ||
      size == 0)
    return false;
  std::vector<cl_device_id> devices(size / sizeof(cl_device_id));
  if (next->clGetContextInfo(context, CL_CONTEXT_DEVICES, size, devices.data(), nullptr) !=
      CL_SUCCESS)
    return false;
  for (cl_device_id d : devices)
    if (!claimsFor(d).managed)
      return false;
  return true;
}

cl_int CL_API_CALL getDeviceInfo(cl_device_id device, cl_device_info param, size_t size,
                                 void *value, size_t *sizeRet) {
  const DeviceClaims &c = claimsFor(device);
  if (!c.managed)
    return next->clGetDeviceInfo(device, param, size, value, sizeRet);
  switch (param) {
  case CL_DEVICE_OPENCL_C_FEATURES:
    return answer(c.features.data(), c.features.size() * sizeof(cl_name_version), size, value,
                  sizeRet);
  case CL_DEVICE_EXTENSIONS_WITH_VERSION:
    return answer(c.extensions.data(), c.extensions.size() * sizeof(cl_name_version), size,
                  value, sizeRet);
  case CL_DEVICE_EXTENSIONS:
    return answerString(c.extensionString, size, value, sizeRet);
  case CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT: {
    cl_bool b = c.workGroupCollectives ? CL_TRUE : CL_FALSE;
    return answerValue(b, size, value, sizeRet);
  }
  case CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES:
    return answerValue(c.atomicMemory, size, value, sizeRet);
  default:
    return next->clGetDeviceInfo(device, param, size, value, sizeRet);
  }
}

}  // namespace clb::layer
