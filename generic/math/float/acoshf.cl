// acosh(x) for float, on float arithmetic.
//
// 1 <= x < 2^14: log(x + sqrt(x^2 - 1)) with every step a float-float pair:
// x^2 - 1 (an exact product, a fast two-sum: exact near x = 1, where it is
// small), its square root (<clb/float_special.h>'s __clb_fs_sqrt_pair,
// 2^-45), the sum with x (exact), the logarithm of the pair
// (__clb_fs_log_pair on <clb/float_exp_log.h>, 2^-36 relative, and far
// better than that near 1, where it is 2s(1 + V) with s small): near
// x = 1 the result is about sqrt(2 (x - 1)), which the square root's pair
// carries to 2^-45 of itself. Rounded once: 0.5 ulp + 2^-10 ulp.
// x >= 2^14: log(2x) (the logarithm of x times 2^1); the term left out,
// 1/(4 x^2) < 2^-30, is 2^-33 of the result (at least 10.4).
// acosh(1) = +0, x < 1 -> NaN, +inf -> +inf, NaN -> NaN.
//
// Operations: about 70 (the logarithm about 45, the square root 22, the
// rest 8).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5010 ulp at x = 0x1.005ec2p+14;
// correctly rounded on 99.9999% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_special.h>

float __clb_acoshf(float x) {
  int big = x >= 0x1p14f;
  float xm = big || !(x > 1.0f) ? 2.0f : x;  // keeps the unused path finite
  float pl, sl;
  float ph = __clb_ff_two_prod(xm, xm, &pl);
  float sh = __clb_ff_fast_two_sum(ph, -1.0f, &sl);
  sh = __clb_ff_fast_two_sum(sh, sl + pl, &sl);
  float rl;
  float r = __clb_fs_sqrt_pair(sh, sl, &rl);
  float wl;
  float w = __clb_ff_fast_two_sum(xm, r, &wl);
  wl = wl + rl;
  w = __clb_ff_fast_two_sum(w, wl, &wl);
  float lo;
  float hi = __clb_fs_log_pair(big ? x : w, big ? 0.0f : wl, big, &lo);
  float y = hi + lo;
  y = x == 1.0f ? 0.0f : y;
  y = x == __builtin_inff() ? x : y;
  return x < 1.0f ? __builtin_nanf("") : x != x ? x + x : y;
}
