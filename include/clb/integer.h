// Helpers shared by the integer cores (generic/integer/, targets/*/integer/).
#ifndef CLB_INTEGER_H
#define CLB_INTEGER_H

#include <clb/defs.h>
#include <clb/types.h>

#define __CLB_INT_CAT(a, b) __CLB_INT_CAT_(a, b)
#define __CLB_INT_CAT_(a, b) a##b

// The extremes of T's element type, as element-type constants (they widen to
// T in vector arithmetic). Written through the unsigned type so that no
// intermediate overflows after scalar promotion to int.
#define CLB_UMAX_OF(T) ((CLB_ELEMENT_OF(CLB_UNSIGNED(T)))-1)
#define CLB_SMAX_OF(T) ((CLB_ELEMENT_OF(CLB_SIGNED(T)))(CLB_UMAX_OF(T) >> 1))
#define CLB_SMIN_OF(T) ((CLB_ELEMENT_OF(CLB_SIGNED(T)))(-CLB_SMAX_OF(T) - 1))

// CLB_ELEMENT of a type written as a macro (CLB_ELEMENT pastes its argument
// unexpanded).
#define CLB_ELEMENT_OF(T) CLB_ELEMENT(T)

// Value conversion: CLB_CONVERT(T, x) from <clb/types.h>.

// Applies the scalar function F to each component of x (a variable of type
// T): for the bit-counting instructions, which clang offers only on scalars.
// The optimizer revectorizes where the target has vector forms.
#define CLB_MAP(T, F, x) __CLB_INT_CAT(__CLB_MAP_, CLB_WIDTH(T))(T, F, x)
#define __CLB_MAP_1(T, F, x) F(x)
#define __CLB_MAP_2(T, F, x) (T)(F((x).s0), F((x).s1))
#define __CLB_MAP_3(T, F, x) (T)(F((x).s0), F((x).s1), F((x).s2))
#define __CLB_MAP_4(T, F, x) (T)(F((x).s0), F((x).s1), F((x).s2), F((x).s3))
#define __CLB_MAP_8(T, F, x) \
  (T)(F((x).s0), F((x).s1), F((x).s2), F((x).s3), F((x).s4), F((x).s5), F((x).s6), F((x).s7))
#define __CLB_MAP_16(T, F, x)                                                                   \
  (T)(F((x).s0), F((x).s1), F((x).s2), F((x).s3), F((x).s4), F((x).s5), F((x).s6), F((x).s7), \
      F((x).s8), F((x).s9), F((x).sa), F((x).sb), F((x).sc), F((x).sd), F((x).se), F((x).sf))

// The same for binary F, on components of x and y (variables of type T).
#define CLB_MAP2(T, F, x, y) __CLB_INT_CAT(__CLB_MAP2_, CLB_WIDTH(T))(T, F, x, y)
#define __CLB_MAP2_1(T, F, x, y) F(x, y)
#define __CLB_MAP2_2(T, F, x, y) (T)(F((x).s0, (y).s0), F((x).s1, (y).s1))
#define __CLB_MAP2_3(T, F, x, y) (T)(F((x).s0, (y).s0), F((x).s1, (y).s1), F((x).s2, (y).s2))
#define __CLB_MAP2_4(T, F, x, y) (T)(F((x).s0, (y).s0), F((x).s1, (y).s1), F((x).s2, (y).s2), F((x).s3, (y).s3))
#define __CLB_MAP2_8(T, F, x, y) \
  (T)(F((x).s0, (y).s0), F((x).s1, (y).s1), F((x).s2, (y).s2), F((x).s3, (y).s3), \
      F((x).s4, (y).s4), F((x).s5, (y).s5), F((x).s6, (y).s6), F((x).s7, (y).s7))
#define __CLB_MAP2_16(T, F, x, y) \
  (T)(F((x).s0, (y).s0), F((x).s1, (y).s1), F((x).s2, (y).s2), F((x).s3, (y).s3), \
      F((x).s4, (y).s4), F((x).s5, (y).s5), F((x).s6, (y).s6), F((x).s7, (y).s7), \
      F((x).s8, (y).s8), F((x).s9, (y).s9), F((x).sa, (y).sa), F((x).sb, (y).sb), \
      F((x).sc, (y).sc), F((x).sd, (y).sd), F((x).se, (y).se), F((x).sf, (y).sf))

