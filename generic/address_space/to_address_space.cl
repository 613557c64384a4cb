// The address-space functions where the library cannot tell a generic
// pointer's space (SPIR: the same path on nvptx64 replaces this file with
// PTX isspacep). to_global/to_local/to_private (clang's __to_global, ...)
// stay the runtime's: SPIR-V has OpGenericCastToPtrExplicit for them.
// get_fence where the library cannot tell a generic pointer's space (SPIR:
// PoCL's CPU memory is flat, and a pointer's value says nothing about the
// space it came from): both flags. The spec asks for "a valid memory fence
// value for ptr"; a fence on global and local memory orders the accesses to
// whichever space ptr points to, so it is valid for every pointer. nvptx64
// asks the hardware (targets/nvptx64/address_space/to_address_space.cl).
#include <clb/defs.h>

#if defined(__opencl_c_generic_address_space)
CLB_OVLD cl_mem_fence_flags get_fence(const generic void *p) {
  return CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE;
}
CLB_OVLD cl_mem_fence_flags get_fence(generic void *p) { return get_fence((const generic void *)p); }
#endif
