#!/usr/bin/env python3
"""The short double exp and log pieces of <clb/gamma_fast.h> (the float paths
of erf, erfc, tgamma and lgamma), printed as exact hex literals; the build
does not run it. Uses mpmath and gen/fit/chebyshev.py.

  exp(r) = 1 + r + r^2 E(r), |r| <= ln2/2 (1 + 2^-20): E of degree 9;
  log(1 + f) = f - c, c = f^2/2 - s (f^2/2 + z R(z)), s = f / (2 + f),
  z = s^2 <= (3 - 2 sqrt2)^2 (f in [sqrt2/2 - 1, sqrt2 - 1]): R of degree
  7 fits (2 atanh(s) - 2 s) / (s z) = 2/3 + 2/5 z + ...;
  Stirling's rest for w >= 8: log Gamma(w) = (w - 1/2) log w - w +
  log(2 pi)/2 + S(w), S(w) = P(1/w^2) / w, P of degree 6 (error relative
  to S, whose largest value is 0.0104);
  sin(pi u) = u K(u^2) for |u| <= 1/2, K of degree 9;
  lgamma's float path near 1 and 2 uses <clb/gamma.h>'s Q (fitted by
  gamma_constants.py: 1/Gamma(1 + u) = 1 + u Q(u), |u| <= 1/2) as a value
  of its own: its error relative to Q is shown, and the refit checked
  against the header's digits.
Each fit's largest error, coefficients rounded as printed, is shown: E's
relative to exp(r), R's as the error it gives log(1 + f), relative to f^3."""
import os
import sys
try:
    import mpmath as mp
except ImportError:
    raise SystemExit("gamma_fast_constants.py needs mpmath: pip install mpmath")
mp.mp.prec = 200
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chebyshev import chebfit  # noqa: E402


def horner(c, v):
    p = mp.mpf(0)
    for cc in reversed(c):
        p = p * v + cc
    return p


def show(name, c, err):
    print("// %s: largest error 2^%.1f" % (name, mp.log(err, 2)))
    for i, v in enumerate(c):
        print("#define %s%d %s" % (name, i, float(v).hex()))


def main():
    L = mp.log(2) / 2 * (1 + mp.mpf(2) ** -20)
    E = lambda r: (mp.exp(r) - 1 - r) / r ** 2 if r != 0 else mp.mpf(1) / 2
    c = chebfit(E, -L, L, 9)
    cr = [mp.mpf(float(v)) for v in c]
    w = max(abs((1 + r + r * r * horner(cr, r)) / mp.exp(r) - 1)
            for r in (-L + 2 * L * i / 2000 for i in range(2001)))
    show("CLB_FAST_EXP_E", c, w)

    zmax = (3 - 2 * mp.sqrt(2)) ** 2
    R = lambda z: (2 * mp.atanh(mp.sqrt(z)) - 2 * mp.sqrt(z)) / (mp.sqrt(z) * z) \
        if z > 0 else mp.mpf(2) / 3
    c = chebfit(R, 0, zmax, 7)
    cr = [mp.mpf(float(v)) for v in c]
    # the error in log(1 + f): s z (R - fit), over |f|^3 (s^3 ~ f^3 / 8)
    w = 0
    for i in range(1, 2001):
        z = zmax * i / 2000
        s = mp.sqrt(z)
        f = 2 * s / (1 - s)
        w = max(w, abs(s * z * (horner(cr, z) - R(z))) / f ** 3)
    show("CLB_FAST_LOG_R", c, w)

    def P(u):  # u = 1/w^2
        if u == 0:
            return mp.mpf(1) / 12
        w = 1 / mp.sqrt(u)
        return (mp.loggamma(w) - (w - mp.mpf(1) / 2) * mp.log(w) + w -
                mp.log(2 * mp.pi) / 2) * w
    c = chebfit(P, 0, mp.mpf(1) / 64, 6)
    cr = [mp.mpf(float(v)) for v in c]
    w = max(abs(horner(cr, u) / P(u) - 1)
            for u in (mp.mpf(i) / 64 / 400 for i in range(1, 401)))
    show("CLB_FAST_STIRLING_P", c, w)

    K = lambda z: mp.sin(mp.pi * mp.sqrt(z)) / mp.sqrt(z) if z > 0 else mp.pi
    c = chebfit(K, 0, mp.mpf(1) / 4, 9)
    cr = [mp.mpf(float(v)) for v in c]
    w = max(abs(horner(cr, z) / K(z) - 1)
            for z in (mp.mpf(i) / 4 / 2000 for i in range(2001)))
    show("CLB_FAST_SINPI_K", c, w)

    G = lambda u: 1 / mp.gamma(1 + u)
    q = [mp.mpf(float(v)) for v in chebfit(G, -0.5, 0.5, 18)[1:]]
    Q = lambda u: (G(u) - 1) / u if u != 0 else mp.euler
    w = max(abs(horner(q, u) / Q(u) - 1)
            for u in (mp.mpf(i) / 4000 for i in range(-2000, 2001)))
    h = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                          "..", "include", "clb", "gamma.h")).read()
    same = all("#define CLB_GAMMA_Q%d %s\n" % (i, float(v).hex()) in h
               for i, v in enumerate(q))
    print("// CLB_GAMMA_Q (gamma.h %s): largest error 2^%.1f of Q"
          % ("matches" if same else "DIFFERS", mp.log(w, 2)))


if __name__ == "__main__":
    main()
