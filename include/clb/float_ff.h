// Float-float arithmetic for the float cores (generic/math/float/): a value
// carried as an unevaluated sum hi + lo of two floats, |lo| <= ulp(hi)/2,
// about 48 significant bits. Every error-free step of the cores goes
// through these helpers, so that what protects them from a consumer's
// optimizer (an OpenCL runtime that recompiles SPIR-V may rewrite
// (a + b) - a as b where the source does not forbid it) is written once, here.
#ifndef CLB_FLOAT_FF_H
#define CLB_FLOAT_FF_H

// a + b = s + *err exactly, |a| >= |b| or a = 0 (Dekker's fast two-sum).
static inline float __clb_ff_fast_two_sum(float a, float b, private float *err) {
  float s = a + b;
  *err = b - (s - a);
  return s;
}

// a + b = s + *err exactly, any magnitudes (Knuth's two-sum).
static inline float __clb_ff_two_sum(float a, float b, private float *err) {
  float s = a + b, bb = s - a;
  *err = (a - (s - bb)) + (b - bb);
  return s;
}

// a * b = p + *err exactly (the fma gives the product's rounding error),
// unless the product underflows.
static inline float __clb_ff_two_prod(float a, float b, private float *err) {
  float p = a * b;
  *err = __builtin_fmaf(a, b, -p);
  return p;
}

#endif
