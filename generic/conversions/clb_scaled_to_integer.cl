// __clb_scaled_to_s64_sat / __clb_scaled_to_u64_sat: the core of every
// floating -> integer conversion. The caller has split its value exactly into
// (-1)^neg * m * 2^e; this rounds the magnitude to an integer and saturates.
//
// Rounding a magnitude m * 2^-s (s > 0) to an integer keeps q = m >> s and
// looks at the bits shifted out, r = m mod 2^s, against halfway = 2^(s-1):
//   rte  rounds q up when r > half, or r == half and q is odd (ties to even)
//   rtz  never rounds the magnitude up
//   rtp  rounds up when r != 0 and the value is positive
//   rtn  rounds up when r != 0 and the value is negative
// Saturation compares the rounded magnitude with the destination's limit on
// that side; a magnitude too large for 64 bits saturates too.
#include <clb/convert.h>

// |value| rounded in `mode`; ULONG_MAX when it does not fit in 64 bits (it
// then saturates every destination).
static ulong rounded_magnitude(int neg, ulong m, int e, int mode) {
  if (m == 0)
    return 0;
  if (e >= 0)  // already an integer: only the range is in question
    return e > __builtin_clzl(m) ? ULONG_MAX : m << e;
  uint s = (uint)-e;
  // Past 64 fraction bits the value is nonzero and below one half: only the
  // directed modes that round away from zero give 1.
  if (s > 64)
    return (mode == CLB_MODE_rtp && !neg) || (mode == CLB_MODE_rtn && neg);
  ulong q, r, halfway;
  if (s == 64) {
    q = 0;
    r = m;
    halfway = 0x8000000000000000ul;
  } else {
    q = m >> s;
    r = m & ((1ul << s) - 1);
    halfway = 1ul << (s - 1);
  }
  int up;
  switch (mode) {
  case CLB_MODE_rte:
    up = r > halfway || (r == halfway && (q & 1));
    break;
  case CLB_MODE_rtp:
    up = r != 0 && !neg;
    break;
  case CLB_MODE_rtn:
    up = r != 0 && neg;
    break;
  default:
    up = 0;
  }
  return q + up;  // q < 2^63 here, so no wrap
}

long __clb_scaled_to_s64_sat(int neg, ulong m, int e, int mode, long lo, long hi) {
  ulong mag = rounded_magnitude(neg, m, e, mode);
  if (neg) {
    // -lo as an unsigned magnitude, without overflowing at LONG_MIN.
    ulong limit = (ulong)(-(lo + 1)) + 1;
    return mag > limit ? lo : (long)(0 - mag);
  }
  return mag > (ulong)hi ? hi : (long)mag;
}

ulong __clb_scaled_to_u64_sat(int neg, ulong m, int e, int mode, ulong hi) {
  ulong mag = rounded_magnitude(neg, m, e, mode);
  if (neg)
    return 0;  // every negative value, rounded, is <= 0
  return mag > hi ? hi : mag;
}
