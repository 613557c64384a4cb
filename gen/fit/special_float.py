#!/usr/bin/env python3
"""The polynomials of the float-only gamma cores and of the pair
exponential they share
(generic/math/float/<name>f.cl, shared pieces in include/clb/float_special.h),
printed as exact hex float literals with the true error of the rounded
coefficients (measured with mpmath on a dense grid). Each section is named
by the core; run `special_float.py [NAME...]` (all of them by default).

The fit: Lawson's iteratively reweighted least squares (a near-minimax fit)
in double on Chebyshev nodes, then the coefficients rounded to float one at
a time from the lowest degree, the rest refitted after each rounding, so
that the rounding costs little. Needs numpy and mpmath."""
import sys
import numpy as np
import mpmath as mp

mp.mp.prec = 120


def f32(v):
    return float(np.float32(v))


def lawson(fvals, basis, w, iters=300):
    n = len(fvals)
    u = np.ones(n) / n
    c = None
    for _ in range(iters):
        s = np.sqrt(u) * w
        c, *_ = np.linalg.lstsq(basis * s[:, None], fvals * s, rcond=None)
        e = np.abs(w * (basis @ c - fvals))
        u = u * e
        u /= u.sum()
    return c


def fit(f, a, b, powers, rel=True, n=3000, pairs=0):
    """Float coefficients c of sum c_i x^p_i ~ f(x) on [a, b],
    the error relative to f (rel) or absolute. The first `pairs`
    coefficients are float-float pairs (a tuple hi, lo)."""
    a, b = mp.mpf(a), mp.mpf(b)
    xs = [a + (b - a) * (1 - mp.cos(mp.pi * i / (n - 1))) / 2 for i in range(n)]
    fx = np.array([float(f(x)) for x in xs])
    fv = fx
    xf = np.array([float(x) for x in xs])
    B = np.stack([xf ** p for p in powers], axis=1)
    w = 1 / np.abs(fx) if rel else np.ones(n)
    c = lawson(fv, B, w)
    cs = []
    for i in range(len(powers)):
        cs.append(f32(c[i]) + f32(c[i] - f32(c[i])) if i < pairs else f32(c[i]))
        if i + 1 < len(powers):
            rest = fv - sum(cc * xf ** p for cc, p in zip(cs, powers))
            c = np.concatenate([np.array(cs), lawson(rest, B[:, i + 1:], w, iters=150)])
    return cs


def err(f, cs, powers, a, b, rel=True, n=20000):
    """log2 of the largest error of the float coefficients on [a, b]."""
    a, b = mp.mpf(a), mp.mpf(b)
    worst = mp.mpf(0)
    for i in range(n + 1):
        x = a + (b - a) * i / n
        p = sum(mp.mpf(c) * x ** q for c, q in zip(cs, powers))
        fx = f(x)
        e = abs(p - fx) / (abs(fx) if rel else 1)
        worst = max(worst, e)
    return float(mp.log(worst, 2)) if worst else float("-inf")


def show(title, f, a, b, powers, rel=True, pairs=0, n=3000):
    cs = fit(f, a, b, powers, rel, pairs=pairs, n=n)
    print(f"// {title}: {'relative' if rel else 'absolute'} error 2^{err(f, cs, powers, a, b, rel):.2f}")
    for i, (p, c) in enumerate(zip(powers, cs)):
        if i < pairs:
            print(f"//   x^{p}: {hx(f32(c))}f + {hx(f32(c - f32(c)))}f")
        else:
            print(f"//   x^{p}: {hx(c)}f")
    return cs


def hx(c):
    """A float as the core writes it: 0x1.xxxxxxp+e."""
    m, e = float(c).hex().split("p")
    return f"{m[:m.index('.') + 7] if '.' in m else m}p{e}"


def const(title, v):
    print(f"// {title}: {hx(f32(v))}f (rest {hx(f32(v - f32(v)))}f)")


def hyperbolic():
    # include/clb/float_special.h, __clb_fs_exp_pair: |r| <= ln2/2 + 2^-12 (a margin).
    R = mp.log(2) / 2 + mp.mpf(2) ** -12
    show("exp_pair: (cosh r - 1 - rr/2)/rr^2 in rr = r^2 (absolute)",
         lambda z: (mp.cosh(mp.sqrt(z)) - 1 - z / 2) / z ** 2, mp.mpf(2) ** -30, R ** 2, range(3), rel=False)
    show("exp_pair: (sinh r - r)/r^3 in rr = r^2 (absolute)",
         lambda z: (mp.sinh(mp.sqrt(z)) - mp.sqrt(z)) / mp.sqrt(z) ** 3, mp.mpf(2) ** -30, R ** 2, range(3), rel=False)


def tgamma():
    # generic/math/float/tgammaf.cl: Q(t) = Gamma(1 + t) = Q(1/2 + u), u = t - 1/2.
    show("tgamma: Gamma(3/2 + u) on [-1/2 - 2^-10, 1/2]", lambda u: mp.gamma(mp.mpf(3) / 2 + u),
         -mp.mpf(1) / 2 - mp.mpf(2) ** -10, mp.mpf(1) / 2, range(12), pairs=1, n=2000)
    g = mp.euler
    const("dQ/dt at 0 (-gamma)", -g)
    const("d2Q/dt2 at 0 (the t coefficient of dQ/dt)", g ** 2 + mp.pi ** 2 / 6)
    const("half of d3Q/dt3 at 0 (the t^2 coefficient of dQ/dt)", -(g ** 3 + g * mp.pi ** 2 / 2 + 2 * mp.zeta(3)) / 2)
    # Stirling's remainder S(t), t = 1/z, z in [2, 64].
    c = mp.log(2 * mp.pi) / 2
    show("tgamma: S(t) = lgamma(1/t) - ((1/t - 1/2) log(1/t) - 1/t + log(2 pi)/2) on [1/64, 1/2] (absolute)",
         lambda t: mp.loggamma(1 / t) - ((1 / t - mp.mpf(1) / 2) * mp.log(1 / t) - 1 / t + c),
         mp.mpf(1) / 64, mp.mpf(1) / 2, range(1, 8), rel=False, n=1500)
    const("log(2 pi)/2", c)
    # sin(pi r)/(pi r) = 1 - (pi^2/6) r^2 + r^4 B(r^2), |r| <= 1/2.
    show("tgamma: B(z) = (sin(pi r)/(pi r) - 1 + pi^2 z/6)/z^2, z = r^2 on [0, 1/4] (absolute)",
         lambda z: (mp.sin(mp.pi * mp.sqrt(z)) / (mp.pi * mp.sqrt(z)) - 1 + mp.pi ** 2 / 6 * z) / z ** 2,
         mp.mpf(2) ** -30, mp.mpf(1) / 4, range(5), rel=False)
    const("-pi^2/6", -mp.pi ** 2 / 6)


SECTIONS = {"tgamma": tgamma, "hyperbolic": hyperbolic}

if __name__ == "__main__":
    for name in sys.argv[1:] or SECTIONS:
        SECTIONS[name]()
