// atomic_fetch_{add,sub,or,xor,and,min,max}[_explicit] on the integer atomic
// types, and cl_ext_float_atomics' add/sub/min/max on half, float and double.
// 64-bit objects take either signedness of operand: clang declares
// uintptr_t/ptrdiff_t add and sub (atomic_ulong, long) and intptr_t/uintptr_t
// min and max (atomic_long, ulong); the operand converts to the object's type
// and the operation is the object's (signed min for atomic_long).
#include <clb/atomic.h>

#define CLB_FETCH(NAME, AS, A, T, M, BODY)                                                  \
  CLB_OVLD T __clb_##NAME##_explicit(volatile AS A *obj, M v, memory_order o, memory_scope s) { \
    volatile AS T *p = (volatile AS T *)obj;                                                \
    BODY                                                                                    \
  }                                                                                         \
  CLB_EXPLICIT_FORMS(T, NAME, (volatile AS A *obj, M v), (obj, v))

#define CLB_FETCH_INTEGER(T, AS, M)                                                         \
  CLB_FETCH(atomic_fetch_add, AS, CLB_ATOMIC(T), T, M, return __clb_rmw_add(p, (T)v, o, s);)   \
  CLB_FETCH(atomic_fetch_sub, AS, CLB_ATOMIC(T), T, M, return __clb_rmw_add(p, (T)0 - (T)v, o, s);) \
  CLB_FETCH(atomic_fetch_or, AS, CLB_ATOMIC(T), T, M, return __clb_rmw_or(p, (T)v, o, s);)     \
  CLB_FETCH(atomic_fetch_xor, AS, CLB_ATOMIC(T), T, M, return __clb_rmw_xor(p, (T)v, o, s);)   \
  CLB_FETCH(atomic_fetch_and, AS, CLB_ATOMIC(T), T, M, return __clb_rmw_and(p, (T)v, o, s);)   \
  CLB_FETCH(atomic_fetch_min, AS, CLB_ATOMIC(T), T, M, return __clb_rmw_min(p, (T)v, o, s);)   \
  CLB_FETCH(atomic_fetch_max, AS, CLB_ATOMIC(T), T, M, return __clb_rmw_max(p, (T)v, o, s);)

// min/max: compare-and-swap on the bits until the value is replaced.
#define CLB_FLOAT_MINMAX(F, U, AS, MINMAX)                                                  \
  volatile AS U *q = (volatile AS U *)p;                                                    \
  U old = __clb_rmw_load(q, CLB_RELAXED, s);                                                \
  for (;;) {                                                                                \
    const F c = __builtin_astype(old, F);                                                   \
    const U seen = __clb_rmw_cas(q, old, __builtin_astype((F)MINMAX(c, v), U), o, s);       \
    if (seen == old)                                                                        \
      return c;                                                                             \
    old = seen;                                                                             \
  }

#define CLB_FETCH_FLOAT(F, U, AS)                                                           \
  CLB_FETCH(atomic_fetch_add, AS, CLB_ATOMIC(F), F, F, return __clb_rmw_fadd(p, v, o, s);)     \
  CLB_FETCH(atomic_fetch_sub, AS, CLB_ATOMIC(F), F, F, return __clb_rmw_fadd(p, -v, o, s);)    \
  CLB_FETCH(atomic_fetch_min, AS, CLB_ATOMIC(F), F, F, CLB_FLOAT_MINMAX(F, U, AS, CLB_FLOAT_MIN)) \
  CLB_FETCH(atomic_fetch_max, AS, CLB_ATOMIC(F), F, F, CLB_FLOAT_MINMAX(F, U, AS, CLB_FLOAT_MAX))

#define CLB_FETCH_HALF(NAME, OP, AS)                                                        \
  CLB_FETCH(NAME, AS, atomic_half, half, half,                                            \
            return __builtin_astype(__clb_half_rmw(p, v, OP, o, s), half);)

#define CLB_FETCH_SPACE(AS, ...)                                                            \
  CLB_FETCH_INTEGER(int, AS, int)                                                           \
  CLB_FETCH_INTEGER(uint, AS, uint)                                                         \
  CLB_FETCH_INTEGER(long, AS, long)                                                         \
  CLB_FETCH_INTEGER(long, AS, ulong)                                                        \
  CLB_FETCH_INTEGER(ulong, AS, ulong)                                                       \
  CLB_FETCH_INTEGER(ulong, AS, long)                                                        \
  CLB_FETCH_FLOAT(float, uint, AS)                                                          \
  CLB_IF_FP64(CLB_FETCH_FLOAT(double, ulong, AS))                                           \
  CLB_IF_FP16(CLB_FETCH_HALF(atomic_fetch_add, CLB_HALF_ADD, AS)                            \
              CLB_FETCH_HALF(atomic_fetch_sub, CLB_HALF_SUB, AS)                            \
              CLB_FETCH_HALF(atomic_fetch_min, CLB_HALF_MIN, AS)                            \
              CLB_FETCH_HALF(atomic_fetch_max, CLB_HALF_MAX, AS))
CLB_ATOMIC_SPACES(CLB_FETCH_SPACE)
