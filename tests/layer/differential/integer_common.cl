// Integer, common, geometric and relational functions: clbuiltins' own
// (integer) and PoCL's (the rest), every element type and width.
#define INTS(E, U)                                                              \
  do {                                                                         \
    E##16 a = (E##16)IOTA16 * (E)37 + (E)(g * 1234567);                       \
    E##16 b = (E##16)IOTA16 * (E)-11 + (E)(g * 7654321 + 3);                    \
    E##16 s = (E##16)IOTA16 % (E)(8 * sizeof(E));                              \
    WIDTHS(E, clz, a); WIDTHS(E, popcount, a); WIDTHS(U, abs, a);              \
    WIDTHS2(E, add_sat, a, b); WIDTHS2(E, rhadd, a, b); WIDTHS2(E, mul_hi, a, b); \
    WIDTHS2(E, rotate, a, s); WIDTHS2(U, abs_diff, a, b);                      \
    WIDTHS3(E, mad_sat, a, b, a); WIDTHS3(E, select, a, b, s);                 \
  } while (0)
kernel void integers(global uchar *out) {
  BEGIN
  INTS(char, uchar); INTS(uchar, uchar); INTS(short, ushort); INTS(ushort, ushort);
  INTS(int, uint); INTS(uint, uint); INTS(long, ulong); INTS(ulong, ulong);
  int16 a = (int16)IOTA16 * 3 - g; int16 b = (int16)IOTA16 + 9 * g;
  WIDTHS2(int, mul24, a, b); WIDTHS3(int, mad24, a, b, a);
  PUT(long16, upsample(a, as_uint16(b)));
}
kernel void common_geometric_relational(global uchar *out) {
  BEGIN
  float16 x = (float16)IOTA16 * 0.731f + (g - 16) * 1.17f;
  float16 y = (float16)IOTA16 * -0.29f + g * 0.5f;
  // Only results with one right answer: degrees, radians, mix, smoothstep
  // and the geometric functions are rounded differently by two conformant
  // libraries (clbuiltins': tests/suite/common_test.cpp, geometric_test.cpp).
  WIDTHS(float, sign, x); WIDTHS2(float, step, x, y);
  WIDTHS(int, isnan, x / y); WIDTHS(int, isinf, x / (y - y)); WIDTHS(int, signbit, x);
  WIDTHS2(int, isgreater, x, y); WIDTHS2(int, islessgreater, x, y);
  PUT(int, any(as_int4(x.s0123))); PUT(int, all(as_int4(y.s0123)));
}
