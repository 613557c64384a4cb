#!/usr/bin/env python3
"""Polynomials of the relaxed float cores (generic/math/relaxed/, the
-cl-unsafe-math-optimizations variants), as exact float literals. The build
does not need it (pip install mpmath numpy).

  python3 gen/fit/relaxed.py

Each is fitted by trig_float.fit (least squares on Chebyshev nodes,
Lawson's reweighting, coefficients rounded to float lowest first with the
rest refitted) for the least relative error; the degree is the smallest
that keeps the polynomial's own error near 2^-19 (about 16 float ulps), a
twentieth of the 4096 or 8192 ulps the spec allows the relaxed functions:
what is left is the reductions' and the hardware approximations' error.
"""
import mpmath as mp

from trig_float import fit

mp.mp.prec = 200


def odd(f, hi, deg, label, lead=1):
    """lead u + u^3 P(u^2) ~ f(u) for u in (0, hi]: z = u^2."""
    return fit(lambda z: lead * mp.sqrt(z), lambda z: z * mp.sqrt(z), lambda z: f(mp.sqrt(z)),
               0, mp.mpf(hi) ** 2, deg, label)


def main():
    odd(mp.asin, 0.5, 2, "asin(v) = v + v^3 P(v^2), v in [0, 1/2]")
    odd(mp.atan, 1, 4, "atan(t) = t + t^3 P(t^2), t in [0, 1]")
    odd(mp.tan, mp.pi / 4, 3, "tan(r) = r + r^3 P(r^2), r in [0, pi/4]")
    odd(mp.sinh, 1, 2, "sinh(x) = x + x^3 P(x^2), x in [0, 1]")
    odd(mp.tanh, 0.55, 2, "tanh(x) = x + x^3 P(x^2), x in [0, 0.55]")
    odd(mp.asinh, 0.5, 2, "asinh(x) = x + x^3 P(x^2), x in [0, 1/2]")
    odd(mp.atanh, 0.5, 3, "atanh(x) = x + x^3 P(x^2), x in [0, 1/2]")
    # log1p(x) = 2 atanh(u), u = x / (2 + x): |x| <= 1/4 gives |u| <= 1/7.
    odd(lambda u: 2 * mp.atanh(u), mp.mpf(1) / 7, 1,
        "log1p(x) = 2 atanh(u) = 2u + u^3 P(u^2), u = x/(2 + x) in [-1/7, 1/9]", lead=2)
    fit(lambda x: x, lambda x: x * x, mp.expm1, mp.mpf(-0.5), mp.mpf("0.50001"), 3,
        "expm1(x) = x + x^2 P(x), x in [-1/2, 1/2]")

if __name__ == "__main__":
    main()
