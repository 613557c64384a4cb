#!/usr/bin/env python3
"""Polynomials of the lean float trig kernels (include/clb/float_trig.h:
sin, cos, sincos, tan and the pi functions sinpi, cospi, tanpi), as exact
float literals. The build does not need it (pip install mpmath numpy).

  python3 gen/fit/trig_float_lean.py

Same method as gen/fit/trig_float.py (relative minimax by least squares on
Chebyshev nodes and Lawson's reweighting, coefficients rounded to float
lowest first with the higher ones refitted), for these forms:
  sin r  = r - r^3 Sn(r^2)                  |r| <= pi/4 (1 + 2^-7)
  cos r  = 1 - r^2/2 + r^4 C(r^2)           same range
  sin(pi r) = PIh r + r Q(r^2)              |r| <= 1/4, PIh = fl(pi)
  cos(pi r) = 1 - K r^2 + r^2 D(r^2)        |r| <= 1/4, K = fl(pi^2/2)
(Q(0) ~ pi - PIh and D(0) ~ K - pi^2/2 are fitted, not fixed)."""
import struct

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


def fit(A, B, F, a, b, deg, label, N=400, lawson=30):
    a, b = mp.mpf(a), mp.mpf(b)
    zs = [(a + b) / 2 + (b - a) / 2 * mp.cos(mp.pi * (j + mp.mpf(1) / 2) / N) for j in range(N)]
    zs = [z for z in zs if z != 0]
    Fv, Av, Bv = [F(z) for z in zs], [A(z) for z in zs], [B(z) for z in zs]
    c = []
    while len(c) <= deg:
        k = len(c)
        rhs = np.array([float((Fv[j] - Av[j] - Bv[j] * sum(c[i] * zs[j] ** i for i in range(k))) / Fv[j])
                        for j in range(len(zs))])
        M = np.array([[float(Bv[j] * zs[j] ** i / Fv[j]) for i in range(k, deg + 1)] for j in range(len(zs))])
        sc = np.abs(M).max(axis=0)
        Ms = M / sc
        w = np.ones(len(zs))
        for _ in range(lawson):
            sol = np.linalg.lstsq(Ms * np.sqrt(w)[:, None], rhs * np.sqrt(w), rcond=None)[0]
            res = np.abs(Ms @ sol - rhs)
            w = w * res
            w /= w.sum()
        c.append(mp.mpf(f32(sol[0] / sc[0])))
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


sq = mp.sqrt
R = mp.pi / 4 * (1 + mp.mpf(2) ** -7)
for d in (2, 3):
    fit(lambda z: sq(z), lambda z: -sq(z) * z, lambda z: mp.sin(sq(z)), 0, R * R, d, "sin: Sn, r - r^3 Sn(r^2)")
for d in (2, 3):
    fit(lambda z: 1 - z / 2, lambda z: z * z, lambda z: mp.cos(sq(z)), 0, R * R, d, "cos: C, 1 - z/2 + z^2 C(z)")
PIh = mp.mpf(f32(mp.pi))
print(f"// PIh = {hexf(PIh)}")
Q4 = mp.mpf(1) / 16
for d in (3, 4):
    fit(lambda z: PIh * sq(z), lambda z: sq(z), lambda z: mp.sin(mp.pi * sq(z)), 0, Q4, d,
        "sinpi: Q, PIh r + r Q(r^2)")
K = mp.mpf(f32(mp.pi ** 2 / 2))
print(f"// K = {hexf(K)}")
for d in (2, 3):
    fit(lambda z: 1 - K * z, lambda z: z, lambda z: mp.cos(mp.pi * sq(z)), 0, Q4, d,
        "cospi: D, 1 - K z + z D(z)")
