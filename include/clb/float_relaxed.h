// The relaxed float math: what a float math builtin computes under
// -cl-unsafe-math-optimizations (also set by -cl-fast-relaxed-math; the
// link-time control unsafe_math_optimizations, <clb/controls.h>), held to
// the spec's relaxed bounds ("Relative Error as ULPs", the table of
// single-precision functions with unsafe math optimizations) instead of the
// full profile's. gen/math_functions.def's relaxed rows state each bound,
// the suites' Relaxed cases check it, docs/accuracy.md shows the measured
// errors.
//
// Each relaxed core is a plain float function __clb_<name>f_relaxed
// (generic/math/relaxed/, by family) beside the default core
// __clb_<name>f; <clb/float_math.h> picks one per lane through
// __clb_<name>f_pick below, and the optimizer folds the control, so a
// program built without the option carries no relaxed code. Half never
// takes a relaxed core (the spec relaxes single precision only): its
// builtins call the float functions' _strict overloads.
//
// Where the target has hardware approximations (NVIDIA GPUs: the special
// function unit's ex2, lg2, sin, cos, rsqrt, sqrt, rcp), exp, exp2, exp10,
// log, log2, log10, sin, cos, sinpi, cospi, pow, powr, pown, rootn, cbrt and
// rsqrt are derived from them as the spec allows; elsewhere those keep the
// default cores, which meet the relaxed bounds and are as fast as a
// derivation from them would be. The others (the inverse trigonometric and
// hyperbolic functions, tan, tanpi, sinh, cosh, tanh, expm1, log1p) are
// short polynomials on every target, built for about 2^-17 relative error
// where the spec allows 2^-11 (4096 or 8192 ulps): gen/fit/relaxed.py.
//
// Special values stay right where it costs nothing or one select (NaN in,
// NaN out; infinities; pow(x, 0) = 1); signed zeros are not kept
// (-cl-unsafe-math-optimizations includes -cl-no-signed-zeros).
#ifndef CLB_FLOAT_RELAXED_H
#define CLB_FLOAT_RELAXED_H

#include <clb/controls.h>
#include <clb/float_cores.h>
#include <clb/float_hw_approx.h>

#define CLB_RX_LOG2E 0x1.715476p+0f   /* log2(e) */
#define CLB_RX_LOG2_10 0x1.a934f0p+1f /* log2(10) */
#define CLB_RX_LN2 0x1.62e430p-1f     /* ln(2) */
#define CLB_RX_LOG10_2 0x1.344136p-2f /* log10(2) */
#define CLB_RX_PIO2 0x1.921fb6p+0f    /* pi/2 */
#define CLB_RX_PI 0x1.921fb6p+1f      /* pi */
#define CLB_RX_1_PI 0x1.45f306p-2f    /* 1/pi */

