# SPIR 1.2-style LLVM bitcode for runtimes that take SPIR binaries (PoCL's cl_khr_spir).
# clang-15 predefines every OpenCL C 3.0 feature macro for SPIR triples.
set(CLB_TRIPLE spir64-unknown-unknown)
set(CLB_CLANG_FLAGS "")
# Work-item functions, barriers and atomic_work_item_fence come from the runtime.
set(CLB_RUNTIME_PROVIDED targets/spir64/runtime-provided.txt)
set(CLB_EMITS bc ll)
# PoCL 3.1 answers 0 for these past dimension 2 (lib/kernel/get_global_size.c
# and friends); the spec says 1.
set(CLB_SIZE_QUERY_GUARDS
  _Z15get_global_sizej _Z14get_local_sizej _Z14get_num_groupsj _Z23get_enqueued_local_sizej)
