#!/usr/bin/env python3
"""Polynomials of the lean float trig kernels (include/clb/float_trig.h:
sin, cos, sincos, tan and the pi functions sinpi, cospi, tanpi), as exact
float literals. The build does not need it (pip install mpmath numpy).

  python3 gen/fit/trig_float_lean.py

Same method as gen/fit/trig_float.py (relative minimax by least squares on
Chebyshev nodes and Lawson's reweighting, coefficients rounded to float
lowest first with the higher ones refitted), for these forms:
  sin r  = r - r^3 Sn(r^2)                  |r| <= pi/4 (1 + 2^-7)
  cos r  = 1 - r^2/2 + r^4 C(r^2)           same range
  sin(pi r) = PIh r + r Q(r^2)              |r| <= 1/4, PIh = fl(pi)
  cos(pi r) = 1 - K r^2 + r^2 D(r^2)        |r| <= 1/4, K = fl(pi^2/2)
(Q(0) ~ pi - PIh and D(0) ~ K - pi^2/2 are fitted, not fixed); and the
rational forms of tan and tanpi (__clb_trig_tan, __clb_trig_pi_tan):
  tan r      = r (1 + n1 z + n2 z^2) / (1 - K z + z (D0 + d2 z))
                                            |r| <= pi/4 (1 + 2^-7), z = r^2
  tan(pi r)  = r (1 + n1 z + n2 z^2) / (P1 + P2 - K z + z (D0 + c2 z))
                                            |r| <= 1/4, P1 + P2 = 1/pi
(relative minimax by Loeb's linearisation and Lawson's reweighting, the
rest refitted after each rounding: n1; then n2 and d2 for tan, n2 for
tanpi; then K = fl(-d1), D0 the float nearest d1 + K, tanpi's denominator
divided by pi first, c2 rounded)."""
import mpmath as mp

# The fitting method and the float literals: trig_float.py's, shared.
from trig_float import f32, fit, hexf

mp.mp.prec = 300


sq = mp.sqrt
R = mp.pi / 4 * (1 + mp.mpf(2) ** -7)
for d in (2, 3):
    fit(lambda z: sq(z), lambda z: -sq(z) * z, lambda z: mp.sin(sq(z)), 0, R * R, d, "sin: Sn, r - r^3 Sn(r^2)")
for d in (2, 3):
    fit(lambda z: 1 - z / 2, lambda z: z * z, lambda z: mp.cos(sq(z)), 0, R * R, d, "cos: C, 1 - z/2 + z^2 C(z)")
PIh = mp.mpf(f32(mp.pi))
print(f"// PIh = {hexf(PIh)}")
Q4 = mp.mpf(1) / 16
for d in (3, 4):
    fit(lambda z: PIh * sq(z), lambda z: sq(z), lambda z: mp.sin(mp.pi * sq(z)), 0, Q4, d,
        "sinpi: Q, PIh r + r Q(r^2)")
K = mp.mpf(f32(mp.pi ** 2 / 2))
print(f"// K = {hexf(K)}")
for d in (2, 3):
    fit(lambda z: 1 - K * z, lambda z: z, lambda z: mp.cos(mp.pi * sq(z)), 0, Q4, d,
        "cospi: D, 1 - K z + z D(z)")


def rational(s, R, scale, fix_d2, M=400, iters=40):
    """r N(z) / D(z) ~ tan(s r) / scale on (0, R], N = 1 + n1 z + n2 z^2,
    D = 1 + d1 z + d2 z^2: returns [n1, n2], [d1, d2] with n1 and n2 floats
    (and d2 too if fix_d2), the rest refitted after each rounding."""
    rs = [R * mp.sin(mp.pi / 2 * (i + mp.mpf(1) / 2) / M) for i in range(M)]
    T = [mp.tan(s * r) / scale for r in rs]

    def solve_nd(fn, fd):
        w = [mp.mpf(1)] * M
        Dp = [mp.mpf(1)] * M
        for _ in range(iters):
            rows, rhs = [], []
            for i, r in enumerate(rs):
                z = r * r
                row = [r * z ** k for k in (1, 2) if k not in fn] + [-T[i] * z ** k for k in (1, 2) if k not in fd]
                b = T[i] - r - sum(r * z ** k * v for k, v in fn.items()) + sum(T[i] * z ** k * v for k, v in fd.items())
                g = mp.sqrt(w[i]) / (T[i] * Dp[i])
                rows.append([x * g for x in row])
                rhs.append(b * g)
            A, bb = mp.matrix(rows), mp.matrix(rhs)
            c = list(mp.lu_solve(A.T * A, A.T * bb))
            n = [fn[k] if k in fn else c.pop(0) for k in (1, 2)]
            d = [fd[k] if k in fd else c.pop(0) for k in (1, 2)]
            err = []
            for i, r in enumerate(rs):
                z = r * r
                Dp[i] = 1 + d[0] * z + d[1] * z * z
                err.append(r * (1 + n[0] * z + n[1] * z * z) / Dp[i] / T[i] - 1)
            m = max(abs(e) for e in err)
            w = [w[i] * abs(err[i]) / m for i in range(M)]
            sw = sum(w)
            w = [x / sw * M for x in w]
        return n, d

    n, d = solve_nd({}, {})
    fn = {1: mp.mpf(f32(n[0]))}
    if fix_d2:
        n, d = solve_nd(fn, {})
        return solve_nd({1: fn[1], 2: mp.mpf(f32(n[1]))}, {2: mp.mpf(f32(d[1]))})
    fn[2] = mp.mpf(f32(n[1]))
    return solve_nd(fn, {})


def rational_check(s, R, scale, n, den):
    worst = 0
    for i in range(1, 4001):
        r = R * i / 4000
        z = r * r
        v = r * (1 + n[0] * z + n[1] * z * z) / (den[0] + den[1] * z + den[2] * z * z)
        worst = max(worst, abs(v / (mp.tan(s * r) / scale) - 1))
    return float(mp.log(worst, 2))


n, d = rational(1, R, 1, True)
K = f32(-d[0])
D0 = f32(d[0] + K)
e = rational_check(1, R, 1, n, [1, mp.mpf(D0) - mp.mpf(K), d[1]])
print(f"// tan: n1 {hexf(n[0])} n2 {hexf(n[1])} K {hexf(K)} D0 {hexf(D0)} d2 {hexf(d[1])}; 2^{e:.1f}")
n, d = rational(mp.pi, mp.mpf(1) / 4, mp.pi, False)
P1 = mp.mpf(f32(1 / mp.pi))
P2 = f32(1 / mp.pi - P1)
K = f32(-d[0] / mp.pi)
D0 = f32(d[0] / mp.pi + K)
c2 = f32(d[1] / mp.pi)
e = rational_check(mp.pi, mp.mpf(1) / 4, mp.pi, n, [(P1 + mp.mpf(P2)) * mp.pi, (mp.mpf(D0) - mp.mpf(K)) * mp.pi, mp.mpf(c2) * mp.pi])
print(f"// tanpi: n1 {hexf(n[0])} n2 {hexf(n[1])} P1 {hexf(P1)} P2 {hexf(P2)} K {hexf(K)} D0 {hexf(D0)} c2 {hexf(c2)}; 2^{e:.1f}")
