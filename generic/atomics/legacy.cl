// The OpenCL 1.x atomics: atomic_{add,sub,xchg,inc,dec,cmpxchg,min,max,and,
// or,xor} on int/uint (and atomic_xchg on float), and their atom_* spellings
// of cl_khr_{global,local}_int32_{base,extended}_atomics and, on long/ulong,
// cl_khr_int64_{base,extended}_atomics. OpenCL C 2.0 gives them relaxed order
// at the scope of their memory: work-group for local, device for global.
#include <clb/atomic.h>

#define CLB_LEGACY_SCOPE_global CLB_SCOPE_DEVICE
#define CLB_LEGACY_SCOPE_local CLB_SCOPE_WORK_GROUP

#define CLB_LEGACY(PRE, T, AS)                                                              \
  CLB_OVLD T __clb_##PRE##_add(volatile AS T *p, T v) {                                     \
    return __clb_rmw_add(p, v, CLB_RELAXED, CLB_LEGACY_SCOPE_##AS);                         \
  }                                                                                         \
  CLB_OVLD T __clb_##PRE##_sub(volatile AS T *p, T v) {                                     \
    return __clb_rmw_add(p, (T)0 - v, CLB_RELAXED, CLB_LEGACY_SCOPE_##AS);                  \
  }                                                                                         \
  CLB_OVLD T __clb_##PRE##_xchg(volatile AS T *p, T v) {                                    \
    return __clb_rmw_xchg(p, v, CLB_RELAXED, CLB_LEGACY_SCOPE_##AS);                        \
  }                                                                                         \
  CLB_OVLD T __clb_##PRE##_inc(volatile AS T *p) {                                          \
    return __clb_rmw_add(p, (T)1, CLB_RELAXED, CLB_LEGACY_SCOPE_##AS);                      \
  }                                                                                         \
  CLB_OVLD T __clb_##PRE##_dec(volatile AS T *p) {                                          \
    return __clb_rmw_add(p, (T)-1, CLB_RELAXED, CLB_LEGACY_SCOPE_##AS);                     \
  }                                                                                         \
  CLB_OVLD T __clb_##PRE##_cmpxchg(volatile AS T *p, T cmp, T v) {                          \
    return __clb_rmw_cas(p, cmp, v, CLB_RELAXED, CLB_LEGACY_SCOPE_##AS);                    \
  }                                                                                         \
  CLB_OVLD T __clb_##PRE##_min(volatile AS T *p, T v) {                                     \
    return __clb_rmw_min(p, v, CLB_RELAXED, CLB_LEGACY_SCOPE_##AS);                         \
  }                                                                                         \
  CLB_OVLD T __clb_##PRE##_max(volatile AS T *p, T v) {                                     \
    return __clb_rmw_max(p, v, CLB_RELAXED, CLB_LEGACY_SCOPE_##AS);                         \
  }                                                                                         \
  CLB_OVLD T __clb_##PRE##_and(volatile AS T *p, T v) {                                     \
    return __clb_rmw_and(p, v, CLB_RELAXED, CLB_LEGACY_SCOPE_##AS);                         \
  }                                                                                         \
  CLB_OVLD T __clb_##PRE##_or(volatile AS T *p, T v) {                                      \
    return __clb_rmw_or(p, v, CLB_RELAXED, CLB_LEGACY_SCOPE_##AS);                          \
  }                                                                                         \
  CLB_OVLD T __clb_##PRE##_xor(volatile AS T *p, T v) {                                     \
    return __clb_rmw_xor(p, v, CLB_RELAXED, CLB_LEGACY_SCOPE_##AS);                         \
  }

#define CLB_LEGACY_SPACE(AS)                                                                \
  CLB_LEGACY(atomic, int, AS)                                                               \
  CLB_LEGACY(atomic, uint, AS)                                                              \
  CLB_LEGACY(atom, int, AS)                                                                 \
  CLB_LEGACY(atom, uint, AS)                                                                \
  CLB_LEGACY(atom, long, AS)                                                                \
  CLB_LEGACY(atom, ulong, AS)                                                               \
  CLB_OVLD float __clb_atomic_xchg(volatile AS float *p, float v) {                         \
    return __builtin_astype(                                                                \
        __clb_rmw_xchg((volatile AS uint *)p, __builtin_astype(v, uint), CLB_RELAXED,      \
                       CLB_LEGACY_SCOPE_##AS),                                              \
        float);                                                                             \
  }
CLB_LEGACY_SPACE(global)
CLB_LEGACY_SPACE(local)
