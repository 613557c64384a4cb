# The spir64 library compiled for the SPIR-V triple and translated to a SPIR-V
# module whose builtins carry Export linkage (spirv-val checks it at build time).
set(CLB_TRIPLE spirv64-unknown-unknown)
set(CLB_CLANG_FLAGS "")
set(CLB_KERNEL_CALLING_CONVENTIONS SPIR_KERNEL)
# SPIR's address spaces: private 0, global 1, constant 2, local 3, generic 4.
set(CLB_ADDRESS_SPACES 1=__global 2=__constant 3=__local 4=__generic)
set(CLB_GENERIC_ADDRESS_SPACE 4)
# clang calls its functions that are not kernels spir_func.
set(CLB_FUNCTION_CALLING_CONVENTION SPIR_FUNC)
# clang lowers to_global, to_local and to_private to calls of __to_global,
# __to_local and __to_private, which clb-link answers where the IR shows
# the pointer's space (steps/AddressSpaceQueries.cpp); those the IR does not
# answer stay calls, which the translator makes OpGenericCastToPtrExplicit.
set(CLB_SPIR_CASTS ON)
set(CLB_PARENT spir64)
# spir64's names, and the sub-group and image builtins the translator maps to
# SPIR-V.
set(CLB_RUNTIME_PROVIDED targets/spir64/runtime-provided.txt targets/spirv64/runtime-provided.txt
    targets/spirv64/runtime-provided-images.txt)
set(CLB_EMITS bc ll spv)
# Sub-groups belong to the SPIR-V consumer (Mesa rusticl has its own, sized
# to its hardware): SPIRV-LLVM-Translator maps clang's sub-group builtins to
# OpGroup*/OpGroupNonUniform*, so the library must not define them (the size-1
# emulation of generic/subgroups/ would contradict the consumer's queries).
# Those it maps at SPIR-V 1.0 are runtime-provided (the list above).
# Images too are the consumer's (its own OpTypeImage and samplers): those the
# translator maps to valid SPIR-V are runtime-provided
# (runtime-provided-images.txt says which and why).
set(CLB_RUNTIME_FAMILIES subgroups image)
set(CLB_SPIRV ON)
# A SPIR-V module may run on a device without double (rusticl's llvmpipe,
# many GPUs) or with double at 1/32 or 1/64 of float's rate: clb-link refuses
# the correctly rounded math variant (through double) for it, with an error.
set(CLB_FAST_DOUBLE OFF)
# SPIR-V consumers are mostly GPUs: a 32-wide first level, then one fold of
# the at most 32 partials (3 barriers), for groups up to 1024.
set(CLB_MAX_WORK_GROUP_SIZE 1024)
set(CLB_WORK_GROUP_FANIN 32)
# SPIR-V's GlobalSize, WorkgroupSize, NumWorkgroups and EnqueuedWorkgroupSize
# are 3-vectors: an index past 2 reads nothing defined, the spec says 1.
set(CLB_SIZE_QUERY_GUARDS
  _Z15get_global_sizej _Z14get_local_sizej _Z14get_num_groupsj _Z23get_enqueued_local_sizej)
