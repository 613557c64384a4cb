// The library side of the exhaustive float sweep (float_sweep.cu): one kernel
// per float entry of gen/math_functions.def, sweep_<name>, reading its inputs and
// writing f(x[i]) (f(x[i], y[i]), f(x[i], n[i])) to r[i], i = get_global_id(0).
// tools/lab/bench/build-ptx.sh links it twice: with clbuiltins (sweep-clb.ptx)
// and, with -DCLB_SWEEP_LIBCLC, with libclc-15 (sweep-libclc.ptx).

#include "split_results.h"  // the entries of fract, modf, frexp, sincos, lgamma_r

// Defining CLB_SWEEP_OMIT_<name> as `~,` leaves sweep_<name> out: the second
// argument of CLB_SWEEP_SECOND is then empty instead of the kernel.
#define CLB_SWEEP_SECOND(a, b, ...) b
#define CLB_SWEEP_SECOND_(...) CLB_SWEEP_SECOND(__VA_ARGS__)
#define CLB_SWEEP_KERNEL(name, ...) CLB_SWEEP_SECOND_(CLB_SWEEP_OMIT_##name, __VA_ARGS__, )

#ifdef CLB_SWEEP_LIBCLC
// libclc-15 defines every name of the list, but these implement the native_
// functions with llvm.cos/sin/exp/exp2/log/log2 on float, which LLVM 15's
// NVPTX back end cannot select without fast-math ("Cannot select: fcos"):
// their kernels would stop llc for the whole module, so the driver shows "—".
#define CLB_SWEEP_OMIT_native_cos ~,
#define CLB_SWEEP_OMIT_native_exp ~,
#define CLB_SWEEP_OMIT_native_exp2 ~,
#define CLB_SWEEP_OMIT_native_exp10 ~,
#define CLB_SWEEP_OMIT_native_log ~,
#define CLB_SWEEP_OMIT_native_log2 ~,
#define CLB_SWEEP_OMIT_native_log10 ~,
#define CLB_SWEEP_OMIT_native_powr ~,
#define CLB_SWEEP_OMIT_native_sin ~,
#define CLB_SWEEP_OMIT_native_tan ~,
#endif

#define CLB_MATH_1(name, ref, cudaf, cudad, ...)                                    \
  CLB_SWEEP_KERNEL(name,                                                       \
    kernel void sweep_##name(global const float *x, global float *r) {         \
      size_t i = get_global_id(0);                                             \
      r[i] = name(x[i]);                                                       \
    })
#define CLB_MATH_2(name, ref, cudaf, cudad, ...)                                    \
  CLB_SWEEP_KERNEL(name,                                                       \
    kernel void sweep_##name(global const float *x, global const float *y,     \
                             global float *r) {                                \
      size_t i = get_global_id(0);                                             \
      r[i] = name(x[i], y[i]);                                                 \
    })
#define CLB_MATH_N(name, ref, cudaf, cudad, ...)                                    \
  CLB_SWEEP_KERNEL(name,                                                       \
    kernel void sweep_##name(global const float *x, global const int *n,       \
                             global float *r) {                                \
      size_t i = get_global_id(0);                                             \
      r[i] = name(x[i], n[i]);                                                 \
    })
#include "../../../gen/math_functions.def"
