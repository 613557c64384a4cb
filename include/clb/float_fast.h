// Float functions through a short double evaluation, correctly rounded.
//
// The full double core of a function (generic/math/<name>.cl) carries
// double-double work that only a double result needs; rounded to float it
// costs the float function two to ten times what float needs. A float input
// instead goes through __clb_fast_<name>, a short evaluation in double whose
// relative error is bounded by E (the bound its source states and proves):
// if y(1 - E) and y(1 + E) round to the same float, that float is the
// correctly rounded f(x), whatever f(x)'s position in [y(1 - E), y(1 + E)].
// The other lanes (rare: f(x) within E of a float rounding boundary, or an
// input the short path does not cover) take the full core, one lane at a
// time, so the result is the same as before bit for bit: only the time
// differs.
//
// The short path's contract, for each double type D of the float widths:
//   D __clb_fast_<name>(D x)        (two arguments: (D x, D y))
// returns f(x)(1 + d), |d| <= E, or NaN or an infinity where it does not
// apply (special inputs, ranges it does not reduce, results it cannot bound).
// A result of exactly zero is also left to the core (the short path need not
// know the sign of an exact zero). A finite y whose interval rounds to a
// float infinity on both ends is an overflow, correctly.
//
// E must also cover y's own last rounding; 2^-45 or smaller keeps the core's
// share below one input in 2^20 (measured per function in docs/accuracy.md).
#ifndef CLB_FLOAT_FAST_H
#define CLB_FLOAT_FAST_H

#include <clb/exp.h> /* CLB_EXP_WIDEN: float lanes to double */

#if CLB_HAS_FP64
// The lanes whose interval does not decide the float: `ok` false.
#define CLB_FLOAT_FAST_SETTLE(T, y, E)                                     \
  typedef CLB_VECTOR(double, T) D_;                                            \
  D_ d_ = (y) * (E);                                                           \
  T lo_ = CLB_CONVERT(T, (y) - d_), hi_ = CLB_CONVERT(T, (y) + d_);            \
  union { T v; float a[CLB_WIDTH(T)]; } ur_ = {lo_}, uh_ = {hi_};              \
  union { D_ v; double a[CLB_WIDTH(T)]; } uy_ = {y};

#define CLB_FLOAT_FAST_OK(i)                                                   \
  (ur_.a[i] == uh_.a[i] && uy_.a[i] != 0.0 && __builtin_isfinite(uy_.a[i]))

// f(x) for the float type T; each lane's fallback is the scalar double core.
// (Lanes are tested one at a time, as in <clb/trig.h>: a vector "any" is an
// i4/i8 mask the SPIR-V translator cannot take.)
#define CLB_FLOAT_FAST(T, name, E)                                             \
  CLB_OVLD CLB_CONST T __clb_##name(T x) {                                     \
    CLB_VECTOR(double, T) y = __clb_fast_##name(CLB_EXP_WIDEN(T, x));          \
    CLB_FLOAT_FAST_SETTLE(T, y, E)                                         \
    union { T v; float a[CLB_WIDTH(T)]; } ux_ = {x};                           \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      if (__builtin_expect(!CLB_FLOAT_FAST_OK(i), 0))                          \
        ur_.a[i] = (float)__clb_##name((double)ux_.a[i]);                      \
    return ur_.v;                                                              \
  }

#define CLB_FLOAT_FAST2(T, name, E)                                            \
  CLB_OVLD CLB_CONST T __clb_##name(T x, T z) {                                \
    CLB_VECTOR(double, T) y =                                                  \
        __clb_fast_##name(CLB_EXP_WIDEN(T, x), CLB_EXP_WIDEN(T, z));           \
    CLB_FLOAT_FAST_SETTLE(T, y, E)                                         \
    union { T v; float a[CLB_WIDTH(T)]; } ux_ = {x}, uz_ = {z};                \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      if (__builtin_expect(!CLB_FLOAT_FAST_OK(i), 0))                          \
        ur_.a[i] = (float)__clb_##name((double)ux_.a[i], (double)uz_.a[i]);    \
    return ur_.v;                                                              \
  }
#endif

#endif
