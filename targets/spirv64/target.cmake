# The spir64 library compiled for the SPIR-V triple and translated to a SPIR-V
# module whose builtins carry Export linkage (spirv-val checks it at build time).
set(CLB_TRIPLE spirv64-unknown-unknown)
set(CLB_CLANG_FLAGS "")
set(CLB_PARENT spir64)
set(CLB_RUNTIME_PROVIDED targets/spir64/runtime-provided.txt)
set(CLB_EMITS bc ll spv)
set(CLB_SPIRV ON)
