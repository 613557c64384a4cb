// What the layer claims for a device, and the clang flags that make the
// compiler see exactly that: one set of facts for the device queries and for
// every compile, so a program never sees a feature the query denies.
#ifndef CLB_LAYER_CLAIMS_H
#define CLB_LAYER_CLAIMS_H

#include "Layer.h"

#include <set>
#include <string>
#include <vector>

namespace clb::layer {

struct DeviceClaims {
  bool managed = false;                     // a PoCL device: the layer compiles its programs
  std::vector<cl_name_version> features;    // CL_DEVICE_OPENCL_C_FEATURES
  std::vector<cl_name_version> extensions;  // CL_DEVICE_EXTENSIONS_WITH_VERSION
  std::string extensionString;              // CL_DEVICE_EXTENSIONS
  bool workGroupCollectives = false;        // CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT
  bool genericAddressSpace = false;         // CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT
  cl_device_atomic_capabilities atomicMemory = 0;  // CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES
  // CL_DEVICE_INTEGER_DOT_PRODUCT_CAPABILITIES_KHR; 0 while not claimed.
  cl_device_integer_dot_product_capabilities_khr integerDotProduct = 0;
  // cl_ext_float_atomics: CL_DEVICE_{SINGLE,DOUBLE}_FP_ATOMIC_CAPABILITIES_EXT;
  // 0 while not claimed.
  cl_bitfield singleFpAtomics = 0, doubleFpAtomics = 0;
  // cl_khr_subgroups claimed: the library's sub-groups are single work-items
  // (generic/subgroups/), which the sub-group queries answer from.
  bool subGroups = false;
  size_t maxWorkGroupSize = 0;  // CL_DEVICE_MAX_WORK_GROUP_SIZE
  // CL_DEVICE_IMAGE_SUPPORT (and __IMAGE_SUPPORT__): PoCL's answer while the
  // library defines every core image builtin, else CL_FALSE.
  bool images = false;
  // -cl-ext=-all,+<each extension>,+<each feature>: clang-15 would otherwise
  // predefine every OpenCL C 3.0 feature for a SPIR triple.
  std::string clangExtFlag;
  // -D/-U options that make the predefined macros the spec lists
  // (__OPENCL_VERSION__, __ENDIAN_LITTLE__, __IMAGE_SUPPORT__, FP_FAST_FMA*)
  // say what the device queries say; clang-15 derives them from the target.
  std::vector<std::string> macroArgs;
  // Headers every program reads first (-include, in macroArgs too): the
  // declarations of claimed builtins clang-15 does not declare.
  std::vector<std::string> declarationHeaders;
};

// Computed once per device, on first use; safe from any thread.
const DeviceClaims &claimsFor(cl_device_id device);

// Whether every device of the context is one the layer compiles for.
bool contextManaged(cl_context context);

// The clbuiltins library the layer links: CLB_LIBRARY_DIR, else found next to
// libclb-layer.so (build tree lib/clbuiltins, install tree share/clbuiltins).
const std::string &libraryDir();

// Names the spir64 library defines, read once.
const std::set<std::string> &librarySymbols();

}  // namespace clb::layer

#endif
