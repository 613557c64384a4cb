// Exact double arithmetic the double cores (generic/math/double/) share:
// plain scalar functions, inlined where they are called.
#ifndef CLB_DOUBLE_ARITH_H
#define CLB_DOUBLE_ARITH_H

#include <clb/defs.h>
#include <clb/types.h>

#if CLB_HAS_FP64
// a * b + c rounded once (LLVM's fma intrinsic, on every target, where
// OpenCL C's a * b + c may or may not be fused).
static inline double __clb_fma_f64(double a, double b, double c) {
  return __builtin_fma(a, b, c);
}

// a + b = sum (returned) + *err exactly, whatever the order of their sizes
// (Knuth's two-sum).
static inline double __clb_two_sum_f64(double a, double b, private double *err) {
  double s = a + b;
  double bb = s - a;
  *err = (a - (s - bb)) + (b - bb);
  return s;
}

// |x| with y's sign, NaN payloads kept.
static inline double __clb_copysign_f64(double x, double y) {
  return __builtin_astype((__builtin_astype(x, ulong) & ~0x8000000000000000ul) |
                              (__builtin_astype(y, ulong) & 0x8000000000000000ul),
                          double);
}

// Adding then subtracting it rounds a double of magnitude < 2^51 to the
// nearest integer (ties to even) and leaves that integer in the low bits.
#define CLB_NEAREST_ROUNDER 0x1.8p52

// The nearest integer to v (|v| < 2^51), returned as a double and stored
// in *k as an integer.
static inline double __clb_nearest_f64(double v, private long *k) {
  double t = v + CLB_NEAREST_ROUNDER;
  *k = __builtin_astype(t, long) - __builtin_astype((double)CLB_NEAREST_ROUNDER, long);
  return t - CLB_NEAREST_ROUNDER;
}
#endif

#endif
