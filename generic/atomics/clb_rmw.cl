// The atomic primitives on clang's OpenCL atomic builtins, for targets where
// clang 15 lowers them to instructions with the target's own sync scopes
// (amdgcn: workgroup, agent, wavefront, ...). With a run-time order or scope
// clang emits a switch over them; constant ones fold to one instruction.
// spir64/spirv64 (targets/spir64/atomics/clb_rmw.cl) and nvptx64 have their
// own: clang 15 makes these builtins library calls there.
#include <clb/atomic.h>

#define CLB_OPENCL_RMW(T, AS, ...)                                                          \
  CLB_OVLD T __clb_rmw_add(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __opencl_atomic_fetch_add((volatile AS CLB_ATOMIC(T) *)p, v, o, s);              \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_and(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __opencl_atomic_fetch_and((volatile AS CLB_ATOMIC(T) *)p, v, o, s);              \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_or(volatile AS T *p, T v, memory_order o, memory_scope s) {          \
    return __opencl_atomic_fetch_or((volatile AS CLB_ATOMIC(T) *)p, v, o, s);               \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_xor(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __opencl_atomic_fetch_xor((volatile AS CLB_ATOMIC(T) *)p, v, o, s);              \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_min(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __opencl_atomic_fetch_min((volatile AS CLB_ATOMIC(T) *)p, v, o, s);              \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_max(volatile AS T *p, T v, memory_order o, memory_scope s) {         \
    return __opencl_atomic_fetch_max((volatile AS CLB_ATOMIC(T) *)p, v, o, s);              \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_xchg(volatile AS T *p, T v, memory_order o, memory_scope s) {        \
    return __opencl_atomic_exchange((volatile AS CLB_ATOMIC(T) *)p, v, o, s);               \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_cas(volatile AS T *p, T e, T d, memory_order o, memory_scope s) {    \
    /* The failure order: the part of o a failed exchange (a load) can carry. */           \
    const memory_order f = o == CLB_ACQ_REL ? CLB_ACQUIRE : o == CLB_RELEASE ? CLB_RELAXED : o; \
    __opencl_atomic_compare_exchange_strong((volatile AS CLB_ATOMIC(T) *)p, &e, d, o, f, s); \
    return e;                                                                               \
  }                                                                                         \
  CLB_OVLD T __clb_rmw_load(volatile AS T *p, memory_order o, memory_scope s) {             \
    return __opencl_atomic_load((volatile AS CLB_ATOMIC(T) *)p, o, s);                      \
  }                                                                                         \
  CLB_OVLD void __clb_rmw_store(volatile AS T *p, T v, memory_order o, memory_scope s) {    \
    __opencl_atomic_store((volatile AS CLB_ATOMIC(T) *)p, v, o, s);                         \
  }

// Floating add: a compare-and-swap loop on the bits (every target has one).
#define CLB_OPENCL_FADD(F, U, AS)                                                           \
  CLB_OVLD F __clb_rmw_fadd(volatile AS F *p, F v, memory_order o, memory_scope s) {        \
    volatile AS U *q = (volatile AS U *)p;                                                  \
    U old = __clb_rmw_load(q, CLB_RELAXED, s);                                              \
    for (;;) {                                                                              \
      const U seen = __clb_rmw_cas(q, old, __builtin_astype(__builtin_astype(old, F) + v, U), o, s); \
      if (seen == old)                                                                      \
        return __builtin_astype(old, F);                                                    \
      old = seen;                                                                           \
    }                                                                                       \
  }

#define CLB_OPENCL_SPACE(AS, ...)                                                           \
  CLB_ATOMIC_INTEGERS(CLB_OPENCL_RMW, AS)                                                   \
  CLB_OPENCL_FADD(float, uint, AS)                                                          \
  CLB_IF_FP64(CLB_OPENCL_FADD(double, ulong, AS))
CLB_ATOMIC_SPACES(CLB_OPENCL_SPACE)
