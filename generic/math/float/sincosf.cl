// sin(x) and cos(x) for float from one reduction, on float arithmetic:
// the same reduction and kernels as __clb_sinf and __clb_cosf
// (<clb/float_trig.h>), in the same operations, so that both results are
// those functions' bit for bit.
//
// MEASURED
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_sincosf(float x, private float *c) {
  float rl, a = __builtin_fabsf(x);
  int q;
  float rh = __clb_trig_reduce(a, &rl, &q);
  float s0 = __clb_trig_sin_kernel(rh, rl), c0 = __clb_trig_cos_kernel(rh, rl);
  float s = (q & 1) ? c0 : s0;
  float co = (q & 1) ? s0 : c0;
  uint ssign = ((uint)(q & 2) << 30) ^ (__builtin_astype(x, uint) & 0x80000000u);
  uint csign = (uint)((q + 1) & 2) << 30;
  s = __builtin_astype(__builtin_astype(s, uint) ^ ssign, float);
  co = __builtin_astype(__builtin_astype(co, uint) ^ csign, float);
  int finite = a <= 0x1.fffffep127f;
  *c = finite ? co : x - x;
  return finite ? s : x - x;
}
