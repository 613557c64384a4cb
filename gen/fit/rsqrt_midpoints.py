#!/usr/bin/env python3
"""How close 1/sqrt(x) comes to a float midpoint, over every float x > 0
(generic/math/rsqrt.cl relies on the answer: at least 2^-51.7, relative, so a
correctly rounded double result rounds to the correctly rounded float).

Every positive float is 4^k y with y a float in [1, 4), and 1/sqrt(4^k y) =
2^-k/sqrt(y), always a normal float: the 2^24 floats y = Y 2^-23 (Y in
[2^23, 2^25)) say it all. 1/sqrt(y) lies in (1/2, 1], where the midpoints
are M 2^-25, M odd; 1/sqrt(y) = M 2^-25 exactly when M^2 Y = 2^73, and the
relative distance is |M^2 Y - 2^73| / 2^74 to first order. Exact integers
throughout. Takes a few minutes."""
from math import isqrt, log2

ONE = 1 << 73
best, at, exact = None, None, 0
for Y in range(1 << 23, 1 << 25):
    m = isqrt(ONE // Y)  # floor(2^25 / sqrt(y)), within one of the truth
    for M in (m - 2, m - 1, m, m + 1, m + 2):
        if M % 2 == 0:
            continue
        d = abs(M * M * Y - ONE)
        exact += d == 0
        if best is None or d < best:
            best, at = d, Y
print(f"closest approach 2^{log2(best / 2 ** 74):.3f} (relative) at y = {at / 2 ** 23!r}; "
      f"exact midpoints: {exact}")
