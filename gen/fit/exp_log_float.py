#!/usr/bin/env python3
"""The polynomials of the float-only exponential and logarithm cores
(include/clb/float_exp_log.h, generic/math/float/exp*f.cl, log*f.cl,
pow*f.cl, rootnf.cl), printed as exact float hex literals with the true
error of the rounded fit. Run it to check or regenerate them; the build does
not need it (mpmath needed).

  exp(r) = 1 + r + r^2 P(r),  |r| <= ln2/2 + 2^-12 (r = x - k ln2 with k
        from a float product, plus a low part): P of degree 5, absolute
        error of r^2 P printed.
  log(m) = 2 atanh(s) = 2s (1 + z/3 + z^2 W(z)),  s = (m - 1)/(m + 1),
        z = s^2 <= zmax (m in [sqrt2/2, sqrt2), a little wider for log1p's
        two-part m): W of degree 3, absolute error of z^2 W printed (the
        1/3 is a float-float constant in the cores)."""
import sys
import os

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import mpmath as mp
except ImportError:
    raise SystemExit("exp_log_float.py needs mpmath: pip install mpmath")
from chebyshev import chebfit

mp.mp.prec = 200


def rf(c):
    """c rounded to the nearest float (through a double: 2 roundings are
    harmless at this size of error)."""
    import struct
    return mp.mpf(struct.unpack('f', struct.pack('f', float(c)))[0])


def horner(cs, v):
    p = mp.mpf(0)
    for c in reversed(cs):
        p = p * v + c
    return p


def hexf(c):
    """Exact float hex literal, 6 hex digits."""
    m, e = mp.frexp(c)  # c = m 2^e, 0.5 <= |m| < 1
    sgn = '-' if m < 0 else ''
    i = int(abs(m) * 2**24)
    return f"{sgn}0x1.{(i - 2**23) * 2:06x}p{e - 1}f"


def grid(a, b, n=4000):
    return [a + (b - a) * i / n for i in range(n + 1)]


# exp: P(r) = (e^r - 1 - r)/r^2
def pexp(r):
    return (mp.exp(r) - 1 - r) / r**2 if r else mp.mpf(1) / 2


a = mp.log(2) / 2 + mp.mpf(2)**-12
P = [rf(c) for c in chebfit(pexp, -a, a, 5)]
err = max(abs(r * r * (horner(P, r) - pexp(r))) for r in grid(-a, a) if r)
print(f"// exp: r^2 P(r) on |r| <= ln2/2 + 2^-12: absolute error 2^{float(mp.log(err, 2)):.2f}")
for i, c in enumerate(P):
    print(f"#define EXP_P{i} {hexf(c)}")


# log: W(z) = (atanh(s)/s - 1 - z/3)/z^2, z = s^2
def wlog(z):
    if z == 0:
        return mp.mpf(1) / 5
    s = mp.sqrt(z)
    return (mp.atanh(s) / s - 1 - z / 3) / z**2


smax = (mp.sqrt(2) - 1) / (mp.sqrt(2) + 1) * (1 + mp.mpf(2)**-20)
zmax = smax**2
W = [rf(c) for c in chebfit(wlog, 0, zmax, 3)]
err = max(abs(z * z * (horner(W, z) - wlog(z))) for z in grid(0, zmax))
print(f"// log: z^2 W(z) on z <= {float(zmax):.6f}: absolute error 2^{float(mp.log(err, 2)):.2f}")
for i, c in enumerate(W):
    print(f"#define LOG_W{i} {hexf(c)}")

# The float-float constants.
for name, v in (("LN2", mp.log(2)), ("LOG2E", 1 / mp.log(2)), ("THIRD", mp.mpf(1) / 3),
                ("LN10", mp.log(10)), ("LOG10E", 1 / mp.log(10)), ("LOG10_2", mp.log10(2)),
                ("LOG2_10", mp.log(10, 2))):
    hi = rf(v)
    lo = rf(v - hi)
    print(f"// {name}: {hexf(hi)} + {hexf(lo)} (error 2^{float(mp.log(abs(v - hi - lo), 2)):.1f})")
