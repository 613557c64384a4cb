// atomic_compare_exchange_{strong,weak}[_explicit]. The comparison is of the
// object representation (floating values by their bits, so -0.0 != +0.0 and a
// NaN can match). On failure the value found is written to *expected. Weak is
// strong: a compare-and-swap instruction never fails spuriously. (clang 15
// declares neither on atomic_half.)
#include <clb/atomic.h>

// One helper per object: expected is a private copy, updated on failure.
#define CLB_CMPXCHG_HELPER(F, U, AS)                                                        \
  static bool __clb_cmpxchg_##F##_##AS(volatile AS CLB_ATOMIC(F) *obj, private F *expected, \
                                       F desired, memory_order success,                     \
                                       memory_order failure, memory_scope s) {              \
    const U e = __builtin_astype(*expected, U);                                             \
    const U old = __clb_rmw_cas((volatile AS U *)obj, e, __builtin_astype(desired, U),      \
                                __clb_cas_order(success, failure), s);                      \
    if (old == e)                                                                           \
      return true;                                                                          \
    *expected = __builtin_astype(old, F);                                                   \
    return false;                                                                           \
  }
// The public cores for one strength, object space and expected space.
#define CLB_CMPXCHG_CORE(NAME, F, AS, EAS)                                                  \
  CLB_OVLD bool __clb_##NAME##_explicit(volatile AS CLB_ATOMIC(F) *obj, EAS F *expected,    \
                                        F desired, memory_order success,                    \
                                        memory_order failure, memory_scope s) {             \
    F e = *expected;                                                                        \
    if (__clb_cmpxchg_##F##_##AS(obj, &e, desired, success, failure, s))                    \
      return true;                                                                          \
    *expected = e;                                                                          \
    return false;                                                                           \
  }                                                                                         \
  CLB_OVLD bool __clb_##NAME##_explicit(volatile AS CLB_ATOMIC(F) *obj, EAS F *expected,    \
                                        F desired, memory_order success,                    \
                                        memory_order failure) {                             \
    return __clb_##NAME##_explicit(obj, expected, desired, success, failure, CLB_SCOPE_DEVICE); \
  }                                                                                         \
  CLB_OVLD bool __clb_##NAME(volatile AS CLB_ATOMIC(F) *obj, EAS F *expected, F desired) {  \
    return __clb_##NAME##_explicit(obj, expected, desired, CLB_SEQ_CST, CLB_SEQ_CST,        \
                                   CLB_SCOPE_DEVICE);                                       \
  }

#define CLB_CMPXCHG_EXPECTED(EAS, F, AS)                                                    \
  CLB_CMPXCHG_CORE(atomic_compare_exchange_strong, F, AS, EAS)                              \
  CLB_CMPXCHG_CORE(atomic_compare_exchange_weak, F, AS, EAS)
// clang declares named-space objects with named-space expected pointers
// and generic objects with generic ones (on nvptx64 private and generic
// pointers share one mangling, so no more may be defined).
#define CLB_CMPXCHG_TYPE_global(F)                                                          \
  CLB_CMPXCHG_EXPECTED(global, F, global)                                                   \
  CLB_CMPXCHG_EXPECTED(local, F, global)                                                    \
  CLB_CMPXCHG_EXPECTED(private, F, global)
#define CLB_CMPXCHG_TYPE_local(F)                                                           \
  CLB_CMPXCHG_EXPECTED(global, F, local)                                                    \
  CLB_CMPXCHG_EXPECTED(local, F, local)                                                     \
  CLB_CMPXCHG_EXPECTED(private, F, local)
#define CLB_CMPXCHG_TYPE_generic(F) CLB_CMPXCHG_EXPECTED(generic, F, generic)
#define CLB_CMPXCHG_TYPE(F, AS) CLB_CMPXCHG_TYPE_##AS(F)

#define CLB_CMPXCHG_SPACE(AS, ...)                                                          \
  CLB_CMPXCHG_HELPER(int, int, AS)                                                          \
  CLB_CMPXCHG_HELPER(uint, uint, AS)                                                        \
  CLB_CMPXCHG_HELPER(long, long, AS)                                                        \
  CLB_CMPXCHG_HELPER(ulong, ulong, AS)                                                      \
  CLB_CMPXCHG_HELPER(float, uint, AS)                                                       \
  CLB_IF_FP64(CLB_CMPXCHG_HELPER(double, ulong, AS))                                        \
  CLB_CMPXCHG_TYPE(int, AS)                                                                 \
  CLB_CMPXCHG_TYPE(uint, AS)                                                                \
  CLB_CMPXCHG_TYPE(long, AS)                                                                \
  CLB_CMPXCHG_TYPE(ulong, AS)                                                               \
  CLB_CMPXCHG_TYPE(float, AS)                                                               \
  CLB_IF_FP64(CLB_CMPXCHG_TYPE(double, AS))
CLB_ATOMIC_SPACES(CLB_CMPXCHG_SPACE)
