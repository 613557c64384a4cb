#!/usr/bin/env python3
"""Constants of the float cores: the trigonometric reductions
(include/clb/float_trig.h) and the polynomial of asin and acos
(float_asin.h), as exact float literals. The trigonometric kernels'
polynomials are gen/fit/trig_float_lean.py's, the atan family's
gen/fit/atan_lean.py's; both share this script's fitting method. The build does not need it
(pip install mpmath numpy).

  python3 gen/fit/trig_float.py            # every constant and polynomial
  python3 gen/fit/trig_float.py --min-r    # also the closest float to k pi/2

Each polynomial p(z) = sum c_i z^i is fitted for A(z) + B(z) p(z) ~ F(z)
with the largest relative error minimised (least squares on Chebyshev
nodes, then Lawson's reweighting), its coefficients rounded to float one
at a time, lowest first, the higher ones refitted after each rounding, so
that the rounding of the leading coefficients (-1/6, 1/3, ...) is
compensated instead of adding 2^-25 of the term. Printed with the largest
relative error of A + B p against F on a dense grid (rounded coefficients,
exact arithmetic)."""
import struct
import sys

import mpmath as mp
import numpy as np

mp.mp.prec = 300


def f32(x):
    return struct.unpack("f", struct.pack("f", float(x)))[0]


def hexf(x):
    m, e = float(x).hex().split("p")
    if "." in m:
        m = m.rstrip("0").rstrip(".")
    return m + "p" + e + "f"


def solve(zs, Fv, Av, Bv, deg, lawson, Wv=None):
    """The float coefficients c of P, lowest first, for A + B P ~ F at the
    points zs (values Fv, Av, Bv), least relative error weighted by Wv (or
    1): each coefficient rounded to float in turn and the rest refitted
    with it fixed, each fit Lawson's iteration of weighted least squares."""
    n = len(zs)
    W = Wv or [1] * n
    c = []
    while len(c) <= deg:
        k = len(c)
        rhs = np.array([float((Fv[j] - Av[j] - Bv[j] * sum(c[i] * zs[j] ** i for i in range(k))) / Fv[j] * W[j])
                        for j in range(n)])
        M = np.array([[float(Bv[j] * zs[j] ** i / Fv[j] * W[j]) for i in range(k, deg + 1)] for j in range(n)])
        sc = np.abs(M).max(axis=0)
        Ms = M / sc
        w = np.ones(n)
        for _ in range(lawson):
            sol = np.linalg.lstsq(Ms * np.sqrt(w)[:, None], rhs * np.sqrt(w), rcond=None)[0]
            res = np.abs(Ms @ sol - rhs)
            w = w * res
            w /= w.sum()
        c.append(mp.mpf(f32(sol[0] / sc[0])))
    return c


def fit(A, B, F, a, b, deg, label, N=400, lawson=30):
    a, b = mp.mpf(a), mp.mpf(b)
    zs = [(a + b) / 2 + (b - a) / 2 * mp.cos(mp.pi * (j + mp.mpf(1) / 2) / N) for j in range(N)]
    zs = [z for z in zs if z != 0]
    c = solve(zs, [F(z) for z in zs], [A(z) for z in zs], [B(z) for z in zs], deg, lawson)
    worst = 0
    for i in range(1, 4001):
        z = a + (b - a) * mp.mpf(i) / 4000
        p = mp.mpf(0)
        for v in reversed(c):
            p = p * z + v
        worst = max(worst, abs((A(z) + B(z) * p - F(z)) / F(z)))
    print(f"// {label}: degree {deg}, largest relative error 2^{float(mp.log(worst, 2)):.2f}")
    print("//   " + ", ".join(hexf(v) for v in c) + "  (lowest first)")
    return c


def split(name, v):
    h = mp.mpf(f32(v))
    lo = mp.mpf(f32(v - h))
    print(f"// {name} = {hexf(h)} + {hexf(lo)} (error 2^{float(mp.log(abs(v - h - lo) / v, 2)):.1f} relative)")


def main():
    sq = mp.sqrt
    # Reduction of sin/cos/tan (float_trig.h): P1 the float below pi/2.
    P1 = mp.mpf(struct.unpack("f", struct.pack("I", 0x3fc90fda))[0])
    assert P1 < mp.pi / 2 < P1 + mp.mpf(2) ** -23
    P2 = mp.mpf(f32(mp.pi / 2 - P1))
    P3 = mp.mpf(f32(mp.pi / 2 - P1 - P2))
    print(f"// pi/2 = {hexf(P1)} + {hexf(P2)} + {hexf(P3)}"
          f" (error 2^{float(mp.log(abs(mp.pi / 2 - P1 - P2 - P3), 2)):.1f})")
    c = mp.mpf(f32(2 / mp.pi))
    print(f"// 2/pi ~ {hexf(c)} (relative error 2^{float(mp.log(abs(c * mp.pi / 2 - 1), 2)):.2f})")
    bits = int(mp.floor(2 / mp.pi * mp.mpf(2) ** 224))
    print("// 2/pi, bits 1..224: " + ", ".join("0x%08xu" % ((bits >> (32 * (6 - i))) & 0xffffffff) for i in range(7)))
    split("pi/2", mp.pi / 2)
    split("pi", mp.pi)
    split("1/pi", 1 / mp.pi)

    fit(lambda z: sq(z), lambda z: sq(z) * z, lambda z: mp.asin(sq(z)), 0, mp.mpf(1) / 4, 5,
        "asin: P, v + v^3 P(v^2), v in [0, 1/2]")
    # The float closest to a multiple of pi/2 (k >= 1) below 2^17, in fixed point.
    if "--min-r" in sys.argv:
        Fb = 200
        PI2 = int(mp.floor(mp.pi / 2 * mp.mpf(2) ** Fb))
        best = None
        for k in range(1, int(2 ** 17 / (mp.pi / 2)) + 2):
            v = k * PI2
            e = v.bit_length() - 1 - Fb
            ulp = 1 << (Fb + e - 23)
            m = v % ulp
            d = min(m, ulp - m)
            if best is None or d < best[0]:
                best = (d, k)
        print(f"// smallest |r| below 2^17: 2^{float(mp.log(mp.mpf(best[0]) / mp.mpf(2) ** Fb, 2)):.2f} (k = {best[1]})")


if __name__ == "__main__":
    main()
