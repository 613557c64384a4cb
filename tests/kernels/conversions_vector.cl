// The vector convert_* overloads: one kernel per source type and width N
// (2, 3, 4, 8, 16), converting the work-item's vector to every destination in
// every variant (order as in conversions.cl). Vector j occupies elements
// [j * stride, j * stride + N) of each buffer, stride = N except 4 for N = 3.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define VT(T) XCAT(T, N)
#define BITS_char(v) (v)
#define BITS_uchar(v) (v)
#define BITS_short(v) (v)
#define BITS_ushort(v) (v)
#define BITS_int(v) (v)
#define BITS_uint(v) (v)
#define BITS_long(v) (v)
#define BITS_ulong(v) (v)
#define BITS_float(v) (v)
#define BITS_double(v) (v)
#define BITS_half(v) XCAT(as_ushort, N)(v)
#define STORE_T_half ushort
#define STORE_T(D) D

#define STORE(D, OT, v, expr) ((global VT(OT) *)out_##D)[(v) * n + i] = BITS_##D(expr)
#define CV(D, suffix, x) XCAT(XCAT(convert_, VT(D)), suffix)(x)
#define TO_FLOAT(D, OT, x)                                                      \
  STORE(D, OT, 0, CV(D, , x)); STORE(D, OT, 1, CV(D, _rte, x));                 \
  STORE(D, OT, 2, CV(D, _rtz, x)); STORE(D, OT, 3, CV(D, _rtp, x));             \
  STORE(D, OT, 4, CV(D, _rtn, x));
#define TO_INT(D, x)                                                            \
  TO_FLOAT(D, D, x)                                                             \
  STORE(D, D, 5, CV(D, _sat, x)); STORE(D, D, 6, CV(D, _sat_rte, x));           \
  STORE(D, D, 7, CV(D, _sat_rtz, x)); STORE(D, D, 8, CV(D, _sat_rtp, x));       \
  STORE(D, D, 9, CV(D, _sat_rtn, x));
#define ALL(x)                                                                  \
  TO_INT(char, x) TO_INT(uchar, x) TO_INT(short, x) TO_INT(ushort, x)           \
  TO_INT(int, x) TO_INT(uint, x) TO_INT(long, x) TO_INT(ulong, x)               \
  TO_FLOAT(half, ushort, x) TO_FLOAT(float, float, x) TO_FLOAT(double, double, x)
#define OUT_ARGS                                                                \
  global char *out_char, global uchar *out_uchar, global short *out_short,      \
  global ushort *out_ushort, global int *out_int, global uint *out_uint,        \
  global long *out_long, global ulong *out_ulong, global ushort *out_half,      \
  global float *out_float, global double *out_double

#define VEC_KERNEL(S, IN, LOADX)                                                \
  kernel void XCAT(XCAT(XCAT(convert_from_, S), _), N)(global const IN *in_, uint n, OUT_ARGS) { \
    size_t i = get_global_id(0);                                                \
    global const VT(IN) *in = (global const VT(IN) *)in_;                       \
    VT(S) x = LOADX;                                                            \
    ALL(x)                                                                      \
  }
#define KERNELS                                                                 \
  VEC_KERNEL(char, char, in[i]) VEC_KERNEL(uchar, uchar, in[i])                 \
  VEC_KERNEL(short, short, in[i]) VEC_KERNEL(ushort, ushort, in[i])             \
  VEC_KERNEL(int, int, in[i]) VEC_KERNEL(uint, uint, in[i])                     \
  VEC_KERNEL(long, long, in[i]) VEC_KERNEL(ulong, ulong, in[i])                 \
  VEC_KERNEL(half, ushort, XCAT(as_half, N)(in[i]))                             \
  VEC_KERNEL(float, float, in[i]) VEC_KERNEL(double, double, in[i])

#define N 2
KERNELS
#undef N
#define N 3
KERNELS
#undef N
#define N 4
KERNELS
#undef N
#define N 8
KERNELS
#undef N
#define N 16
KERNELS
#undef N
