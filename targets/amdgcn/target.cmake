# AMD GPUs through the HSA runtime (ROCm), compile-only: clb-link emits GCN
# assembly or an ELF code object (relocatable; ld.lld -shared makes the
# loadable one). Nothing here runs: this target proves that a new target is
# target.cmake, its overrides and at most a hook (docs/architecture.md).
set(CLB_TRIPLE amdgcn-amd-amdhsa)
# gfx90a (MI200): fp64 and fp16 in hardware, 64-wide wavefronts.
set(CLB_CPU gfx90a)
# -nogpulib: the ROCm device libraries are not linked (the library defines
# everything itself; the driver would otherwise look for them). The OpenCL C
# 3.0 features, images and sub-groups of one work-item each
# (generic/subgroups/) are the GPUs' shared list, targets/gpu-common.cmake.
include(${CMAKE_CURRENT_LIST_DIR}/../gpu-common.cmake)
set(CLB_CLANG_FLAGS -nogpulib ${_CLB_GPU_FEATURE_FLAGS} ${_CLB_GPU_INTEGER_FLAGS}
    ${_CLB_GPU_SUBGROUP_FLAGS})
# Code object v4, whose hidden kernel arguments the work-item functions read
# (workitem/hsa.h): clang 15's default, while clang 17 and later default to
# v5, which lays them out otherwise (CLB_LLVM_VERSION=19).
if(CLB_LLVM_VERSION GREATER_EQUAL 17)
  list(APPEND CLB_CLANG_FLAGS -mcode-object-version=4)
endif()
set(CLB_MACROS_FROM_CL20 ${_CLB_GPU_MACROS_FROM_CL20})
set(CLB_EMITS bc ll asm obj)
set(CLB_KERNEL_CALLING_CONVENTIONS AMDGPU_KERNEL)
# Generic is address space 0 and private 5; both carry their number in
# mangled names here.
set(CLB_ADDRESS_SPACES 0=__generic 1=__global 3=__local 4=__constant 5=__private)
# amdgpu-flat-work-group-size, so a kernel whose collectives are sized for
# 1024 work-items may be launched with that many (clang's default is 256).
set(CLB_LAUNCH_BOUNDS amdgpu)
# printf writes records to the code object's printf buffer, which ROCm's
# OpenCL runtime prints after the launch: clb-link expands OpenCL C's vector
# specifiers, writes each record through __printf_alloc (defined as ROCm's
# device libraries define it) and lists the formats in llvm.printf.fmts
# (Printf.cpp).
set(CLB_PRINTF printf-buffer)
# The hardware's limit on work-items per work-group.
set(CLB_MAX_WORK_GROUP_SIZE 1024)
# The generic collective tree with one wavefront per first-level fold: 64
# items, then one fold of the at most 16 partials.
set(CLB_WORK_GROUP_FANIN 64)
