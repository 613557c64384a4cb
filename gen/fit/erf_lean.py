#!/usr/bin/env python3
"""The polynomials of the lean float erf core (generic/math/float/erff.cl):
discrete minimax fits by <gen/fit/exp_log_lean.py>'s fit (Lawson's
iteratively reweighted least squares on a dense grid, numpy; the
coefficients rounded to float one at a time, lowest first, the rest refitted
after each rounding). Printed as exact float hex literals with the error of
the rounded polynomial (exact arithmetic; the core's own roundings come on
top, see its comment). Run it to check or regenerate them; the build does
not need it (numpy and mpmath needed).

  erf_q():  erf(x) = x + x Q(x^2),        |x| <= T,  Q of degree 6
            (relative error of erf)
  erfc_l(): log(erfc(a)) = c0 + t P(t),   t = a - M, a in [T, 3.92],
            P of degree 5; fitted for the least erfc(a) |error| (the
            absolute error it makes in erf = 1 - e^L), c0 held to a multiple
            of 2^-21 so that c0 - k L1 (L1 the float nearest ln2) is exact
            for the small |k| where erfc is large (M = 1.0810546875 is where
            log erfc(M) is within 2^-32 of such a multiple, so that holding
            c0 costs nothing; t = a - M is exact for every a >= M/2)

Usage: erf_lean.py [name[:degree] ...] (all by default)."""

import exp_log_lean
from exp_log_lean import fit, grid, hexf, horner, main, mp, np

_lawson = exp_log_lean.lawson

T = 0.8125
M = 1.0810546875  # log erfc(M) within 2^-32 of a multiple of 2^-21
A = 3.92


def erf_q(deg=6):
    xs = grid(2.0**-12, T, 2000)
    tgt = {float(x): float(mp.erf(mp.mpf(float(x))) / mp.mpf(float(x)) - 1) for x in xs}
    basis = [lambda x, j=j: x**(2 * j) for j in range(deg + 1)]
    # error in erf relative: x dQ / erf(x)
    cs = fit(xs, lambda x: tgt[float(x)], basis, lambda x: x / float(mp.erf(x)))
    pts = [mp.mpf(T) * i / 6000 for i in range(1, 6001)]
    e = max(abs((x + x * horner(cs, x * x) - mp.erf(x)) / mp.erf(x)) for x in pts)
    print(f"// erf: x + x Q(x^2) on [0, {T}], Q of degree {deg}: relative error 2^{float(mp.log(e, 2)):.2f}")
    for i, c in enumerate(cs):
        print(f"//   q{i} = {hexf(c)}")


def erfc_l(deg=6):
    # 400 Lawson steps here (the default 1500 is slow with 12 refits); the
    # printed coefficients are those of this setting.
    exp_log_lean.lawson = lambda A, b: _lawson(A, b, 400)
    az = grid(T, A, 1500)
    L = {float(a): float(mp.log(mp.erfc(mp.mpf(float(a))))) for a in az}
    E = {float(a): float(mp.erfc(mp.mpf(float(a)))) for a in az}
    ts = az - M
    basis = [lambda t, j=j: t**j for j in range(deg + 1)]
    tg = lambda t: L[float(t + M)]
    sc = lambda t: E[float(t + M)]
    cs0 = fit(ts, tg, basis, sc)
    c0 = round(cs0[0] * 2**21) / 2**21
    cs = fit(ts, tg, basis, sc, fixed={0: c0})
    exp_log_lean.lawson = _lawson
    pts = [mp.mpf(T) + (mp.mpf(A) - T) * i / 3000 for i in range(3001)]
    e = max(abs((horner(cs, a - M) - mp.log(mp.erfc(a))) * mp.erfc(a)) for a in pts)
    print(f"// erfc: log erfc(a) = c0 + t P(t), t = a - {M}, a in [{T}, {A}], P of degree {deg - 1}:"
          f" erfc(a) |error| 2^{float(mp.log(e, 2)):.2f}")
    for i, c in enumerate(cs):
        print(f"//   p{i} = {hexf(c)}")


ALL = {"erf_q": erf_q, "erfc_l": erfc_l}

if __name__ == "__main__":
    main(ALL)
