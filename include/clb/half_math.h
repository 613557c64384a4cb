// Half results of the float cores (generic/math/float/), correctly rounded,
// with no double on the way, in the default mode and under
// -cl-clb-correctly-rounded-math alike.
//
// CLB_HALF_CORE1/2(T, name): the float core __clb_<name>f lane by lane,
// rounded once more to half. Correctly rounded wherever the exact value
// never comes within 1 float ulp (the float cores' contract) of a half
// midpoint: rsqrt's come no closer than 3.0 float ulps over all 2^16
// halves (tests/suite/math_half_test.cpp prints it).
//
// CLB_HALF_DECIDED1/2(T, name): for cbrt and hypot, whose exact values do
// come closer (0.12 and 0.002 float ulp; hypot(1961, 720) = 2089 is a
// midpoint). The core's result f (within 1 float ulp of the exact value r)
// lies between two adjacent halves lo < hi (__clb_half_bracket); their
// midpoint m is the only one r can be near, as midpoints are 2^12 float
// ulps apart. __clb_<name>_half_side gives the sign of r - m from an exact
// residual, and it picks lo or hi (the even one on a tie). Where f is a
// half already, r is within 1 float ulp of it, far from every midpoint,
// and f is the answer; so are the special values.
//
// CLB_HALF_MATH1(T, name) (<clb/float_math.h>), the one-argument functions
// on a float core (exp, log, sin, atan, erf, tgamma, ...): over all 65,536
// halves the exact values come within 1 float ulp of a half midpoint on
// 2 to 34 inputs per function (tools/lab/accuracy/half_hard_cases.cpp
// lists those within 2), too close for the core's result to decide the
// rounding, and no residual as cheap as cbrt's exists for them. Those
// inputs are answered from a table, <clb/half_hard_cases.h> (516 entries
// over 30 functions, generated with MPFR): the core runs, and only where
// its result lies within 8 float ulps of a midpoint
// (__clb_half_near_midpoint, a few operations) are the lane's input bits
// looked up (a chain of compares). Every other input's exact
// value is 2 float ulps or more from every midpoint, so the core's result,
// within 1 ulp on every target, rounds to the correctly rounded half: the
// default path is correctly rounded, with no double, and it is also the
// correctly rounded variant's.
#ifndef CLB_HALF_MATH_H
#define CLB_HALF_MATH_H

#include <clb/float_cores.h>
#include <clb/half_hard_cases.h>
#include <clb/math.h>

#if CLB_HAS_FP16

#define CLB_HALF_LANES(T, v) union { CLB_VECTOR(float, T) v; float a[CLB_WIDTH(T)]; }

#define CLB_HALF_CORE1(T, name)                                                \
  CLB_OVLD CLB_CONST T __clb_##name(T x) {                                     \
    CLB_HALF_LANES(T, v) ux = {CLB_HALF_TO_FLOAT(T, x)}, r;                    \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      r.a[i] = __clb_##name##f(ux.a[i]);                                       \
    return CLB_CONVERT(T, r.v);                                                \
  }
#define CLB_HALF_CORE2(T, name)                                                \
  CLB_OVLD CLB_CONST T __clb_##name(T x, T y) {                                \
    CLB_HALF_LANES(T, v) ux = {CLB_HALF_TO_FLOAT(T, x)}, uy = {CLB_HALF_TO_FLOAT(T, y)}, r; \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      r.a[i] = __clb_##name##f(ux.a[i], uy.a[i]);                              \
    return CLB_CONVERT(T, r.v);                                                \
  }

// Whether |f| lies within 8 float ulps (of f) of a midpoint between
// adjacent halves: 2^-25 (between 0 and the least denormal) and 65520
// (between the largest half and overflow) included; 0 for |f| >= 2^16,
// INF and NaN. g is |f| over the half grid's unit at f, exactly (a power
// of two scales it), so the midpoints are the odd multiples of 1/2 and
// g - floor(g) - 1/2 is exact; ulp is f's float ulp over the same unit.
static inline int __clb_half_near_midpoint(float f) {
  const float a = __builtin_fabsf(f);
  const uint ea = __builtin_astype(a, uint) >> 23; /* biased exponent */
  const int e = ea < 113u ? -14 : (int)ea - 127;   /* the unit: 2^(e-10) */
  const float g = a * __builtin_astype((uint)(137 - e) << 23, float);
  const float d = __builtin_fabsf((g - __builtin_floorf(g)) - 0.5f);
  const float ulp = __builtin_astype(
      (ea >= 113u ? 114u : (ea > 1u ? ea : 1u) + 1u) << 23, float);
  return (ea < 127u + 16u) & (d <= 8.0f * ulp);
}

