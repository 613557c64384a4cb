// tgamma(x) for float, on float arithmetic.
//
// Three pieces, each a float-float pair (gen/fit/special_float.py tgamma):
//  Q(t) = Gamma(1 + t) for t in [-2^-10, 1]: c0 + u P(u), u = t - 1/2
//     (exact for t >= 1/4; below, u's rounding error ul is put back as
//     ul Q'(t), Q' from its quadratic Taylor polynomial at 0, within 2^-5
//     of it), c0 a float pair, P of degree 10 (relative error 2^-29.8);
//     its u^2 term (up to 0.11) as an exact pair, the rest (up to 0.03)
//     rounded at its size.
//  W(z) = log Gamma(z) for z >= 2 (Stirling): (z - 1/2) log z - z +
//     log(2 pi)/2 + S(1/z), log z as a pair (<clb/float_exp_log.h>,
//     2^-36), the product by the exact z - 1/2 as a pair, the sums by
//     two-sums, S of degree 7 (absolute error 2^-34.7): W within about
//     2^-29 absolute for z <= 45, which is Gamma's relative error.
//  sin(pi r)/(pi r) for |r| <= 1/2 (<clb/float_gamma.h>'s __clb_fg_sinc): 1 - (pi^2/6) r^2 + r^4 B(r^2), r^2 and
//     its product by the pair -pi^2/6 exact as pairs, B of degree 4
//     (absolute error 2^-31.3, a term below 0.06).
// x >= 2:        e^W(x) (<clb/float_exp_log.h>'s __clb_exp_ff, one rounding,
//                within 0.52 ulp of e^W; x clamped to 36: Gamma overflows
//                from 35.0401 on).
// 1 <= x < 2:    Q(x - 1), one rounding.
// -2^-10 < x < 1: Q(x)/x, the quotient corrected by its exact residual
//                (one rounding; x subnormal or tiny: +-inf or 1/x nearly).
// x = -z <= -2^-10 (reflection, Gamma(-z) = -pi/(z sin(pi z) Gamma(z))):
//                z = n + r (n = nearest integer, r exact), so
//                Gamma(-z) = -(-1)^n / (r s(r) z Gamma(z)), s = sin(pi r)/(pi r),
//                with z Gamma(z) = Q(z) (z < 1), z Q(z - 1) (z < 2), or
//                z e^W(z) (z >= 2: e^-W as a pair times 2^k,
//                __clb_fs_exp_pair). The quotient of the pairs corrected by
//                its residual, rounded once, scaled by 2^k in two steps (a
//                subnormal result, z > 38.1, rounded once more there).
//                z > 45: +-0 (Gamma's sign).
// tgamma(+-0) = +-inf, negative integers and -inf -> NaN, +inf -> +inf,
// NaN -> NaN.
//
// Operations: x >= 2 about 85 (log pair 45, W 20, exp 20); 0 < x < 2 about
// 25; x < 0 about 150 (a branch: the reflection's pieces).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7540 ulp at
// x = -0x1.116122p+5 (a subnormal result); correctly rounded on 99.83% of
// inputs (all but 7295345).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_gamma.h>

// Gamma(1 + t) = hi + *lo, t in [-2^-10, 1].
static inline float __clb_tgamma_q(float t, private float *lo) {
  float ul;
  float u = __clb_ff_two_sum(t, -0.5f, &ul);
  // Q = c0 + c1 u + c2 u^2 + u^3 R(u): c2 u^2 (up to 0.11) as an exact
  // pair, the rest (up to 0.03) rounded at its size.
  float r = __builtin_fmaf(u, -0x1.7f29fcp-7f, 0x1.0b0d8ap-6f);
  r = __builtin_fmaf(u, r, -0x1.015162p-6f);
  r = __builtin_fmaf(u, r, 0x1.8fee3ep-6f);
  r = __builtin_fmaf(u, r, -0x1.3983d6p-5f);
  r = __builtin_fmaf(u, r, 0x1.e1b05cp-5f);
  r = __builtin_fmaf(u, r, -0x1.3d7064p-4f);
  r = __builtin_fmaf(u, r, 0x1.2835f0p-3f);
  r = __builtin_fmaf(u, r, -0x1.b77baep-4f);
  float uul;
  float uu = __clb_ff_two_prod(u, u, &uul);
  float al;
  float a = __clb_ff_two_prod(uu, 0x1.a8c4ecp-2f, &al);
  al = __builtin_fmaf(uul, 0x1.a8c4ecp-2f, al);
  float rest = __builtin_fmaf(uu * u, r, __builtin_fmaf(u, 0x1.08ea8ep-5f, -0x1.d7f3d8p-26f));
  // Q'(t) ~ -gamma + 1.9781 t - 2.7224 t^2 (only where ul != 0: t < 1/4).
  float dq = __builtin_fmaf(t, __builtin_fmaf(t, -0x1.5c78d2p+1f, 0x1.fa658cp+0f), -0x1.2788d0p-1f);
  float e;
  float h = __clb_ff_fast_two_sum(0x1.c5bf8ap-1f, a, &e);
  *lo = __builtin_fmaf(ul, dq, (e + al) + rest);
  return h;
}

