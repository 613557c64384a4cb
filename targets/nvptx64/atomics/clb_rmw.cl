// nvptx64: the atomic primitives in PTX (ISA 7.5, sm_80), by inline asm.
// LLVM 15's NVPTX backend drops the order and sync scope of atomicrmw (it
// emits a relaxed .gpu atom) and cannot select `fence` at all, and clang 15
// lowers its C11 atomic builtins to library calls on this target; so each
// order and scope gets the instruction the PTX memory model maps it to:
//   relaxed/acquire/release/acq_rel -> atom|ld|st with that .sem (loads take
//   .acquire for any ordering order, stores .release), seq_cst -> fence.sc
//   at that scope, then the acq_rel (load: acquire, store: release) form.
//   work_item/sub_group/work_group -> .cta, device -> .gpu, all_svm -> .sys;
//   local memory is private to its CTA, so its operations are always .cta.
// Called with constant orders and scopes (as the builtins are, once clb-link
// has inlined them), the switches fold to one instruction.
#include "ptx_atomics.h"

// Each primitive in PTX for one state space. P: the name prefix (the
// generic space's are the fallback of the dispatch below).
#define CLB_PTX_BINARY(P, NAME, T, AS, OP, C)                                               \
  CLB_OVLD T P##NAME(volatile AS T *p, T v, memory_order o, memory_scope s) {               \
    T r;                                                                                    \
    ulong a = (ulong)p;                                                                     \
    CLB_PTX_SCOPED_##AS(CLB_PTX_ATOM, o, s, CLB_PTX_RMW_SEMS, CLB_PTX_SPACE_##AS, OP, C)    \
    return r;                                                                               \
  }

// B: bit width; S: the signedness letter of min/max.
#define CLB_PTX_INTEGER(P, T, AS, B, S, C)                                                  \
  CLB_PTX_BINARY(P, add, T, AS, ".add.u" #B, C)                                             \
  CLB_PTX_BINARY(P, and, T, AS, ".and.b" #B, C)                                             \
  CLB_PTX_BINARY(P, or, T, AS, ".or.b" #B, C)                                               \
  CLB_PTX_BINARY(P, xor, T, AS, ".xor.b" #B, C)                                             \
  CLB_PTX_BINARY(P, min, T, AS, ".min." #S #B, C)                                           \
  CLB_PTX_BINARY(P, max, T, AS, ".max." #S #B, C)                                           \
  CLB_PTX_BINARY(P, xchg, T, AS, ".exch.b" #B, C)                                           \
  CLB_OVLD T P##cas(volatile AS T *p, T c, T v, memory_order o, memory_scope s) {           \
    T r;                                                                                    \
    ulong a = (ulong)p;                                                                     \
    CLB_PTX_SCOPED_##AS(CLB_PTX_CAS, o, s, CLB_PTX_RMW_SEMS, CLB_PTX_SPACE_##AS, ".cas.b" #B, C) \
    return r;                                                                               \
  }                                                                                         \
  CLB_OVLD T P##load(volatile AS T *p, memory_order o, memory_scope s) {                    \
    T r;                                                                                    \
    ulong a = (ulong)p;                                                                     \
    CLB_PTX_SCOPED_##AS(CLB_PTX_LD, o, s, CLB_PTX_LOAD_SEMS, CLB_PTX_SPACE_##AS, ".b" #B, C) \
    return r;                                                                               \
  }                                                                                         \
  CLB_OVLD void P##store(volatile AS T *p, T v, memory_order o, memory_scope s) {           \
    ulong a = (ulong)p;                                                                     \
    CLB_PTX_SCOPED_##AS(CLB_PTX_ST, o, s, CLB_PTX_STORE_SEMS, CLB_PTX_SPACE_##AS, ".b" #B, C) \
  }

#define CLB_PTX_SPACE(P, AS)                                                                \
  CLB_PTX_INTEGER(P, int, AS, 32, s, "r")                                                   \
  CLB_PTX_INTEGER(P, uint, AS, 32, u, "r")                                                  \
  CLB_PTX_INTEGER(P, long, AS, 64, s, "l")                                                  \
  CLB_PTX_INTEGER(P, ulong, AS, 64, u, "l")                                                 \
  CLB_PTX_BINARY(P, fadd, float, AS, ".add.f32", "f")                                       \
  CLB_PTX_BINARY(P, fadd, double, AS, ".add.f64", "d")
CLB_PTX_SPACE(__clb_rmw_, global)
CLB_PTX_SPACE(__clb_rmw_, local)
CLB_PTX_SPACE(__clb_nv_any_, generic)

// Generic pointers: the global or shared form where the pointer is in that
// space. Once clb-link has inlined a call, the query's answer is usually
// visible in the IR (a global or local pointer cast to generic), and
// clb-link folds it (tools/clb-link/lib/AddressSpaceQueries.cpp), leaving
// one atom.global or atom.shared; a generic atom costs more (0.69x of
// CUDA's atomicAdd, which nvcc gives the global form, in
// tools/bench/atomics_bench). Otherwise two isspacep tests pick the form at
// run time, with the generic form for the rest.
#define CLB_NV_DISPATCH(R, NAME, T, PARAMS, ARGS)                                           \
  CLB_OVLD R __clb_rmw_##NAME(volatile generic T *p CLB_UNPAREN PARAMS) {                   \
    if (__nvvm_isspacep_shared((const generic void *)p))                                    \
      return __clb_rmw_##NAME((volatile local T *)p CLB_UNPAREN ARGS);                      \
    if (__nvvm_isspacep_global((const generic void *)p))                                    \
      return __clb_rmw_##NAME((volatile global T *)p CLB_UNPAREN ARGS);                     \
    return __clb_nv_any_##NAME(p CLB_UNPAREN ARGS);                                           \
  }
#define CLB_NV_OS , memory_order o, memory_scope s
#define CLB_NV_BINARY(NAME, T) CLB_NV_DISPATCH(T, NAME, T, (, T v CLB_NV_OS), (, v, o, s))
#define CLB_NV_INTEGER(T, ...)                                                              \
  CLB_NV_BINARY(add, T) CLB_NV_BINARY(and, T) CLB_NV_BINARY(or, T) CLB_NV_BINARY(xor, T)    \
  CLB_NV_BINARY(min, T) CLB_NV_BINARY(max, T) CLB_NV_BINARY(xchg, T)                        \
  CLB_NV_DISPATCH(T, cas, T, (, T c, T v CLB_NV_OS), (, c, v, o, s))                        \
  CLB_NV_DISPATCH(T, load, T, (CLB_NV_OS), (, o, s))                                        \
  CLB_NV_DISPATCH(void, store, T, (, T v CLB_NV_OS), (, v, o, s))
CLB_NV_INTEGER(int) CLB_NV_INTEGER(uint) CLB_NV_INTEGER(long) CLB_NV_INTEGER(ulong)
CLB_NV_BINARY(fadd, float) CLB_NV_BINARY(fadd, double)
