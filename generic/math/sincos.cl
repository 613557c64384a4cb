// sincos(x): sin(x) returned and cos(x) stored, from one reduction and the
// two kernels (<clb/trig.h>); the results are those of sin.cl and cos.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
#include <clb/float_math.h>
#include <clb/trig.h>

#define CLB_SINCOS(T, ...)                                                     \
  CLB_OVLD T __clb_sincos(T x, private T *cosval) {                            \
    T r, r_lo, sh, ch;                                                         \
    CLB_SIGNED(T) n = __clb_trig_reduce(x, &r, &r_lo);                         \
    T s = __clb_sin_kernel(r, r_lo, &sh) + sh;                                 \
    T c = __clb_cos_kernel(r, r_lo, &ch) + ch;                                 \
    T sv = (n & 1) != 0 ? c : s;                                               \
    T cv = (n & 1) != 0 ? s : c;                                               \
    *cosval = (((n + 1) & 2) != 0 ? -cv : cv) + (x - x);                       \
    sv = (n & 2) != 0 ? -sv : sv;                                              \
    return x == 0.0 ? x : sv + (x - x);                                        \
  }
CLB_WIDTHS_OF_double(CLB_SINCOS)

// float: one reduction for both, the float core generic/math/float/sincosf.cl
// (bit for bit sinf's and cosf's results); half, and float under
// -cl-clb-correctly-rounded-math (<clb/float_math.h>): sin.cl's and cos.cl's
// functions of the same type, so the results are theirs bit for bit.
#define CLB_SINCOS_BY_PARTS(T, ...)                                            \
  CLB_OVLD CLB_CONST T __clb_sin(T);                                           \
  CLB_OVLD CLB_CONST T __clb_cos(T);                                           \
  CLB_OVLD T __clb_sincos(T x, private T *cosval) {                            \
    *cosval = __clb_cos(x);                                                    \
    return __clb_sin(x);                                                       \
  }
#define CLB_SINCOS_FLOAT(T, ...)                                               \
  CLB_OVLD CLB_CONST T __clb_sin(T);                                           \
  CLB_OVLD CLB_CONST T __clb_cos(T);                                           \
  CLB_OVLD T __clb_sincos(T x, private T *cosval) {                            \
    CLB_FLOAT_MATH_CR((*cosval = __clb_cos(x), __clb_sin(x)))                  \
    CLB_FLOAT_MATH_LANES(T, v) ux = {x}, s, c;                                 \
    for (int i = 0; i < CLB_WIDTH(T); ++i) {                                   \
      /* (a pointer into the union's array gave NaN on rusticl) */             \
      float ci;                                                                \
      s.a[i] = __clb_sincosf(ux.a[i], &ci);                                    \
      c.a[i] = ci;                                                             \
    }                                                                          \
    *cosval = c.v;                                                             \
    return s.v;                                                                \
  }
CLB_WIDTHS_OF_float(CLB_SINCOS_FLOAT)
CLB_WIDTHS_OF_half(CLB_SINCOS_BY_PARTS)