// The half of a lane of `name` whose float core gave f for the input with
// bits xb: f rounded to half, or the table's answer where f is near a
// midpoint and xb is one of the function's hard cases. A chain of selects,
// not a switch: the SPIR-V translator writes a switch's merged edges as an
// OpPhi that spirv-val rejects (two cases with one answer).
#define CLB_HALF_HARD_CASE(in, out) b = xb == (ushort)(in) ? (ushort)(out) : b;
#define CLB_HALF_SETTLE_DEF(name)                                              \
  static inline half __clb_##name##_half_settle(ushort xb, float f) {          \
    const half h = (half)f;                                                    \
    if (!__clb_half_near_midpoint(f))                                          \
      return h;                                                                \
    ushort b = __builtin_astype(h, ushort);                                    \
    CLB_HALF_HARD_##name(CLB_HALF_HARD_CASE)                                   \
    return __builtin_astype(b, half);                                          \
  }
CLB_HALF_SETTLE_DEF(acos)
CLB_HALF_SETTLE_DEF(acosh)
CLB_HALF_SETTLE_DEF(acospi)
CLB_HALF_SETTLE_DEF(asin)
CLB_HALF_SETTLE_DEF(asinh)
CLB_HALF_SETTLE_DEF(asinpi)
CLB_HALF_SETTLE_DEF(atan)
CLB_HALF_SETTLE_DEF(atanh)
CLB_HALF_SETTLE_DEF(atanpi)
CLB_HALF_SETTLE_DEF(cos)
CLB_HALF_SETTLE_DEF(cosh)
CLB_HALF_SETTLE_DEF(cospi)
CLB_HALF_SETTLE_DEF(erf)
CLB_HALF_SETTLE_DEF(erfc)
CLB_HALF_SETTLE_DEF(exp)
CLB_HALF_SETTLE_DEF(exp10)
CLB_HALF_SETTLE_DEF(exp2)
CLB_HALF_SETTLE_DEF(expm1)
CLB_HALF_SETTLE_DEF(lgamma)
CLB_HALF_SETTLE_DEF(log)
CLB_HALF_SETTLE_DEF(log10)
CLB_HALF_SETTLE_DEF(log1p)
CLB_HALF_SETTLE_DEF(log2)
CLB_HALF_SETTLE_DEF(sin)
CLB_HALF_SETTLE_DEF(sinh)
CLB_HALF_SETTLE_DEF(sinpi)
CLB_HALF_SETTLE_DEF(tan)
CLB_HALF_SETTLE_DEF(tanh)
CLB_HALF_SETTLE_DEF(tanpi)
CLB_HALF_SETTLE_DEF(tgamma)

// The lanes of a half vector type T as bits and as halves.
#define CLB_HALF_BITS(T, v) union { CLB_UNSIGNED(T) v; ushort a[CLB_WIDTH(T)]; }
#define CLB_HALF_HALVES(T, v) union { T v; half a[CLB_WIDTH(T)]; }

// f(x) for the half type T: each lane's float core, settled to half.
#define CLB_HALF_MATH1(T, name)                                                \
  CLB_OVLD CLB_CONST T __clb_##name(T x) {                                     \
    CLB_HALF_LANES(T, v) ux = {CLB_HALF_TO_FLOAT(T, x)};                       \
    CLB_HALF_BITS(T, v) ub = {CLB_AS_BITS(T, x)};                              \
    CLB_HALF_HALVES(T, v) r;                                                   \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      r.a[i] = __clb_##name##_half_settle(ub.a[i], __clb_##name##f(ux.a[i]));  \
    return r.v;                                                                \
  }

// The value of the half with bits b; 2^16 for +INF, so that 65520 is the
// midpoint between the largest half and overflow.
static inline float __clb_half_value(ushort b) {
  return b == (ushort)0x7c00 ? 0x1p16f : (float)__builtin_astype(b, half);
}

