#!/usr/bin/env python3
"""Constants of the lean float atan2 and atan2pi cores
(include/clb/float_atan_lean.h, generic/math/float/atan2f.cl, atan2pif.cl),
as exact float literals. The build does not need it (pip install mpmath
numpy).

  python3 gen/fit/atan_lean.py [degree [tilt]]   # 4 and 0.7 by default

- The kernel: one odd polynomial, atan(u) = u + u^3 P(u^2) on |u| <= 1/2
  (u the ratio t = min/max in [0, 1/2], or (t - 1)/(t + 1) in [-1/3, 0]
  for t in [1/2, 1]), fitted by gen/fit/trig_float.py's method (least
  squares on Chebyshev nodes, Lawson's reweighting, coefficients rounded to
  float lowest first with the higher ones refitted) for the smallest
  relative error weighted by 1/(1 - tilt z/(1/4)), z = u^2: smallest near
  |u| = 1/2, where the cores' roundings of e = u^3 P (8% of the result
  there) are largest, larger for small |u|, where they vanish. Printed with
  the relative error (exact arithmetic, rounded coefficients) over all of
  [0, 1/4] and over z >= 0.16. Degree 4, tilt 0.7: 2^-26.8 and 2^-27.9
  (tilt 0: 2^-27.5 both; degree 5: 2^-31.7 for one more fma).
- B of 1 - B z ~ 1/(1 + z) on [0, 1/4], the minimax (absolute error), which
  carries the quotient's low part ql through atan: atan(u + ql) =
  atan(u) + ql/(1 + u^2) + O(ql^2).
- The constant pairs: pi/4 = PIO4_H + PIO4_L with PIO4_H of 22 significant
  bits (o PIO4_H exact for every integer o in [0, 4]), 1/pi = INVPI_H +
  INVPI_L."""
import sys

import mpmath as mp


# The float literals: trig_float.py's, shared.
from trig_float import f32, hexf, solve

mp.mp.prec = 300


def fit_tilted(deg, tilt, N=400, lawson=40):
    """trig_float.solve for u + u^3 P(u^2) ~ atan(u), z = u^2 in [0, 1/4],
    with the relative error weighted by 1/(1 - tilt z/(1/4))."""
    sq = mp.sqrt
    a, b = mp.mpf(0), mp.mpf(1) / 4
    zs = [(a + b) / 2 + (b - a) / 2 * mp.cos(mp.pi * (j + mp.mpf(1) / 2) / N) for j in range(N)]
    Fv = [mp.atan(sq(z)) for z in zs]
    Av = [sq(z) for z in zs]
    Bv = [sq(z) * z for z in zs]
    c = solve(zs, Fv, Av, Bv, deg, lawson, [1 / (1 - tilt * z / b) for z in zs])
    worst = worst_end = 0
    for i in range(1, 4001):
        z = b * mp.mpf(i) / 4000
        p = mp.mpf(0)
        for v in reversed(c):
            p = p * z + v
        e = abs((sq(z) + sq(z) * z * p - mp.atan(sq(z))) / mp.atan(sq(z)))
        worst = max(worst, e)
        if z >= mp.mpf("0.16"):
            worst_end = max(worst_end, e)
    print(f"// atan: P, u + u^3 P(u^2), |u| <= 1/2: degree {deg}, tilt {tilt}, largest relative error "
          f"2^{float(mp.log(worst, 2)):.2f}, 2^{float(mp.log(worst_end, 2)):.2f} for z >= 0.16")
    print("//   " + ", ".join(hexf(v) for v in c) + "  (lowest first)")
    return c


def main():
    deg = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    tilt = float(sys.argv[2]) if len(sys.argv) > 2 else 0.7
    sq = mp.sqrt
    fit_tilted(deg, tilt)
    # 1 - B z against 1/(1 + z): the error is 0 at z = 0, -(1 - sqrt(B))^2 at
    # z = 1/sqrt(B) - 1 and 1/(1 + z) - 1 + B z at z = 1/4; minimax where the
    # last two have equal size (bisection on B).
    lo, hi = mp.mpf("0.8"), mp.mpf("0.87")
    for _ in range(200):
        b = (lo + hi) / 2
        inner = (1 - sq(b)) ** 2
        end = 1 / (1 + mp.mpf(1) / 4) - 1 + b / 4
        if end > inner:
            hi = b
        else:
            lo = b
    bf = mp.mpf(f32(b))
    err = max((1 - sq(bf)) ** 2, abs(1 / (1 + mp.mpf(1) / 4) - 1 + bf / 4))
    print(f"// 1/(1 + z) ~ 1 - B z on [0, 1/4]: B = {hexf(bf)}, error {float(err):.5f}")
    p4 = mp.pi / 4
    h = mp.floor(p4 * 2**22 + mp.mpf(1) / 2) / 2**22  # 22 significant bits (p4 in [1/2, 1))
    lo4 = mp.mpf(f32(p4 - h))
    print(f"// pi/4 = {hexf(h)} + {hexf(lo4)} (22 + 24 bits, error 2^{float(mp.log(abs(p4 - h - lo4) / p4, 2)):.1f} relative)")
    ip = 1 / mp.pi
    ih = mp.mpf(f32(ip))
    il = mp.mpf(f32(ip - ih))
    print(f"// 1/pi = {hexf(ih)} + {hexf(il)} (error 2^{float(mp.log(abs(ip - ih - il) / ip, 2)):.1f} relative)")


if __name__ == "__main__":
    main()
