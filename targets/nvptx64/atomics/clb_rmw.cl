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
#include <clb/atomic.h>

#define CLB_PTX_ORDERS(STMT, o, SC, ACQ, REL, AR, ...)                                      \
  switch ((int)(o)) {                                                                       \
  case __ATOMIC_RELAXED:                                                                    \
    STMT("", ".relaxed" SC, __VA_ARGS__);                                                   \
    break;                                                                                  \
  case __ATOMIC_ACQUIRE:                                                                    \
    STMT("", ACQ SC, __VA_ARGS__);                                                          \
    break;                                                                                  \
  case __ATOMIC_RELEASE:                                                                    \
    STMT("", REL SC, __VA_ARGS__);                                                          \
    break;                                                                                  \
  case __ATOMIC_ACQ_REL:                                                                    \
    STMT("", AR SC, __VA_ARGS__);                                                           \
    break;                                                                                  \
  default:                                                                                  \
    STMT("fence.sc" SC ";\n\t", AR SC, __VA_ARGS__);                                        \
    break;                                                                                  \
  }
#define CLB_PTX_SCOPED_global(STMT, o, s, ...)                                              \
  if ((int)(s) == __OPENCL_MEMORY_SCOPE_DEVICE) {                                           \
    CLB_PTX_ORDERS(STMT, o, ".gpu", __VA_ARGS__)                                            \
  } else if ((int)(s) == __OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES) {                           \
    CLB_PTX_ORDERS(STMT, o, ".sys", __VA_ARGS__)                                            \
  } else {                                                                                  \
    CLB_PTX_ORDERS(STMT, o, ".cta", __VA_ARGS__)                                            \
  }
#define CLB_PTX_SCOPED_generic CLB_PTX_SCOPED_global
#define CLB_PTX_SCOPED_local(STMT, o, s, ...) CLB_PTX_ORDERS(STMT, o, ".cta", __VA_ARGS__)
#define CLB_PTX_SPACE_global ".global"
#define CLB_PTX_SPACE_local ".shared"
#define CLB_PTX_SPACE_generic ""

#define CLB_PTX_RMW_SEMS ".acquire", ".release", ".acq_rel"
#define CLB_PTX_LOAD_SEMS ".acquire", ".acquire", ".acquire"
#define CLB_PTX_STORE_SEMS ".release", ".release", ".release"

// Statements: r = result, a = address, v = operand, c = compare value.
#define CLB_PTX_ATOM(PRE, SEM, SPACE, OP, C)                                                \
  __asm__ volatile(PRE "atom" SEM SPACE OP " %0, [%1], %2;" : "=" C(r) : "l"(a), C(v) : "memory")
#define CLB_PTX_CAS(PRE, SEM, SPACE, OP, C)                                                 \
  __asm__ volatile(PRE "atom" SEM SPACE OP " %0, [%1], %2, %3;"                             \
                   : "=" C(r) : "l"(a), C(c), C(v) : "memory")
#define CLB_PTX_LD(PRE, SEM, SPACE, OP, C)                                                  \
  __asm__ volatile(PRE "ld" SEM SPACE OP " %0, [%1];" : "=" C(r) : "l"(a) : "memory")
#define CLB_PTX_ST(PRE, SEM, SPACE, OP, C)                                                  \
  __asm__ volatile(PRE "st" SEM SPACE OP " [%0], %1;" : : "l"(a), C(v) : "memory")

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