// For f > 0, finite and not a half: the adjacent halves lo < f < hi (as
// floats); returns 0, deciding nothing, for any other f.
static inline int __clb_half_bracket(float f, private float *lo, private float *hi) {
  const ushort b = __builtin_astype((half)f, ushort);
  const float vb = __clb_half_value(b);
  const int above = f > vb;
  const float vn = __clb_half_value(above ? (ushort)(b + 1) : (ushort)(b - 1));
  *lo = above ? vb : vn;
  *hi = above ? vn : vb;
  return (f > 0.0f) & (f < INFINITY) & (f != vb);
}

// lo or hi by the sign of r - (lo + hi) / 2; on a tie the one whose last
// bit is 0.
static inline float __clb_half_pick(float lo, float hi, float side) {
  const ushort lb = __builtin_astype((half)lo, ushort);
  return side > 0.0f ? hi : side < 0.0f ? lo : (lb & 1) ? hi : lo;
}

// sign(cbrt(|x|) - m) = sign(|x| - m^3): m has 12 bits, so m^2 is exact and
// m^3 = c + cl exactly (fma); |x| - c is exact (within a factor 2 of each
// other: Sterbenz), and the last subtraction's rounding keeps the sign.
// Every value is a normal float (m^3 >= 2^-25).
static inline float __clb_cbrt_half_side(float x, float m) {
  const float m2 = m * m;
  const float c = m2 * m;
  const float cl = __builtin_fmaf(m2, m, -c);
  return (__builtin_fabsf(x) - c) - cl;
}

// sign(hypot(x, y) - m) = sign(x^2 + y^2 - m^2): the squares are exact
// (11-bit halves), their sum is s + e exactly (two-sum), s - m^2 is exact
// (Sterbenz; m^2 has 24 bits), and the last addition keeps the sign. Every
// value is a normal float (squares of halves are 2^-48 or more).
static inline float __clb_hypot_half_side(float x, float y, float m) {
  const float xx = x * x;
  const float yy = y * y;
  const float s = xx + yy;
  const float z = s - yy;
  const float e = (xx - z) + (yy - (s - z));
  const float mm = m * m;
  return (s - mm) + e;
}

// f (a float lane, positive or negative) made the half nearest the exact
// value: side_call, an expression in the midpoint m, gives the sign of
// |exact| - m; the result takes the sign of `sign`.
#define CLB_HALF_DECIDE(f, side_call, sign)                                    \
  {                                                                            \
    float lo, hi;                                                              \
    const float af = __builtin_fabsf(f);                                       \
    if (__clb_half_bracket(af, &lo, &hi)) {                                    \
      const float m = (lo + hi) * 0.5f;                                        \
      f = __builtin_copysignf(__clb_half_pick(lo, hi, side_call), sign);       \
    }                                                                          \
  }
#define CLB_HALF_DECIDED1(T, name)                                             \
  CLB_OVLD CLB_CONST T __clb_##name(T x) {                                     \
    CLB_HALF_LANES(T, v) ux = {CLB_HALF_TO_FLOAT(T, x)}, r;                    \
    for (int i = 0; i < CLB_WIDTH(T); ++i) {                                   \
      float f = __clb_##name##f(ux.a[i]);                                      \
      CLB_HALF_DECIDE(f, __clb_##name##_half_side(ux.a[i], m), f)              \
      r.a[i] = f;                                                              \
    }                                                                          \
    return CLB_CONVERT(T, r.v);                                                \
  }
#define CLB_HALF_DECIDED2(T, name)                                             \
  CLB_OVLD CLB_CONST T __clb_##name(T x, T y) {                                \
    CLB_HALF_LANES(T, v) ux = {CLB_HALF_TO_FLOAT(T, x)}, uy = {CLB_HALF_TO_FLOAT(T, y)}, r; \
    for (int i = 0; i < CLB_WIDTH(T); ++i) {                                   \
      float f = __clb_##name##f(ux.a[i], uy.a[i]);                             \
      CLB_HALF_DECIDE(f, __clb_##name##_half_side(ux.a[i], uy.a[i], m), f)     \
      r.a[i] = f;                                                              \
    }                                                                          \
    return CLB_CONVERT(T, r.v);                                                \
  }

#endif
#endif