#if defined(__NVPTX__)
// The special function unit (PTX ISA, "approx" forms): ex2 and lg2 within
// 2^-22 relative (lg2: 2^-22.6 absolute on [0.5, 2]), sin and cos within
// 2^-20.5 absolute on [-100 pi, 100 pi], rsqrt 2^-22.9 relative, sqrt
// 2^-23. The non-ftz forms keep subnormal arguments and results; under
// -cl-denorms-are-zero the ftz forms, which CUDA's -use_fast_math uses.
#define CLB_RX_HW 1
#define CLB_RX_FTZ CLB_CONTROL(denorms_are_zero)
static inline float __clb_rx_exp2(float x) {
  return CLB_RX_FTZ ? __nvvm_ex2_approx_ftz_f(x) : __nvvm_ex2_approx_f(x);
}
static inline float __clb_rx_log2(float x) {
  return CLB_RX_FTZ ? __nvvm_lg2_approx_ftz_f(x) : __nvvm_lg2_approx_f(x);
}
static inline float __clb_rx_sin(float x) {
  return CLB_RX_FTZ ? __nvvm_sin_approx_ftz_f(x) : __nvvm_sin_approx_f(x);
}
static inline float __clb_rx_cos(float x) {
  return CLB_RX_FTZ ? __nvvm_cos_approx_ftz_f(x) : __nvvm_cos_approx_f(x);
}
static inline float __clb_rx_rsqrt(float x) {
  return CLB_RX_FTZ ? __nvvm_rsqrt_approx_ftz_f(x) : __nvvm_rsqrt_approx_f(x);
}
static inline float __clb_rx_sqrt(float x) {
  return CLB_RX_FTZ ? __nvvm_sqrt_approx_ftz_f(x) : __nvvm_sqrt_approx_f(x);
}
static inline float __clb_rx_exp(float x) { return __clb_rx_exp2(x * CLB_RX_LOG2E); }
static inline float __clb_rx_log(float x) { return __clb_rx_log2(x) * CLB_RX_LN2; }
#else
#define CLB_RX_HW 0
static inline float __clb_rx_sqrt(float x) { return __builtin_sqrtf(x); }
static inline float __clb_rx_exp(float x) { return __clb_expf(x); }
static inline float __clb_rx_log(float x) { return __clb_logf(x); }
#endif

// The relaxed cores.
#define CLB_RX_DECL_1(name) float __clb_##name##f_relaxed(float x);
#define CLB_RX_DECL_2(name) float __clb_##name##f_relaxed(float x, float y);
#define CLB_RX_DECL_N(name) float __clb_##name##f_relaxed(float x, int n);
CLB_FLOAT_RELAXED_1(CLB_RX_DECL_1)
CLB_FLOAT_RELAXED_2(CLB_RX_DECL_2)
CLB_FLOAT_RELAXED_N(CLB_RX_DECL_N)
#undef CLB_RX_DECL_1
#undef CLB_RX_DECL_2
#undef CLB_RX_DECL_N
float __clb_sincosf_relaxed(float x, private float *c);

// __clb_<name>f_pick: the relaxed core under the option, else the default
// one; the same function as the default core where there is no relaxed one.
#define CLB_RX_UNSAFE CLB_CONTROL(unsafe_math_optimizations)
#define CLB_RX_PICK_1(name)                                                    \
  static inline float __clb_##name##f_pick(float x) {                          \
    return CLB_RX_UNSAFE ? __clb_##name##f_relaxed(x) : __clb_##name##f(x);    \
  }
#define CLB_RX_PICK_2(name)                                                    \
  static inline float __clb_##name##f_pick(float x, float y) {                 \
    return CLB_RX_UNSAFE ? __clb_##name##f_relaxed(x, y)                       \
                         : __clb_##name##f(x, y);                              \
  }
#define CLB_RX_PICK_N(name)                                                    \
  static inline float __clb_##name##f_pick(float x, int n) {                   \
    return CLB_RX_UNSAFE ? __clb_##name##f_relaxed(x, n)                       \
                         : __clb_##name##f(x, n);                              \
  }
#define CLB_RX_SAME_1(name)                                                    \
  static inline float __clb_##name##f_pick(float x) { return __clb_##name##f(x); }
#define CLB_RX_SAME_2(name)                                                    \
  static inline float __clb_##name##f_pick(float x, float y) {                 \
    return __clb_##name##f(x, y);                                              \
  }
CLB_FLOAT_RELAXED_1(CLB_RX_PICK_1)
CLB_FLOAT_RELAXED_2(CLB_RX_PICK_2)
CLB_FLOAT_RELAXED_N(CLB_RX_PICK_N)
CLB_FLOAT_STRICT_1(CLB_RX_SAME_1)
CLB_FLOAT_STRICT_2(CLB_RX_SAME_2)
static inline float __clb_sincosf_pick(float x, private float *c) {
  return CLB_RX_UNSAFE ? __clb_sincosf_relaxed(x, c) : __clb_sincosf(x, c);
}

#endif
