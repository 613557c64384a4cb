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
import mpmath as mp

# The fitting method and the float literals: trig_float.py's, shared.
from trig_float import f32, fit, hexf

mp.mp.prec = 300


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
