#!/usr/bin/env python3
"""The short double evaluations of float erf and erfc (generic/math/erf.cl,
__clb_fast_erf / __clb_fast_erfc), printed as exact hex literals; the build
does not run it. Uses mpmath and gen/fit/chebyshev.py.

  |x| < 1/2:  erf(x) = x P(x^2), P of degree 8 in t = x^2 on [0, 1/4];
  x >= 1/2:   erfc(x) = exp(-x^2) t Q(t - 9/16), t = 4/(4 + x), Q of degree
              17 on x in [1/2, 10.25] (t in [0.2807, 0.8889]); t - 9/16 is
              exact there (Sterbenz), and g = t Q = erfc(x) exp(x^2) changes
              little with t (|d ln g / d ln t| <= 3.8, printed), so t's
              rounding costs at most 3.8 ulps of g.
exp(r) for |r| <= ln2/2 (a little more) is <clb/gamma_fast.h>'s, fitted by
gamma_fast_constants.py.
Each fit's largest relative error, coefficients rounded as printed, is shown
on a grid of 2000 points."""
import os
import sys
try:
    import mpmath as mp
except ImportError:
    raise SystemExit("erf_fast_constants.py needs mpmath: pip install mpmath")
mp.mp.prec = 200
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chebyshev import chebfit, maxrel  # noqa: E402

M = mp.mpf(9) / 16


def worst(f, c, a, b, n=2000):
    """chebyshev.maxrel of the coefficients as printed (rounded to double)."""
    return maxrel(f, [mp.mpf(float(v)) for v in c], a, b, n)


def show(name, c, err):
    print("// %s: largest relative error 2^%.1f" % (name, mp.log(err, 2)))
    for i, v in enumerate(c):
        print("#define %s%d %s" % (name, i, float(v).hex()))


def main():
    a, b = mp.mpf(0), mp.mpf(1) / 4
    P = lambda t: mp.erf(mp.sqrt(t)) / mp.sqrt(t) if t > 0 else 2 / mp.sqrt(mp.pi)
    c = chebfit(P, a, b, 8)
    show("CLB_ERF_FAST_P", c, worst(P, c, a, b))

    def Q(v):
        t = v + M
        x = 4 / t - 4
        return mp.erfc(x) * mp.exp(x * x) / t
    a, b = 4 / (4 + mp.mpf(10.25)) - M, 4 / (4 + mp.mpf(0.5)) - M
    c = chebfit(Q, a, b, 17)
    show("CLB_ERFC_FAST_Q", c, worst(Q, c, a, b))
    # g's sensitivity to t: t = 4/(4 + x)'s rounding reaches g scaled by
    # |d ln g / d ln t| = |g'(x)/g(x)| (4 + x), measured on the grid.
    s = 0
    g = lambda y: mp.erfc(y) * mp.exp(y * y)
    for i in range(201):
        x = mp.mpf(0.5) + (mp.mpf(10.25) - mp.mpf(0.5)) * i / 200
        s = max(s, abs(mp.diff(g, x) / g(x) * (4 + x)))
    print("// |d ln g / d ln t| <= %.3f" % s)


if __name__ == "__main__":
    main()