// The portable saturating add and subtract (generic/integer/add_sat.cl,
// sub_sat.cl), here so that a target replacing some types keeps the others.
// The result is formed modulo 2^n; unsigned overflow shows as a sum below x
// (a difference needs x < y), signed overflow as a result whose sign differs
// from x's although the operands' signs allowed none (then x's sign says
// which end to clamp to).
#define CLB_ADD_SAT_UNSIGNED(T, ...)             \
  CLB_OVLD CLB_CONST T __clb_add_sat(T x, T y) { \
    T s = x + y;                                 \
    return s < x ? (T)CLB_UMAX_OF(T) : s;        \
  }
#define CLB_SUB_SAT_UNSIGNED(T, ...)             \
  CLB_OVLD CLB_CONST T __clb_sub_sat(T x, T y) { \
    T d = x - y;                                 \
    return x < y ? (T)0 : d;                     \
  }
#define __CLB_SAT_SIGNED(T, name, op, both)                                           \
  CLB_OVLD CLB_CONST T name(T x, T y) {                                               \
    CLB_UNSIGNED(T) u = __builtin_astype(x, CLB_UNSIGNED(T)) op                       \
                        __builtin_astype(y, CLB_UNSIGNED(T));                         \
    T r = __builtin_astype(u, T);                                                     \
    T overflow = (x ^ r) & (both);                                                    \
    T limit = x < (T)0 ? (T)CLB_SMIN_OF(T) : (T)CLB_SMAX_OF(T);                       \
    return overflow < (T)0 ? limit : r;                                               \
  }
#define CLB_ADD_SAT_SIGNED(T, ...) __CLB_SAT_SIGNED(T, __clb_add_sat, +, y ^ r)
#define CLB_SUB_SAT_SIGNED(T, ...) __CLB_SAT_SIGNED(T, __clb_sub_sat, -, x ^ y)

// mul_hi up to 32 bits (generic/integer/mul_hi.cl, shared with targets that
// replace only 64 bits): the exact product in the type twice as wide.
#define __CLB_WIDE_char int
#define __CLB_WIDE_uchar uint
#define __CLB_WIDE_short int
#define __CLB_WIDE_ushort uint
#define __CLB_WIDE_int long
#define __CLB_WIDE_uint ulong
#define CLB_WIDE(T) CLB_VECTOR(__CLB_INT_CAT(__CLB_WIDE_, CLB_ELEMENT(T)), T)

#define CLB_MUL_HI_NARROW(T)                                                         \
  CLB_OVLD CLB_CONST T __clb_mul_hi(T x, T y) {                                      \
    return CLB_CONVERT(T, (CLB_CONVERT(CLB_WIDE(T), x) * CLB_CONVERT(CLB_WIDE(T), y)) \
                              >> CLB_BITS(T));                                       \
  }

// abs_diff(x, y) = |x - y|: the larger minus the smaller, subtracted as
// unsigned bits. The true difference always fits the unsigned type, so the
// modulo-2^n subtraction is exact (generic/integer/abs_diff.cl, and the
// widths a target does not replace).
#define CLB_ABS_DIFF_PORTABLE(T)                                   \
  CLB_OVLD CLB_CONST CLB_UNSIGNED(T) __clb_abs_diff(T x, T y) {    \
    CLB_UNSIGNED(T) a = __builtin_astype(x, CLB_UNSIGNED(T));      \
    CLB_UNSIGNED(T) b = __builtin_astype(y, CLB_UNSIGNED(T));      \
    CLB_UNSIGNED(T) d = a - b, e = b - a;                          \
    return x > y ? d : e;                                          \
  }

// Cores other integer cores build on.
#define __CLB_INTEGER_DECLS(T, ...)                 \
  CLB_OVLD CLB_CONST T __clb_add_sat(T, T);        \
  CLB_OVLD CLB_CONST T __clb_mul_hi(T, T);
CLB_FOR_EACH_INTEGER(__CLB_INTEGER_DECLS)
#undef __CLB_INTEGER_DECLS

#endif
