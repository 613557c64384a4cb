// Internal interface of the math family (generic/math/).
//
// Cores are written once per idea over CLB_FOR_EACH_FLOAT32_64 (float and
// double at every width), or CLB_FOR_EACH_FLOAT where the idea holds for
// half as written (fabs, copysign, nan, nextafter: bits; minmag, maxmag:
// comparisons). Half otherwise goes through float (CLB_HALF_VIA_FLOAT*,
// below; <clb/half_math.h> for the float cores), or has its own core
// (fmin, fmax, generic/math/clb_fma_half.cl). Where clang 15 has no vector form of an exact LLVM
// intrinsic (sqrt, fma, rint), the scalar core calls the intrinsic and
// CLB_MATH_MAP* builds the vector cores from it element by element; the
// optimizer turns the unrolled loop back into the vector intrinsic where the
// target has one.
//
// Accuracy contract: gen/math_functions.def states, per builtin and type,
// the bound clbuiltins guarantees (its bound column) beside the spec's and
// the largest error measured; the math suites include that table and check
// against it, so the published bound and the tested bound are one number.
#ifndef CLB_MATH_H
#define CLB_MATH_H

#include <clb/defs.h>
#include <clb/types.h>

#define CLB_MATH_CAT(a, b) CLB_MATH_CAT_(a, b)
#define CLB_MATH_CAT_(a, b) a##b

// The binary format of a type's elements: stored significand bits, bias.
#define CLB_MANT_half 10
#define CLB_MANT_float 23
#define CLB_MANT_double 52
#define CLB_BIAS_half 15
#define CLB_BIAS_float 127
#define CLB_BIAS_double 1023
#define CLB_MANT(T) CLB_MATH_CAT(CLB_MANT_, CLB_ELEMENT(T))
#define CLB_BIAS(T) CLB_MATH_CAT(CLB_BIAS_, CLB_ELEMENT(T))
#define CLB_SIGN_BIT(T) ((CLB_UNSIGNED(T))1 << (CLB_BITS(T) - 1))
#define CLB_EXP_MASK(T) ((CLB_UNSIGNED(T))(2 * CLB_BIAS(T) + 1) << CLB_MANT(T))
#define CLB_MANT_MASK(T) (((CLB_UNSIGNED(T))1 << CLB_MANT(T)) - (CLB_UNSIGNED(T))1)
#define CLB_AS_BITS(T, x) __builtin_astype((x), CLB_UNSIGNED(T))
#define CLB_AS_FLOAT(T, u) __builtin_astype((u), T)

// x (half, any width) as float, exactly. LLVM 15's NVPTX backend folds a
// vector load and its widening into one extending load (ld.global.v4.b16
// into .f32 registers), which moves the half's bits into the float register
// as an integer instead of converting them: there each lane is widened
// behind an empty asm the optimizer cannot see through (as CLB_EXP_WIDEN).
#if defined(__NVPTX__) && CLB_HAS_FP16
#define CLB_HALF_TO_FLOAT(T, x) __clb_half_to_float(x)
#define __CLB_HALF_TO_FLOAT_DEF(T, ...)                                        \
  static inline CLB_OVLD CLB_VECTOR(float, T) __clb_half_to_float(T x) {       \
    union { T v; half a[CLB_WIDTH(T)]; } u = {x};                              \
    union { CLB_VECTOR(float, T) v; float a[CLB_WIDTH(T)]; } r;                \
    for (int i = 0; i < CLB_WIDTH(T); ++i) {                                   \
      float f = (float)u.a[i];                                                 \
      __asm__("" : "+f"(f));                                                   \
      r.a[i] = f;                                                              \
    }                                                                          \
    return r.v;                                                                \
  }
CLB_WIDTHS_OF_half(__CLB_HALF_TO_FLOAT_DEF)
#else
#define CLB_HALF_TO_FLOAT(T, x) CLB_CONVERT(CLB_VECTOR(float, T), x)
#endif

// The half core f(T) of a builtin whose half result is its float result
// rounded once: the lanes widened exactly, the float core f of the same
// width, the result rounded to nearest even. Exact where the float result
// is a half already (ceil, fmin, fmod, logb: the float operation on halves
// gives a half); correctly rounded where the float core is correctly
// rounded and the operation is x - y or sqrt(x): float's 24 bits are at
// least 2 * 11 + 2, so for these rounding to float first never changes the
// half (Figueroa's condition for double rounding being innocuous). No
// double on the way.
#define CLB_HALF_VIA_FLOAT1(T, f)                                              \
  CLB_OVLD CLB_CONST T f(T x) { return CLB_CONVERT(T, f(CLB_HALF_TO_FLOAT(T, x))); }
