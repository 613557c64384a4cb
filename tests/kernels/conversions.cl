// Every convert_* overload from one source type per kernel: each work-item
// converts its element to every destination type in every variant and writes
// variant v of destination D to out_D[v * n + i]. Few, large kernels keep
// PoCL's per-kernel compile cost down. Variants, in order:
//   integer D: "", _rte, _rtz, _rtp, _rtn, _sat, _sat_rte, _sat_rtz, _sat_rtp, _sat_rtn
//   floating D: "", _rte, _rtz, _rtp, _rtn
// Halves travel as ushort bits (as_ushort / as_half), so no kernel needs
// half arithmetic from the device. The type lists are written out here, apart
// from the library's, so a missing overload fails to link.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

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
#define BITS_half(v) as_ushort(v)
#define OUT_half ushort
#define OUT_char char
#define OUT_uchar uchar
#define OUT_short short
#define OUT_ushort ushort
#define OUT_int int
#define OUT_uint uint
#define OUT_long long
#define OUT_ulong ulong
#define OUT_float float
#define OUT_double double

#define STORE(D, v, expr) out_##D[(v) * n + i] = BITS_##D(expr)
#define TO_FLOAT(D, x)                                                          \
  STORE(D, 0, convert_##D(x)); STORE(D, 1, convert_##D##_rte(x));               \
  STORE(D, 2, convert_##D##_rtz(x)); STORE(D, 3, convert_##D##_rtp(x));         \
  STORE(D, 4, convert_##D##_rtn(x));
#define TO_INT(D, x)                                                            \
  TO_FLOAT(D, x)                                                                \
  STORE(D, 5, convert_##D##_sat(x)); STORE(D, 6, convert_##D##_sat_rte(x));     \
  STORE(D, 7, convert_##D##_sat_rtz(x)); STORE(D, 8, convert_##D##_sat_rtp(x)); \
  STORE(D, 9, convert_##D##_sat_rtn(x));
#define ALL(x)                                                                  \
  TO_INT(char, x) TO_INT(uchar, x) TO_INT(short, x) TO_INT(ushort, x)           \
  TO_INT(int, x) TO_INT(uint, x) TO_INT(long, x) TO_INT(ulong, x)               \
  TO_FLOAT(half, x) TO_FLOAT(float, x) TO_FLOAT(double, x)
#define OUT_ARGS                                                                \
  global char *out_char, global uchar *out_uchar, global short *out_short,      \
  global ushort *out_ushort, global int *out_int, global uint *out_uint,        \
  global long *out_long, global ulong *out_ulong, global ushort *out_half,      \
  global float *out_float, global double *out_double

#define LOAD_half(in, i) as_half(in[i])
#define IN_half ushort
#define LOAD(S, in, i) in[i]
#define SCALAR_KERNEL(S, IN, LOADX)                                             \
  kernel void convert_from_##S(global const IN *in, uint n, OUT_ARGS) {         \
    size_t i = get_global_id(0);                                                \
    S x = LOADX;                                                                \
    ALL(x)                                                                      \
  }
SCALAR_KERNEL(char, char, in[i])
SCALAR_KERNEL(uchar, uchar, in[i])
SCALAR_KERNEL(short, short, in[i])
SCALAR_KERNEL(ushort, ushort, in[i])
SCALAR_KERNEL(int, int, in[i])
SCALAR_KERNEL(uint, uint, in[i])
SCALAR_KERNEL(long, long, in[i])
SCALAR_KERNEL(ulong, ulong, in[i])
SCALAR_KERNEL(half, ushort, as_half(in[i]))
SCALAR_KERNEL(float, float, in[i])
SCALAR_KERNEL(double, double, in[i])
