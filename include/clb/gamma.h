// The gamma family's shared piece (generic/math/clb_gamma.cl, tgamma.cl,
// lgamma.cl): Gamma(x) as a double-double quotient, for finite x in
// [-200, 172] other than zero and the negative integers.
//
// With n = rint(x) and u = x - n (|u| <= 1/2; exact, as x and n are
// multiples of x's ulp and |u| <= |x|):
//   Gamma(x) = N / (D G(u)),  G(u) = 1/Gamma(1 + u) = 1 + u Q(u),
//   N = (x - 1)(x - 2) ... (x - n + 1)   for n >= 2 (else 1),
//   D = x (x + 1) ... (x - n)            for n <= 0 (else 1), its last factor u.
// Every factor is exact for the same reason, so near the poles the small
// factor u is exact too; N and D are kept as double-doubles (each step an
// exact product by fma), G is 1 + u Q(u) with its rounding kept, and the
// quotient has one correction step: its error is G's (Q's fit, 2^-56, and
// u Q's rounding, at most 2^-55 of G) plus about 2^-100 per factor. N and D
// are scaled where they would overflow (x > 160, x < -150) or D underflow
// (|x| < 2^-900): Gamma(x) = (q_hi + q_lo) 2^e.
// gen/fit/gamma_constants.py fits Q (degree 17, truncated Chebyshev series).
#ifndef CLB_GAMMA_H
#define CLB_GAMMA_H

#include <clb/defs.h>
#include <clb/types.h>

#if CLB_HAS_FP64
double __clb_gamma_quotient(double x, private double *q_lo, private int *e);
#endif

#endif
