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

#define CLB_PTX_BINARY(NAME, T, AS, OP, C)                                                  \
  CLB_OVLD T NAME(volatile AS T *p, T v, memory_order o, memory_scope s) {                  \
    T r;                                                                                    \
    ulong a = (ulong)p;                                                                     \
    CLB_PTX_SCOPED_##AS(CLB_PTX_ATOM, o, s, CLB_PTX_RMW_SEMS, CLB_PTX_SPACE_##AS, OP, C)    \
    return r;                                                                               \
  }

// B: bit width; S: the signedness letter of min/max.
#define CLB_PTX_INTEGER(T, AS, B, S, C)                                                     \
  CLB_PTX_BINARY(__clb_rmw_add, T, AS, ".add.u" #B, C)                                      \
  CLB_PTX_BINARY(__clb_rmw_and, T, AS, ".and.b" #B, C)                                      \
  CLB_PTX_BINARY(__clb_rmw_or, T, AS, ".or.b" #B, C)                                        \
  CLB_PTX_BINARY(__clb_rmw_xor, T, AS, ".xor.b" #B, C)                                      \
  CLB_PTX_BINARY(__clb_rmw_min, T, AS, ".min." #S #B, C)                                    \
  CLB_PTX_BINARY(__clb_rmw_max, T, AS, ".max." #S #B, C)                                    \
  CLB_PTX_BINARY(__clb_rmw_xchg, T, AS, ".exch.b" #B, C)                                    \
  CLB_OVLD T __clb_rmw_cas(volatile AS T *p, T c, T v, memory_order o, memory_scope s) {    \
    T r;                                                                                    \
    ulong a = (ulong)p;                                                                     \
    CLB_PTX_SCOPED_##AS(CLB_PTX_CAS, o, s, CLB_PTX_RMW_SEMS, CLB_PTX_SPACE_##AS, ".cas.b" #B, C) \
    return r;                                                                               \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_load(volatile AS T *p, memory_order o, memory_scope s) {             \
    T r;                                                                                    \
    ulong a = (ulong)p;                                                                     \
    CLB_PTX_SCOPED_##AS(CLB_PTX_LD, o, s, CLB_PTX_LOAD_SEMS, CLB_PTX_SPACE_##AS, ".b" #B, C) \
    return r;                                                                               \
  }                                                                                         \
  CLB_OVLD void __clb_rmw_store(volatile AS T *p, T v, memory_order o, memory_scope s) {    \
    ulong a = (ulong)p;                                                                     \
    CLB_PTX_SCOPED_##AS(CLB_PTX_ST, o, s, CLB_PTX_STORE_SEMS, CLB_PTX_SPACE_##AS, ".b" #B, C) \
  }

#define CLB_PTX_SPACE(AS, ...)                                                              \
  CLB_PTX_INTEGER(int, AS, 32, s, "r")                                                      \
  CLB_PTX_INTEGER(uint, AS, 32, u, "r")                                                     \
  CLB_PTX_INTEGER(long, AS, 64, s, "l")                                                     \
  CLB_PTX_INTEGER(ulong, AS, 64, u, "l")                                                    \
  CLB_PTX_BINARY(__clb_rmw_fadd, float, AS, ".add.f32", "f")                                \
  CLB_PTX_BINARY(__clb_rmw_fadd, double, AS, ".add.f64", "d")
CLB_ATOMIC_SPACES(CLB_PTX_SPACE)
