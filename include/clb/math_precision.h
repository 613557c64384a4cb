// Whether float (and half) math functions may work in double precision: the
// one place a target's choice is made. Double arithmetic costs about as much
// as float on every target the library has today (CPUs under PoCL, NVIDIA's
// data-centre GPUs from sm_80), and makes float results correctly rounded
// nearly always at little cost. A target where double is slow (most
// consumer GPUs) passes -DCLB_FLOAT_MATH_IN_DOUBLE=0 in its clang flags
// (targets/<t>/target.cmake) and gets the float-only algorithms.
#ifndef CLB_MATH_PRECISION_H
#define CLB_MATH_PRECISION_H

#ifndef CLB_FLOAT_MATH_IN_DOUBLE
#define CLB_FLOAT_MATH_IN_DOUBLE 1
#endif

// Whether a float function may settle its result lane by lane: a short
// double path for every lane, and a call to the full core under a
// condition for the rare lanes it leaves (<clb/float_fast.h>). Right where
// each work-item is a thread (GPUs). Wrong where the runtime turns a
// work-group's work-items into a loop for LLVM's loop vectorizer (PoCL on
// CPUs): a call under a condition keeps that loop scalar. Such a target
// passes -DCLB_FLOAT_FAST_PER_LANE=0, and the float functions whose full
// core is straight-line code (the exp and log families, pow, cbrt, rsqrt,
// sinpi, cospi, tanpi) then run that core on every lane instead,
// vectorized. Measured on PoCL against its own builtins (docs/performance.md):
// float exp 0.15x with the per-lane fallback, 0.37x without; sinpi 0.07x
// and 0.28x; pow 7.1x and 14.8x. The other float functions keep their short
// paths there too: their cores branch anyway (sin, cos, tan, atan2, erf,
// erfc, tgamma, lgamma), or, hypot's, do not vectorize either (0.95x
// against 4.1x with the short path).
#ifndef CLB_FLOAT_FAST_PER_LANE
#define CLB_FLOAT_FAST_PER_LANE 1
#endif

#endif
