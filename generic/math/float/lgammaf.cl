// lgamma(x) and lgamma_r(x) for float, on float arithmetic (lgamma is
// lgamma_r without the sign, bit for bit).
//
// Pieces (<clb/float_gamma.h>, each a float-float pair):
//  P(t) = lgamma(2 + t), |t| <= 1/2: c1 t + c2 t^2 + c3 t^3 + t^4 R(t),
//     c1, c2 pairs, the first three terms as exact-ish pairs (about 2^-31
//     relative, and P has its zero at t = 0 built in).
//  W(z) = lgamma(z), z >= 2.5: Stirling, z (log z - 1) - (log z)/2 +
//     log(2 pi)/2 + S(1/z) with log z a pair (2^-36): about 2^-30 of the
//     value's size; nothing overflows before the result.
//  log of a pair (<clb/float_special.h>, 2^-36 relative).
// x >= 2.5:          W(x); +inf from 0x1.895f1cp+121 on.
// 1.5 <= x < 2.5:    P(x - 2).
// 0.5 <= x < 1.5:    P(x - 1) - log x (the zero at 1: P's and log's both
//                    relative, the difference loses about a bit).
// -0.5 <= x < 0.5:   P(x) - log(|x| (1 + x)), |x| (1 + x) as a pair.
// -10.5 <= x < -0.5: the recurrence, lgamma(x) = P(t) - log|x (x + 1) ...
//                    (x + K)|, t = x + K - 1 in [-1/2, 1/2] exact, the
//                    factors exact (x + 2 a pair for x in (-1, -1/2)), their
//                    product a pair (2^-44): within about 2^-33 absolute.
//                    Near the zeros in (-5, -2) (where |lgamma| < 2^-8 or
//                    so, 2^-7 by -2.457) that absolute error is too large:
//                    there a local expansion around the zero, c0 + c1 u +
//                    u^2 (c2 + c3 u + c4 u^2), u = x - (zh + zl) exact as a
//                    pair, c1 a pair (a 6-row table, gen/fit/lgamma_float.py
//                    zeros). The zeros further down sit so close to the
//                    integers that no float comes near enough to matter
//                    (the sweep checks every one).
// x < -10.5:         reflection, lgamma(x) = -log(z |r| s(r)) - W(z),
//                    z = -x = n + r (r exact), s(r) = sin(pi r)/(pi r) as a
//                    pair (tgammaf.cl's sinc): |lgamma| > 13 there.
// Sign: that of Gamma(x), -1 where floor(x) is odd and x < 0; 0 for +-0, the
// negative integers, -inf and NaN (the spec's rule, and generic/math/lgamma.cl's),
// +1 for +inf. lgamma: +inf at +-0, the negative integers and +-inf; NaN ->
// NaN.
//
// Operations: x in [-1/2, 2.5) about 90 (P 35, the log pair 45); x >= 2.5
// about 75; x in [-10.5, -1/2) about 150 (a branch: 12 pair products, the
// log, P; the zeros' table another 15); x < -10.5 about 150.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7578 ulp at x = -0x1.3b2a4p+1; correctly rounded on 99.995% of inputs (all but 212040).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_gamma.h>

// Near lgamma's zeros in (-5, -2): {zh, zl, d, c0, c1h, c1l, c2, c3, c4},
// lgamma(zh + zl + u) = c0 + c1 u + u^2 (c2 + c3 u + c4 u^2) for |u| <= d
// (gen/fit/lgamma_float.py zeros).
__constant float CLB_LGAMMAF_ZEROS[6][9] = {
  {-0x1.3a7fcap+1f, 0x1.3fe0f2p-24f, 0x1.51d1bap-8f, -0x1.7be578p-49f, 0x1.83fe96p+0f, 0x1.abd4c4p-26f, 0x1.36eebcp+2f, 0x1.694a60p+0f, 0x1.1718d8p+3f},
  {-0x1.5fb410p+1f, -0x1.437b20p-24f, 0x1.0b7424p-9f, -0x1.8624c6p-51f, -0x1.ea12dap+0f, -0x1.20962ep-25f, 0x1.3267f4p+3f, -0x1.4185acp+4f, 0x1.f504acp+5f},
  {-0x1.9260dcp+1f, 0x1.b0d328p-26f, 0x1.072ce2p-11f, -0x1.fab46ep-50f, 0x1.f20a66p+2f, -0x1.a0a770p-27f, 0x1.9d4d2ap+4f, 0x1.c11372p+6f, 0x1.267204p+9f},
  {-0x1.fa4716p+1f, 0x1.707a04p-24f, 0x1.8b4530p-13f, -0x1.a23bd0p-45f, -0x1.4b99dap+4f, 0x1.32755ep-21f, 0x1.f76deap+7f, -0x1.d2535ap+11f, 0x1.e8f82ap+15f},
  {-0x1.0284e8p+2f, 0x1.e99aa0p-24f, 0x1.31c7bep-13f, 0x1.469a8ep-46f, 0x1.aca5d0p+4f, -0x1.6dbd28p-21f, 0x1.44415cp+8f, 0x1.559b12p+12f, 0x1.96d18ep+16f},
  {-0x1.3f7578p+2f, 0x1.644540p-24f, 0x1.192f1cp-15f, 0x1.718470p-42f, -0x1.d224a4p+6f, 0x1.06110cp-22f, 0x1.b533c6p+12f, -0x1.0d3f80p+19f, 0x1.752a70p+25f},
};

