# AMD GPUs through the HSA runtime (ROCm), compile-only: clb-link emits GCN
# assembly or an ELF code object (relocatable; ld.lld -shared makes the
# loadable one). Nothing here runs: this target proves that a new target is
# target.cmake, its overrides and at most a hook (docs/architecture.md).
set(CLB_TRIPLE amdgcn-amd-amdhsa)
# gfx90a (MI200): fp64 and fp16 in hardware, 64-wide wavefronts.
set(CLB_CPU gfx90a)
# -nogpulib: the ROCm device libraries are not linked (the library defines
# everything itself; the driver would otherwise look for them). As on
# nvptx64, clang predefines OpenCL C 3.0 feature macros only for SPIR
# triples; these are the ones the compiler and this library really provide.
set(CLB_CLANG_FLAGS
  -nogpulib
  -Xclang "-cl-ext=-all,+cl_khr_fp64,+__opencl_c_fp64,+cl_khr_fp16,+cl_khr_byte_addressable_store,+__opencl_c_generic_address_space,+__opencl_c_program_scope_global_variables,+cl_khr_global_int32_base_atomics,+cl_khr_global_int32_extended_atomics,+cl_khr_local_int32_base_atomics,+cl_khr_local_int32_extended_atomics,+cl_khr_int64_base_atomics,+cl_khr_int64_extended_atomics,+cl_khr_subgroups,+__opencl_c_subgroups,+__opencl_c_images,+__opencl_c_read_write_images,+__opencl_c_3d_image_writes,+cl_khr_3d_image_writes,+cl_khr_depth_images,+cl_khr_gl_msaa_sharing"
  # Images and samplers (generic/image/): every image type, msaa and depth
  # included, read, written and read-written, sampled in software from the
  # descriptor of <clbuiltins/host/image.h>; sRGB writes too.
  -Dcl_khr_srgb_image_writes=1
  -D__opencl_c_work_group_collective_functions=1
  # Sub-groups of one work-item each (generic/subgroups/, docs/usage.md):
  # cl_khr_subgroups and __opencl_c_subgroups above, and every
  # cl_khr_subgroup_* extension.
  -Dcl_khr_subgroup_extended_types=1 -Dcl_khr_subgroup_non_uniform_vote=1
  -Dcl_khr_subgroup_ballot=1 -Dcl_khr_subgroup_shuffle=1 -Dcl_khr_subgroup_shuffle_relative=1
  -Dcl_khr_subgroup_non_uniform_arithmetic=1 -Dcl_khr_subgroup_clustered_reduce=1
  -Dcl_khr_subgroup_rotate=1)
# Header-only in clang 15 (opencl-c-base.h defines them for SPIR alone);
# the generic atomics (generic/atomics/, on LLVM's atomic instructions)
# implement them on amdgcn as on spir64. memory_order_* and memory_scope_*
# are declared from OpenCL C 2.0 on, so the macros are defined there only
# (tests/link/feature_macros_test.cpp).
set(CLB_MACROS_FROM_CL20
  __opencl_c_atomic_order_acq_rel __opencl_c_atomic_order_seq_cst
  __opencl_c_atomic_scope_device __opencl_c_atomic_scope_all_devices)
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