#define CLB_HALF_VIA_FLOAT2(T, f)                                              \
  CLB_OVLD CLB_CONST T f(T x, T y) {                                           \
    return CLB_CONVERT(T, f(CLB_HALF_TO_FLOAT(T, x), CLB_HALF_TO_FLOAT(T, y)));  \
  }

// The scalar clang builtin for an element type: CLB_LIBM(float, __builtin_fma)
// is __builtin_fmaf.
#define CLB_LIBM_float f
#define CLB_LIBM_double
#define CLB_LIBM(S, name) CLB_MATH_CAT(name, CLB_LIBM_##S)

// Value conversion: CLB_CONVERT(R, x) from <clb/types.h>.

// Expands its arguments only when T is a vector.
#define CLB_IF_VECTOR(T, ...) CLB_MATH_CAT(CLB_IF_VECTOR_W, CLB_WIDTH(T))(__VA_ARGS__)
#define CLB_IF_VECTOR_W1(...)
#define CLB_IF_VECTOR_WV(...) __VA_ARGS__
#define CLB_IF_VECTOR_W2 CLB_IF_VECTOR_WV
#define CLB_IF_VECTOR_W3 CLB_IF_VECTOR_WV
#define CLB_IF_VECTOR_W4 CLB_IF_VECTOR_WV
#define CLB_IF_VECTOR_W8 CLB_IF_VECTOR_WV
#define CLB_IF_VECTOR_W16 CLB_IF_VECTOR_WV

// The vector core f(T...) from the scalar core f, element by element; expands
// to nothing for scalar T, so it can be expanded over a whole type list.
#define CLB_MATH_MAP1(T, f)                                                     \
  CLB_IF_VECTOR(T, CLB_OVLD CLB_CONST T f(T x) {                               \
    T r = (T)0;                                                                \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      r[i] = f(x[i]);                                                          \
    return r;                                                                  \
  })
#define CLB_MATH_MAP2(T, f)                                                     \
  CLB_IF_VECTOR(T, CLB_OVLD CLB_CONST T f(T x, T y) {                          \
    T r = (T)0;                                                                \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      r[i] = f(x[i], y[i]);                                                    \
    return r;                                                                  \
  })
#define CLB_MATH_MAP3(T, f)                                                     \
  CLB_IF_VECTOR(T, CLB_OVLD CLB_CONST T f(T x, T y, T z) {                     \
    T r = (T)0;                                                                \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      r[i] = f(x[i], y[i], z[i]);                                              \
    return r;                                                                  \
  })

// A math builtin's overload for the type T (scalar or vector), its scalar
// core applied to each lane: __clb_<name>(T) calls `core` (__clb_sinf,
// __clb_sin_f64) on every element. The cores are scalar functions, one a
// file: a vector core would be the same code unrolled (the optimizer does
// that), and a lane's result never depends on its neighbours. `pre` is
// statements run first, or nothing (<clb/float_math.h>'s correctly rounded
// variant); they see the parameters x, y, n and out. 1: f(x); 2: f(x, y);
// N: f(x, int n); OUT: f(x, *out), a second result stored through out, of
// the scalar type S at T's width (sincos: T's element; lgamma_r: int).
#define CLB_MATH_LANES(T, v) union { T v; CLB_ELEMENT(T) a[CLB_WIDTH(T)]; }
#define CLB_MATH_LANEWISE1(T, name, core, pre)                                 \
  CLB_OVLD CLB_CONST T __clb_##name(T x) {                                     \
    pre                                                                        \
    CLB_MATH_LANES(T, v) ux = {x}, r;                                          \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      r.a[i] = core(ux.a[i]);                                                  \
    return r.v;                                                                \
  }
#define CLB_MATH_LANEWISE2(T, name, core, pre)                                 \
  CLB_OVLD CLB_CONST T __clb_##name(T x, T y) {                                \
    pre                                                                        \
    CLB_MATH_LANES(T, v) ux = {x}, uy = {y}, r;                                \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      r.a[i] = core(ux.a[i], uy.a[i]);                                         \
    return r.v;                                                                \
  }
