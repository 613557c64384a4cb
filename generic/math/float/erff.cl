// erf(x) for float, on float arithmetic: lean, within 1 ulp (faithful).
//
// Two paths, both computed and one selected (no branch, no division, no
// table); coefficients from gen/fit/erf_lean.py (erf_q, erfc_l).
// |x| < 0.8125: x + x Q(x^2), Q of degree 6 (relative error 2^-30.1), on x
// itself (odd: the sign comes for free, erf(-0) = -0, NaN gives NaN). The
// last step is one fma, so a tiny or subnormal x (x^2 underflows, Q = q0 =
// 2/sqrt(pi) - 1 as a float) gives x (1 + q0) rounded once: no flush, no
// scaling.
// |x| >= 0.8125 (b = min(|x|, 3.92): erf rounds to 1 from 3.9192 on; +inf
// gives 1): erf = 1 - e^L, L = log erfc(b) = c0 + t P(t), t = b - M exact
// (M = 1.0810546875, b >= M/2), P of degree 5, fitted for the least
// erfc(b) |error| (2^-28.6; the absolute error it makes in erf), c0 a
// multiple of 2^-21 at no cost (log erfc(M) is within 2^-32 of one). L is
// never rounded: k = nearest(L log2(e)) from a rounded L by the 1.5 2^23
// shift (<clb/float_exp_lean.h>), then r = t P + (c0 - k L1) by two fmas,
// c0 - k L1 exact (L1 the float nearest ln2, see expf.cl; the rest of ln2,
// k 2^-29, left out); e^r = 1 + r Q(r) by exp_lean's __clb_fxl_exp_q; with
// sc = 2^k (bits, k in [-25, -2]) erf = (1 - sc) - (sc r) Q, one fma,
// 1 - sc exact for k >= -24 (sc r exact). The sign by one or of x's sign bit.
//
// Error (ulps of the result): the last rounding 0.5 on both paths. Small
// path, worst near x = 0.8125 (result 0.75, ulp 2^-24): P's last rounding
// (P ~ -0.31, times x^3) 0.13, x^2's rounding (times dQ/dz ~ -0.25, times
// x) 0.1, Q's rounding 0.03, the rest and the fit 0.03: under 0.8. Large
// path, worst at b = 0.8125 (erfc(b) = 0.25, the result >= 0.75, an error
// in L or r is that times 0.25 in erf): P's last rounding (|P| ~ 2.5 times
// |t| = 0.27) 0.13, r's rounding (2^-26) 0.06, Q's (its last rounding
// times |r| <= 0.35, its fit 2^-27.7) 0.06, the left-out k L2 0.03, L's fit
// 0.05: under 0.84, falling fast with erfc(b). Beyond b = 3.876 k is -25:
// 1 - sc = 1 - 2^-25 rounds to 1 (ties to even), and so does the result,
// where erf is within 0.71 ulp below 1.
//
// Operations: 35 (the small path 8: x^2 and 7 fma; the large one 24: min,
// t, 6 fma for L, the shift's fma and subtraction, 2 fma for r, exp_q's 5,
// 2 integer ops for sc, sc r, 1 - sc, the last fma; abs, compare, select
// and the sign's and/or). nvptx64: 45 PTX instructions counting the 3 of
// the call and 6 moves (22 fma), against 137 with a div.rn.f32 and a branch
// for the float-float core it replaced; amdgcn gfx900: 60 against 159.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7762 ulp at
// x = 0x1.9ca78ap-1 (the small path near its end, a result just above 3/4;
// the large path's max 0.7030 at 0x1.f03b64p+1, the k = -25 tail, and
// 0.6895 at 0x1.c43126p-1 below it); correctly rounded on 99.313% of
// inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_lean.h>

float __clb_erff(float x) {
  float a = __builtin_fabsf(x);
  // |x| < 0.8125: x + x Q(x^2)
  float z = x * x;
  float q = __builtin_fmaf(z, 0x1.4a7beep-14f, -0x1.a4e1aep-11f);
  q = __builtin_fmaf(z, q, 0x1.54323ap-8f);
  q = __builtin_fmaf(z, q, -0x1.b7ff94p-6f);
  q = __builtin_fmaf(z, q, 0x1.ce2d5cp-4f);
  q = __builtin_fmaf(z, q, -0x1.812740p-2f);
  q = __builtin_fmaf(z, q, 0x1.06eba8p-3f);
  float ys = __builtin_fmaf(x, q, x);
  // |x| >= 0.8125: 1 - e^L, L = log erfc(b) = c0 + t P(t), t = b - 1.0810546875
  float t = __builtin_fminf(a, 3.92f) - 0x1.14c000p+0f;
  float p = __builtin_fmaf(t, 0x1.b330eap-13f, -0x1.d9f43ap-10f);
  p = __builtin_fmaf(t, p, 0x1.2efbc6p-7f);
  p = __builtin_fmaf(t, p, -0x1.3ae9c6p-5f);
  p = __builtin_fmaf(t, p, -0x1.b4a5cap-1f);
  p = __builtin_fmaf(t, p, -0x1.63626cp1f);
  float tk = __builtin_fmaf(__builtin_fmaf(t, p, -0x1.08d730p1f), 0x1.715476p+0f, CLB_FXL_SHIFT);
  float kf = tk - CLB_FXL_SHIFT;
  float r = __builtin_fmaf(t, p, __builtin_fmaf(kf, -0x1.62e430p-1f, -0x1.08d730p1f));
  float e = __clb_fxl_exp_q(r);
  float sc = __builtin_astype((__builtin_astype(tk, int) << 23) + 0x3f800000, float);
  float yl = __builtin_fmaf(-(sc * r), e, 1.0f - sc);
  yl = __builtin_astype(__builtin_astype(yl, uint) | (__builtin_astype(x, uint) & 0x80000000u), float);
  return a >= 0.8125f ? yl : ys;
}
