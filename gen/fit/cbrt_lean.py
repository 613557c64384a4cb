#!/usr/bin/env python3
"""The seed and the polynomial of the lean float cbrt core
(generic/math/float/cbrtf.cl), by <gen/fit/exp_log_lean.py>'s fit (Lawson's
iteratively reweighted least squares on a dense grid, the coefficients
rounded to float one at a time, lowest first, the rest refitted after each
rounding). Run it to check or regenerate them; the build does not need it
(numpy and mpmath needed).

  cbrt_seed(): t = as_float(K - hi32(as_uint(a) * 0x55555556)) ~ a^(-1/3)
               for every normal a > 0 (the integer third of a's bits,
               subtracted from K): prints the range of w = a t^3 over all
               2^23 mantissas of three consecutive binades (it repeats with
               period 3 in the exponent), for K = 0x548e4000, the constant
               with the narrowest range (log(max/min) 0.170) among the
               multiples of 2^14 in [0x54800000, 0x54c00000).
  cbrt_p():    t (a t^3)^(-1/3) = a^(-1/3): P(w) ~ w^(-1/3) on
               [0.6669, 0.7906] (the seed's range with a margin for the
               roundings of w), P of degree 3 (relative error)

Usage: cbrt_lean.py [name[:degree] ...] (all by default)."""

from exp_log_lean import fit, grid, hexf, horner, main, mp, np

K = 0x548e4000
W0 = 0.6669
W1 = 0.7906


def cbrt_seed(_deg=None):
    f = np.arange(0, 1 << 23, dtype=np.uint64)
    lo, hi = np.inf, 0.0
    for e in (127, 128, 129):
        ib = (np.uint64(e) << np.uint64(23)) | f
        a = ib.astype(np.uint32).view(np.float32).astype(np.float64)
        q = (ib * np.uint64(0x55555556)) >> np.uint64(32)
        t = (np.uint64(K) - q).astype(np.uint32).view(np.float32).astype(np.float64)
        w = a * t**3
        lo, hi = min(lo, w.min()), max(hi, w.max())
    print(f"// cbrt seed: K = {K:#x}: w = a t^3 in [{lo:.6f}, {hi:.6f}] (t within"
          f" {100 * max(abs(lo**(-1 / 3) * (lo * hi)**(1 / 6) - 1), abs(hi**(-1 / 3) * (lo * hi)**(1 / 6) - 1)):.2f}%"
          f" of a constant times a^(-1/3))")


def cbrt_p(deg=3):
    ws = grid(W0, W1, 2000)
    basis = [lambda w, j=j: w**j for j in range(deg + 1)]
    cs = fit(ws, lambda w: w**(-1 / 3), basis, lambda w: w**(1 / 3))
    pts = [mp.mpf(W0) + (mp.mpf(W1) - W0) * i / 4000 for i in range(4001)]
    e = max(abs(horner(cs, w) * mp.cbrt(w) - 1) for w in pts)
    print(f"// cbrt: P(w) ~ w^(-1/3) on [{W0}, {W1}], P of degree {deg}: relative error 2^{float(mp.log(e, 2)):.2f}")
    for i, c in enumerate(cs):
        print(f"//   p{i} = {hexf(c)}")


ALL = {"cbrt_seed": cbrt_seed, "cbrt_p": cbrt_p}

if __name__ == "__main__":
    main(ALL)
