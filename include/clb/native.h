// native_* and half_* over the library's accurate functions: the generic
// native_* (targets without faster approximations) and every half_* (the
// spec allows them 8192 ulp, but their edge cases are the full functions',
// which the accurate ones meet at little more cost than an approximation).
// CLB_ACCURATE_AS(T, prefix) defines __clb_<prefix>_exp ... _tan, _powr for
// float type T (clang declares these builtins for float alone).
#ifndef CLB_NATIVE_H
#define CLB_NATIVE_H

#include <clb/defs.h>
#include <clb/types.h>

#define CLB_ACCURATE_AS(T, prefix)                                             \
  CLB_ACCURATE_1(T, prefix, exp) CLB_ACCURATE_1(T, prefix, exp2)               \
  CLB_ACCURATE_1(T, prefix, exp10) CLB_ACCURATE_1(T, prefix, log)              \
  CLB_ACCURATE_1(T, prefix, log2) CLB_ACCURATE_1(T, prefix, log10)             \
  CLB_ACCURATE_1(T, prefix, sin) CLB_ACCURATE_1(T, prefix, cos)                \
  CLB_ACCURATE_1(T, prefix, tan)                                               \
  CLB_OVLD CLB_CONST T __clb_powr(T, T);                                       \
  CLB_OVLD CLB_CONST T __clb_##prefix##_powr(T x, T y) { return __clb_powr(x, y); }
#define CLB_ACCURATE_1(T, prefix, f)                                           \
  CLB_OVLD CLB_CONST T __clb_##f(T);                                           \
  CLB_OVLD CLB_CONST T __clb_##prefix##_##f(T x) { return __clb_##f(x); }

#endif
