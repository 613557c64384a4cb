#!/usr/bin/env python3
"""The polynomials of erf and erfc (generic/math/erf.cl), printed as exact hex
literals. Run it to check or regenerate them; the build does not need it.
Uses mpmath (pip install mpmath).

erf(x) = x + x P(x^2) on |x| < 1: P fits erf(x)/x - 1 in t = x^2 on [0, 1]
(degree 13; its error is printed, about 2^-60 of the result).

erfc(x) = exp(-x^2) R(x) from x = 1/2 on, R(x) = erfc(x) exp(x^2) in six
pieces of degree 15, each a truncated Chebyshev series (near minimax):
  below 2: R(x) itself, in v = x - (the piece's middle);
  from 2:  x R(x) (tending to 1/sqrt(pi)), in v = 1/x^2 - (the middle).
The largest relative error of each fit, with its coefficients rounded as
printed, is printed (at most 2^-56, a tenth of an ulp); the constant term is a
double-double
since the result is about that term (its rounding alone could cost an ulp)."""
try:
    import mpmath as mp
except ImportError:
    raise SystemExit("erf_constants.py needs mpmath: pip install mpmath")
mp.mp.prec = 256

DEG_ERF, DEG_ERFC = 13, 15
# erfc's pieces: [lo, hi) in x, and whether the variable is 1/x^2.
PIECES = [(0.5, 1.0, False), (1.0, 1.5, False), (1.5, 2.0, False),
          (2.0, 3.0, True), (3.0, 4.5, True), (4.5, 27.5, True)]


def chebfit(f, a, b, deg, nodes=None):
    """Truncated Chebyshev series of f on [a,b] (near-minimax), monomial
    coefficients in the variable itself, lowest first; and the true largest
    relative error on a dense grid."""
    N = nodes or 2 * deg + 20
    a, b = mp.mpf(a), mp.mpf(b)
    h, m = (b - a) / 2, (b + a) / 2
    th = [mp.pi * (j + mp.mpf(1) / 2) / N for j in range(N)]
    fv = [f(m + h * mp.cos(t)) for t in th]
    ck = [2 * mp.fsum(fv[j] * mp.cos(k * th[j]) for j in range(N)) / N for k in range(deg + 1)]
    ck[0] /= 2
    # T_k(s) in monomials of s, then s = (v - m)/h
    T = [[mp.mpf(1)], [mp.mpf(0), mp.mpf(1)]]
    for k in range(2, deg + 1):
        t = [mp.mpf(0)] + [2 * c for c in T[k - 1]]
        for i, c in enumerate(T[k - 2]):
            t[i] -= c
        T.append(t)
    ps = [mp.mpf(0)] * (deg + 1)
    for k in range(deg + 1):
        for i, c in enumerate(T[k]):
            ps[i] += ck[k] * c
    # p(v) = sum ps_i ((v - m)/h)^i
    pv = [mp.mpf(0)] * (deg + 1)
    for i in range(deg + 1):
        for j in range(i + 1):
            pv[j] += ps[i] * mp.binomial(i, j) * (-m) ** (i - j) / h ** i
    return pv

def maxrel(f, coeffs, a, b, n=200):
    a, b = mp.mpf(a), mp.mpf(b)
    worst = 0
    for i in range(n + 1):
        v = a + (b - a) * i / n
        p = mp.mpf(0)
        for c in reversed(coeffs):
            p = p * v + c
        worst = max(worst, abs((p - f(v)) / f(v)))
    return worst


def fit(f, a, b, deg):
    """The fit's coefficients as doubles, lowest first, the constant term
    split in two (hi, lo: it carries the result, its rounding would cost up
    to an ulp), and the largest relative error of the rounded polynomial."""
    c = chebfit(f, a, b, deg)
    hi = float(c[0])
    lo = float(c[0] - hi)
    exact = [mp.mpf(hi) + mp.mpf(lo)] + [mp.mpf(float(x)) for x in c[1:]]
    return [hi, lo] + [float(x) for x in c[1:]], maxrel(f, exact, a, b)


def erf_over_x(t):
    return mp.erf(mp.sqrt(t)) / mp.sqrt(t) if t > 0 else 2 / mp.sqrt(mp.pi)


c = chebfit(erf_over_x, 0, 1, DEG_ERF)
# P = the fit minus 1, its coefficients rounded: x P's rounding is at most
# 1/8 of the result's ulp.
c = [float(c[0] - 1)] + [float(v) for v in c[1:]]
e = maxrel(erf_over_x, [1 + mp.mpf(c[0])] + [mp.mpf(v) for v in c[1:]], 0, 1)
print(f"// erf: |x| < 1, relative error of 1 + P {mp.nstr(e, 3)}")
for i, v in enumerate(c):
    print(f"#define CLB_ERF_P{i} {v.hex()}")

print("// erfc: R's pieces, {middle, constant term as hi and lo, the other coefficients}")
for lo, hi, inverse in PIECES:
    lo, hi = mp.mpf(lo), mp.mpf(hi)
    R = lambda x: mp.erfc(x) * mp.exp(x * x)
    if inverse:
        a, b = 1 / hi**2, 1 / lo**2
        mid = float((a + b) / 2)
        g = lambda v: R(1 / mp.sqrt(v + mid)) / mp.sqrt(v + mid)
    else:
        a, b = lo, hi
        mid = float((a + b) / 2)
        g = lambda v: R(v + mid)
    c, e = fit(g, a - mid, b - mid, DEG_ERFC)
    print(f"    /* x in [{float(lo)}, {float(hi)}): error {mp.nstr(e, 3)} */")
    print("    {" + ", ".join([mid.hex()] + [v.hex() for v in c]) + "},")
