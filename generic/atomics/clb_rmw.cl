// SPIR (spir64, spirv64): the atomic primitives as LLVM atomic instructions.
// clang 15 gives SPIR targets a lock-free width of 0, so its C11/OpenCL
// atomic builtins (__opencl_atomic_*, __c11_atomic_*, __atomic_*) become
// calls to a runtime library no OpenCL runtime has; only the __sync_*
// builtins lower to instructions (atomicrmw/cmpxchg), always seq_cst at
// system scope. That is at least as strong as every order and scope a
// caller can ask for, so order and scope are honoured by strengthening:
// PoCL's CPUs and the SPIR-V translator (CrossDevice, SequentiallyConsistent)
// both accept it. Loads are read-modify-writes that change nothing; stores
// are exchanges.
#include <clb/atomic.h>

#define CLB_SPIR_RMW(T, AS, MIN, MAX)                                                       \
  CLB_OVLD T __clb_rmw_add(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __sync_fetch_and_add(p, v);                                                      \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_and(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __sync_fetch_and_and(p, v);                                                      \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_or(volatile AS T *p, T v, memory_order o, memory_scope s) {          \
    return __sync_fetch_and_or(p, v);                                                       \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_xor(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __sync_fetch_and_xor(p, v);                                                      \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_min(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return MIN(p, v);                                                                       \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_max(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return MAX(p, v);                                                                       \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_xchg(volatile AS T *p, T v, memory_order o, memory_scope s) {        \
    return __sync_swap(p, v);                                                               \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_cas(volatile AS T *p, T e, T d, memory_order o, memory_scope s) {    \
    return __sync_val_compare_and_swap(p, e, d);                                            \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_load(volatile AS T *p, memory_order o, memory_scope s) {             \
    return __sync_fetch_and_or(p, (T)0);                                                    \
  }                                                                                         \
  CLB_OVLD void __clb_rmw_store(volatile AS T *p, T v, memory_order o, memory_scope s) {    \
    (void)__sync_swap(p, v);                                                                \
  }

// __sync_fetch_and_{min,max,umin,umax} exist for 32 bits only: 64-bit min
// and max are compare-and-swap loops.
#define CLB_SPIR_CAS_MIN(p, v) CLB_SPIR_CAS_LOOP(p, v, v < old ? v : old)
#define CLB_SPIR_CAS_MAX(p, v) CLB_SPIR_CAS_LOOP(p, v, v > old ? v : old)
#define CLB_SPIR_CAS_LOOP(p, v, NEW)                                                        \
  ({                                                                                        \
    __typeof__(v) old = __sync_fetch_and_or(p, (__typeof__(v))0);                           \
    for (;;) {                                                                              \
      __typeof__(v) seen = __sync_val_compare_and_swap(p, old, NEW);                        \
      if (seen == old)                                                                      \
        break;                                                                              \
      old = seen;                                                                           \
    }                                                                                       \
    old;                                                                                    \
  })

// Floating add has no __sync form: a compare-and-swap loop on the bits.
#define CLB_SPIR_FADD(F, U, AS)                                                             \
  CLB_OVLD F __clb_rmw_fadd(volatile AS F *p, F v, memory_order o, memory_scope s) {        \
    volatile AS U *q = (volatile AS U *)p;                                                  \
    U old = __sync_fetch_and_or(q, (U)0);                                                   \
    for (;;) {                                                                              \
      U seen = __sync_val_compare_and_swap(q, old, __builtin_astype(__builtin_astype(old, F) + v, U)); \
      if (seen == old)                                                                      \
        return __builtin_astype(old, F);                                                    \
      old = seen;                                                                           \
    }                                                                                       \
  }

#define CLB_SPIR_SPACE(AS, ...)                                                             \
  CLB_SPIR_RMW(int, AS, __sync_fetch_and_min, __sync_fetch_and_max)                         \
  CLB_SPIR_RMW(uint, AS, __sync_fetch_and_umin, __sync_fetch_and_umax)                      \
  CLB_SPIR_RMW(long, AS, CLB_SPIR_CAS_MIN, CLB_SPIR_CAS_MAX)                                \
  CLB_SPIR_RMW(ulong, AS, CLB_SPIR_CAS_MIN, CLB_SPIR_CAS_MAX)                               \
  CLB_SPIR_FADD(float, uint, AS)                                                            \
  CLB_IF_FP64(CLB_SPIR_FADD(double, ulong, AS))
CLB_ATOMIC_SPACES(CLB_SPIR_SPACE)
