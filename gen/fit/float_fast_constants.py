#!/usr/bin/env python3
"""The polynomials of the float fast paths of the exponential, logarithm and
power families (include/clb/exp.h, log.h, pow.h: CLB_EXPF_*, CLB_LOGF_*),
printed as exact hex literals with the true error of the rounded fit. Run it
to check or regenerate them; the build does not need it (mpmath needed).

  exp(r) = 1 + r P(r),  |r| <= ln2/2 + 2^-20 (exp: r = x - k ln2), P of
        degree 9 the same way.
  2^r = 1 + r Q(r),  |r| <= 1/2 + 2^-20 (k = nearest(t), r = t - k plus the
        low part of t): Q of degree 9, a truncated Chebyshev series of
        (2^r - 1)/r (near-minimax).
  log(1 + f) = 2s + s z G(z),  s = f/(2 + f), z = s^2 <= zmax, f = m - 1
        with m in [sqrt2/2, sqrt2): G of degree 7 fits (atanh(s)/s - 1)2/z,
        absolute error printed (the float paths need < 2^-51, see log.h)."""
import sys
import os

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import mpmath as mp
except ImportError:
    raise SystemExit("float_fast_constants.py needs mpmath: pip install mpmath")
from chebyshev import chebfit

mp.mp.prec = 200


def rd(c):
    return mp.mpf(float(c))


def horner(cs, v):
    p = mp.mpf(0)
    for c in reversed(cs):
        p = p * v + c
    return p


# 2^r = 1 + r Q(r)
a = -mp.mpf(1) / 2 - mp.mpf(2) ** -20
q = [rd(c) for c in chebfit(lambda r: (mp.power(2, r) - 1) / r if r else mp.log(2), a, -a, 9)]
worst = max(abs((1 + r * horner(q, r)) / mp.power(2, r) - 1)
            for r in (a + (-2 * a) * i / 4000 for i in range(4001)))
print(f"/* 2^r = 1 + r Q(r) on |r| <= 1/2 + 2^-20: relative error 2^{float(mp.log(worst, 2)):.2f} */")
for i, c in enumerate(q):
    print(f"#define CLB_EXPF_Q{i} {float(c).hex()}")

# exp(r) = 1 + r P(r) on |r| <= ln2/2 + 2^-20 (exp's own reduction, r =
# x - k ln2 with k = nearest(x log2(e)) rounded: a little past ln2/2).
a = -mp.log(2) / 2 - mp.mpf(2) ** -20
pe = [rd(c) for c in chebfit(lambda r: (mp.exp(r) - 1) / r if r else mp.mpf(1), a, -a, 9)]
worst = max(abs((1 + r * horner(pe, r)) / mp.exp(r) - 1)
            for r in (a + (-2 * a) * i / 4000 for i in range(4001)))
print(f"/* exp(r) = 1 + r P(r) on |r| <= ln2/2 + 2^-20: relative error 2^{float(mp.log(worst, 2)):.2f} */")
for i, c in enumerate(pe):
    print(f"#define CLB_EXPF_P{i} {float(c).hex()}")
ln2 = mp.log(2)
print(f"#define CLB_EXPF_LN2_LO {float(ln2 - rd(ln2)).hex()}")

# log(1 + f) = 2s + s z G(z); the upper end of z has a margin for the
# reduction's threshold (the top 20 bits of sqrt2's significand).
zmax = ((mp.sqrt(2) - 1) / (mp.sqrt(2) + 1)) ** 2 * (1 + mp.mpf(2) ** -30)


def G(z):
    if z == 0:
        return mp.mpf(2) / 3
    s = mp.sqrt(z)
    return (mp.log((1 + s) / (1 - s)) - 2 * s) / (s * z)


g = [rd(c) for c in chebfit(G, 0, zmax, 7)]
worst = max(abs(horner(g, z) - G(z)) for z in (zmax * i / 4000 for i in range(4001)))
print(f"/* log(1 + f) = 2s + s z G(z), z <= {float(zmax):.6f}: |G error| <= 2^{float(mp.log(worst, 2)):.2f} */")
for i, c in enumerate(g):
    print(f"#define CLB_LOGF_G{i} {float(c).hex()}")

# Double-double constants the float paths add: log2(10), 2 log2(e).
for name, v in (("CLB_EXPF_LOG2_10", mp.log(10) / mp.log(2)),
                ("CLB_LOGF_2LOG2E", 2 / mp.log(2))):
    hi = rd(v)
    print(f"#define {name} {float(hi).hex()}")
    print(f"#define {name}_LO {float(v - hi).hex()}")
