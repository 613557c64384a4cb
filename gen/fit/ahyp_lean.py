#!/usr/bin/env python3
"""The polynomial of the lean float atanh core (generic/math/float/atanhf.cl;
asinhf.cl and acoshf.cl fit nothing of their own: they use
<clb/float_log_lean.h>'s logarithm as it is): a discrete minimax fit with
float coefficients, by <gen/fit/exp_log_lean.py>'s fit (Lawson's iteratively
reweighted least squares on a dense grid, numpy; the coefficients rounded to
float one at a time, lowest first, the rest refitted after each rounding).
Printed as exact float hex literals with the error of the rounded
polynomial (exact arithmetic). Run it to check or regenerate them; the build
does not need it (numpy and mpmath needed).

  rcp_k(): 1/(1 + a) ~ K(a), a in [0, 1], K of degree 2, relative error
           (atanh's correction res/(1 + a) of log1p(u), u = 2a/(1 - a),
           for the rounding and the reciprocal's error in u's head)

Usage: ahyp_lean.py [name ...] (all by default)."""

from exp_log_lean import fit, grid, hexf, horner, main, mp, np


def report(name, cs, err_of, a, b, n=6000, kind="relative"):
    pts = [mp.mpf(a) + (mp.mpf(b) - mp.mpf(a)) * i / n for i in range(n + 1)]
    e = max(abs(err_of(p)) for p in pts)
    print(f"// {name}: on [{float(a):.6g}, {float(b):.6g}] {kind} error 2^{float(mp.log(e, 2)):.2f}")
    for i, c in enumerate(cs):
        print(f"//   c{i} = {hexf(c)}")


def rcp_k(deg=2):
    pts = grid(0.0, 1.0, 2000)
    basis = [lambda a, j=j: a**j for j in range(deg + 1)]
    cs = fit(pts, lambda a: 1 / (1 + a), basis, lambda a: 1 + a)
    report(f"atanh: 1/(1 + a) ~ K(a), K of degree {deg}", cs,
           lambda a: horner(cs, a) * (1 + a) - 1, 0, 1)


ALL = {"rcp_k": rcp_k}

if __name__ == "__main__":
    main(ALL)
