// The error of a float result against a reference value, as the float sweep
// (float_sweep.cu, on the GPU, reference in double) and its MPFR recheck
// (mpfr_recheck.cpp, on the host, reference as a double pair) both measure
// it: one definition for both.
//
// The reference R = hi + lo (|lo| <= ulp(hi)/2; lo = 0 for a double). The
// error of r is |r - R| in ulps of float at R: 2^(e-23) for R in the binade
// [2^e, 2^(e+1)), 2^-149 below FLT_MIN. Beyond FLT_MAX: an infinite r of R's
// sign has error 0 if R rounds to infinity, else it counts as 2^128; a finite
// r is measured in the last binade's ulp (2^104). A NaN against a NaN is 0.
// A NaN against a number (either way) and a zero of the wrong sign (R exactly
// zero or rounding to zero) are "special" mismatches, not ulps.
#ifndef CLB_FLOAT_ULP_ERROR_H
#define CLB_FLOAT_ULP_ERROR_H

#include <math.h>

#ifdef __CUDACC__
#define CLB_ERR_HD __host__ __device__
#else
#define CLB_ERR_HD
#endif

namespace clbsweep {

enum Special { kNotSpecial = 0, kNanMismatch = 1, kZeroSign = 2 };

struct FloatError {
  double ulps;  // 0 when special
  int special;  // a Special
};

// |hi + lo| compared with t > 0: -1, 0 or 1.
CLB_ERR_HD inline int compareMagnitude(double hi, double lo, double t) {
  const double a = fabs(hi);
  if (a != t)
    return a > t ? 1 : -1;
  const double towardLarger = signbit(hi) ? -lo : lo;
  return towardLarger > 0 ? 1 : towardLarger < 0 ? -1 : 0;
}

CLB_ERR_HD inline FloatError floatError(float r, double hi, double lo) {
  const double kFltMax = 0x1.fffffep127, kOverflowTie = 0x1.ffffffp127;
  if (isnan(r) || isnan(hi))
    return {0, isnan(r) && isnan(hi) ? kNotSpecial : kNanMismatch};
  // 2^-150, half the least denormal, rounds to the even zero.
  if (r == 0 && compareMagnitude(hi, lo, 0x1p-150) <= 0 && signbit(r) != signbit(hi))
    return {0, kZeroSign};
  if (compareMagnitude(hi, lo, kFltMax) > 0) {
    if (isinf(r) && signbit(r) == signbit(hi)) {
      if (compareMagnitude(hi, lo, kOverflowTie) >= 0)
        return {0, kNotSpecial};
      return {((0x1p128 - fabs(hi)) - (signbit(hi) ? -lo : lo)) * 0x1p-104, kNotSpecial};
    }
    if (isinf(hi))
      return {INFINITY, kNotSpecial};
    return {fabs(((double)r - hi) - lo) * 0x1p-104, kNotSpecial};
  }
  int e = -126;
  if (hi != 0) {
    e = ilogb(hi);
    // hi a power of two with R just below it: R lies in the binade below.
    if (fabs(hi) == ldexp(1.0, e) && (signbit(hi) ? -lo : lo) < 0)
      --e;
    if (e < -126)
      e = -126;
  }
  const double rr = isinf(r) ? copysign(0x1p128, (double)r) : (double)r;
  return {ldexp(fabs((rr - hi) - lo), 23 - e), kNotSpecial};
}

}  // namespace clbsweep

#endif
