// 2/pi's first 1248 bits after the binary point, in 26-bit chunks, for the
// exact reduction of huge trigonometric arguments (<clb/trig.h>). Printed by
// gen/fit/trig_constants.py.
#include <clb/trig.h>

constant uint __clb_two_over_pi[48] = {
    0x28be60d, 0x2e4e441, 0x14a7f09, 0x357d1f5, 0x0d37703, 0x1b62959,
    0x24f10e4, 0x041fe51, 0x18eaf7a, 0x3bc561b, 0x1c91b8e, 0x2424dd2,
    0x3801924, 0x2eea09d, 0x064873f, 0x21deb1c, 0x2c4a69c, 0x3ee8823,
    0x17d4bae, 0x34484e9, 0x271c09a, 0x345f7e4, 0x04e6475, 0x2398353,
    0x0e7d272, 0x045f8bb, 0x37e4a0e, 0x31ff897, 0x3ff7816, 0x180fef2,
    0x3c462d6, 0x20a6d1f, 0x1b4d9fb, 0x0f27cb0, 0x26dd3d1, 0x23f669e,
    0x17fa8b5, 0x3527bac, 0x1faf97c, 0x17b3d07, 0x0e7de29, 0x1292ea6,
    0x2fed7ec, 0x11f8d5d, 0x021580c, 0x3046fc7, 0x2daeafc, 0x0cfbc20,
};

#if CLB_HAS_FP64
// |x| = M 2^e (M a 53-bit integer, |x| >= 2^22). The chunks whose product
// with M is a multiple of 4 (bits of 2/pi above 2^(2-e)) cannot change the
// quadrant and are skipped; the next ten chunks times M, formed exactly in
// 26-bit limbs, give the quadrant and 156 bits of the fraction, enough for
// the closest a double comes to a multiple of pi/2 (about 2^-61 of it).
int __clb_trig_reduce_huge(double x, private double *r_hi, private double *r_lo) {
  ulong bits = as_ulong(x) & 0x7fffffffffffffffUL;
  int e = (int)(bits >> 52) - 1075;
  ulong m = (bits & 0x000fffffffffffffUL) | 0x0010000000000000UL;
  ulong m0 = m & 0x3ffffff, m1 = m >> 26;
  int j0 = e >= 28 ? (e - 28) / 26 + 1 : 0;
  // limb t (26 bits, least first) of M times chunks j0 .. j0+9, the last
  // chunk being limb 0.
  uint limb[12];
  ulong acc = 0;
  for (int t = 0; t < 12; ++t) {
    if (t < 10)
      acc += m0 * __clb_two_over_pi[j0 + 9 - t];
    if (t >= 1 && t <= 10)
      acc += m1 * __clb_two_over_pi[j0 + 10 - t];
    limb[t] = (uint)(acc & 0x3ffffff);
    acc >>= 26;
  }
  // The product is x times those bits of 2/pi scaled by 2^(e - 26 (j0 + 10)):
  // its binary point sits b bits up from limb 0's least bit.
  int b = 26 * (j0 + 10) - e;
#define CLB_BITS_AT(p) /* the 26 bits from bit p up (p >= 0) */                \
  ((((ulong)limb[(p) / 26] >> ((p) % 26)) |                                    \
    (((p) / 26 + 1 < 12 ? (ulong)limb[(p) / 26 + 1] : 0) << (26 - (p) % 26))) & \
   0x3ffffff)
  int q = (int)(CLB_BITS_AT(b) & 3);
  // The fraction's 156 bits as three exact doubles of 52: f, g1, g2.
  double part[3];
  double scale = 1.0;
  for (int i = 0; i < 3; ++i) {
    ulong hi = CLB_BITS_AT(b - 52 * i - 26), lo = CLB_BITS_AT(b - 52 * i - 52);
    scale *= 0x1p-52;
    part[i] = (double)((hi << 26) | lo) * scale;
  }
#undef CLB_BITS_AT
  // To the nearest quadrant, so r is within a quarter turn's half (exact).
  if (part[0] >= 0.5) {
    part[0] -= 1.0;
    q += 1;
  }
  // Their sum as a double-double, by exact two-sums (the parts may cancel).
  double a = part[0] + part[1];
  double bb = a - part[0];
  double a_lo = (part[0] - (a - bb)) + (part[1] - bb);
  double s = a + part[2];
  double cc = s - a;
  double s_lo = a_lo + ((a - (s - cc)) + (part[2] - cc));
  double t = s + s_lo;
  s_lo -= t - s;
  double hi = t * CLB_PIO2_HI;
  *r_hi = hi;
  *r_lo = __clb_fma_f64(t, CLB_PIO2_HI, -hi) + (t * CLB_PIO2_LO + s_lo * CLB_PIO2_HI);
  return q & 3;
}
#endif
