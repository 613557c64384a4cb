// The half overloads of the exact and correctly rounded math builtins, every
// width, read by tests/suite/math_half_test.cpp: one kernel per kind of
// operands (one, two, three halves), the slots of `out` (T results) and
// `iout` (int results) each nvec vectors long. The pointer builtins (frexp,
// remquo) run once per address space: global, private, local, generic. The
// type list is written out here, apart from the library's, so a missing
// overload fails to link. On a device without half the file is empty.
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define LOCAL_SIZE 64
#define O(k) out[(k) * nvec + j]
#define I(k) iout[(k) * nvec + j]

#define FREXP_SPACES(PG, PP, PL, PN)                                           \
  O(11) = frexp(a, PG);                                                        \
  I(1) = *(PG);                                                                \
  O(12) = frexp(a, PP);                                                        \
  I(2) = *(PP);                                                                \
  O(13) = frexp(a, PL);                                                        \
  I(3) = *(PL);                                                                \
  O(14) = frexp(a, PN);                                                        \
  I(4) = *(PN);

#define HALF_UNARY(T, IT, AS_CODE)                                             \
  __kernel __attribute__((reqd_work_group_size(LOCAL_SIZE, 1, 1))) void       \
  half_unary_##T(__global const T *x, __global T *out, __global IT *iout,     \
                 int nvec) {                                                   \
    int j = get_global_id(0), l = get_local_id(0);                             \
    __local IT li[LOCAL_SIZE];                                                 \
    T a = x[j];                                                                \
    O(0) = fabs(a);                                                            \
    O(1) = ceil(a);                                                            \
    O(2) = floor(a);                                                           \
    O(3) = trunc(a);                                                           \
    O(4) = round(a);                                                           \
    O(5) = rint(a);                                                            \
    O(6) = sqrt(a);                                                            \
    O(7) = rsqrt(a);                                                           \
    O(8) = cbrt(a);                                                            \
    O(9) = logb(a);                                                            \
    O(10) = nan(AS_CODE(a));                                                   \
    I(0) = ilogb(a);                                                           \
    IT pi;                                                                     \
    IT *pn = &pi;                                                              \
    FREXP_SPACES(&I(1), &pi, &li[l], pn)                                       \
  }

#define REMQUO_SPACES(PG, PP, PL, PN)                                          \
  O(12) = remquo(a, b, PG);                                                    \
  I(0) = *(PG);                                                                \
  O(13) = remquo(a, b, PP);                                                    \
  I(1) = *(PP);                                                                \
  O(14) = remquo(a, b, PL);                                                    \
  I(2) = *(PL);                                                                \
  O(15) = remquo(a, b, PN);                                                    \
  I(3) = *(PN);

#define HALF_BINARY(T, IT)                                                     \
  __kernel __attribute__((reqd_work_group_size(LOCAL_SIZE, 1, 1))) void       \
  half_binary_##T(__global const T *x, __global const T *y,                   \
                  __global const half *s, __global T *out, __global IT *iout, \
                  int nvec) {                                                  \
    int j = get_global_id(0), l = get_local_id(0);                             \
    __local IT li[LOCAL_SIZE];                                                 \
    T a = x[j], b = y[j];                                                      \
    O(0) = copysign(a, b);                                                     \
    O(1) = fmin(a, b);                                                         \
    O(2) = fmax(a, b);                                                         \
    O(3) = fdim(a, b);                                                         \
    O(4) = minmag(a, b);                                                       \
    O(5) = maxmag(a, b);                                                       \
    O(6) = nextafter(a, b);                                                    \
    O(7) = hypot(a, b);                                                        \
    O(8) = fmod(a, b);                                                         \
    O(9) = remainder(a, b);                                                    \
    O(10) = fmin(a, s[j]);                                                     \
    O(11) = fmax(a, s[j]);                                                     \
    IT pi;                                                                     \
    IT *pn = &pi;                                                              \
    REMQUO_SPACES(&I(0), &pi, &li[l], pn)                                      \
  }

#define HALF_TERNARY(T)                                                        \
  __kernel __attribute__((reqd_work_group_size(LOCAL_SIZE, 1, 1))) void       \
  half_ternary_##T(__global const T *x, __global const T *y,                  \
                   __global const T *z, __global T *out, int nvec) {           \
    int j = get_global_id(0);                                                  \
    T a = x[j], b = y[j], c = z[j];                                            \
    O(0) = fma(a, b, c);                                                       \
    O(1) = mad(a, b, c);                                                       \
  }

#define HALF_KERNELS(T, IT, AS_CODE)                                           \
  HALF_UNARY(T, IT, AS_CODE)                                                   \
  HALF_BINARY(T, IT)                                                           \
  HALF_TERNARY(T)

HALF_KERNELS(half, int, as_ushort)
HALF_KERNELS(half2, int2, as_ushort2)
HALF_KERNELS(half3, int3, as_ushort3)
HALF_KERNELS(half4, int4, as_ushort4)
HALF_KERNELS(half8, int8, as_ushort8)
HALF_KERNELS(half16, int16, as_ushort16)
#endif
