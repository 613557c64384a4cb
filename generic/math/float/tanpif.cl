// tanpi(x) = tan(pi x) for float, on float arithmetic.
//
// |x| = k/2 + r, k = nearest(2|x|), r in [-1/4, 1/4] exactly (no rounding:
// <clb/float_trig.h>, __clb_trig_reduce_pi); pi r as a float pair (pi in
// two floats, relative error 2^-48); tan(pi |x|) = tan(pi r) for even k,
// -1/tan(pi r) for odd k, by tan's kernel (same header: T below 2^-29,
// the small parts' roundings about 0.2 ulp, the last step 0.5 ulp); the
// sign of x applied last (tanpi is odd). r = 0 is the spec's list: for
// even k a zero, for odd k an infinity, negative where k = 2 or 3 mod 4
// (tanpi(n) = copysign(0, n) for even n and copysign(0, -n) for odd n,
// tanpi(n + 0.5) = +inf for even n and -inf for odd n); infinities and NaN
// give NaN. Below 2^-90, |x| is scaled by 2^64 and the result back, so
// that pi x's low part is not subnormal.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7500 ulp at x = 0x1.28a0cp-128;
// correctly rounded on 99.817% of inputs (all but 7870066).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_tanpif(float x) {
  float a = __builtin_fabsf(x), rl, r, sc;
  int k;
  float rh = __clb_trig_reduce_pi_old(a, &rl, &k, &r, &sc);
  float y = __clb_trig_tan_kernel(rh, rl, k & 1) * sc;  // tiny |x| scaled back
  float y0 = __builtin_astype(((k & 1) ? 0x7f800000u : 0u) | ((uint)(k & 2) << 30), float);
  y = r == 0.0f ? y0 : y;
  y = __builtin_astype(__builtin_astype(y, uint) ^ (__builtin_astype(x, uint) & 0x80000000u), float);
  return a <= 0x1.fffffep127f ? y : x - x;
}
