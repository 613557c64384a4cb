# NVIDIA GPUs through the CUDA driver: PTX 7.5 for sm_80 (the newest LLVM 15
# knows), which the driver JITs for newer chips such as H100/H200.
set(CLB_TRIPLE nvptx64-nvidia-cuda)
set(CLB_CPU sm_80)
set(CLB_FEATURES +ptx75)
# clang-15 predefines OpenCL C 3.0 feature macros only for SPIR triples; these are
# the ones the compiler and this library really provide on nvptx64: the
# GPUs' shared list (targets/gpu-common.cmake) and nvptx64's own.
include(${CMAKE_CURRENT_LIST_DIR}/../gpu-common.cmake)
set(CLB_CLANG_FLAGS
  ${_CLB_GPU_FEATURE_FLAGS}
  ${_CLB_GPU_INTEGER_FLAGS}
  ${_CLB_GPU_SUBGROUP_FLAGS})
# Header-only in clang 15 like the collectives: opencl-c-base.h defines the
# atomic order/scope features (targets/gpu-common.cmake) and
# cl_ext_float_atomics' macros for SPIR triples alone (the library
# implements them all: generic/atomics/, targets/nvptx64/atomics/). What
# they promise (atomic_float, atomic_fetch_add_explicit, memory_order_*) is
# declared from OpenCL C 2.0 on, so they are defined there only: under CL1.2 FluidX3D's
# #elif defined(__opencl_c_ext_fp32_global_atomic_add) picked an
# atomic_fetch_add_explicit that did not exist (tests/link/feature_macros_test.cpp).
set(CLB_MACROS_FROM_CL20
  ${_CLB_GPU_MACROS_FROM_CL20}
  cl_ext_float_atomics
  __opencl_c_ext_fp16_global_atomic_load_store __opencl_c_ext_fp16_local_atomic_load_store
  __opencl_c_ext_fp16_global_atomic_add __opencl_c_ext_fp16_local_atomic_add
  __opencl_c_ext_fp16_global_atomic_min_max __opencl_c_ext_fp16_local_atomic_min_max
  __opencl_c_ext_fp32_global_atomic_add __opencl_c_ext_fp32_local_atomic_add
  __opencl_c_ext_fp32_global_atomic_min_max __opencl_c_ext_fp32_local_atomic_min_max
  __opencl_c_ext_fp64_global_atomic_add __opencl_c_ext_fp64_local_atomic_add
  __opencl_c_ext_fp64_global_atomic_min_max __opencl_c_ext_fp64_local_atomic_min_max)
# The NDRange description clb-link appends to every kernel as a by-value
# parameter (targets/nvptx64/workitem/launch.h, include/clbuiltins/nvptx_launch.h).
set(CLB_LAUNCH_PARAMETER_BYTES 152)
# printf is CUDA's device-side vprintf: clb-link expands OpenCL C's vector
# specifiers and packs the arguments as vprintf reads them (Printf.cpp).
set(CLB_PRINTF vprintf)
set(CLB_RUNTIME_PROVIDED targets/nvptx64/runtime-provided.txt)
# PTX is the NVPTX backend's assembly.
set(CLB_EMITS bc ll ptx=asm)
# clang 15 marks OpenCL kernels spir_kernel here too (plus nvvm.annotations);
# IR from CUDA-style front ends uses ptx_kernel.
set(CLB_KERNEL_CALLING_CONVENTIONS SPIR_KERNEL PTX_Kernel)
# Generic is address space 0 (CLB_GENERIC_ADDRESS_SPACE's default), which
# mangled names leave unmarked.
set(CLB_ADDRESS_SPACES 1=__global 3=__local 4=__constant)
# The GPU's integer unit is 32 bits wide, but NVPTX's data layout calls i64
# native: optimized as it says, int indices and induction variables widen to
# 64-bit arithmetic (emit/Optimize.cpp, narrowNativeIntegersForGpu).
set(CLB_NARROW_NATIVE_INTEGERS ON)
# .maxntid from reqd_work_group_size, else .maxnreg for the largest group.
set(CLB_LAUNCH_BOUNDS nvvm)
# CUDA's limit on threads per block.
set(CLB_MAX_WORK_GROUP_SIZE 1024)
# The collectives (targets/nvptx64/collectives/) reduce within warps by
# shuffles and keep only one value per warp in shared memory.
set(CLB_WORK_GROUP_SCRATCH_ITEMS_PER_SLOT 32)
# Scans of 32-bit values in groups of 3 to 8 whole warps rake, as CUB's
# BlockScan does: every work-item's value goes to shared memory (two halves,
# alternating between calls; clb_work_group_scan.cl).
set(CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS 256)
# Groups of fewer than 3 warps never rake: a kernel with a smaller
# reqd_work_group_size gets no room for it.
set(CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS 96)
