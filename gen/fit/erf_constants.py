#!/usr/bin/env python3
"""The polynomials of erf and erfc (P: include/clb/double_erf.h; R's
pieces: generic/math/clb_erfc_pieces.cl), printed as exact hex literals.
Run it to check or regenerate them; the build does not need it. Uses
mpmath (pip install mpmath).

erf(x) = x + x P(x^2) on |x| < 1: P fits erf(x)/x - 1 in t = x^2 on [0, 1]
(degree 13; its error is printed, about 2^-60 of the result).

erfc(x) = exp(-x^2) R(x) from x = 1/2 on, R(x) = erfc(x) exp(x^2) in six
pieces of degree 15, each a truncated Chebyshev series (near minimax):
  below 2: R(x) itself, in v = x - (the piece's middle);
  from 2:  x R(x) (tending to 1/sqrt(pi)), in v = 1/x^2 - (the middle).
The largest relative error of each fit, with its coefficients rounded as
printed, is printed (at most 2^-56, a tenth of an ulp); the constant term is a
double-double
since the result is about that term (its rounding alone could cost an ulp)."""
import os
import sys
try:
    import mpmath as mp
except ImportError:
    raise SystemExit("erf_constants.py needs mpmath: pip install mpmath")
mp.mp.prec = 256
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chebyshev import chebfit, maxrel  # noqa: E402

DEG_ERF, DEG_ERFC = 13, 15
# erfc's pieces: [lo, hi) in x, and whether the variable is 1/x^2.
PIECES = [(0.5, 1.0, False), (1.0, 1.5, False), (1.5, 2.0, False),
          (2.0, 3.0, True), (3.0, 4.5, True), (4.5, 27.5, True)]


def fit(f, a, b, deg):
    """The fit's coefficients as doubles, lowest first, the constant term
    split in two (hi, lo: it carries the result, its rounding would cost up
    to an ulp), and the largest relative error of the rounded polynomial."""
    c = chebfit(f, a, b, deg)
    hi = float(c[0])
    lo = float(c[0] - hi)
    exact = [mp.mpf(hi) + mp.mpf(lo)] + [mp.mpf(float(x)) for x in c[1:]]
    return [hi, lo] + [float(x) for x in c[1:]], maxrel(f, exact, a, b)


def erf_over_x(t):
    return mp.erf(mp.sqrt(t)) / mp.sqrt(t) if t > 0 else 2 / mp.sqrt(mp.pi)


c = chebfit(erf_over_x, 0, 1, DEG_ERF)
# P = the fit minus 1, its coefficients rounded: x P's rounding is at most
# 1/8 of the result's ulp.
c = [float(c[0] - 1)] + [float(v) for v in c[1:]]
e = maxrel(erf_over_x, [1 + mp.mpf(c[0])] + [mp.mpf(v) for v in c[1:]], 0, 1)
print(f"// erf: |x| < 1, relative error of 1 + P {mp.nstr(e, 3)}")
for i, v in enumerate(c):
    print(f"#define CLB_ERF_P{i} {v.hex()}")

print("// erfc: R's pieces, {middle, constant term as hi and lo, the other coefficients}")
for lo, hi, inverse in PIECES:
    lo, hi = mp.mpf(lo), mp.mpf(hi)
    R = lambda x: mp.erfc(x) * mp.exp(x * x)
    if inverse:
        a, b = 1 / hi**2, 1 / lo**2
        mid = float((a + b) / 2)
        g = lambda v: R(1 / mp.sqrt(v + mid)) / mp.sqrt(v + mid)
    else:
        a, b = lo, hi
        mid = float((a + b) / 2)
        g = lambda v: R(v + mid)
    c, e = fit(g, a - mid, b - mid, DEG_ERFC)
    print(f"    /* x in [{float(lo)}, {float(hi)}): error {mp.nstr(e, 3)} */")
    print("    {" + ", ".join([mid.hex()] + [v.hex() for v in c]) + "},")
