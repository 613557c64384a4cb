#!/usr/bin/env python3
"""The polynomials of tgamma and lgamma (Q: include/clb/gamma.h; S:
include/clb/double_gamma.h), printed as exact hex literals. Run it to check
or regenerate them; the build does not need it. Uses mpmath (pip install
mpmath).

G(u) = 1/Gamma(1 + u) on |u| <= 1/2, an entire function: G = 1 + u Q(u),
Q of degree 17 (truncated Chebyshev series, near minimax).
Stirling's correction for lgamma from x = 8 on:
  lgamma(x) = (x - 1/2)(log x - 1) + (log(2 pi) - 1)/2 + S(x),
  S(x) = P(1/x^2) / x, P of degree 9 in w = 1/x^2 on [0, 1/64].
The largest relative error of each, coefficients rounded as printed, is
printed."""
import os
import sys
try:
    import mpmath as mp
except ImportError:
    raise SystemExit("gamma_constants.py needs mpmath: pip install mpmath")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chebyshev import chebfit, maxrel  # noqa: E402
mp.mp.prec = 256

G = lambda u: 1 / mp.gamma(1 + u)
c = chebfit(G, -0.5, 0.5, 18)
q = [float(v) for v in c[1:]]
e = maxrel(G, [mp.mpf(1)] + [mp.mpf(v) for v in q], -0.5, 0.5)
print(f"// 1/Gamma(1 + u) = 1 + u Q(u), |u| <= 1/2: relative error {mp.nstr(e, 3)}")
for i, v in enumerate(q):
    print(f"#define CLB_GAMMA_Q{i} {v.hex()}")


def stirling(w):
    x = 1 / mp.sqrt(w)
    return x * (mp.loggamma(x) - (x - 0.5) * (mp.log(x) - 1) - (mp.log(2 * mp.pi) - 1) / 2)


c = chebfit(lambda w: stirling(w) if w > 0 else mp.mpf(1) / 12, 0, mp.mpf(1) / 64, 9)
p = [float(v) for v in c]
e = maxrel(lambda w: stirling(w) if w > 0 else mp.mpf(1) / 12, [mp.mpf(v) for v in p], 0, mp.mpf(1) / 64)
print(f"// Stirling's S(x) = P(1/x^2) / x, x >= 8: relative error {mp.nstr(e, 3)}")
for i, v in enumerate(p):
    print(f"#define CLB_LGAMMA_S{i} {v.hex()}")
c0 = (mp.log(2 * mp.pi) - 1) / 2
print(f"#define CLB_LGAMMA_C {float(c0).hex()} /* (log(2 pi) - 1) / 2 */")
print(f"#define CLB_LGAMMA_C_LO {float(c0 - float(c0)).hex()}")
print(f"#define CLB_LOG_PI {float(mp.log(mp.pi)).hex()} /* log(pi) */")
