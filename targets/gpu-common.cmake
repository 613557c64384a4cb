# What nvptx64 and amdgcn share of their clang flags, written once: both are
# GPUs whose library implements every OpenCL C 3.0 feature below itself, and
# clang 15 predefines OpenCL C 3.0 feature macros only for SPIR triples. Each
# target.cmake includes this file and puts the pieces in its CLB_CLANG_FLAGS
# and CLB_MACROS_FROM_CL20 among its own flags, in the order nvptx64's clang
# invocations always had. (Names start with '_': they are helpers, not
# target variables; cmake/ClbTargetSchema.cmake.)

# The features and extensions the compiler and the library really provide,
# then the header-only ones -cl-ext cannot switch on.
set(_CLB_GPU_FEATURE_FLAGS
  -Xclang "-cl-ext=-all,+cl_khr_fp64,+__opencl_c_fp64,+cl_khr_fp16,+cl_khr_byte_addressable_store,+__opencl_c_generic_address_space,+__opencl_c_program_scope_global_variables,+cl_khr_global_int32_base_atomics,+cl_khr_global_int32_extended_atomics,+cl_khr_local_int32_base_atomics,+cl_khr_local_int32_extended_atomics,+cl_khr_int64_base_atomics,+cl_khr_int64_extended_atomics,+cl_khr_subgroups,+__opencl_c_subgroups,+__opencl_c_images,+__opencl_c_read_write_images,+__opencl_c_3d_image_writes,+cl_khr_3d_image_writes,+cl_khr_depth_images,+cl_khr_gl_msaa_sharing,+cl_khr_mipmap_image,+cl_khr_mipmap_image_writes"
  # Images and samplers (generic/image/): every image type, msaa and depth
  # included, read, written and read-written, sampled in software from the
  # descriptor of <clbuiltins/host/image.h>; sRGB writes too; mipmapped
  # images (cl_khr_mipmap_image, _writes) from a mip descriptor.
  -Dcl_khr_srgb_image_writes=1
  # clang 15 treats this feature as header-only: opencl-c-base.h defines it
  # for SPIR triples alone and -cl-ext cannot switch it on, so it is defined
  # here (the library implements every work-group collective; clang declares
  # them wherever the macro is defined).
  -D__opencl_c_work_group_collective_functions=1)

# clang 15 treats these two extensions and their features as header-only
# too: the library defines every builtin of cl_khr_extended_bit_ops
# (generic/integer/bit_reverse.cl, bitfield.cl) and of
# cl_khr_integer_dot_product with 4x8-bit inputs, packed and not
# (generic/integer/dot*.cl), on every target. (amdgcn lacked them until
# 2026-11-28: its library defined the builtins, but clang declared none.
# Its float atomics stay off: with their macros on, tests/kernels/atomics.cl
# does not link there, a generic atomic_half store unresolved; not looked
# into yet.)
set(_CLB_GPU_INTEGER_FLAGS
  -Dcl_khr_extended_bit_ops=1 -Dcl_khr_integer_dot_product=1
  -D__opencl_c_integer_dot_product_input_4x8bit=1
  -D__opencl_c_integer_dot_product_input_4x8bit_packed=1)

# Every cl_khr_subgroup_* extension (cl_khr_subgroups and __opencl_c_subgroups
# are in the -cl-ext list above), whose macros clang 15 defines for SPIR
# triples alone: nvptx64's sub-groups are warps (targets/nvptx64/subgroups/),
# amdgcn's one work-item each (generic/subgroups/, docs/usage.md).
set(_CLB_GPU_SUBGROUP_FLAGS
  -Dcl_khr_subgroup_extended_types=1 -Dcl_khr_subgroup_non_uniform_vote=1
  -Dcl_khr_subgroup_ballot=1 -Dcl_khr_subgroup_shuffle=1 -Dcl_khr_subgroup_shuffle_relative=1
  -Dcl_khr_subgroup_non_uniform_arithmetic=1 -Dcl_khr_subgroup_clustered_reduce=1
  -Dcl_khr_subgroup_rotate=1)

# Header-only in clang 15 (opencl-c-base.h defines them for SPIR alone); the
# generic atomics (generic/atomics/, on LLVM's atomic instructions) implement
# them. memory_order_* and memory_scope_* are declared from OpenCL C 2.0 on,
# so the macros are defined there only (tests/link/feature_macros_test.cpp).
set(_CLB_GPU_MACROS_FROM_CL20
  __opencl_c_atomic_order_acq_rel __opencl_c_atomic_order_seq_cst
  __opencl_c_atomic_scope_device __opencl_c_atomic_scope_all_devices)
