# SPIR 1.2-style LLVM bitcode for runtimes that take SPIR binaries (PoCL's cl_khr_spir).
# clang-15 predefines every OpenCL C 3.0 feature macro for SPIR triples.
set(CLB_TRIPLE spir64-unknown-unknown)
set(CLB_CLANG_FLAGS "")
# Work-item functions, barriers and atomic_work_item_fence come from the runtime.
set(CLB_RUNTIME_PROVIDED targets/spir64/runtime-provided.txt)
set(CLB_EMITS bc ll)
