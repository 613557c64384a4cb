// Exact double arithmetic the double cores (generic/math/double/) and the
// correctly rounded float variant's short paths share, inlined where they
// are called.
#ifndef CLB_DOUBLE_ARITH_H
#define CLB_DOUBLE_ARITH_H

#include <clb/defs.h>
#include <clb/types.h>

#if CLB_HAS_FP64
// Each once for every double type T (the scalar one for the cores, the
// vectors for the correctly rounded float variant's short paths, which
// evaluate a vector of float lanes in double at once); I is the 64-bit
// integer type of T's width.
//
// __clb_fma_f64(a, b, c): a * b + c rounded once (LLVM's fma intrinsic, on
// every target, where OpenCL C's a * b + c may or may not be fused). The
// scalar through clang's builtin, a plain intrinsic call; the vectors, which
// clang 15 has no builtin for, through the intrinsic's name (a declaration
// OpenCL C makes convergent: kept off the scalar cores).
static inline CLB_OVLD double __clb_fma_f64(double a, double b, double c) {
  return __builtin_fma(a, b, c);
}
#define CLB_DOUBLE_ARITH_FMA(T)                                                \
  CLB_OVLD T __clb_fma_f64(T, T, T) __asm("llvm.fma." CLB_LLVM_SUFFIX(T));
CLB_DOUBLE_ARITH_FMA(double2) CLB_DOUBLE_ARITH_FMA(double3)
CLB_DOUBLE_ARITH_FMA(double4) CLB_DOUBLE_ARITH_FMA(double8)
CLB_DOUBLE_ARITH_FMA(double16)

// Adding then subtracting it rounds a double of magnitude < 2^51 to the
// nearest integer (ties to even) and leaves that integer in the low bits.
#define CLB_NEAREST_ROUNDER 0x1.8p52

#define CLB_DOUBLE_ARITH(T, ...)                                               \
  /* a + b = sum (returned) + *err exactly, whatever the order of their     \
     sizes (Knuth's two-sum). */                                               \
  static inline CLB_OVLD T __clb_two_sum_f64(T a, T b, private T *err) {       \
    T s = a + b;                                                               \
    T bb = s - a;                                                              \
    *err = (a - (s - bb)) + (b - bb);                                          \
    return s;                                                                  \
  }                                                                            \
  /* The nearest integer to v (|v| < 2^51), returned as a double and stored  \
     in *k as an integer. */                                                   \
  static inline CLB_OVLD T __clb_nearest_f64(T v, private CLB_SIGNED(T) *k) {  \
    T t = v + CLB_NEAREST_ROUNDER;                                             \
    *k = __builtin_astype(t, CLB_SIGNED(T)) -                                  \
         __builtin_astype((double)CLB_NEAREST_ROUNDER, long);                  \
    return t - CLB_NEAREST_ROUNDER;                                            \
  }                                                                            \
  /* 2^k, k in [-1022, 1023]. */                                               \
  static inline CLB_OVLD T __clb_pow2_f64(CLB_SIGNED(T) k) {                   \
    return __builtin_astype((k + 1023) << 52, T);                              \
  }                                                                            \
  /* y 2^k, |k| <= 2100: two exact steps, so a result that overflows or      \
     underflows does so once, correctly rounded. */                            \
  static inline CLB_OVLD T __clb_scale_f64(T y, CLB_SIGNED(T) k) {             \
    CLB_SIGNED(T) h = k >> 1;                                                  \
    return y * __clb_pow2_f64(h) * __clb_pow2_f64(k - h);                      \
  }                                                                            \
  /* x clamped to [lo, hi]; NaN stays NaN. */                                  \
  static inline CLB_OVLD T __clb_clamp_f64(T x, double lo, double hi) {        \
    return x < lo ? (T)lo : x > hi ? (T)hi : x;                                \
  }
CLB_WIDTHS_OF_double(CLB_DOUBLE_ARITH)

// |x| with y's sign, NaN payloads kept.
static inline double __clb_copysign_f64(double x, double y) {
  return __builtin_astype((__builtin_astype(x, ulong) & ~0x8000000000000000ul) |
                              (__builtin_astype(y, ulong) & 0x8000000000000000ul),
                          double);
}
#endif

#endif
