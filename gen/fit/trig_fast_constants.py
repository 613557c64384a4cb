#!/usr/bin/env python3
"""Constants of the float fast path of sin, cos, tan and the pi functions
(include/clb/trig.h, CLB_FAST_*), as exact literals, and the numbers its
error bound rests on. The build does not need it (pip install mpmath).

Reduction of a float x, |x| < 2^22: k = nearest(x 2/pi), then
x - k P1 (exact: P1 is pi/2's first 30 bits, CLB_PIO2_1), minus k P2 and
k P3 each by one fma, P2 + P3 the rest of pi/2 to 2^-135. Printed: P2, P3,
and the smallest |x - k pi/2| over the floats of [pi/4, 2^22), the
r that the error bound's relative terms must hold for.

Kernels on |r| <= pi/4 (1 + 2^-20, room for a k off by one ulp of
x 2/pi): sin r = r (1 + z S(z)), cos r = 1 + z C(z), z = r^2, S and C of
the same degree so that a lane selects its coefficients by quadrant; both
truncated Chebyshev series (gen/fit/chebyshev.py) of the exact functions
in z, rounded to double. Printed: each one's largest relative error
with the rounded coefficients, on a dense grid."""
import sys
import mpmath as mp
from chebyshev import chebfit

mp.mp.prec = 300


def hexd(x):
    return float(mp.mpf(x)).hex()


P1 = mp.mpf(int(mp.floor(mp.pi / 2 * 2 ** 29))) / 2 ** 29  # 30 bits, CLB_PIO2_1
assert hexd(P1) == "0x1.921fb54000000p+0"
rest = mp.pi / 2 - P1
P2 = mp.mpf(float(rest))
P3 = mp.mpf(float(rest - P2))
print(f"#define CLB_FAST_PIO2_2 {hexd(P2)} /* pi/2 - CLB_PIO2_1, rounded */")
print(f"#define CLB_FAST_PIO2_3 {hexd(P3)} /* the rest, rounded */")
print(f"// pi/2 - (P1 + P2 + P3): 2^{float(mp.log(abs(rest - P2 - P3), 2)):.1f}")

R = mp.pi / 4 * (1 + mp.mpf(2) ** -20)
Z = R * R
DEG = int(sys.argv[1]) if len(sys.argv) > 1 else 6


def g_sin(z):
    r = mp.sqrt(z)
    return (mp.sin(r) / r - 1) / z if z > 0 else mp.mpf(-1) / 6


def g_cos(z):
    return (mp.cos(mp.sqrt(z)) - 1) / z if z > 0 else mp.mpf(-1) / 2


for name, g, f, pre in (("S", g_sin, lambda r: mp.sin(r), lambda r: r),
                        ("C", g_cos, lambda r: mp.cos(r), lambda r: 1)):
    c = chebfit(g, 0, Z, DEG - 1, nodes=4 * DEG + 40)
    c = [mp.mpf(float(v)) for v in c]
    worst = 0
    n = 2000
    for i in range(1, n + 1):
        r = R * i / n
        z = r * r
        p = mp.mpf(0)
        for v in reversed(c):
            p = p * z + v
        worst = max(worst, abs((pre(r) * (1 + z * p) - f(r)) / f(r)))
    for i, v in enumerate(c):
        print(f"#define CLB_FAST_{name}{i + 1} {hexd(v)}")
    print(f"// {name}: largest relative error 2^{float(mp.log(worst, 2)):.1f}")

# The float closest to a multiple of pi/2 (k >= 1) below 2^22: for each k,
# the distance from k pi/2 to its nearest float, in fixed point.
if "--min-r" in sys.argv:
    F = 200
    PI2 = int(mp.floor(mp.pi / 2 * mp.mpf(2) ** F))
    best, bk = None, None
    K = int(2 ** 22 / (mp.pi / 2)) + 2
    for k in range(1, K):
        v = k * PI2
        e = v.bit_length() - 1 - F
        ulp = 1 << (F + e - 23)
        m = v % ulp
        d = min(m, ulp - m)
        if best is None or d < best:
            best, bk = d, k
    print(f"// smallest |r|: 2^{float(mp.log(mp.mpf(best) / mp.mpf(2) ** F, 2)):.2f} (k = {bk})")
