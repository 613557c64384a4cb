// asinh(x) for float, on float arithmetic.
//
// a = |x|, the sign put back at the end (asinh(-0) = -0, +-inf -> +-inf).
// a < 2^-6: a + a^3 P(a^2), P of degree 1 (relative error 2^-41.5,
// gen/fit/special_float.py asinh); the a^3 term is below 2^-13 a.
// 2^-6 <= a < 2^14: log(a + sqrt(a^2 + 1)) with every step a float-float
// pair: a^2 + 1 (an exact product, a two-sum), its square root
// (<clb/float_special.h>'s __clb_fs_sqrt_pair, 2^-45), the sum with a
// (exact), and the logarithm of the pair (__clb_fs_log_pair on
// <clb/float_exp_log.h>, 2^-36 relative): the pair's absolute error, about
// 2^-44 of a + sqrt(a^2 + 1), is 2^-37 of the result at a = 2^-6. Rounded
// once: 0.5 ulp + 2^-10 ulp.
// a >= 2^14: log(2a) (the same logarithm, of a times 2^1); the term left
// out, 1/(4 a^2) < 2^-30, is 2^-33 of the result (at least 10.4).
// Both computed and one selected; inf and NaN follow from the log path.
//
// Operations: about 75 (the logarithm about 45, the square root 22, the
// rest 8; the polynomial 5).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5010 ulp at x = 0x1.014e4ap+14;
// correctly rounded on 99.9997% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_special.h>

float __clb_asinhf(float x) {
  float a = __builtin_fabsf(x);
  int big = a >= 0x1p14f;
  float am = big ? 1.0f : a;  // keeps the unused path finite
  float pl, sl;
  float ph = __clb_ff_two_prod(am, am, &pl);
  float sh = __clb_ff_two_sum(ph, 1.0f, &sl);
  sl = sl + pl;
  float rl;
  float r = __clb_fs_sqrt_pair(sh, sl, &rl);
  float wl;
  float w = __clb_ff_fast_two_sum(r, am, &wl);
  wl = wl + rl;
  w = __clb_ff_fast_two_sum(w, wl, &wl);
  float lo;
  float hi = __clb_fs_log_pair(big ? a : w, big ? 0.0f : wl, big, &lo);
  float y = hi + lo;
  float z = a * a;
  float ys = __builtin_fmaf(a * z, __builtin_fmaf(z, 0x1.33428ep-4f, -0x1.555556p-3f), a);
  y = a < 0x1p-6f ? ys : y;
  y = a == __builtin_inff() ? a : y;
  return x != x ? x + x : __builtin_copysignf(y, x);
}
