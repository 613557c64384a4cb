// Seeds for the Newton steps of the float fast paths (<clb/float_fast.h>):
// 1/x and 1/sqrt(x) of a double x, to a relative error of at most 2^-20
// (the bound the users' error analyses assume). Each user refines its seed
// in double, so a seed's quality moves only the rare fallback, not results.
//
// On NVIDIA GPUs the special function unit's float instructions: div.rn.f64
// and sqrt.rn.f64 are software sequences there, rcp.approx.ftz.f32 (within
// one ulp, PTX ISA) and rsqrt.approx.f32 (within 2^-22.9) are one
// instruction each. Their argument must be a float of normal range (the
// callers see to it: a scaled value, or a float input itself for rsqrt,
// whose non-ftz form takes denormals). Elsewhere the plain double
// operations (cheap on CPUs) serve as exact seeds.
#ifndef CLB_FLOAT_SEED_H
#define CLB_FLOAT_SEED_H

#include <clb/exp.h> /* __clb_fma_f64 */
#include <clb/math.h>

#if CLB_HAS_FP64
#if defined(__NVPTX__)
#define CLB_SEED_LANES(T, name, op)                                            \
  static inline CLB_OVLD T name(T x) {                                         \
    union { T v; double a[CLB_WIDTH(T)]; } u = {x};                            \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      u.a[i] = (double)op((float)u.a[i]);                                      \
    return u.v;                                                                \
  }
#define CLB_FLOAT_SEEDS(T, ...)                                                \
  CLB_SEED_LANES(T, __clb_seed_recip, __nvvm_rcp_approx_ftz_f)                 \
  CLB_SEED_LANES(T, __clb_seed_rsqrt, __nvvm_rsqrt_approx_f)
#else
#define CLB_FLOAT_SEEDS(T, ...)                                                \
  static inline CLB_OVLD T __clb_seed_recip(T x) { return (T)1.0 / x; }        \
  static inline CLB_OVLD T __clb_seed_rsqrt(T x) {                             \
    return (T)1.0 / __clb_sqrt(x);                                             \
  }
#endif
CLB_WIDTHS_OF_double(CLB_FLOAT_SEEDS)

// sqrt(s) for s within float's normal range, within 1.6 2^-53: h = s r0
// from the seed r0 = 1/sqrt(s) (2^-20), one coupled Newton step on h and
// r0/2 (h then within 1.5 2^-40 + 2^-53), one more on h alone from its
// exact residual s - h^2 (2^-78), and h's last rounding (2^-53): the
// NVIDIA GPUs' sqrt.rn.f64 is a software sequence with a slow branch.
#define CLB_FAST_SQRT(T, ...)                                                  \
  static inline CLB_OVLD T __clb_fast_sqrt(T s) {                              \
    T r0 = __clb_seed_rsqrt(s), r = (T)0.5 * r0, h = s * r0;                   \
    T e = __clb_fma_f64(-h, r, (T)0.5);                                        \
    h = __clb_fma_f64(h, e, h);                                                \
    r = __clb_fma_f64(r, e, r);                                                \
    return __clb_fma_f64(__clb_fma_f64(-h, h, s), r, h);                       \
  }
CLB_WIDTHS_OF_double(CLB_FAST_SQRT)
#endif

#endif
