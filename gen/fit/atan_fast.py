#!/usr/bin/env python3
"""The float fast path's atan polynomial (include/clb/atan.h,
CLB_ATAN_FAST_*), as exact literals. The build does not need it.

atan(z) = z + z^3 P(z^2) for |z| <= ZMAX: the reduced argument of the fast
path, (t - c) / (1 + t c) with c the multiple of 1/8 nearest an estimate of
t within 2^-12 of t (so |z| <= 1/16 + 2^-12). P is the truncated Chebyshev
series of (atan(z) - z) / z^3 in w = z^2, rounded to doubles; printed with
the largest relative error of z + z^3 P(z^2) against atan(z) (rounded
coefficients, exact arithmetic)."""
import sys
import os
import mpmath as mp

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chebyshev import chebfit  # noqa: E402

mp.mp.prec = 300
ZMAX = mp.mpf(1) / 16 + mp.mpf(2) ** -12
DEG = 3  # four coefficients: z^3 .. z^9


def g(w):
    z = mp.sqrt(w)
    return (mp.atan(z) - z) / (z ** 3) if w != 0 else mp.mpf(-1) / 3


coeffs = chebfit(g, 0, ZMAX ** 2, DEG)
rounded = [mp.mpf(float(c)) for c in coeffs]
worst = 0
N = 2000
for i in range(1, N + 1):
    z = ZMAX * i / N
    p = mp.mpf(0)
    for c in reversed(rounded):
        p = p * z * z + c
    worst = max(worst, abs((z + z ** 3 * p - mp.atan(z)) / mp.atan(z)))
for n, c in enumerate(rounded, 1):
    print(f"#define CLB_ATAN_FAST_P{n} {float(c).hex()}")
print(f"/* |z| <= {mp.nstr(ZMAX, 8)}: relative error <= 2^{mp.nstr(mp.log(worst, 2), 5)} */")
