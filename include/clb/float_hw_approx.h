// Approximate reciprocal and reciprocal square root of the lean float cores
// (one instruction each on NVIDIA and AMD GPUs, where the correctly rounded
// division and square root are sequences with a slow branch). Every caller
// follows them with a correction (a residual from fmas) that makes its
// result independent of how they were rounded within their stated error;
// the CLB_FAS_TEST_RSQRT and CLB_FAL_TEST_RCP builds (host tests, via
// CLB_FLOAT_CORE_FLAGS of tools/lab/accuracy/float-core-sweep.sh) put results
// off by an ulp or two in place of the exact ones, to check that.
// __clb_fas_rsqrt: asin, acos, asinpi, acospi (<clb/float_asin.h>), asinh,
// acosh, hypot; __clb_fal_rcp: atan2, atan2pi, atan, atanpi
// (<clb/float_atan_lean.h>), atanh, erfc, tan and tanpi
// (<clb/float_trig.h>), and the float-float logarithm of pow, powr, pown,
// rootn, lgamma and tgamma (<clb/float_exp_log.h>).
#ifndef CLB_FLOAT_HW_APPROX_H
#define CLB_FLOAT_HW_APPROX_H

// 1/sqrt(w) for w >= 2^-100 of normal range (NaN or a negative w -> NaN,
// +0 -> +inf), relative error 2^-22 or less, any rounding:
// rsqrt.approx.ftz.f32 on NVIDIA GPUs (2^-22.9, PTX ISA) and v_rsq_f32 on
// AMD GPUs (1 ulp), one instruction each where the correctly rounded square
// root is a sequence (and the division of its residual another); elsewhere
// the division of the square root. CLB_FAS_TEST_RSQRT (host tests only)
// puts a result 2 ulps off either way, or 1, or none, in its place.
static inline float __clb_fas_rsqrt(float w) {
#if defined(CLB_FAS_TEST_RSQRT)
  float c = 1.0f / __builtin_sqrtf(w);
  uint b = __builtin_astype(c, uint);
  int off = (int)((__builtin_astype(w, uint) * 2654435761u) >> 29) - 4;
  off = off > 2 ? 2 : off < -2 ? -2 : off;
  return (b & 0x7fffffffu) - 0x00800000u < 0x7f000000u ? __builtin_astype(b + off, float) : c;
#elif defined(__NVPTX__)
  return __nvvm_rsqrt_approx_ftz_f(w);
#elif defined(__AMDGCN__)
  return __builtin_amdgcn_rsqf(w);
#else
  return 1.0f / __builtin_sqrtf(w);
#endif
}

// 1/x for x of normal range with a normal reciprocal (or 0 -> inf, inf -> 0,
// NaN -> NaN), relative error 2^-22 or less, any rounding: rcp.approx.ftz.f32
// on NVIDIA GPUs (within 1 ulp, PTX ISA) and v_rcp_f32 on AMD GPUs (1 ulp),
// one instruction each where the correctly rounded division is a sequence
// with a slow branch; elsewhere the division. CLB_FAL_TEST_RCP (host tests
// only) puts a reciprocal 1 ulp off either way in its place.
static inline float __clb_fal_rcp(float x) {
#if defined(CLB_FAL_TEST_RCP)
  float c = 1.0f / x;
  uint b = __builtin_astype(c, uint);
  int off = (int)((__builtin_astype(x, uint) * 2654435761u) >> 30) - 1;
  return (b & 0x7fffffffu) - 0x00800000u < 0x7f000000u ? __builtin_astype(b + (off > 1 ? 1 : off), float) : c;
#elif defined(__NVPTX__)
  return __nvvm_rcp_approx_ftz_f(x);
#elif defined(__AMDGCN__)
  return __builtin_amdgcn_rcpf(x);
#else
  return 1.0f / x;
#endif
}

#endif
