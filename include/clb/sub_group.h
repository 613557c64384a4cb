// Sub-groups: what every target's implementation shares.
//
// The public builtins are generated wrappers (generic/overloads.txt, the
// subgroups block) over cores __clb_<builtin>. generic/subgroups/ holds the
// emulation for targets without sub-groups of their own (spir64 on PoCL,
// amdgcn): each work-item is a sub-group of size 1 (docs/usage.md says why).
// targets/nvptx64/subgroups/ replaces it with warps of 32. spirv64 has no
// subgroups family: SPIRV-LLVM-Translator maps the builtins to SPIR-V's
// OpGroup*/OpGroupNonUniform* (targets/spirv64/runtime-provided.txt).
//
// The ballot bit functions and the masks (sub_group_ballot_bits.cl) are
// written once on get_max_sub_group_size and get_sub_group_local_id.
#ifndef CLB_SUB_GROUP_H
#define CLB_SUB_GROUP_H

#include <clb/work_group.h>

// The operators and identities of <clb/work_group.h>, extended to the types
// cl_khr_subgroup_extended_types adds (the spec's identities: the type's
// largest value for min, its smallest for max).
__CLB_WG_INT_MINMAX(char, _) __CLB_WG_INT_MINMAX(uchar, _)
__CLB_WG_INT_MINMAX(short, _) __CLB_WG_INT_MINMAX(ushort, _)
#define __CLB_WG_MAXVAL_char CHAR_MAX
#define __CLB_WG_MAXVAL_uchar UCHAR_MAX
#define __CLB_WG_MAXVAL_short SHRT_MAX
#define __CLB_WG_MAXVAL_ushort USHRT_MAX
#define __CLB_WG_MINVAL_char CHAR_MIN
#define __CLB_WG_MINVAL_uchar ((uchar)0)
#define __CLB_WG_MINVAL_short SHRT_MIN
#define __CLB_WG_MINVAL_ushort ((ushort)0)

// Each (op, T) pair of the reductions and scans: add, min, max, mul for every
// scalar type; and, or, xor for the integer ones.
#define CLB_SG_FOR_EACH_OP_AND_TYPE(F)                                         \
  CLB_FOR_EACH_ALL_SCALAR(F, add) CLB_FOR_EACH_ALL_SCALAR(F, min)              \
  CLB_FOR_EACH_ALL_SCALAR(F, max) CLB_FOR_EACH_ALL_SCALAR(F, mul)              \
  CLB_FOR_EACH_INTEGER_SCALAR(F, and) CLB_FOR_EACH_INTEGER_SCALAR(F, or)       \
  CLB_FOR_EACH_INTEGER_SCALAR(F, xor)

// The logical operations on 0/1 ints: the bitwise ones, and their identities.
#define CLB_SG_FOR_EACH_LOGICAL_OP(F) F(and) F(or) F(xor)

#endif
