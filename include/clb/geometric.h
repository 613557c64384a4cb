// The geometric builtins' shared work, written on 4-component vectors of
// float and double: a width-n argument is padded with zeros (which change no
// length, dot product or direction) and only its first n lanes are used.
// half is computed in float and rounded once at the end.
//
// Lengths scale like hypot: a power of two s brings the largest magnitude
// near 1 before squaring, so no square overflows or underflows where the
// result would not, and s is exact to undo. Scaling costs a maximum over the
// lanes and a multiply per lane, so it is done only when the plain sum of
// squares is out of range (one compare, nearly always false): in range, a
// square too small to be exact is off by at most half the least subnormal,
// which SS_MIN makes negligible against the sum, and the scaled and
// unscaled sums are otherwise the same numbers.
//
// The final roots are library functions (generic/geometric/clb_geo_roots.cl)
// so that a target with faster instructions replaces only them.
#ifndef CLB_GEOMETRIC_H
#define CLB_GEOMETRIC_H
#include <clb/defs.h>
#include <clb/types.h>

CLB_OVLD CLB_CONST float __clb_geo_rsqrt(float);
CLB_OVLD CLB_CONST float __clb_geo_fast_rsqrt(float);
CLB_OVLD CLB_CONST float __clb_geo_fast_sqrt(float);
#if CLB_HAS_FP64
CLB_OVLD CLB_CONST double __clb_geo_rsqrt(double);
#endif

