// sincos(x): sin(x) returned and cos(x) stored, from one reduction. The
// cores: double: generic/math/double/sincos.cl (__clb_sincos_f64, each
// lane); float: generic/math/float/sincosf.cl. Their results are sin.cl's
// and cos.cl's bit for bit.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// Half, and float under -cl-clb-correctly-rounded-math (<clb/float_math.h>):
// sin.cl's and cos.cl's functions of the same type, so the results are
// theirs bit for bit.
#include <clb/double_cores.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH_OUT, sincos, double)

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
  CLB_MATH_LANEWISE_OUT(T, sincos, __clb_sincosf_pick, float,                  \
                        CLB_FLOAT_MATH_CR((*out = __clb_cos(x), __clb_sin(x))))
CLB_WIDTHS_OF_float(CLB_SINCOS_FLOAT)
CLB_WIDTHS_OF_half(CLB_SINCOS_BY_PARTS)
