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

The lean float erfc core (generic/math/float/erfcf.cl; 400 Lawson steps
for each, the printed coefficients are those of this setting):

  erfc_p():  erf(x) = x (c0h + c0l) + x^3 P(x^2), |x| <= 1/2,  P of degree 3
             (c0h + c0l = 2/sqrt(pi) as a float pair; absolute error of erf)
  erfc_e():  e^r = 1 + r + r^2 q(r), |r| <= ln2/2 + 2^-16, q of degree 4
             (relative error of e^r)
  erfc_s():  erfc(a) e^(a^2) (a + 2) = S(v), v = 1/(a + 2) - 3/16,
             a in [0.4375, 10.1], S of degree 9, its constant term a float
             pair s0h + s0l (held at the unrounded fit's value: the other
             terms vanish at v = 0 and cannot make up its rounding)
             (relative error)
  erfc_m():  m(v) = d log R / d log u, R = u S(v) = erfc(a) e^(a^2),
             linear in v (absolute error; it only scales the reciprocal's
             2^-22 residual)

Usage: erf_lean.py [name[:degree] ...] (all by default)."""

import exp_log_lean
from exp_log_lean import fit, grid, hexf, horner, main, mp, np, rf

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


# erfc's large path: u = 1/(a + C), v = u - UM (exact for every rounded u
# in [1/12.1, 1/2.4375]), a in [A0, A1].
C = 2
UM = 0.1875
A0 = 0.4375
A1 = 10.1


def _lawson400():
    exp_log_lean.lawson = lambda A, b: _lawson(A, b, 400)


def _erfc_scaled(u):
    u = mp.mpf(u)
    a = 1 / u - C
    return mp.erfc(a) * mp.exp(a * a) * (a + C)


def erfc_p(deg=3):
    _lawson400()
    xs = grid(2.0**-12, 0.5, 2000)
    c0 = mp.mpf(2) / mp.sqrt(mp.pi)
    c0h = rf(c0)
    c0l = rf(c0 - c0h)
    basis = [lambda x, j=j: x**(2 * j + 3) for j in range(deg + 1)]
    cs = fit(xs, lambda x: float(mp.erf(x) - c0h * mp.mpf(x) - c0l * mp.mpf(x)), basis, lambda x: 1.0)
    exp_log_lean.lawson = _lawson
    e = max(abs(x * c0h + x * (c0l + x * x * horner(cs, x * x)) - mp.erf(x))
            for x in [mp.mpf(0.5) * i / 4000 for i in range(1, 4001)])
    print(f"// erfc small: erf(x) = x (c0h + c0l) + x^3 P(x^2), |x| <= 0.5, P of degree {deg}:"
          f" absolute error 2^{float(mp.log(e, 2)):.2f}")
    print(f"//   c0h = {hexf(c0h)}, c0l = {hexf(c0l)}")
    for i, c in enumerate(cs):
        print(f"//   p{i} = {hexf(c)}")


def erfc_e(deg=4):
    _lawson400()
    a = float(mp.log(2) / 2 + mp.mpf(2)**-16)
    rs = grid(-a, a)
    rs = rs[rs != 0]
    basis = [lambda r, j=j: r**(j + 2) for j in range(deg + 1)]
    cs = fit(rs, lambda r: float(mp.expm1(r) - r), basis, lambda r: float(mp.exp(-r)))
    exp_log_lean.lawson = _lawson
    e = max(abs((1 + r + r * r * horner(cs, r) - mp.exp(r)) / mp.exp(r))
            for r in [mp.mpf(-a) + 2 * a * i / 4000 for i in range(4001)])
    print(f"// erfc exp: e^r = 1 + r + r^2 q(r), |r| <= ln2/2 + 2^-16, q of degree {deg}:"
          f" relative error 2^{float(mp.log(e, 2)):.2f}")
    for i, c in enumerate(cs):
        print(f"//   q{i} = {hexf(c)}")


def erfc_s(deg=9):
    _lawson400()
    us = grid(1 / (A1 + C), 1 / (A0 + C), 2000)
    sv = {float(u): _erfc_scaled(u) for u in us}
    basis = [lambda u, j=j: (u - UM)**j for j in range(deg + 1)]
    B = np.array([[b(u) for b in basis] for u in us])
    t = np.array([float(sv[float(u)]) for u in us])
    w = 1 / t
    c0 = _lawson(B * w[:, None], t * w, 400)[0]  # the unrounded fit's constant term
    cs = fit(us, lambda u: float(sv[float(u)]), basis, lambda u: float(1 / sv[float(u)]),
             fixed={0: float(c0)})
    exp_log_lean.lawson = _lawson
    e = max(abs(horner(cs, mp.mpf(float(u)) - UM) / sv[float(u)] - 1) for u in us)
    s0h = rf(cs[0])
    print(f"// erfc large: S(v) = erfc(a) e^(a^2) (a + {C}), v = 1/(a + {C}) - {UM}, a in [{A0}, {A1}],"
          f" S of degree {deg}: relative error 2^{float(mp.log(e, 2)):.2f}")
    print(f"//   s0h = {hexf(s0h)}, s0l = {hexf(rf(cs[0] - s0h))}")
    for i, c in enumerate(cs[1:], 1):
        print(f"//   s{i} = {hexf(c)}")


def erfc_m(deg=1):
    _lawson400()
    us = grid(1 / (A1 + C), 1 / (A0 + C), 300)

    def m(u):
        return mp.diff(lambda lu: mp.log(mp.exp(lu) * _erfc_scaled(mp.exp(lu))), mp.log(mp.mpf(u)))

    mv = {float(u): float(m(u)) for u in us}
    basis = [lambda u, j=j: (u - UM)**j for j in range(deg + 1)]
    cs = fit(us, lambda u: mv[float(u)], basis, lambda u: 1.0)
    exp_log_lean.lawson = _lawson
    e = max(abs(float(horner(cs, mp.mpf(float(u)) - UM)) - mv[float(u)]) for u in us)
    print(f"// erfc m: d log R / d log u = m(v), m of degree {deg} (m in [{min(mv.values()):.3f},"
          f" {max(mv.values()):.3f}]): absolute error 2^{float(mp.log(e, 2)):.2f}")
    for i, c in enumerate(cs):
        print(f"//   m{i} = {hexf(c)}")


ALL = {"erf_q": erf_q, "erfc_l": erfc_l, "erfc_p": erfc_p, "erfc_e": erfc_e, "erfc_s": erfc_s, "erfc_m": erfc_m}

if __name__ == "__main__":
    main(ALL)
