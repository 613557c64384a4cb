// dot_acc_sat(a, b, acc) = add_sat(dot(a, b), acc), as the extension
// defines it: the dot product is exact, only the accumulation saturates.
#include <clb/integer.h>

#define CLB_DOT_ACC_SAT(R, A, B)                                 \
  CLB_OVLD CLB_CONST R __clb_dot(A, B);                          \
  CLB_OVLD CLB_CONST R __clb_dot_acc_sat(A a, B b, R acc) {      \
    return __clb_add_sat(__clb_dot(a, b), acc);                  \
  }
CLB_DOT_ACC_SAT(uint, uchar4, uchar4)
CLB_DOT_ACC_SAT(int, char4, char4)
CLB_DOT_ACC_SAT(int, uchar4, char4)
CLB_DOT_ACC_SAT(int, char4, uchar4)
