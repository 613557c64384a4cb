#!/usr/bin/env python3
"""The inverse trigonometric family's constants (include/clb/atan.h), as
exact literals. The build does not need it (pip install mpmath).

atan(z) for |z| <= 1/16 by Taylor's series to z^15 (the next term is below
2^-68 of the result); atan(i/8), i = 0..8, and 1/pi as double-doubles."""
from fractions import Fraction
import mpmath

mpmath.mp.prec = 2000


def hexd(x):
    return float(x).hex() if isinstance(x, Fraction) else float(mpmath.mpf(x)).hex()


def dd(x):
    hi = mpmath.mpf(float(x))
    return hexd(hi), hexd(x - hi)


for n in range(1, 8):
    print(f"#define CLB_ATAN_P{n} {hexd(Fraction((-1) ** n, 2 * n + 1))} /* {'-' if n % 2 else ''}1/{2 * n + 1} */")
for i in range(9):
    hi, lo = dd(mpmath.atan(mpmath.mpf(i) / 8))
    print(f"#define CLB_ATAN_{i}_HI {hi} /* atan({i}/8) as a double-double */")
    print(f"#define CLB_ATAN_{i}_LO {lo}")
hi, lo = dd(1 / mpmath.pi)
print(f"#define CLB_INV_PI_HI {hi} /* 1/pi as a double-double */")
print(f"#define CLB_INV_PI_LO {lo}")
