// __clb_pack_binary: the core of every conversion to a floating type. The
// caller has split its value exactly into (-1)^neg * m * 2^e (an integer is
// m = |x|, e = 0; a wider float is its significand and exponent); this rounds
// it once, in the requested mode, to a binary format of `width` bits with `p`
// significand bits (half 11/16, float 24/32, double 53/64).
//
// With E the exponent of m's top bit (value in [2^E, 2^(E+1))), the result's
// last kept bit weighs 2^q, q = max(E, emin) - (p - 1): below emin the format
// runs out of exponent and keeps fewer bits (gradual underflow). The bits of m
// below 2^q are cut off, aligned to the top of a 64-bit word so that
// "more than half", "exactly half" and "nonzero" are plain comparisons with
// 2^63: guard bit on top, round and sticky bits below it.
//
// Packing kept (which carries the implicit bit) onto the exponent field minus
// one lets a rounding carry out of the significand bump the exponent, and turns
// a subnormal that rounds up to 2^emin into the smallest normal, for free.
// A result at or past the infinity pattern overflowed: it is infinity when the
// mode rounds away from zero on that side, else the largest finite value.
#include <clb/convert.h>

ulong __clb_pack_binary(int neg, ulong m, int e, int mode, int p, int width) {
  const ulong sign = (ulong)neg << (width - 1);
  if (m == 0)
    return sign;
  const int expbits = width - p;
  const int bias = (1 << (expbits - 1)) - 1;
  const int emin = 1 - bias;
  const int top = 63 - __builtin_clzl(m) + e;  // E
  const int q = (top > emin ? top : emin) - (p - 1);
  const int shift = q - e;  // low bits of m to drop

  ulong kept, cut;  // cut: the dropped bits, top-aligned
  if (shift <= 0) {
    kept = m << -shift;  // exact: fits in p bits by the choice of q
    cut = 0;
  } else if (shift < 64) {
    kept = m >> shift;
    cut = m << (64 - shift);
  } else {
    kept = 0;
    // shift == 64: m itself is the top-aligned fraction. Farther down, m lies
    // below half an ulp and only its being nonzero (sticky) matters.
    cut = shift == 64 ? m : 1;
  }
  const ulong halfway = 0x8000000000000000ul;
  int up;
  switch (mode) {
  case CLB_MODE_rte:
    up = cut > halfway || (cut == halfway && (kept & 1));
    break;
  case CLB_MODE_rtp:
    up = cut != 0 && !neg;
    break;
  case CLB_MODE_rtn:
    up = cut != 0 && neg;
    break;
  default:
    up = 0;
  }
  const int biased = (top > emin ? top : emin) + bias;  // 1 for subnormals, like emin
  ulong bits = ((ulong)(biased - 1) << (p - 1)) + kept + up;
  const ulong inf = (((ulong)1 << expbits) - 1) << (p - 1);
  if (bits >= inf) {
    const int away = mode == CLB_MODE_rte || (mode == CLB_MODE_rtp && !neg) ||
                     (mode == CLB_MODE_rtn && neg);
    bits = away ? inf : inf - 1;
  }
  return sign | bits;
}
