// How a float math builtin reaches its float core, and how the correctly
// rounded variant stays available beside it.
//
// The default, on every target: __clb_<name>(T) for each float width T is
// the float core __clb_<name>f (<clb/float_cores.h>, generic/math/float/),
// lane by lane: float arithmetic only, within 1 ulp. Half goes through the
// same cores: its one-argument functions correctly rounded (the core's
// result rounded to half, a table for the few inputs too near a half
// midpoint: <clb/half_math.h>), its two-argument ones rounded once more
// (within 0.5 + 2^-13 half ulps).
//
// -cl-clb-correctly-rounded-math (the link-time control
// correctly_rounded_math, <clb/controls.h>) picks __clb_cr_<name>(T)
// instead: the double-based evaluation, correctly rounded (half: the
// double core rounded once). Every target clb-link serves has double.
// Without clb-link (the SPIR-V library, rusticl's drop-in) the control is 0
// and only the float cores remain once the optimizer folds it: no double
// code on a float path; a library built without double has no variant.
#ifndef CLB_FLOAT_MATH_H
#define CLB_FLOAT_MATH_H

#include <clb/controls.h>
#include <clb/exp.h> /* CLB_EXP_WIDEN: the variant's float lanes to double */
#include <clb/float_cores.h>
#include <clb/float_relaxed.h>
#include <clb/half_math.h>
#include <clb/math.h>

#if CLB_HAS_FP64
#define CLB_FLOAT_MATH_CR(call)                                                \
  if (CLB_CONTROL(correctly_rounded_math))                                     \
    return call;
#else
#define CLB_FLOAT_MATH_CR(call)
#endif

// f(x), f(x, y) and f(x, n) for the float type T: the float core of each
// lane (<clb/math.h>), or the correctly rounded variant under the control,
// or the relaxed core under -cl-unsafe-math-optimizations
// (<clb/float_relaxed.h>). __clb_<name>_strict(T), the same without the
// relaxed core, is what half computes through.
#define CLB_FLOAT_MATH1(T, name)                                               \
  CLB_MATH_LANEWISE1(T, name, __clb_##name##f_pick,                            \
                     CLB_FLOAT_MATH_CR(__clb_cr_##name(x)))                    \
  CLB_MATH_LANEWISE1(T, name##_strict, __clb_##name##f,                        \
                     CLB_FLOAT_MATH_CR(__clb_cr_##name(x)))
#define CLB_FLOAT_MATH2(T, name)                                               \
  CLB_MATH_LANEWISE2(T, name, __clb_##name##f_pick,                            \
                     CLB_FLOAT_MATH_CR(__clb_cr_##name(x, y)))                 \
  CLB_MATH_LANEWISE2(T, name##_strict, __clb_##name##f,                        \
                     CLB_FLOAT_MATH_CR(__clb_cr_##name(x, y)))
#define CLB_FLOAT_MATHN(T, name)                                               \
  CLB_MATH_LANEWISEN(T, name, __clb_##name##f_pick,                            \
                     CLB_FLOAT_MATH_CR(__clb_cr_##name(x, n)))                 \
  CLB_MATH_LANEWISEN(T, name##_strict, __clb_##name##f,                        \
                     CLB_FLOAT_MATH_CR(__clb_cr_##name(x, n)))

// The half type T's one-argument functions: CLB_HALF_MATH1,
// <clb/half_math.h> (correctly rounded in both modes, no double). The
// two-argument ones through the float function of its width, rounded once
// more; under the control, through the double function.
#define CLB_HALF_MATH2(T, name)                                                \
  CLB_OVLD CLB_CONST T __clb_##name(T x, T y) {                                \
    CLB_FLOAT_MATH_CR(CLB_CONVERT(T, __clb_##name(CLB_EXP_WIDEN(T, x),         \
                                                  CLB_EXP_WIDEN(T, y))))       \
    return CLB_CONVERT(T, __clb_##name##_strict(CLB_HALF_TO_FLOAT(T, x),       \
                                                CLB_HALF_TO_FLOAT(T, y)));     \
  }

// The half type through the float cores with no double variant:
// <clb/half_math.h>.

// The same where the entry defines the half type's correctly rounded
// variant __clb_cr_<name>(T) itself (the pow family's half path was never
// the double function rounded).
#define CLB_HALF_MATH2_CR(T, name)                                             \
  CLB_OVLD CLB_CONST T __clb_##name(T x, T y) {                                \
    CLB_FLOAT_MATH_CR(__clb_cr_##name(x, y))                                   \
    return CLB_CONVERT(T, __clb_##name##_strict(CLB_HALF_TO_FLOAT(T, x),       \
                                                CLB_HALF_TO_FLOAT(T, y)));     \
  }
#define CLB_HALF_MATHN_CR(T, name)                                             \
  CLB_OVLD CLB_CONST T __clb_##name(T x, CLB_VECTOR(int, T) n) {               \
    CLB_FLOAT_MATH_CR(__clb_cr_##name(x, n))                                   \
    return CLB_CONVERT(T, __clb_##name##_strict(CLB_HALF_TO_FLOAT(T, x), n));  \
  }

#endif
