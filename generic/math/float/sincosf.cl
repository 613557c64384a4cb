// sin(x) and cos(x) for float from one reduction, on float arithmetic:
// the same reduction and kernels as __clb_sinf and __clb_cosf
// (<clb/float_trig.h>), in the same operations, so that both results are
// those functions' bit for bit (checked on all 2^32 inputs). Short path:
// 48 nvptx64 instructions (PTX, sm_80).
//
// Measured: sinf.cl and cosf.cl (max 0.7564 and 0.7648 ulp).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_sincosf(float x, private float *cp) {
  float nrl, c;
  int q;
  float rh = __clb_trig_reduce(x, &nrl, &q);
  float s = __clb_trig_sin_cos(rh, nrl, &c);
  *cp = __clb_trig_flip((q & 1) ? s : c, q + 1);
  return __clb_trig_flip((q & 1) ? c : s, q);
}
