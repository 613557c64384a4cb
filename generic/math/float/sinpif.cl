// sinpi(x) = sin(pi x) for float, on float arithmetic.
//
// |x| = k/2 + r, k = nearest(2|x|), r in [-1/4, 1/4] exactly (no rounding:
// <clb/float_trig.h>, __clb_trig_reduce_pi); pi r as a float pair (pi in
// two floats, relative error 2^-48); sin(pi |x|) = +-sin(pi r) or
// +-cos(pi r) by k mod 4, with the kernels of sin and cos (same header:
// polynomials below 2^-32, their small parts' roundings below 0.1 ulp, the
// last addition 0.5 ulp). An exact zero (|x| an integer, all |x| >= 2^23)
// is made +0 and takes the sign of x, as the spec's sinpi(+-n) = +-0;
// sinpi(-0) = -0; infinities and NaN give NaN. Below 2^-90, |x| is scaled
// by 2^64 and the result back, so that pi x's low part is not subnormal.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.750 ulp at
// x = 0x1.28a0cp-128 (a subnormal result, rounded twice by the scaling);
// correctly rounded on 99.88% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_sinpif(float x) {
  float a = __builtin_fabsf(x), rl, r, sc;
  int k;
  float rh = __clb_trig_reduce_pi_old(a, &rl, &k, &r, &sc);
  float y = (k & 1) ? __clb_trig_cos_kernel(rh, rl) : __clb_trig_sin_kernel(rh, rl);
  y = (k & 2) ? -y : y;
  y = (y + 0.0f) * sc;  // -0 (k = 2 mod 4, r = 0) to +0; tiny |x| scaled back
  y = __builtin_astype(__builtin_astype(y, uint) ^ (__builtin_astype(x, uint) & 0x80000000u), float);
  return a <= 0x1.fffffep127f ? y : x - x;
}
