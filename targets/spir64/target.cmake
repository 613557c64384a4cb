# SPIR 1.2-style LLVM bitcode for runtimes that take SPIR binaries (PoCL's cl_khr_spir).
# clang-15 predefines every OpenCL C 3.0 feature macro for SPIR triples.
set(CLB_TRIPLE spir64-unknown-unknown)
# PoCL vectorizes a work-group's work-item loop: float math without per-lane
# fallback calls (include/clb/math_precision.h).
set(CLB_CLANG_FLAGS -DCLB_FLOAT_FAST_PER_LANE=0)
set(CLB_KERNEL_CALLING_CONVENTIONS SPIR_KERNEL)
# SPIR's address spaces: private 0, global 1, constant 2, local 3, generic 4.
set(CLB_ADDRESS_SPACES 1=__global 2=__constant 3=__local 4=__generic)
set(CLB_GENERIC_ADDRESS_SPACE 4)
# clang calls its functions that are not kernels spir_func.
set(CLB_FUNCTION_CALLING_CONVENTION SPIR_FUNC)
# clang lowers to_global, to_local and to_private to calls of __to_global,
# __to_local and __to_private, which clb-link answers where the IR shows
# the pointer's space (steps/AddressSpaceQueries.cpp): PoCL's flat CPU memory cannot
# tell, so a cast the IR does not answer is an error.
set(CLB_SPIR_CASTS ON)
# clang 17 and later give SPIR's images and samplers target extension types
# (target("spirv.Image", ...)), which no cast turns into the descriptor the
# image builtins read (clang 19 writes an invalid bitcast for one): with such
# a clang (CLB_LLVM_VERSION=19) the images are left to the consumer, as on
# spirv64. clang 15 passes them as pointers to PoCL's descriptor.
if(CLB_LLVM_VERSION GREATER_EQUAL 17)
  set(CLB_RUNTIME_FAMILIES image)
endif()
# Work-item functions, barriers and atomic_work_item_fence come from the runtime.
set(CLB_RUNTIME_PROVIDED targets/spir64/runtime-provided.txt)
set(CLB_EMITS bc ll)
# PoCL's CL_DEVICE_MAX_WORK_GROUP_SIZE on CPUs.
set(CLB_MAX_WORK_GROUP_SIZE 4096)
# PoCL runs a work-group's items one after another and turns each barrier into
# a loop over them, so the collectives fold in one level: one item folds the
# whole group (2 barriers, O(n) work), never a tree of barriers.
set(CLB_WORK_GROUP_FANIN 4096)
# PoCL 3.1 answers 0 for these past dimension 2 (lib/kernel/get_global_size.c
# and friends); the spec says 1.
set(CLB_SIZE_QUERY_GUARDS
  _Z15get_global_sizej _Z14get_local_sizej _Z14get_num_groupsj _Z23get_enqueued_local_sizej)