// log Gamma(z) = hi + *lo for z in [2, 45].
static inline float __clb_tgamma_w(float z, private float *lo) {
  float ll;
  float l = __clb_log_ff(z, &ll);
  float zm = z - 0.5f;
  float pl;
  float ph = __clb_ff_two_prod(zm, l, &pl);
  pl = __builtin_fmaf(zm, ll, pl);
  float t = 1.0f / z;
  float s = __builtin_fmaf(t, 0x1.2f4754p-14f, -0x1.1586f8p-11f);
  s = __builtin_fmaf(t, s, 0x1.03a18ap-10f);
  s = __builtin_fmaf(t, s, -0x1.4a44eep-15f);
  s = __builtin_fmaf(t, s, -0x1.6b8c9cp-9f);
  s = __builtin_fmaf(t, s, -0x1.9cf814p-23f);
  s = __builtin_fmaf(t, s, 0x1.555556p-4f);
  s = s * t;
  float e1, e2, e3;
  float w = __clb_ff_two_sum(ph, -z, &e1);
  w = __clb_ff_two_sum(w, 0x1.d67f1cp-1f, &e2);
  w = __clb_ff_two_sum(w, s, &e3);
  float wl = pl + (e1 + e2 + e3 + 0x1.0c97d6p-26f);
  w = __clb_ff_two_sum(w, wl, lo);
  return w;
}

float __clb_tgammaf(float x) {
  float y;
  if (x > -0x1p-10f) {
    float ql;
    float q = __clb_tgamma_q(x < 1.0f ? x : x - 1.0f, &ql);
    // 0 < x < 1 (and the tiny negative x): Q(x)/x.
    float rcp = 1.0f / x;
    float q0 = q * rcp;
    float res = __builtin_fmaf(-q0, x, q) + ql;
    float ys = __builtin_fmaf(res, rcp, q0);
    ys = __builtin_fabsf(q0) == __builtin_inff() ? q0 : ys;  // 1/x overflowed
    float wl;
    float w = __clb_tgamma_w(__builtin_fminf(__builtin_fmaxf(x, 2.0f), 36.0f), &wl);
    float yb = __clb_exp_ff(w, wl);
    y = x < 1.0f ? ys : x < 2.0f ? q + ql : yb;
    y = x == 0.0f ? 1.0f / x : y;
  } else {
    float z = -x;
    float n = __builtin_rintf(z);
    float r = z - n;
    float zc = __builtin_fminf(z, 45.0f);
    // M = r s(r) A, A = z Gamma(z) or z; N = 1 or e^-W(z) 2^k.
    float sl;
    float s = __clb_fg_sinc(r, &sl);
    float ml;
    float m = __clb_fs_mul_pair(r, 0.0f, s, sl, &ml);
    float al;
    float a = __clb_tgamma_q(zc < 1.0f ? zc : __builtin_fminf(zc - 1.0f, 1.0f), &al);
    float bl;
    float b = __clb_fs_mul_pair(zc, 0.0f, a, al, &bl);
    a = zc < 1.0f ? a : zc < 2.0f ? b : zc;
    al = zc < 1.0f ? al : zc < 2.0f ? bl : 0.0f;
    m = __clb_fs_mul_pair(m, ml, a, al, &ml);
    m = __clb_ff_fast_two_sum(m, ml, &ml);  // the quotient needs |ml| <= ulp(m)
    float wl;
    float w = __clb_tgamma_w(__builtin_fmaxf(zc, 2.0f), &wl);
    int k;
    float nl;
    float nh = __clb_fs_exp_pair(-w, -wl, &nl, &k);
    int big = zc >= 2.0f;
    nh = big ? nh : 1.0f;
    nl = big ? nl : 0.0f;
    k = big ? k : 0;
    float rcp = 1.0f / m;
    float q0 = nh * rcp;
    float res = __builtin_fmaf(-q0, m, nh) + __builtin_fmaf(-q0, ml, nl);
    float q = __builtin_fmaf(res, rcp, q0);
    // -(-1)^n; n clamped where every float is an even integer (z >= 2^23
    // is a pole, r = 0, anyway), so the conversion cannot overflow.
    float sg = ((int)__builtin_fminf(n, 0x1p24f) & 1) ? 1.0f : -1.0f;
    y = __clb_fs_scale(sg * q, k);
    y = z > 45.0f ? sg * __builtin_copysignf(0.0f, r) : y;
    y = r == 0.0f || z == __builtin_inff() ? __builtin_nanf("") : y;
  }
  return x != x ? x + x : y;
}