float __clb_lgamma_rf(float x, private int *sign) {
  float ax = __builtin_fabsf(x);
  float y, yl;
  if (x > -0.5f) {
    if (x < 2.5f) {
      float t = x < 0.5f ? x : x < 1.5f ? x - 1.0f : x - 2.0f;
      float pl;
      float p = __clb_fg_lgamma2(t, &pl);
      // log of |x| (1 + x) (|x| < 1/2) or of x (x < 3/2).
      float ql;
      float q = __clb_ff_two_prod(ax, x, &ql);
      float al;
      float a = __clb_ff_two_sum(ax, q, &al);
      a = __clb_ff_fast_two_sum(a, al + ql, &al);
      int small = x < 0.5f;
      a = small ? a : x;
      al = small ? al : 0.0f;
      float ll;
      float l = __clb_fs_log_pair(a, al, 0, &ll);
      int nolog = x >= 1.5f;
      l = nolog ? 0.0f : l;
      ll = nolog ? 0.0f : ll;
      float e;
      y = __clb_ff_two_sum(p, -l, &e);
      yl = (e + pl) - ll;
    } else {
      y = __clb_fg_lgamma_w(__builtin_fminf(x, 0x1p125f), &yl);
      // lgamma(x) > FLT_MAX + ulp/2 from 0x1.895f1cp+121 on.
      int ovf = x >= 0x1.895f1cp+121f;
      y = ovf ? __builtin_inff() : y;
      yl = ovf ? 0.0f : yl;
    }
  } else if (x >= -10.5f) {
    // lgamma(x) = lgamma(t + 2) - log|x (x + 1) ... (x + K)|, t = x + K - 1
    // in [-1/2, 1/2]: every factor exact, their product as a pair.
    float kf = __builtin_rintf(1.0f - x);
    float t = x + (kf - 1.0f);
    float ph = x, pl = 0.0f;
#pragma unroll
    for (int k = 1; k <= 12; ++k) {
      // x + k is exact but for x + 2 with x in (-1, -1/2) (above 1).
      float fe = 0.0f;
      float f = k == 2 ? __clb_ff_two_sum(x, 2.0f, &fe) : x + (float)k;
      int use = (float)k <= kf;
      f = use ? f : 1.0f;
      fe = use ? fe : 0.0f;
      ph = __clb_fs_mul_pair(ph, pl, f, fe, &pl);
    }
    ph = __clb_ff_fast_two_sum(ph, pl, &pl);
    float ll;
    float l = __clb_fs_log_pair(__builtin_fabsf(ph), ph < 0.0f ? -pl : pl, 0, &ll);
    float bl;
    float b = __clb_fg_lgamma2(t, &bl);
    float e;
    y = __clb_ff_two_sum(b, -l, &e);
    yl = (e + bl) - ll;
    if (x < -2.0f && x > -5.0f) {
      float nf = __builtin_floorf(-x);
      int k = 2 * ((int)nf - 2) + (x < -nf - 0.5f);
      __constant const float *c = CLB_LGAMMAF_ZEROS[k];
      float u0 = x - c[0];  // exact (|u0| <= d is far below x)
      if (__builtin_fabsf(u0) <= c[2]) {
        float ul;
        float u = __clb_ff_two_sum(u0, -c[1], &ul);
        float vl;
        float v = __clb_ff_two_prod(u, c[4], &vl);
        vl = __builtin_fmaf(u, c[5], __builtin_fmaf(ul, c[4], vl));
        float q = __builtin_fmaf(u, __builtin_fmaf(u, c[8], c[7]), c[6]);
        y = v;
        yl = __builtin_fmaf(u * u, q, vl + c[3]);
      }
    }
  } else {
    float z = ax;
    float n = __builtin_rintf(z);
    float r = z - n;
    float zc = __builtin_fminf(z, 0x1p24f);
    float sl;
    float s = __clb_fg_sinc(r, &sl);
    float ml;
    float m = __clb_fs_mul_pair(__builtin_fabsf(r), 0.0f, s, sl, &ml);
    float zm = zc < 1.5f ? 1.0f : zc;
    m = __clb_fs_mul_pair(m, ml, zm, 0.0f, &ml);
    m = __clb_ff_fast_two_sum(m, ml, &ml);
    float ll;
    float l = __clb_fs_log_pair(m, ml, 0, &ll);
    float bl;
    float b;
    if (zc < 2.5f) {
      b = __clb_fg_lgamma2(zc < 1.5f ? zc - 1.0f : zc - 2.0f, &bl);
    } else {
      b = __clb_fg_lgamma_w(zc, &bl);
    }
    float e;
    y = __clb_ff_two_sum(-l, -b, &e);
    yl = e - (ll + bl);
    y = r == 0.0f ? __builtin_inff() : y;
    yl = r == 0.0f ? 0.0f : yl;
  }
  float res = y + yl;
  float fl = __builtin_floorf(x);
  int sg = x < 0.0f && ((int)__builtin_fmaxf(fl, -0x1p30f) & 1) ? -1 : 1;
  int pole = x == 0.0f || (x < 0.0f && x == fl);
  res = pole ? __builtin_inff() : res;
  sg = pole || x != x ? 0 : sg;
  *sign = sg;
  return x != x ? x + x : res;
}

float __clb_lgammaf(float x) {
  int s;
  return __clb_lgamma_rf(x, &s);
}