#define CLB_MATH_LANEWISEN(T, name, core, pre)                                 \
  CLB_OVLD CLB_CONST T __clb_##name(T x, CLB_VECTOR(int, T) n) {               \
    pre                                                                        \
    CLB_MATH_LANES(T, v) ux = {x}, r;                                          \
    CLB_MATH_LANES(CLB_VECTOR(int, T), v) un = {n};                            \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      r.a[i] = core(ux.a[i], un.a[i]);                                         \
    return r.v;                                                                \
  }
#define CLB_MATH_LANEWISE_OUT(T, name, core, S, pre)                           \
  CLB_OVLD T __clb_##name(T x, private CLB_VECTOR(S, T) *out) {                \
    pre                                                                        \
    CLB_MATH_LANES(T, v) ux = {x}, r;                                          \
    CLB_MATH_LANES(CLB_VECTOR(S, T), v) uo;                                    \
    for (int i = 0; i < CLB_WIDTH(T); ++i) {                                   \
      /* (a pointer into the union's array gave NaN on rusticl) */             \
      S o;                                                                     \
      r.a[i] = core(ux.a[i], &o);                                              \
      uo.a[i] = o;                                                             \
    }                                                                          \
    *out = uo.v;                                                               \
    return r.v;                                                                \
  }

// 2^n for integers n of T's signed type, within the normal exponent range.
#define CLB_POW2(T, n)                                                          \
  CLB_AS_FLOAT(T, CLB_AS_BITS(T, (CLB_SIGNED(T))(n) + CLB_BIAS(T)) << CLB_MANT(T))

#define CLB_AS_SIGNED(T, u) __builtin_astype((u), CLB_SIGNED(T))
#define CLB_FABS(x) __builtin_elementwise_abs(x)
#define CLB_IS_INF(T, x) (CLB_FABS(x) == (T)INFINITY)
#define CLB_IS_NAN(x) ((x) != (x))
// |x| with y's sign, NaN payloads kept. (The cast undoes C's promotion of
// scalar half's ushort bits to int; it changes no vector type.)
#define CLB_COPYSIGN(T, x, y)                                                   \
  CLB_AS_FLOAT(T, (CLB_UNSIGNED(T))((CLB_AS_BITS(T, x) & ~CLB_SIGN_BIT(T)) |   \
                                    (CLB_AS_BITS(T, y) & CLB_SIGN_BIT(T))))

// Cores other math cores call, and the internal helpers of the family:
//  __clb_exponent(x)   the unbiased exponent of finite nonzero x (denormals by
//                      their true exponent), as T's signed integer type
//  __clb_long_division(x, y, nearest, &q)   x - k*y exactly, k = x/y rounded
//                      toward zero (nearest = 0) or to nearest even (1); q
//                      gets k's low 7 bits with the sign of x/y
#define CLB_MATH_DECLARE(T, ...)                                                \
  CLB_OVLD CLB_CONST T __clb_sqrt(T);                                          \
  CLB_OVLD CLB_CONST T __clb_fma(T, T, T);                                     \
  CLB_OVLD CLB_CONST T __clb_rint(T);                                          \
  CLB_OVLD CLB_CONST T __clb_rsqrt(T);                                         \
  CLB_OVLD CLB_CONST T __clb_ldexp(T, CLB_VECTOR(int, T));                     \
  CLB_OVLD CLB_CONST CLB_SIGNED(T) __clb_exponent(T);
CLB_FOR_EACH_FLOAT32_64(CLB_MATH_DECLARE)
#undef CLB_MATH_DECLARE
#define CLB_MATH_DECLARE_HALF(T, ...) CLB_OVLD CLB_CONST T __clb_fma(T, T, T);
CLB_WIDTHS_OF_half(CLB_MATH_DECLARE_HALF)
#undef CLB_MATH_DECLARE_HALF
#define CLB_MATH_DECLARE_ALL(T, ...)                                            \
  CLB_OVLD CLB_CONST T __clb_fmin(T, T);                                       \
  CLB_OVLD CLB_CONST T __clb_fmax(T, T);
CLB_FOR_EACH_FLOAT(CLB_MATH_DECLARE_ALL)
#undef CLB_MATH_DECLARE_ALL
#define CLB_MATH_DECLARE_SCALAR(S, ...)                                         \
  CLB_OVLD S __clb_long_division(S x, S y, int nearest, private int *quo);
CLB_FOR_EACH_FLOAT32_64_SCALAR(CLB_MATH_DECLARE_SCALAR)
#undef CLB_MATH_DECLARE_SCALAR

#endif
