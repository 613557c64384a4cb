#!/usr/bin/env python3
"""The trigonometric family's constants (include/clb/trig.h,
generic/math/clb_two_over_pi.cl), as exact literals. The build does not
need it (pip install mpmath).

sin and cos of |r| <= pi/4 by Taylor's series, cut where the next term is
below 2^-70 of the result (sin to r^19, cos to r^20); pi/2 in 30-bit parts
(k * part exact for k < 2^23) and a rounded fourth; 2/pi in 26-bit chunks
for the exact reduction of huge arguments."""
from fractions import Fraction
import math
import mpmath

mpmath.mp.prec = 2000


def hexd(x):
    return float(x).hex() if isinstance(x, Fraction) else float(mpmath.mpf(x)).hex()


for n in range(1, 10):
    print(f"#define CLB_SIN_S{n} {hexd(Fraction((-1) ** n, math.factorial(2 * n + 1)))} /* {'-' if n % 2 else ''}1/{2 * n + 1}! */")
for n in range(2, 11):
    print(f"#define CLB_COS_C{n} {hexd(Fraction((-1) ** n, math.factorial(2 * n)))} /* {'-' if n % 2 else ''}1/{2 * n}! */")
rest = mpmath.pi / 2
for i in range(1, 4):
    e = mpmath.floor(mpmath.log(abs(rest), 2))
    scale = mpmath.mpf(2) ** (30 - 1 - e)
    part = mpmath.floor(rest * scale) / scale
    print(f"#define CLB_PIO2_{i} {hexd(part)} /* pi/2, bits {30 * (i - 1)}..{30 * i - 1} */")
    rest -= part
print(f"#define CLB_PIO2_4 {hexd(rest)} /* the rest of pi/2, rounded */")
hi = mpmath.mpf(float(mpmath.pi / 2))
print(f"#define CLB_PIO2_HI {hexd(mpmath.pi / 2)} /* pi/2 as a double-double */")
print(f"#define CLB_PIO2_LO {hexd(mpmath.pi / 2 - hi)}")
print(f"#define CLB_PI_HI {hexd(mpmath.pi)} /* pi as a double-double */")
print(f"#define CLB_PI_LO {hexd(mpmath.pi - mpmath.mpf(float(mpmath.pi)))}")
print(f"#define CLB_TWO_OVER_PI {hexd(2 / mpmath.pi)}")
v = 2 / mpmath.pi
chunks = []
for j in range(48):
    chunks.append(int(mpmath.floor(v * mpmath.mpf(2) ** (26 * (j + 1)))) % (1 << 26))
print("// chunk j: bits 26j+1 .. 26j+26 after the binary point of 2/pi")
for i in range(0, 48, 6):
    print("    " + ", ".join(f"0x{c:07x}" for c in chunks[i:i + 6]) + ",")
