// The exact and near-exact math builtins, all of them per type and width in
// one kernel (few kernels: PoCL compiles each one per local size). The slots
// of `out` (T results) and `iout` (int results), each nvec vectors long, are
// numbered as tests/suite/math_exact_test.cpp reads them. The pointer
// builtins run once per address space. The type list is written out here,
// apart from the library's, so a missing overload fails to link.
// double kernels exist where the device has double (rusticl's llvmpipe has
// not), and not in the float-only build of the correctly rounded mode
// (CLBTEST_FLOAT_ONLY, tests/support/backend.cpp).
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

#define LOCAL_SIZE 64
// native_ and half_ exist for float only; double kernels store 0 there.
#define FLOAT(e) (e)
#define NONE(e) 0
#define O(k) out[(k) * nvec + j]
#define I(k) iout[(k) * nvec + j]

// frexp, modf, fract, remquo through the given pointers; what they stored is
// copied to the output slots after the value.
#define PTR_SET(base, ibase, PT0, PT1, PI0, PI1)                                \
  O(base + 0) = frexp(a, PI0);                                                 \
  I(ibase + 0) = *(PI0);                                                       \
  O(base + 1) = modf(a, PT0);                                                  \
  O(base + 2) = *(PT0);                                                        \
  O(base + 3) = fract(a, PT1);                                                 \
  O(base + 4) = *(PT1);                                                        \
  O(base + 5) = remquo(a, b, PI1);                                             \
  I(ibase + 1) = *(PI1);

#define MATH_KERNEL(T, S, IT, AS_CODE, FLOAT_ONLY)                                          \
  __kernel __attribute__((reqd_work_group_size(LOCAL_SIZE, 1, 1))) void       \
  math_##T(__global const T *x, __global const T *y, __global const T *z,     \
           __global const IT *n, __global const S *s, __global const int *sn,  \
           __global T *out, __global IT *iout, int nvec) {                      \
    int j = get_global_id(0), l = get_local_id(0);                             \
    __local T lt[2 * LOCAL_SIZE];                                              \
    __local IT li[2 * LOCAL_SIZE];                                             \
    T a = x[j], b = y[j], c = z[j];                                            \
    O(0) = fabs(a);                                                            \
    O(1) = ceil(a);                                                            \
    O(2) = floor(a);                                                           \
    O(3) = trunc(a);                                                           \
    O(4) = round(a);                                                           \
    O(5) = rint(a);                                                            \
    O(6) = sqrt(a);                                                            \
    O(7) = rsqrt(a);                                                           \
    O(8) = logb(a);                                                            \
    O(9) = FLOAT_ONLY(native_sqrt(a));                                                     \
    O(10) = FLOAT_ONLY(native_recip(a));                                                   \
    O(11) = FLOAT_ONLY(native_rsqrt(a));                                                   \
    O(12) = FLOAT_ONLY(half_sqrt(a));                                                      \
    O(13) = FLOAT_ONLY(half_recip(a));                                                     \
    O(14) = FLOAT_ONLY(half_rsqrt(a));                                                     \
    O(15) = nan(AS_CODE(a));                                                   \
    O(16) = copysign(a, b);                                                    \
    O(17) = fmin(a, b);                                                        \
    O(18) = fmax(a, b);                                                        \
    O(19) = fdim(a, b);                                                        \
    O(20) = maxmag(a, b);                                                      \
    O(21) = minmag(a, b);                                                      \
    O(22) = nextafter(a, b);                                                   \
    O(23) = fmod(a, b);                                                        \
    O(24) = remainder(a, b);                                                   \
    O(25) = hypot(a, b);                                                       \
    O(26) = FLOAT_ONLY(native_divide(a, b));                                               \
    O(27) = FLOAT_ONLY(half_divide(a, b));                                                 \
    O(28) = fma(a, b, c);                                                      \
    O(29) = mad(a, b, c);                                                      \
    O(30) = ldexp(a, n[j]);                                                    \
    O(31) = fmin(a, s[j]);                                                     \
    O(32) = fmax(a, s[j]);                                                     \
    O(33) = ldexp(a, sn[j]);                                                   \
    I(0) = ilogb(a);                                                           \
    PTR_SET(34, 1, &O(36), &O(38), &I(1), &I(2))                               \
    {                                                                          \
      T pt[2];                                                                 \
      IT pi[2];                                                                \
      PTR_SET(40, 3, &pt[0], &pt[1], &pi[0], &pi[1])                           \
    }                                                                          \
    PTR_SET(46, 5, &lt[2 * l], &lt[2 * l + 1], &li[2 * l], &li[2 * l + 1])     \
    {                                                                          \
      T gt[2];                                                                 \
      IT gi[2];                                                                \
      T *gpt = gt;                                                             \
      IT *gpi = gi;                                                            \
      PTR_SET(52, 7, gpt, gpt + 1, gpi, gpi + 1)                               \
    }                                                                          \
    O(58) = cbrt(a);                                                           \
  }

MATH_KERNEL(float, float, int, as_uint, FLOAT)
MATH_KERNEL(float2, float, int2, as_uint2, FLOAT)
MATH_KERNEL(float3, float, int3, as_uint3, FLOAT)
MATH_KERNEL(float4, float, int4, as_uint4, FLOAT)
MATH_KERNEL(float8, float, int8, as_uint8, FLOAT)
MATH_KERNEL(float16, float, int16, as_uint16, FLOAT)
#if defined(cl_khr_fp64) && !defined(CLBTEST_FLOAT_ONLY)
MATH_KERNEL(double, double, int, as_ulong, NONE)
MATH_KERNEL(double2, double, int2, as_ulong2, NONE)
MATH_KERNEL(double3, double, int3, as_ulong3, NONE)
MATH_KERNEL(double4, double, int4, as_ulong4, NONE)
MATH_KERNEL(double8, double, int8, as_ulong8, NONE)
MATH_KERNEL(double16, double, int16, as_ulong16, NONE)
#endif
