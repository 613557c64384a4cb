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

  rcp_k(): 1/(1 + a) ~ K(a), a in [0, 1], K of degree 2 with K(0) = 1:
           atanh's correction res/(1 + a) of log1p(u), u = 2a/(1 - a), for
           the rounding and the reciprocal's error in u's head. The relative
           error is weighted by what it weighs in the result's ulps,
           (u/(1 + u))/log1p(u) = a/((1 + a) atanh(a)) (1 at a = 0, 0.54 at
           a = 0.6, 0 at a = 1), and K(0) = 1 makes it vanish with a (most
           inputs are small).

Usage: ahyp_lean.py [name ...] (all by default)."""

from exp_log_lean import fit, grid, hexf, horner, main, mp, np


def report(name, cs, err_of, a, b, n=6000, kind="relative"):
    pts = [mp.mpf(a) + (mp.mpf(b) - mp.mpf(a)) * i / n for i in range(n + 1)]
    e = max(abs(err_of(p)) for p in pts)
    print(f"// {name}: on [{float(a):.6g}, {float(b):.6g}] {kind} error 2^{float(mp.log(e, 2)):.2f}")
    for i, c in enumerate(cs or []):
        print(f"//   c{i} = {hexf(c)}")


def rcp_k(deg=2):
    pts = grid(0.0, 1.0 - 2.0**-20, 2000)
    basis = [lambda a, j=j: a**j for j in range(deg + 1)]

    def weight(a):
        a = np.asarray(a, dtype=float)
        return np.where(a > 1e-8, a / ((1 + a) * np.arctanh(np.maximum(a, 1e-8))), 1.0)

    cs = fit(pts, lambda a: 1 / (1 + a), basis, lambda a: (1 + a) * weight(a), fixed={0: 1.0})
    report(f"atanh: 1/(1 + a) ~ K(a), K of degree {deg}, K(0) = 1", cs,
           lambda a: horner(cs, a) * (1 + a) - 1, 0, 1)
    report(f"atanh: K, weighted by a/((1 + a) atanh(a))", None,
           lambda a: (horner(cs, a) * (1 + a) - 1) * (a / ((1 + a) * mp.atanh(a)) if a else 1), 0,
           1 - mp.mpf(2)**-20, kind="weighted relative")
    report(f"atanh: K", None, lambda a: horner(cs, a) * (1 + a) - 1, 0, mp.mpf(1) / 64)


ALL = {"rcp_k": rcp_k}

if __name__ == "__main__":
    main(ALL)
