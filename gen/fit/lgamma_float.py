#!/usr/bin/env python3
"""The polynomial of the float-only lgamma core (generic/math/float/lgammaf.cl):
P(t) = lgamma(2 + t) on [-1/2, 1/2], its t and t^2 coefficients float-float
pairs, the error relative (lgamma(2 + t) has its zero at t = 0), and the
local expansions around lgamma's negative zeros. The fitting machinery is
special_float.py's. Needs numpy and mpmath."""
import sys
import mpmath as mp
from special_float import show, hx, f32, const

mp.mp.prec = 120


def lgamma2():
    f = lambda t: mp.loggamma(2 + t) if t != 0 else mp.mpf(0)
    g = lambda t: mp.loggamma(2 + t) if abs(t) > mp.mpf(2) ** -40 else (1 - mp.euler) * t if t else mp.mpf(2) ** -200
    show("lgamma: P(t) = lgamma(2 + t) on [-1/2, 1/2]", g, mp.mpf("-0.5"), mp.mpf("0.5") + mp.mpf(2) ** -20,
         range(1, int(sys.argv[2]) if len(sys.argv) > 2 else 12), pairs=2, n=2000)


def zeros():
    """The local expansions around lgamma's negative zeros in (-5, -2):
    z = zh + zl (floats), and on |u| <= d (where |lgamma| <= 2^-8 or so, 2^-7 for the first)
    lgamma(zh + zl + u) = c0 + c1 u + u^2 (c2 + c3 u + c4 u^2), c0 = lgamma(zh +
    zl) (2^-45 or so: zh + zl is not the zero itself), c1 a pair. Printed
    as the core's table rows {zh, zl, d, c0, c1h, c1l, c2, c3, c4}."""
    lg = lambda x: mp.log(abs(mp.gamma(x)))
    for n in range(2, 5):
        for side in (0, 1):
            a, b = (-n - mp.mpf("0.5"), -n - mp.mpf(2) ** -30) if side == 0 else (-n - 1 + mp.mpf(2) ** -30, -n - mp.mpf("0.5"))
            z = mp.findroot(lg, (a, b), solver="anderson")
            zh = f32(z)
            zl = f32(z - zh)
            zz = mp.mpf(zh) + mp.mpf(zl)
            # The zero near -2.457 (its poles farthest) a wider d: the core's general
            # path is slightly less accurate there.
            d = f32(mp.mpf(2) ** (-7 if (n, side) == (2, 0) else -8) / abs(mp.diff(lg, z)))
            # Taylor's coefficients at zh + zl (a fit in u would need scaled
            # columns; the truncation, about (d/dist to the pole)^4, is small).
            tc = mp.taylor(lg, zz, 5)
            c1h = f32(tc[1])
            cs = [f32(tc[0]), c1h, f32(tc[1] - c1h)] + [f32(c) for c in tc[2:5]]
            worst = max(abs(cs[0] + (cs[1] + mp.mpf(cs[2])) * u + sum(mp.mpf(c) * u ** (k + 2) for k, c in enumerate(cs[3:]))
                            - lg(zz + u)) / abs(lg(zz + u)) for u in mp.linspace(-mp.mpf(d), mp.mpf(d), 400) if u)
            print(f"// lgamma: zero {mp.nstr(z, 12)}, |u| <= {d:.3g}: relative error 2^{float(mp.log(worst, 2)):.2f}")
            print("  {" + ", ".join(hx(v) + "f" for v in [zh, zl, d] + cs) + "},")


SECTIONS = {"lgamma2": lgamma2, "zeros": zeros}

if __name__ == "__main__":
    for name in sys.argv[1:2] or SECTIONS:
        SECTIONS[name]()
