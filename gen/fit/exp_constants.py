#!/usr/bin/env python3
"""The constants of the exponential family (include/clb/exp.h), printed as
exact hex literals. Run it to check or regenerate them; the build does not
need it. Uses mpmath (pip install mpmath) for the transcendental constants.

The polynomial is Taylor's: on |r| <= ln2/2 + 2^-20 the terms after r^13/13!
are below 2^-57 of the result, under a tenth of an ulp, and Taylor's
coefficients 1/n! rounded to double lose nothing a minimax fit would gain at
this degree that the ulp budget needs (docs/accuracy.md: measured <= 1 ulp)."""
from fractions import Fraction
import math

try:
    import mpmath
except ImportError:
    raise SystemExit("exp_constants.py needs mpmath: pip install mpmath")
mpmath.mp.prec = 300


def hexd(x):
    """x (Fraction or mpf) rounded to the nearest double, as a C hex literal."""
    return float(mpmath.mpf(x) if not isinstance(x, Fraction) else x).hex()


def split(v, bits):
    """v as hi + lo: hi has `bits` significant bits (so k * hi is exact for
    |k| < 2^(53 - bits)), lo the double nearest v - hi."""
    e = mpmath.floor(mpmath.log(abs(v), 2))
    scale = mpmath.mpf(2) ** (bits - 1 - e)
    hi = mpmath.nint(v * scale) / scale
    return hi, v - hi


for n in range(2, 14):
    print(f"#define CLB_EXP_C{n} {hexd(Fraction(1, math.factorial(n)))} /* 1/{n}! */")
ln2, ln10 = mpmath.log(2), mpmath.log(10)
hi, lo = split(ln2, 32)
print(f"#define CLB_LN2_HI32 {hexd(hi)} /* ln2, 32 bits: k * it is exact */")
print(f"#define CLB_LN2_LO32 {hexd(lo)} /* ln2 - CLB_LN2_HI32 */")
d = mpmath.mpf(float(ln2))
print(f"#define CLB_LN2 {hexd(ln2)} /* ln2 rounded */")
print(f"#define CLB_LN2_LO {hexd(ln2 - d)} /* ln2 - CLB_LN2 */")
d = mpmath.mpf(float(ln10))
print(f"#define CLB_LN10 {hexd(ln10)} /* ln10 rounded */")
print(f"#define CLB_LN10_LO {hexd(ln10 - d)} /* ln10 - CLB_LN10 */")
print(f"#define CLB_LOG2E {hexd(1 / ln2)} /* 1/ln2 */")
print(f"#define CLB_LOG2_10 {hexd(ln10 / ln2)} /* log2(10) */")
