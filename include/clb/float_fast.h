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
// y's float (ur_) and whether it is f(x)'s: CLB_FLOAT_FAST_OK(i) false for
// the lanes whose interval does not decide the float.
#define CLB_FLOAT_FAST_SETTLE(T, y, E)                                         \
  typedef CLB_VECTOR(double, T) D_;                                            \
  const double e_ = (E);                                                       \
  union { T v; float a[CLB_WIDTH(T)]; } ur_ = {CLB_CONVERT(T, y)};             \
  union { D_ v; double a[CLB_WIDTH(T)]; } uy_ = {y};

#define CLB_FLOAT_FAST_OK(i) __clb_float_fast_ok(uy_.a[i], e_)

// For y in float's normal range the test needs no second rounding: float
// keeps y's first 24 bits, and only the midpoint between two floats, at
// 2^28 in the 29 bits below them, changes the rounding. With y in
// [2^m, 2^(m+1)) and |y - f(x)| <= E |f(x)| < E 2^(m+1) (1 + 2E), f(x) lies
// within E 2^53 (1 + 2E) < d double ulps of y: if those 29 bits are farther
// than d from 2^28, y and f(x) round alike (across a power of two too: the
// midpoint nearest it is 2^27 ulps away). Integer work on y's words only;
// the rest (the subnormal range, overflow, underflow to zero, zero,
// non-finite y) rounds y(1 - E) and y(1 + E) as the contract says.
static inline bool __clb_float_fast_ok(double y, double e) {
  ulong b = __builtin_astype(y, ulong);
  uint low = (uint)b & 0x1fffffffu, high = (uint)(b >> 32) & 0x7fffffffu;
  uint d = (uint)(e * 0x1p53) + 2u;
  if ((low - (0x10000000u - d) > 2u * d) &
      (high - 0x38100000u < 0x47f00000u - 0x38100000u)) /* 2^-126 .. 2^128 */
    return true;
  double t = y * e;
  return (float)(y - t) == (float)(y + t) && y != 0.0 && __builtin_isfinite(y);
}

// The fallbacks are functions of their own, never inlined: inlined, the
// full cores' registers (Payne-Hanek's, the double-double tails') count
// against every kernel that calls the function, whose occupancy then halves
// on GPUs (float sin on the H100: 55 registers and 146 Gelem/s where the
// short path alone needs 36). Called, they cost a call on the rare lanes.
#define CLB_FLOAT_FAST_COLD __attribute__((noinline))
// __clb_slow_<name>: the double core of a float lane, rounded once (defined
// with the scalar float function; the vector ones call it).
#define CLB_FLOAT_FAST_SLOW(T, name, args, call) CLB_FLOAT_FAST_SLOW_##T(name, args, call)
#define CLB_FLOAT_FAST_SLOW_float(name, args, call)                            \
  CLB_FLOAT_FAST_COLD static float __clb_slow_##name args { return (float)(call); }
#define CLB_FLOAT_FAST_SLOW_float2(name, args, call)
#define CLB_FLOAT_FAST_SLOW_float3(name, args, call)
#define CLB_FLOAT_FAST_SLOW_float4(name, args, call)
#define CLB_FLOAT_FAST_SLOW_float8(name, args, call)
#define CLB_FLOAT_FAST_SLOW_float16(name, args, call)

// The correctly rounded variant __clb_cr_<name>(T) of a function whose
// default is its float core (<clb/float_math.h>): the short path, each lane
// it does not decide through `fallback`, a scalar float function.
// (Lanes are tested one at a time, as in <clb/trig.h>: a vector "any" is an
// i4/i8 mask the SPIR-V translator cannot take.)
#define CLB_FLOAT_FAST_WITH_AS(T, fn, name, E, fallback)                       \
  CLB_OVLD CLB_CONST T fn(T x) {                                               \
    CLB_VECTOR(double, T) y = __clb_fast_##name(CLB_EXP_WIDEN(T, x));          \
    CLB_FLOAT_FAST_SETTLE(T, y, E)                                             \
    union { T v; float a[CLB_WIDTH(T)]; } ux_ = {x};                           \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      if (__builtin_expect(!CLB_FLOAT_FAST_OK(i), 0))                          \
        ur_.a[i] = fallback(ux_.a[i]);                                         \
    return ur_.v;                                                              \
  }
#define CLB_FLOAT_FAST2_WITH_AS(T, fn, name, E, fallback)                      \
  CLB_OVLD CLB_CONST T fn(T x, T z) {                                          \
    CLB_VECTOR(double, T) y =                                                  \
        __clb_fast_##name(CLB_EXP_WIDEN(T, x), CLB_EXP_WIDEN(T, z));           \
    CLB_FLOAT_FAST_SETTLE(T, y, E)                                             \
    union { T v; float a[CLB_WIDTH(T)]; } ux_ = {x}, uz_ = {z};                \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      if (__builtin_expect(!CLB_FLOAT_FAST_OK(i), 0))                          \
        ur_.a[i] = fallback(ux_.a[i], uz_.a[i]);                               \
    return ur_.v;                                                              \
  }

// Each lane's fallback the scalar double core, rounded once
// (__clb_slow_<name>).
#define CLB_FLOAT_CR(T, name, E)                                               \
  CLB_FLOAT_FAST_SLOW(T, name, (float x), __clb_##name((double)x))             \
  CLB_FLOAT_FAST_WITH_AS(T, __clb_cr_##name, name, E, __clb_slow_##name)
#define CLB_FLOAT_CR2(T, name, E)                                              \
  CLB_FLOAT_FAST_SLOW(T, name, (float x, float z),                             \
                      __clb_##name((double)x, (double)z))                      \
  CLB_FLOAT_FAST2_WITH_AS(T, __clb_cr_##name, name, E, __clb_slow_##name)

// For the functions whose full core is straight-line code: the short path
// where lanes may branch, the core rounded once on every lane where they
// may not (CLB_FLOAT_FAST_PER_LANE, <clb/math_precision.h>).
#if CLB_FLOAT_FAST_PER_LANE
#define CLB_FLOAT_CR_LINE(T, name, E) CLB_FLOAT_CR(T, name, E)
#else
#define CLB_FLOAT_CR_LINE(T, name, E) CLB_CR_VIA_DOUBLE(T, name)
// Their short paths stay defined (one source for every target), unused.
#pragma clang diagnostic ignored "-Wunused-function"
#endif
#else
// Without double there is no correctly rounded variant (<clb/float_math.h>
// calls none): the macros that would build it define nothing, so each
// function's source stays one for every library.
#define CLB_FLOAT_CR(T, name, E)
#define CLB_FLOAT_CR2(T, name, E)
#define CLB_FLOAT_CR_LINE(T, name, E)
#define CLB_FLOAT_FAST_WITH_AS(T, fn, name, E, fallback)
#define CLB_FLOAT_FAST2_WITH_AS(T, fn, name, E, fallback)
#endif

#endif
