#!/usr/bin/env python3
"""The polynomials of the lean float hyperbolic cores
(generic/math/float/tanhf.cl, sinhf.cl, coshf.cl): discrete minimax fits
with float coefficients, by <gen/fit/exp_log_lean.py>'s fit (Lawson's
iteratively reweighted least squares on a dense grid, numpy; the
coefficients rounded to float one at a time, lowest first, the rest refitted
after each rounding). Printed as exact float hex literals with the error of
the rounded polynomial (exact arithmetic; the cores' own roundings come on
top, see their comments). Run it to check or regenerate them; the build does
not need it (numpy and mpmath needed).

  tanh_p(): tanh(a) = a + a^3 P(a^2),     a in [0, 0.55],    P of degree 4
  exp2h_q(): e^(2h) = 1 + h Q(h),         |h| <= ln2/4 + 2^-17, Q of degree 5
             (the reduction a = k ln2/2 + h of tanh's e^(2a), so that 2a is
             never formed)
  even_odd(): cosh r = 1 + z C(z), sinh r = r (1 + z S(z)), z = r^2,
             |r| <= ln2/2 + 2^-16, C and S of degree 2, C(0) = 1/2
             (<clb/float_hyp_lean.h>, for sinh and cosh)
  sinh_p():  sinh(a) = a + a^3 P(a^2),    a in [0, 0.6],     P of degree 2

Usage: hyperbolic_lean.py [name ...] (all by default)."""

from exp_log_lean import fit, grid, hexf, horner, main, mp, np


def report(name, cs, err_of, a, b, n=6000, kind="relative"):
    pts = [mp.mpf(a) + (mp.mpf(b) - mp.mpf(a)) * i / n for i in range(n + 1)]
    e = max(abs(err_of(p)) for p in pts)
    print(f"// {name}: on [{float(a):.6g}, {float(b):.6g}] {kind} error 2^{float(mp.log(e, 2)):.2f}")
    for i, c in enumerate(cs):
        print(f"//   c{i} = {hexf(c)}")


def tanh_p(deg=4, t=0.55):
    pts = grid(2.0**-12, t, 2000)
    # tanh(a) - a in mpmath (in double it would cancel)
    tgt = {float(p): float(mp.tanh(mp.mpf(float(p))) - mp.mpf(float(p))) for p in pts}
    basis = [lambda a, j=j: a**(2 * j + 3) for j in range(deg + 1)]
    cs = fit(pts, lambda a: tgt[float(a)], basis, lambda a: 1 / np.tanh(a))
    report(f"tanh: a + a^3 P(a^2), P of degree {deg}", cs,
           lambda a: (a + a**3 * horner(cs, a * a) - mp.tanh(a)) / mp.tanh(a) if a else mp.mpf(0), 0, t)


def exp2h_q(deg=5, tilt=0.5):
    a = float(mp.log(2) / 4 + mp.mpf(2)**-17)
    pts = grid(-a, a)
    pts = pts[pts != 0]
    basis = [lambda h, j=j: h**(j + 1) for j in range(deg + 1)]
    cs = fit(pts, lambda h: np.expm1(2 * h), basis, lambda h: np.exp(-2 * h) / (1 - tilt * abs(h) / a))
    report(f"exp: e^(2h) = 1 + h Q(h), Q of degree {deg}", cs,
           lambda h: (1 + h * horner(cs, h) - mp.exp(2 * h)) / mp.exp(2 * h), -a, a)


def even_odd(deg_c=2, deg_s=2):
    # cosh r = 1 + z C(z), sinh r = r (1 + z S(z)), z = r^2, |r| <= ln2/2 + 2^-16:
    # C and S fitted for the least absolute error (in the cores they enter as
    # r^2 C and r^3 S next to a term of about 1); C(0) = 1/2 exactly.
    a = float(mp.log(2) / 2 + mp.mpf(2)**-16)
    zs = grid(2.0**-30, a * a, 2000)
    tc = {float(z): float((mp.cosh(mp.sqrt(mp.mpf(float(z)))) - 1) / mp.mpf(float(z))) for z in zs}
    ts = {float(z): float((mp.sinh(mp.sqrt(mp.mpf(float(z)))) / mp.sqrt(mp.mpf(float(z))) - 1) / mp.mpf(float(z)))
          for z in zs}
    basis_c = [lambda z, j=j: z**j for j in range(deg_c + 1)]
    basis_s = [lambda z, j=j: z**j for j in range(deg_s + 1)]
    cc = fit(zs, lambda z: tc[float(z)], basis_c, lambda z: 1.0, fixed={0: 0.5})
    cs = fit(zs, lambda z: ts[float(z)], basis_s, lambda z: 1.0)
    report(f"cosh: cosh r = 1 + z C(z), C of degree {deg_c}, r", cc,
           lambda r: (horner(cc, r * r) - (mp.cosh(r) - 1) / (r * r)) if r else mp.mpf(0), 0, a,
           kind="C's absolute")
    report(f"sinh: sinh r = r (1 + z S(z)), S of degree {deg_s}, r", cs,
           lambda r: (horner(cs, r * r) - (mp.sinh(r) / r - 1) / (r * r)) if r else mp.mpf(0), 0, a,
           kind="S's absolute")


def sinh_p(deg=2, t=0.6):
    pts = grid(2.0**-12, t, 2000)
    tgt = {float(p): float(mp.sinh(mp.mpf(float(p))) - mp.mpf(float(p))) for p in pts}
    basis = [lambda a, j=j: a**(2 * j + 3) for j in range(deg + 1)]
    cs = fit(pts, lambda a: tgt[float(a)], basis, lambda a: 1 / np.sinh(a))
    report(f"sinh: a + a^3 P(a^2), P of degree {deg}", cs,
           lambda a: (a + a**3 * horner(cs, a * a) - mp.sinh(a)) / mp.sinh(a) if a else mp.mpf(0), 0, t)


ALL = {"tanh_p": tanh_p, "exp2h_q": exp2h_q, "even_odd": even_odd, "sinh_p": sinh_p}

if __name__ == "__main__":
    main(ALL)
