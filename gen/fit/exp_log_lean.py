#!/usr/bin/env python3
"""The polynomials of the lean float exponential and logarithm cores
(include/clb/float_exp_lean.h, generic/math/float/exp*f.cl, log*f.cl):
discrete minimax fits of the relative error of the final result (Lawson's
iteratively reweighted least squares on a dense grid, numpy), the
coefficients rounded to float one at a time, lowest first, the rest refitted
after each rounding. Printed as exact float hex literals with the error of
the rounded polynomial (exact arithmetic; the cores' own roundings come on
top, see their comments). Run it to check or regenerate them; the build does
not need it (numpy and mpmath needed).

  exp_q():   e^r   = 1 + r Q(r),          |r| <= ln2/2 + 2^-16,  Q of degree 5
  exp2_q():  2^r   = 1 + r Q(r),          |r| <= 1/2,            Q of degree 5
  expm1_p(): e^r - 1 = r + r^2/2 + r^3 P(r), |r| <= ln2/2 + 2^-16, P of degree 4
  log_q():   log(1 + f) = f + f (f Q(f)), f in [sqrt2/2 - 1, sqrt2 - 1],
             Q of degree 8, Q(0) = -1/2 exactly (f Q = -f/2 + f (Q + 1/2)
             is then one fma)

Usage: exp_log_lean.py [name ...] (all by default)."""
import struct
import sys

try:
    import numpy as np
    import mpmath as mp
except ImportError:
    raise SystemExit("exp_log_lean.py needs numpy and mpmath")

mp.mp.prec = 120


def rf(c):
    """c rounded to the nearest float."""
    return struct.unpack('f', struct.pack('f', float(c)))[0]


def hexf(c):
    """Exact float hex literal, 6 hex digits."""
    if c == 0:
        return "0.0f"
    m, e = mp.frexp(mp.mpf(c))
    sgn = '-' if m < 0 else ''
    i = int(abs(m) * 2**24)
    return f"{sgn}0x1.{(i - 2**23) * 2:06x}p{e - 1}f"


def lawson(A, b, iters=1500):
    """Discrete minimax solution of A c ~ b (max norm)."""
    n = A.shape[0]
    w = np.full(n, 1.0 / n)
    c = None
    for _ in range(iters):
        sw = np.sqrt(w)
        c = np.linalg.lstsq(A * sw[:, None], b * sw, rcond=None)[0]
        r = np.abs(A @ c - b)
        w = w * r
        s = w.sum()
        if s == 0:
            break
        w /= s
    return c


def fit(points, target, basis, scale, fixed=None):
    """Minimax of (target - sum c_j basis_j) * scale over points, the c_j
    rounded to float one at a time (lowest first). fixed: {j: value}."""
    fixed = dict(fixed or {})
    nb = len(basis)
    B = np.array([[bj(p) for bj in basis] for p in points], dtype=float)
    t = np.array([target(p) for p in points], dtype=float)
    s = np.array([scale(p) for p in points], dtype=float)
    for j in range(nb):
        free = [i for i in range(nb) if i not in fixed]
        rhs = t - sum(B[:, i] * v for i, v in fixed.items()) if fixed else t.copy()
        c = lawson(B[:, free] * s[:, None], rhs * s) if free else []
        if j in fixed:
            continue
        fixed[j] = rf(c[free.index(j)])
    return [fixed[j] for j in range(nb)]


def grid(a, b, n=3000):
    # Chebyshev-like density near the ends plus a uniform part.
    k = np.arange(n + 1)
    ch = (a + b) / 2 + (b - a) / 2 * np.cos(np.pi * k / n)
    un = np.linspace(a, b, n + 1)
    return np.unique(np.concatenate([ch, un]))


def horner(cs, v):
    p = mp.mpf(0)
    for c in reversed(cs):
        p = p * v + mp.mpf(c)
    return p


def report(name, cs, err_of, a, b):
    pts = [mp.mpf(a) + (mp.mpf(b) - mp.mpf(a)) * i / 6000 for i in range(6001)]
    e = max(abs(err_of(p)) for p in pts)
    print(f"// {name}: on [{float(a):.6g}, {float(b):.6g}] relative error 2^{float(mp.log(e, 2)):.2f}")
    for i, c in enumerate(cs):
        print(f"//   c{i} = {hexf(c)}")


def exp_q(deg=5, tilt=0.85):
    a = float(mp.log(2) / 2 + mp.mpf(2)**-16)
    pts = grid(-a, a)
    pts = pts[pts != 0]
    basis = [lambda r, j=j: r**(j + 1) for j in range(deg + 1)]
    cs = fit(pts, lambda r: np.expm1(r), basis, lambda r: np.exp(-r) / (1 - tilt * abs(r) / a))
    report("exp: e^r = 1 + r Q(r)", cs,
           lambda r: (1 + r * horner(cs, r) - mp.exp(r)) / mp.exp(r), -a, a)


def exp2_q(deg=5, tilt=0.7):
    a = 0.5
    pts = grid(-a, a)
    pts = pts[pts != 0]
    basis = [lambda r, j=j: r**(j + 1) for j in range(deg + 1)]
    ln2 = float(mp.log(2))
    cs = fit(pts, lambda r: np.expm1(r * ln2), basis,
             lambda r: np.exp(-r * ln2) / (1 - tilt * abs(r) / a))
    report("exp2: 2^r = 1 + r Q(r)", cs,
           lambda r: (1 + r * horner(cs, r) - mp.power(2, r)) / mp.power(2, r), -a, a)


def expm1_p(deg=4, tilt=0.7):
    a = float(mp.log(2) / 2 + mp.mpf(2)**-16)
    pts = grid(-a, a)
    pts = pts[pts != 0]
    basis = [lambda r, j=j: r**(j + 3) for j in range(deg + 1)]
    # relative to e^r - 1 (the k = 0 result) on the whole interval
    cs = fit(pts, lambda r: np.expm1(r) - r - r * r / 2, basis,
             lambda r: 1 / np.expm1(r) / (1 - tilt * abs(r) / a))
    report(f"expm1: e^r - 1 = r + r^2/2 + r^3 P(r), P of degree {deg}", cs,
           lambda r: (r + r * r / 2 + r**3 * horner(cs, r) - mp.expm1(r)) / mp.expm1(r) if r else mp.mpf(0), -a, a)


def log_q(deg=8, tilt=0.7, a=float(mp.sqrt(2) / 2 - 1), b=float(mp.sqrt(2) - 1)):
    pts = grid(a, b)
    pts = pts[pts != 0]
    basis = [lambda f, j=j: f**(j + 2) for j in range(deg + 1)]
    cs = fit(pts, lambda f: np.log1p(f) - f, basis,
             lambda f: 1 / np.log1p(f) / (1 - tilt * abs(f) / max(-a, b)), fixed={0: -0.5})
    report(f"log: log(1 + f) = f + f^2 Q(f), Q of degree {deg}", cs,
           lambda f: (f + f * f * horner(cs, f) - mp.log1p(f)) / mp.log1p(f) if f else mp.mpf(0), a, b)


ALL = {"exp_q": exp_q, "exp2_q": exp2_q, "expm1_p": expm1_p, "log_q": log_q}

def main(fits):
    """Runs the fits named on the command line (all of them without one);
    NAME:DEG runs one at another degree."""
    for n in sys.argv[1:] or list(fits):
        name, _, deg = n.partition(":")
        fits[name](int(deg)) if deg else fits[name]()


if __name__ == "__main__":
    main(ALL)
