// The integer builtins, one kernel per type and width, each computing every
// function into its own slot of `out` (slot k of work-item i is
// out[k * n + i], n = get_global_size(0)), so PoCL compiles few kernels.
// Results of another type of the same size (abs's ugentype, the bitfield
// extractions) are stored as T's bits. Scalar operands of the sgentype
// overloads and the bitfield offset/count are read per work-item from the
// element arrays (bs, cs: b and c seen as scalars). The type list is written
// out here, apart from the library's own, so a missing overload fails to link.
// Slots: the order of kSlots in tests/suite/integer_functions_test.cpp.

// The bitfield's offset and count for work-item i: from c's bits, any field
// that fits the element (0 <= offset, 0 <= count, offset + count <= bits).
#define FIELD(S, bits)                                             \
  uint u = (uint)(cs[i]) & 0xffffu;                               \
  uint offset = u % (bits + 1u);                                  \
  uint count = (u / (bits + 1u)) % (bits + 1u - offset);

#define COMMON(T, S, U, bits)                                                   \
  size_t i = get_global_id(0), n = get_global_size(0);                          \
  T x = a[i], y = b[i], z = c[i];                                               \
  S ys = bs[i], zs = cs[i];                                                     \
  T lo = min(y, z), hi = max(y, z);                                             \
  S slo = min(ys, zs), shi = max(ys, zs);                                       \
  FIELD(S, bits)                                                                \
  out[0 * n + i] = as_##T(abs(x));                                              \
  out[1 * n + i] = as_##T(abs_diff(x, y));                                      \
  out[2 * n + i] = add_sat(x, y);                                               \
  out[3 * n + i] = sub_sat(x, y);                                               \
  out[4 * n + i] = clamp(x, lo, hi);                                            \
  out[5 * n + i] = clamp(x, slo, shi);                                          \
  out[6 * n + i] = max(x, y);                                                   \
  out[7 * n + i] = min(x, y);                                                   \
  out[8 * n + i] = max(x, ys);                                                  \
  out[9 * n + i] = min(x, ys);                                                  \
  out[10 * n + i] = clz(x);                                                     \
  out[11 * n + i] = ctz(x);                                                     \
  out[12 * n + i] = popcount(x);                                                \
  out[13 * n + i] = mul_hi(x, y);                                               \
  out[14 * n + i] = mad_hi(x, y, z);                                            \
  out[15 * n + i] = mad_sat(x, y, z);                                           \
  out[16 * n + i] = rotate(x, y);                                               \
  out[17 * n + i] = bit_reverse(x);                                             \
  out[18 * n + i] = bitfield_insert(x, y, offset, count);                       \
  out[19 * n + i] = as_##T(bitfield_extract_signed(x, offset, count));          \
  out[20 * n + i] = as_##T(bitfield_extract_unsigned(x, offset, count));

// T: the type, S: its element, U: the unsigned element, R: upsample's result
// (upsample(T, unsigned T)) or void.
#define KERNEL(T, S, U, bits, EXTRA)                                           \
  __kernel void integer_##T(__global const T *a, __global const T *b,          \
                            __global const T *c, __global const S *bs,         \
                            __global const S *cs, __global T *out,             \
                            __global void *extra) {                            \
    COMMON(T, S, U, bits)                                                      \
    EXTRA                                                                      \
  }

// mul24/mad24 (int and uint): slots 21 and 22.
#define MUL24(T) out[21 * n + i] = mul24(x, y); out[22 * n + i] = mad24(x, y, z);
// upsample(x, y as unsigned) into `extra`, an array of R.
#define UPSAMPLE(R, UT) ((__global R *)extra)[i] = upsample(x, as_##UT(y));

#define WIDTHS(S, U, bits, EXTRA)                                                   \
  KERNEL(S, S, U, bits, EXTRA(S, U, ))                                              \
  KERNEL(S##2, S, U, bits, EXTRA(S##2, U##2, 2))                                    \
  KERNEL(S##3, S, U, bits, EXTRA(S##3, U##3, 3))                                    \
  KERNEL(S##4, S, U, bits, EXTRA(S##4, U##4, 4))                                    \
  KERNEL(S##8, S, U, bits, EXTRA(S##8, U##8, 8))                                    \
  KERNEL(S##16, S, U, bits, EXTRA(S##16, U##16, 16))

#define UP_CHAR(T, UT, w) UPSAMPLE(short##w, UT)
#define UP_UCHAR(T, UT, w) UPSAMPLE(ushort##w, UT)
#define UP_SHORT(T, UT, w) UPSAMPLE(int##w, UT)
#define UP_USHORT(T, UT, w) UPSAMPLE(uint##w, UT)
#define UP_INT(T, UT, w) UPSAMPLE(long##w, UT) MUL24(T)
#define UP_UINT(T, UT, w) UPSAMPLE(ulong##w, UT) MUL24(T)
#define NONE(T, UT, w)

WIDTHS(char, uchar, 8, UP_CHAR)
WIDTHS(uchar, uchar, 8, UP_UCHAR)
WIDTHS(short, ushort, 16, UP_SHORT)
WIDTHS(ushort, ushort, 16, UP_USHORT)
WIDTHS(int, uint, 32, UP_INT)
WIDTHS(uint, uint, 32, UP_UINT)
WIDTHS(long, ulong, 64, NONE)
WIDTHS(ulong, ulong, 64, NONE)

// cl_khr_integer_dot_product for work-item i: a and b are four packed 8-bit
// components, acc the accumulator; 16 results (the order of the test's
// kDotSlots), stored as int bits.
__kernel void integer_dot(__global const uint *a, __global const uint *b,
                          __global const int *acc, __global int *out) {
  size_t i = get_global_id(0), n = get_global_size(0);
  uint pa = a[i], pb = b[i];
  int ac = acc[i];
  uchar4 ua = as_uchar4(pa), ub = as_uchar4(pb);
  char4 sa = as_char4(pa), sb = as_char4(pb);
  out[0 * n + i] = as_int(dot(ua, ub));
  out[1 * n + i] = dot(sa, sb);
  out[2 * n + i] = dot(ua, sb);
  out[3 * n + i] = dot(sa, ub);
  out[4 * n + i] = as_int(dot_acc_sat(ua, ub, as_uint(ac)));
  out[5 * n + i] = dot_acc_sat(sa, sb, ac);
  out[6 * n + i] = dot_acc_sat(ua, sb, ac);
  out[7 * n + i] = dot_acc_sat(sa, ub, ac);
  out[8 * n + i] = as_int(dot_4x8packed_uu_uint(pa, pb));
  out[9 * n + i] = dot_4x8packed_ss_int(pa, pb);
  out[10 * n + i] = dot_4x8packed_us_int(pa, pb);
  out[11 * n + i] = dot_4x8packed_su_int(pa, pb);
  out[12 * n + i] = as_int(dot_acc_sat_4x8packed_uu_uint(pa, pb, as_uint(ac)));
  out[13 * n + i] = dot_acc_sat_4x8packed_ss_int(pa, pb, ac);
  out[14 * n + i] = dot_acc_sat_4x8packed_us_int(pa, pb, ac);
  out[15 * n + i] = dot_acc_sat_4x8packed_su_int(pa, pb, ac);
}
