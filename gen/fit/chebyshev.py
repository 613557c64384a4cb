"""Near-minimax polynomial fits (truncated Chebyshev series) for the fitting
scripts of gen/fit/, with the true error of the rounded result."""
import mpmath as mp


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
