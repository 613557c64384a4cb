// Relational builtins. relational_<T>: every comparison and classification
// of float type T at every width; work-item i takes vector i of x and y
// (3-element vectors in 4-element slots) and stores each result, widened to
// long so the host reads one layout, in region (w * NF + f).
// select_<T>: select (both mask signednesses), bitselect and, for signed
// integer T, any and all, at every width, in the same layout.
// half and double kernels exist where the device has them (not on
// llvmpipe), so the others still build there.
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#define SLOT(V, p, r) ((global V *)((p) + (size_t)(r) * n * 16))
#define NF 14
#define REL(V, L, w)                                                            \
  {                                                                             \
    const V a = ((global const V *)x)[i], b = ((global const V *)y)[i];         \
    SLOT(L, out, w * NF + 0)[i] = CONV(L, isequal(a, b));                       \
    SLOT(L, out, w * NF + 1)[i] = CONV(L, isnotequal(a, b));                    \
    SLOT(L, out, w * NF + 2)[i] = CONV(L, isgreater(a, b));                     \
    SLOT(L, out, w * NF + 3)[i] = CONV(L, isgreaterequal(a, b));                \
    SLOT(L, out, w * NF + 4)[i] = CONV(L, isless(a, b));                        \
    SLOT(L, out, w * NF + 5)[i] = CONV(L, islessequal(a, b));                   \
    SLOT(L, out, w * NF + 6)[i] = CONV(L, islessgreater(a, b));                 \
    SLOT(L, out, w * NF + 7)[i] = CONV(L, isordered(a, b));                     \
    SLOT(L, out, w * NF + 8)[i] = CONV(L, isunordered(a, b));                   \
    SLOT(L, out, w * NF + 9)[i] = CONV(L, isfinite(a));                         \
    SLOT(L, out, w * NF + 10)[i] = CONV(L, isinf(a));                           \
    SLOT(L, out, w * NF + 11)[i] = CONV(L, isnan(a));                           \
    SLOT(L, out, w * NF + 12)[i] = CONV(L, isnormal(a));                        \
    SLOT(L, out, w * NF + 13)[i] = CONV(L, signbit(a));                         \
  }
#define CONV(L, v) CONV_##L(v)
#define CONV_long(v) ((long)(v))
#define CONV_long2(v) convert_long2(v)
#define CONV_long3(v) convert_long3(v)
#define CONV_long4(v) convert_long4(v)
#define CONV_long8(v) convert_long8(v)
#define CONV_long16(v) convert_long16(v)
#define REL_KERNEL(T)                                                           \
  __kernel void relational_##T(global const T *x, global const T *y,            \
                               global long *out) {                              \
    const size_t i = get_global_id(0), n = get_global_size(0);                  \
    REL(T, long, 0) REL(T##2, long2, 1) REL(T##3, long3, 2)                     \
    REL(T##4, long4, 3) REL(T##8, long8, 4) REL(T##16, long16, 5)               \
  }
REL_KERNEL(float)
#ifdef cl_khr_fp64
REL_KERNEL(double)
#endif
#ifdef cl_khr_fp16
REL_KERNEL(half)
#endif

// Regions of out: 0 select by signed mask, 1 by unsigned mask, 2 bitselect;
// of flags: 0 any, 1 all (signed integers only; element i of the region).
#define NS 3
#define SEL(V, S, U, w, ANYALL)                                                 \
  {                                                                             \
    const V a = ((global const V *)x)[i], b = ((global const V *)y)[i];         \
    const S cs = ((global const S *)c)[i];                                      \
    const U cu = ((global const U *)c)[i];                                      \
    SLOT(V, out, w * NS + 0)[i] = select(a, b, cs);                             \
    SLOT(V, out, w * NS + 1)[i] = select(a, b, cu);                             \
    SLOT(V, out, w * NS + 2)[i] = bitselect(a, b, ((global const V *)c)[i]);    \
    ANYALL(w, cs)                                                               \
  }
#define ANYALL_YES(w, cs)                                                       \
  SLOT(int, flags, w * 2 + 0)[i] = any(cs);                                     \
  SLOT(int, flags, w * 2 + 1)[i] = all(cs);
#define ANYALL_NO(w, cs)
#define SEL_KERNEL(T, S, U, ANYALL)                                             \
  __kernel void select_##T(global const T *x, global const T *y,                \
                           global const T *c, global T *out,                    \
                           global int *flags) {                                 \
    const size_t i = get_global_id(0), n = get_global_size(0);                  \
    SEL(T, S, U, 0, ANYALL) SEL(T##2, S##2, U##2, 1, ANYALL)                    \
    SEL(T##3, S##3, U##3, 2, ANYALL) SEL(T##4, S##4, U##4, 3, ANYALL)           \
    SEL(T##8, S##8, U##8, 4, ANYALL) SEL(T##16, S##16, U##16, 5, ANYALL)        \
  }
SEL_KERNEL(char, char, uchar, ANYALL_YES)
SEL_KERNEL(uchar, char, uchar, ANYALL_NO)
SEL_KERNEL(short, short, ushort, ANYALL_YES)
SEL_KERNEL(ushort, short, ushort, ANYALL_NO)
SEL_KERNEL(int, int, uint, ANYALL_YES)
SEL_KERNEL(uint, int, uint, ANYALL_NO)
SEL_KERNEL(long, long, ulong, ANYALL_YES)
SEL_KERNEL(ulong, long, ulong, ANYALL_NO)
#ifdef cl_khr_fp16
SEL_KERNEL(half, short, ushort, ANYALL_NO)
#endif
SEL_KERNEL(float, int, uint, ANYALL_NO)
#ifdef cl_khr_fp64
SEL_KERNEL(double, long, ulong, ANYALL_NO)
#endif
