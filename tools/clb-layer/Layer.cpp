// The layer's entry points for the ICD loader (cl_loader_layers): the loader
// calls clInitLayer with the dispatch table below; the layer answers with a
// copy of it in which the calls it handles point at its own functions.
#include "Layer.h"

#include <CL/cl_layer.h>

#include <cstring>

namespace clb::layer {

const cl_icd_dispatch *next = nullptr;
static cl_icd_dispatch table;

cl_int answer(const void *bytes, size_t size, size_t paramSize, void *param, size_t *sizeRet) {
  if (param) {
    if (paramSize < size)
      return CL_INVALID_VALUE;
    std::memcpy(param, bytes, size);
  }
  if (sizeRet)
    *sizeRet = size;
  return CL_SUCCESS;
}

// Extension entry points handed out by name must reach the layer too, or a
// program that looks a core call up by name would bypass it.
static void *layerFunction(const char *name) {
  if (!name)
    return nullptr;
  struct Entry {
    const char *name;
    void *function;
  };
  static const Entry entries[] = {
      {"clGetDeviceInfo", (void *)&getDeviceInfo},
      {"clCreateProgramWithSource", (void *)&createProgramWithSource},
      {"clRetainProgram", (void *)&retainProgram},
      {"clReleaseProgram", (void *)&releaseProgram},
      {"clBuildProgram", (void *)&buildProgram},
      {"clCompileProgram", (void *)&compileProgram},
      {"clLinkProgram", (void *)&linkProgram},
      {"clGetProgramInfo", (void *)&getProgramInfo},
      {"clGetProgramBuildInfo", (void *)&getProgramBuildInfo},
      {"clCreateKernel", (void *)&createKernel},
      {"clCreateKernelsInProgram", (void *)&createKernelsInProgram},
      {"clCloneKernel", (void *)&cloneKernel},
      {"clCloneKernelKHR", (void *)&cloneKernel},
      {"clRetainKernel", (void *)&retainKernel},
      {"clReleaseKernel", (void *)&releaseKernel},
      {"clGetKernelInfo", (void *)&getKernelInfo},
      {"clGetKernelSubGroupInfo", (void *)&getKernelSubGroupInfo},
      // cl_khr_subgroups' name for it (the same signature), which the layer
      // claims: PoCL has none, and its dispatch table's entry is null.
      {"clGetKernelSubGroupInfoKHR", (void *)&getKernelSubGroupInfo},
  };
  for (const Entry &e : entries)
    if (std::strcmp(e.name, name) == 0)
      return e.function;
  return nullptr;
}

static void *CL_API_CALL getExtensionFunctionAddressForPlatform(cl_platform_id platform,
                                                                const char *name) {
  if (void *f = layerFunction(name))
    return f;
  return next->clGetExtensionFunctionAddressForPlatform(platform, name);
}

static void *CL_API_CALL getExtensionFunctionAddress(const char *name) {
  if (void *f = layerFunction(name))
    return f;
  return next->clGetExtensionFunctionAddress(name);
}

static void fillTable() {
  table.clGetDeviceInfo = &getDeviceInfo;
  table.clCreateProgramWithSource = &createProgramWithSource;
  table.clRetainProgram = &retainProgram;
  table.clReleaseProgram = &releaseProgram;
  table.clBuildProgram = &buildProgram;
  table.clCompileProgram = &compileProgram;
  table.clLinkProgram = &linkProgram;
  table.clGetProgramInfo = &getProgramInfo;
  table.clGetProgramBuildInfo = &getProgramBuildInfo;
  table.clCreateKernel = &createKernel;
  table.clCreateKernelsInProgram = &createKernelsInProgram;
  table.clCloneKernel = &cloneKernel;
  table.clRetainKernel = &retainKernel;
  table.clReleaseKernel = &releaseKernel;
  table.clGetKernelInfo = &getKernelInfo;
  table.clGetKernelSubGroupInfo = &getKernelSubGroupInfo;
  table.clGetKernelSubGroupInfoKHR = &getKernelSubGroupInfo;
  table.clGetExtensionFunctionAddress = &getExtensionFunctionAddress;
  table.clGetExtensionFunctionAddressForPlatform = &getExtensionFunctionAddressForPlatform;
}

}  // namespace clb::layer

using namespace clb::layer;

// The library is built with hidden visibility: these two are its interface.
#define CLB_LAYER_EXPORT __attribute__((visibility("default")))

extern "C" {

CLB_LAYER_EXPORT cl_int CL_API_CALL clGetLayerInfo(cl_layer_info name, size_t size, void *value,
                                                   size_t *sizeRet) {
  switch (name) {
  case CL_LAYER_API_VERSION: {
    cl_layer_api_version v = CL_LAYER_API_VERSION_100;
    return answerValue(v, size, value, sizeRet);
  }
  case CL_LAYER_NAME:
    return answerString("clbuiltins: OpenCL C compiled by clang-15 and linked with clbuiltins",
                        size, value, sizeRet);
  default:
    return CL_INVALID_VALUE;
  }
}

CLB_LAYER_EXPORT cl_int CL_API_CALL clInitLayer(cl_uint numEntries, const cl_icd_dispatch *target,
                                                cl_uint *numEntriesRet,
                                                const cl_icd_dispatch **layerDispatch) {
  const cl_uint ours = sizeof(cl_icd_dispatch) / sizeof(void *);
  if (!target || !numEntriesRet || !layerDispatch)
    return CL_INVALID_VALUE;
  // A loader with a shorter table passes fewer entries; the rest stay null.
  std::memcpy(&table, target, sizeof(void *) * (numEntries < ours ? numEntries : ours));
  next = target;
  fillTable();
  *numEntriesRet = ours;
  *layerDispatch = &table;
  return CL_SUCCESS;
}

}  // extern "C"
