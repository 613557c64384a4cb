// cbrt(x) for float, on float arithmetic: lean, within 1 ulp (faithful).
//
// No table, no division, no exponent split: an integer seed for a^(-1/3),
// one polynomial step to 2^-20, and one Newton step on the cube root with
// an exact residual, rounded once; coefficients from gen/fit/cbrt_lean.py.
// - Scaling: xs = x, or x 2^48 for |x| < 2^-100 (subnormal inputs
//   included; the result is scaled back by 2^-16 at the end, exactly), so
//   that a = |xs| is normal and at least 2^-101 and nothing below
//   underflows.
// - Seed: t = as_float(K - hi32(as_uint(a) * 0x55555556)), K = 0x548e4000:
//   the bits' third, a first guess of a^(-1/3) within 2.9% of one times a
//   constant: w = a t^3 lies in [0.6670, 0.7906] for every a (the pattern
//   repeats with period 3 in the exponent; cbrt_lean.py cbrt_seed checks
//   all mantissas).
// - Step: t1 = t P(w), w = (a t)(t t), P ~ w^(-1/3) of degree 3 on that
//   range (relative error 2^-20.0; w's three roundings move t1 by 2^-24.6),
//   so t1 = a^(-1/3) (1 + d), |d| <= 2^-19.9. Degree 2 (2^-15.2) saves one
//   fma but leaves 0.09 ulp before the last rounding: 0.5885 ulp at worst
//   and 96% correctly rounded, against nearly all here. Every product here is of
//   normal range (a t = a^(2/3), t t = a^(-2/3): 2^-85.4 .. 2^85.4).
// - Newton: v = t1^2, y = xs v (the signed cube root within
//   2d + 2^-23 = 2^-18.8, the sign of x for free), c = v/3 ~ 1/(3 y^2)
//   (within 2^-18.8); the residual y^3 - xs from y y = y2 + e2 (exact) as
//   fma(y2, y, -xs) + e2 y (the fma exact before its rounding, no overflow
//   inside it near 2^128; the residual is about 3 (2d) xs, rounded at 2^-23
//   of itself: 2^-36 of xs); y' = y - res c in one fma. With y = y*(1 + al),
//   c = (1 + be)/(3 y*^2), y' = y*(1 - al^2 - al be): al, be ~ 2d give
//   8 d^2 = 2^-36.8 and the residual's rounding 2^-36: about 2^-12 ulp
//   before the last rounding (0.5 ulp), so nearly every result is the
//   correctly rounded one.
// - Special values: +-0 gives +-0 through the arithmetic (the seed of 0 is
//   finite, y = +-0 v, the residual +0, y' = y); NaN propagates; +-inf is
//   the one select (w would be inf times 0). The result is never subnormal
//   (cbrt(2^-149) ~ 2^-49.7). cbrt(-x) = -cbrt(x): the arithmetic is odd in
//   xs (a, t, w, v and c do not see the sign).
//
// Operations: 26 (the scaling 5, two of them fabs; the seed 2, the step 7,
// v, y and c, the residual 4, the fma, the scale back 2, the inf select 2).
// nvptx64: 34 PTX instructions counting the parameter load, the store and
// ret, 2 negations that fold into fma operands and 3 moves, against 60 for
// the core it replaced (a degree-5 seed polynomial on the mantissa, an
// exponent split with a division by 3, a copysign; 581 against CUDA's 1662
// Gcall/s on an H100); amdgcn gfx90a: 34 against 58.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5885 ulp at
// x = 0x1.93b8cep-115 (and at its scaled images, e.g. 0x1.93b8cep-19);
// correctly rounded on 96.24% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>

float __clb_cbrtf(float x) {
  float ax = __builtin_fabsf(x);
  int sub = ax < 0x1p-100f;
  float xs = x * (sub ? 0x1p48f : 1.0f);
  float a = __builtin_fabsf(xs);
  uint q = (uint)(((ulong)__builtin_astype(a, uint) * 0x55555556ul) >> 32);
  float t = __builtin_astype(0x548e4000u - q, float);
  float w = (a * t) * (t * t);
  float p = __builtin_fmaf(w, -0x1.ffa7bap-2f, 0x1.8f3ef8p0f);
  p = __builtin_fmaf(w, p, -0x1.fc399ap0f);
  p = __builtin_fmaf(w, p, 0x1.ec522ap0f);
  t = t * p;
  float v = t * t;
  float y = xs * v;
  float y2 = y * y;
  float e2 = __builtin_fmaf(y, y, -y2);
  float res = __builtin_fmaf(y2, y, -xs);
  res = __builtin_fmaf(e2, y, res);
  y = __builtin_fmaf(-res, v * 0x1.555556p-2f, y);
  y = y * (sub ? 0x1p-16f : 1.0f);
  return ax == __builtin_inff() ? x : y;
}