// E: element; U: its unsigned integer; BIG/TINY: the magnitudes outside which
// squares could leave the normal range; DOWN/UP: the scales used there;
// SS_MIN: the least sum of squares used unscaled; MANT: the fraction's bits;
// EMAX: the largest biased exponent (that of the largest finite);
// LEAST_DOWN: 2^-(EMAX - bias), the subnormal power of two that brings the
// largest exponent to 1.
#define __CLB_GEOMETRIC(E, U, SQRT, MAG, BIG, TINY, DOWN, UP, SS_MIN, MANT, EMAX, LEAST_DOWN) \
  /* Whether a plain sum of squares is usable as it is (false for NaN). */     \
  static inline CLB_OVLD bool __clb_geo_in_range(E ss) {                        \
    return ss >= SS_MIN && ss < (E)INFINITY;                                    \
  }                                                                             \
  static inline CLB_OVLD E##4 __clb_geo_abs(E##4 p) {                                    \
    return __builtin_astype(__builtin_astype(p, U##4) & (U##4)MAG, E##4);       \
  }                                                                             \
  /* The scale for p; *undo is its inverse. A NaN lane may be overlooked       \
     here, but it still reaches the sum. */                                    \
  static inline CLB_OVLD E __clb_geo_max(E##4 p) {                              \
    const E##4 a = __clb_geo_abs(p);                                            \
    const E m01 = a.x > a.y ? a.x : a.y, m23 = a.z > a.w ? a.z : a.w;          \
    return m01 > m23 ? m01 : m23;                                               \
  }                                                                             \
  static inline CLB_OVLD E __clb_geo_scale(E##4 p, __private E *undo) {                  \
    const E m = __clb_geo_max(p);                                               \
    *undo = m > BIG ? UP : m < TINY ? DOWN : (E)1;                              \
    return m > BIG ? DOWN : m < TINY ? UP : (E)1;                               \
  }                                                                             \
  /* 2^-e for m = 1.f * 2^e, a normal number above 1: m times it is in       \
     [1, 2), and so is exact, as is every lane whose quotient by m is a       \
     normal number. */                                                        \
  static inline CLB_OVLD E __clb_geo_unit_scale(E m) {                          \
    const U biased = __builtin_astype(m, U) >> MANT;                            \
    return biased == (U)EMAX ? LEAST_DOWN                                       \
                             : __builtin_astype(((U)(2 * (EMAX / 2)) - biased) << MANT, E); \
  }                                                                             \
  /* Sum of the squares of the first n lanes. */                               \
  static inline CLB_OVLD E __clb_geo_sumsq(E##4 q, int n) {                              \
    E s = q.x * q.x;                                                            \
    if (n > 1)                                                                  \
      s += q.y * q.y;                                                           \
    if (n > 2)                                                                  \
      s += q.z * q.z;                                                           \
    if (n > 3)                                                                  \
      s += q.w * q.w;                                                           \
    return s;                                                                   \
  }                                                                             \
  static inline CLB_OVLD E __clb_geo_dot(E##4 p, E##4 q, int n) {                        \
    E s = p.x * q.x;                                                            \
    if (n > 1)                                                                  \
      s += p.y * q.y;                                                           \
    if (n > 2)                                                                  \
      s += p.z * q.z;                                                           \
    if (n > 3)                                                                  \
      s += p.w * q.w;                                                           \
    return s;                                                                   \
  }                                                                             \
  /* sqrt of the sum of squares; NaN if a lane is NaN, else INF if one is. */  \
  static inline CLB_OVLD E __clb_geo_length(E##4 p, int n) {                             \
    const E plain = __clb_geo_sumsq(p, n);                                      \
    if (__clb_geo_in_range(plain))                                              \
      return SQRT(plain);                                                       \
    E undo;                                                                     \
    const E s = __clb_geo_scale(p, &undo);                                      \
    return SQRT(__clb_geo_sumsq(p * s, n)) * undo;                              \
  }                                                                             \
  /* The spec's rules: all zeros stay; a NaN makes every lane NaN; infinite    \
     lanes become +-1 and finite ones +-0 before normalizing. */               \
  static inline CLB_OVLD E##4 __clb_geo_normalize(E##4 p, int n) {                       \
    const E plain = __clb_geo_sumsq(p, n);                                      \
    if (__clb_geo_in_range(plain))                                              \
      return p * __clb_geo_rsqrt(plain);                                        \
    /* One sum of the magnitudes (scaled so that finite lanes cannot reach   \
       INF) is NaN if a lane is, else INF if a lane is. Lane-wise tests      \
       would be merged into vector reductions, which SPIR-V cannot express. */ \
    const E##4 a = __clb_geo_abs(p) * (E)0.125f;                               \
    const E t = (a.x + a.y) + (a.z + a.w);                                      \
    if (t != t)                                                                 \
      return (E##4)NAN;                                                         \
    if (t == (E)INFINITY) {                                                     \
      const U##4 sign = __builtin_astype(p, U##4) & ~(U##4)MAG;                 \
      const U##4 one = __builtin_astype((E##4)1, U##4);                         \
      const U##4 mag = __builtin_astype(__clb_geo_abs(p), U##4);                \
      const U##4 inf = __builtin_astype((E##4)INFINITY, U##4);                  \
      p = __builtin_astype(sign | (mag == inf ? one : (U##4)0), E##4);         \
    }                                                                           \
    /* Huge lanes are brought to [1, 2) exactly, not by the fixed DOWN of     \
       the lengths: a lane far smaller than the largest, scaled by DOWN,      \
       could become subnormal and lose bits its quotient keeps               \
       (normalize((0x1p70f, -0x1.70a592p-35f)).y was 201 ulp off). */        \
    const E m = __clb_geo_max(p);                                               \
    const E##4 q = p * (m > BIG ? __clb_geo_unit_scale(m) : m < TINY ? UP : (E)1); \
    const E ss = __clb_geo_sumsq(q, n);                                         \
    return ss == (E)0 ? p : q * __clb_geo_rsqrt(ss);                            \
  }

__CLB_GEOMETRIC(float, uint, __builtin_sqrtf, 0x7fffffffu, 0x1p60f, 0x1p-60f, 0x1p-100f, 0x1p100f,
                0x1p-100f, 23, 254, 0x1p-127f)
#if CLB_HAS_FP64
__CLB_GEOMETRIC(double, ulong, __builtin_sqrt, 0x7ffffffffffffffful, 0x1p500, 0x1p-500, 0x1p-600,
                0x1p600, 0x1p-900, 52, 2046, 0x1p-1023)
#endif

// fast_length and fast_distance: the spec's half_sqrt of the sum of squares
// where that sum is in range (the target's fastest root), the accurate
// length elsewhere, so they never overflow or underflow where the length
// would not.
static inline float __clb_geo_fast_length(float4 q, int n) {
  const float ss = __clb_geo_sumsq(q, n);
  return __clb_geo_in_range(ss) ? __clb_geo_fast_sqrt(ss) : __clb_geo_length(q, n);
}

// Width-n value to 4 lanes (zeros after) and back.
#define __CLB_GEO_PAD_1(E, p) ((E##4)((p), (E)0, (E)0, (E)0))
#define __CLB_GEO_PAD_2(E, p) ((E##4)((p), (E)0, (E)0))
#define __CLB_GEO_PAD_3(E, p) ((E##4)((p), (E)0))
#define __CLB_GEO_PAD_4(E, p) (p)
#define __CLB_GEO_CUT_1(v) ((v).x)
#define __CLB_GEO_CUT_2(v) ((v).xy)
#define __CLB_GEO_CUT_3(v) ((v).xyz)
#define __CLB_GEO_CUT_4(v) (v)
#define __CLB_GEO_CAT(a, b) __CLB_GEO_CAT2(a, b)
#define __CLB_GEO_CAT2(a, b) a##b
#define CLB_GEO_PAD(T, E, p) __CLB_GEO_CAT(__CLB_GEO_PAD_, CLB_WIDTH(T))(E, p)
#define CLB_GEO_CUT(T, v) __CLB_GEO_CAT(__CLB_GEO_CUT_, CLB_WIDTH(T))(v)

// F(T, E, W, ...) for each geometric argument type T (widths 1 to 4) with E
// the element computed in and W the element of T.
#define CLB_FOR_EACH_GEOMETRIC(F, ...)                                          \
  F(float, float, float, __VA_ARGS__) F(float2, float, float, __VA_ARGS__)      \
  F(float3, float, float, __VA_ARGS__) F(float4, float, float, __VA_ARGS__)     \
  CLB_IF_FP64(F(double, double, double, __VA_ARGS__)                            \
              F(double2, double, double, __VA_ARGS__)                           \
              F(double3, double, double, __VA_ARGS__)                           \
              F(double4, double, double, __VA_ARGS__))                          \
  CLB_IF_FP16(F(half, float, half, __VA_ARGS__) F(half2, float, half, __VA_ARGS__) \
              F(half3, float, half, __VA_ARGS__) F(half4, float, half, __VA_ARGS__))

// p (type T) as 4 lanes of E, and a 4-lane E vector back as T.
#define CLB_GEO_IN(T, E, p) CLB_GEO_PAD(T, E, __CLB_GEO_CONVERT(T, E, p))
#define CLB_GEO_OUT(T, W, v) __CLB_GEO_CONVERT_BACK(T, W, CLB_GEO_CUT(T, v))
#define __CLB_GEO_CONVERT(T, E, p) __CLB_GEO_CAT(__CLB_GEO_CONV_, CLB_WIDTH(T))(E, p)
#define __CLB_GEO_CONV_1(E, p) ((E)(p))
#define __CLB_GEO_CONV_2(E, p) __builtin_convertvector((p), E##2)
#define __CLB_GEO_CONV_3(E, p) __builtin_convertvector((p), E##3)
#define __CLB_GEO_CONV_4(E, p) __builtin_convertvector((p), E##4)
#define __CLB_GEO_CONVERT_BACK(T, W, v) __CLB_GEO_CONVERT(T, W, v)

#endif
