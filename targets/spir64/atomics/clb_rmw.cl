// SPIR (spir64, and spirv64 through CLB_PARENT): the atomic primitives as
// LLVM atomic instructions with the ordering and syncscope of each order and
// scope. clang 15 cannot emit them for SPIR triples (its atomic builtins
// become calls into a runtime library no OpenCL runtime has, and __sync_*
// are seq_cst at system scope), so each primitive is a marker that
// clb-libgen defines (tools/clb-link/lib/LlvmAtomics.cpp): a switch over the
// order and scope, one instruction per case, which folds to that one
// instruction when clb-link inlines a call with constant arguments.
#include <clb/atomic.h>

#define CLB_SPIR_MARKERS(T, AS)                                                             \
  CLB_OVLD T __clb_llvm_atomicrmw_add(volatile AS T *p, T v, memory_order o, memory_scope s); \
  CLB_OVLD T __clb_llvm_atomicrmw_and(volatile AS T *p, T v, memory_order o, memory_scope s); \
  CLB_OVLD T __clb_llvm_atomicrmw_or(volatile AS T *p, T v, memory_order o, memory_scope s); \
  CLB_OVLD T __clb_llvm_atomicrmw_xor(volatile AS T *p, T v, memory_order o, memory_scope s); \
  CLB_OVLD T __clb_llvm_atomicrmw_min(volatile AS T *p, T v, memory_order o, memory_scope s); \
  CLB_OVLD T __clb_llvm_atomicrmw_max(volatile AS T *p, T v, memory_order o, memory_scope s); \
  CLB_OVLD T __clb_llvm_atomicrmw_umin(volatile AS T *p, T v, memory_order o, memory_scope s); \
  CLB_OVLD T __clb_llvm_atomicrmw_umax(volatile AS T *p, T v, memory_order o, memory_scope s); \
  CLB_OVLD T __clb_llvm_atomicrmw_xchg(volatile AS T *p, T v, memory_order o, memory_scope s); \
  CLB_OVLD T __clb_llvm_cmpxchg(volatile AS T *p, T e, T d, memory_order o, memory_scope s);  \
  CLB_OVLD T __clb_llvm_load(volatile AS T *p, memory_order o, memory_scope s);              \
  CLB_OVLD void __clb_llvm_store(volatile AS T *p, T v, memory_order o, memory_scope s);

// MIN, MAX: the markers of T's signedness.
#define CLB_SPIR_RMW(T, AS, MIN, MAX)                                                       \
  CLB_SPIR_MARKERS(T, AS)                                                                   \
  CLB_OVLD T __clb_rmw_add(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __clb_llvm_atomicrmw_add(p, v, o, s);                                            \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_and(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __clb_llvm_atomicrmw_and(p, v, o, s);                                            \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_or(volatile AS T *p, T v, memory_order o, memory_scope s) {          \
    return __clb_llvm_atomicrmw_or(p, v, o, s);                                             \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_xor(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __clb_llvm_atomicrmw_xor(p, v, o, s);                                            \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_min(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __clb_llvm_atomicrmw_##MIN(p, v, o, s);                                          \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_max(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __clb_llvm_atomicrmw_##MAX(p, v, o, s);                                          \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_xchg(volatile AS T *p, T v, memory_order o, memory_scope s) {        \
    return __clb_llvm_atomicrmw_xchg(p, v, o, s);                                           \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_cas(volatile AS T *p, T e, T d, memory_order o, memory_scope s) {    \
    return __clb_llvm_cmpxchg(p, e, d, o, s);                                               \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_load(volatile AS T *p, memory_order o, memory_scope s) {             \
    return __clb_llvm_load(p, o, s);                                                        \
  }                                                                                         \
  CLB_OVLD void __clb_rmw_store(volatile AS T *p, T v, memory_order o, memory_scope s) {    \
    __clb_llvm_store(p, v, o, s);                                                           \
  }

// Floating add: a compare-and-swap loop on the bits (llvm-spirv 15 cannot
// translate atomicrmw fadd, and SPIR-V 1.0 has no floating atomic add).
#define CLB_SPIR_FADD(F, U, AS)                                                             \
  CLB_OVLD F __clb_rmw_fadd(volatile AS F *p, F v, memory_order o, memory_scope s) {        \
    volatile AS U *q = (volatile AS U *)p;                                                  \
    U old = __clb_llvm_load(q, CLB_RELAXED, s);                                             \
    for (;;) {                                                                              \
      const U seen =                                                                        \
          __clb_llvm_cmpxchg(q, old, __builtin_astype(__builtin_astype(old, F) + v, U), o, s); \
      if (seen == old)                                                                      \
        return __builtin_astype(old, F);                                                    \
      old = seen;                                                                           \
    }                                                                                       \
  }

#define CLB_SPIR_SPACE(AS, ...)                                                             \
  CLB_SPIR_RMW(int, AS, min, max)                                                           \
  CLB_SPIR_RMW(uint, AS, umin, umax)                                                        \
  CLB_SPIR_RMW(long, AS, min, max)                                                          \
  CLB_SPIR_RMW(ulong, AS, umin, umax)                                                       \
  CLB_SPIR_FADD(float, uint, AS)                                                            \
  CLB_IF_FP64(CLB_SPIR_FADD(double, ulong, AS))
CLB_ATOMIC_SPACES(CLB_SPIR_SPACE)
