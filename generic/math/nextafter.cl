// nextafter: the neighbour of x toward y, one step of the sign-magnitude
// bits: away from zero when y lies beyond x, toward zero otherwise. From a
// zero the step is to the smallest denormal of y's sign; x == y gives y (so
// nextafter(-0, +0) = +0), a NaN gives a NaN.
#include <clb/math.h>

#define CLB_NEXTAFTER(T, ...)                                                  \
  CLB_OVLD CLB_CONST T __clb_nextafter(T x, T y) {                            \
    typedef CLB_UNSIGNED(T) U;                                                 \
    U ux = CLB_AS_BITS(T, x);                                                  \
    U away = ux + (U)1, toward = ux - (U)1;                                    \
    U step = (x < y) == (x > (T)0) ? away : toward;                            \
    step = x == (T)0 ? (CLB_AS_BITS(T, y) & CLB_SIGN_BIT(T)) | (U)1 : step;    \
    T r = x == y ? y : CLB_AS_FLOAT(T, step);                                  \
    return (CLB_IS_NAN(x) | CLB_IS_NAN(y)) ? x + y : r;                        \
  }
CLB_FOR_EACH_FLOAT(CLB_NEXTAFTER)
