// atomic_init, atomic_store, atomic_load, atomic_exchange (and _explicit)
// on every atomic type; floating types move as their bits.
#include <clb/atomic.h>

// U: the integer type of F's size that the primitives take.
#define CLB_LOAD_STORE(F, U, AS)                                                            \
  CLB_OVLD void __clb_atomic_init(volatile AS CLB_ATOMIC(F) *obj, F v) {                    \
    /* Not atomic (OpenCL C s6.15.12.5): the object is not shared yet. */                   \
    *(volatile AS F *)obj = v;                                                              \
  }                                                                                         \
  CLB_OVLD void __clb_atomic_store_explicit(volatile AS CLB_ATOMIC(F) *obj, F v, memory_order o, \
                                            memory_scope s) {                               \
    __clb_rmw_store((volatile AS U *)obj, __builtin_astype(v, U), o, s);                    \
  }                                                                                         \
  CLB_EXPLICIT_FORMS(void, atomic_store, (volatile AS CLB_ATOMIC(F) *obj, F v), (obj, v))   \
  CLB_OVLD F __clb_atomic_load_explicit(volatile AS CLB_ATOMIC(F) *obj, memory_order o,     \
                                        memory_scope s) {                                   \
    return __builtin_astype(__clb_rmw_load((volatile AS U *)obj, o, s), F);                 \
  }                                                                                         \
  CLB_EXPLICIT_FORMS(F, atomic_load, (volatile AS CLB_ATOMIC(F) *obj), (obj))               \
  CLB_OVLD F __clb_atomic_exchange_explicit(volatile AS CLB_ATOMIC(F) *obj, F v, memory_order o, \
                                            memory_scope s) {                               \
    return __builtin_astype(__clb_rmw_xchg((volatile AS U *)obj, __builtin_astype(v, U), o, s), F); \
  }                                                                                         \
  CLB_EXPLICIT_FORMS(F, atomic_exchange, (volatile AS CLB_ATOMIC(F) *obj, F v), (obj, v))

#define CLB_LOAD_STORE_HALF(AS)                                                             \
  CLB_OVLD void __clb_atomic_store_explicit(volatile AS atomic_half *obj, half v, memory_order o, \
                                            memory_scope s) {                               \
    (void)__clb_half_rmw((volatile AS half *)obj, v, CLB_HALF_XCHG, o, s);                  \
  }                                                                                         \
  CLB_EXPLICIT_FORMS(void, atomic_store, (volatile AS atomic_half *obj, half v), (obj, v))  \
  CLB_OVLD half __clb_atomic_load_explicit(volatile AS atomic_half *obj, memory_order o,    \
                                           memory_scope s) {                                \
    return __builtin_astype(__clb_half_load((volatile AS half *)obj, o, s), half);          \
  }                                                                                         \
  CLB_EXPLICIT_FORMS(half, atomic_load, (volatile AS atomic_half *obj), (obj))              \
  CLB_OVLD half __clb_atomic_exchange_explicit(volatile AS atomic_half *obj, half v,        \
                                               memory_order o, memory_scope s) {            \
    return __builtin_astype(__clb_half_rmw((volatile AS half *)obj, v, CLB_HALF_XCHG, o, s), half); \
  }                                                                                         \
  CLB_EXPLICIT_FORMS(half, atomic_exchange, (volatile AS atomic_half *obj, half v), (obj, v))

#define CLB_LOAD_STORE_SPACE(AS, ...)                                                       \
  CLB_LOAD_STORE(int, int, AS)                                                              \
  CLB_LOAD_STORE(uint, uint, AS)                                                            \
  CLB_LOAD_STORE(long, long, AS)                                                            \
  CLB_LOAD_STORE(ulong, ulong, AS)                                                          \
  CLB_LOAD_STORE(float, uint, AS)                                                           \
  CLB_IF_FP64(CLB_LOAD_STORE(double, ulong, AS))                                            \
  CLB_IF_FP16(CLB_LOAD_STORE_HALF(AS))
CLB_ATOMIC_SPACES(CLB_LOAD_STORE_SPACE)

// clang 15 calls its atomic_store(atomic_half *, half) declarations by a
// name whose value parameter is mangled as the object's type
// (..._AtomicDhS_..., not ..._AtomicDhDh...), unlike the definitions above
// and unlike every other atomic_half builtin; these serve those names too.
#if CLB_HAS_FP16
#if defined(__NVPTX__)
#define CLB_MANGLED_global "U3AS1"
#define CLB_MANGLED_local "U3AS3"
#define CLB_MANGLED_generic ""
#else
#define CLB_MANGLED_global "U3AS1"
#define CLB_MANGLED_local "U3AS3"
#define CLB_MANGLED_generic "U3AS4"
#endif
#define CLB_HALF_STORE_AS_CALLED(AS, ...)                                                   \
  void __clb_half_store_##AS(volatile AS atomic_half *obj, half v) __asm__(                 \
      "_Z12atomic_storeP" CLB_MANGLED_##AS "VU7_AtomicDhS_");                               \
  void __clb_half_store_##AS(volatile AS atomic_half *obj, half v) {                        \
    __clb_atomic_store(obj, v);                                                             \
  }                                                                                         \
  void __clb_half_store_o_##AS(volatile AS atomic_half *obj, half v, memory_order o) __asm__( \
      "_Z21atomic_store_explicitP" CLB_MANGLED_##AS "VU7_AtomicDhS_12memory_order");        \
  void __clb_half_store_o_##AS(volatile AS atomic_half *obj, half v, memory_order o) {      \
    __clb_atomic_store_explicit(obj, v, o);                                                 \
  }                                                                                         \
  void __clb_half_store_os_##AS(volatile AS atomic_half *obj, half v, memory_order o,       \
                                memory_scope s) __asm__(                                    \
      "_Z21atomic_store_explicitP" CLB_MANGLED_##AS "VU7_AtomicDhS_12memory_order12memory_scope"); \
  void __clb_half_store_os_##AS(volatile AS atomic_half *obj, half v, memory_order o,       \
                                memory_scope s) {                                           \
    __clb_atomic_store_explicit(obj, v, o, s);                                              \
  }
CLB_ATOMIC_SPACES(CLB_HALF_STORE_AS_CALLED)
#endif
