// Link-time controls: one constant per OpenCL build option that lets a
// builtin be built another way (a variant), valued by clb-link from the
// user's options (tools/clb-link/lib/Controls.cpp lists them with their
// options; a library declaring one it lacks fails to build). A builtin tests
// CLB_CONTROL(name) once; the optimizer folds the constant and drops the
// branch not taken, so the strict build pays nothing for the variants.
// Without clb-link (the SPIR-V library, rusticl's drop-in) every control is
// 0: the spec's default build.
#ifndef CLB_CONTROLS_H
#define CLB_CONTROLS_H

// -cl-finite-math-only or -cl-fast-relaxed-math: the program promises that
// no argument or result is NaN or infinite.
extern constant int __clb_ctl_finite_math_only;
// -cl-unsafe-math-optimizations or -cl-fast-relaxed-math.
extern constant int __clb_ctl_unsafe_math_optimizations;
// -cl-no-signed-zeros, or implied by -cl-unsafe-math-optimizations.
extern constant int __clb_ctl_no_signed_zeros;
// -cl-fast-relaxed-math: the spec's relaxed-math error bounds apply.
extern constant int __clb_ctl_fast_relaxed_math;
// -cl-denorms-are-zero.
extern constant int __clb_ctl_denorms_are_zero;

// -cl-clb-correctly-rounded-math (clbuiltins' own option): float math
// functions correctly rounded through double, where the target has double
// (<clb/float_math.h>), instead of the float-arithmetic cores.
extern constant int __clb_ctl_correctly_rounded_math;

#define CLB_CONTROL(name) (__clb_ctl_##name != 0)

#endif
