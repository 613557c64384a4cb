#!/usr/bin/env python3
"""The constants of the logarithm family (include/clb/log.h), as exact hex
literals. Run it to check or regenerate them; the build does not need it
(pip install mpmath).

log(1 + f) = 2 atanh(s), s = f / (2 + f), |s| <= (sqrt2 - 1)/(sqrt2 + 1)
= 0.1716 for the reduced argument. The series 2 atanh(s) = 2s + s R(s^2),
R(z) = sum 2 z^n / (2n + 1), is cut after z^12: the rest is below 2^-62 of
the result, and the coefficients 2/(2n+1) rounded to double are all a
minimax fit would improve on at no gain the ulp budget needs."""
from fractions import Fraction
import mpmath

mpmath.mp.prec = 300


def hexd(x):
    return float(x).hex() if isinstance(x, Fraction) else float(mpmath.mpf(x)).hex()


def split(v, bits):
    e = mpmath.floor(mpmath.log(abs(v), 2))
    scale = mpmath.mpf(2) ** (bits - 1 - e)
    hi = mpmath.nint(v * scale) / scale
    return hi, v - hi


for n in range(1, 13):
    print(f"#define CLB_LOG_R{n} {hexd(Fraction(2, 2 * n + 1))} /* 2/{2 * n + 1} */")
# pow's double-double log (__clb_log_dd) keeps the first two as pairs.
for n in (1, 2):
    v = Fraction(2, 2 * n + 1)
    print(f"#define CLB_LOG_R{n}_LO {hexd(mpmath.mpf(v.numerator) / v.denominator - mpmath.mpf(float(v)))}")
for name, v in (("LOG2E", 1 / mpmath.log(2)), ("LOG10E", 1 / mpmath.log(10))):
    d = mpmath.mpf(float(v))
    print(f"#define CLB_{name}_HI {hexd(v)}")
    print(f"#define CLB_{name}_LO {hexd(v - d)}")
hi, lo = split(mpmath.log10(2), 32)
print(f"#define CLB_LOG10_2_HI32 {hexd(hi)} /* log10(2) to 32 bits */")
print(f"#define CLB_LOG10_2_LO32 {hexd(lo)}")
