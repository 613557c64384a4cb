// any/all test each component's most significant bit; for a scalar that is
// x < 0. Lanes are read through a pointer so one body serves every width
// (the optimizer turns it back into register operations).
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_ANY_ALL(T, ...)                                              \
  CLB_OVLD CLB_CONST int __clb_any(T x) {                                \
    const __private CLB_ELEMENT(T) *l = (const __private CLB_ELEMENT(T) *)&x;                \
    CLB_ELEMENT(T) acc = 0;                                              \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                               \
      acc |= l[i];                                                       \
    return acc < 0;                                                      \
  }                                                                      \
  CLB_OVLD CLB_CONST int __clb_all(T x) {                                \
    const __private CLB_ELEMENT(T) *l = (const __private CLB_ELEMENT(T) *)&x;                \
    CLB_ELEMENT(T) acc = -1;                                             \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                               \
      acc &= l[i];                                                       \
    return acc < 0;                                                      \
  }
CLB_FOR_EACH_SIGNED_INTEGER(CLB_ANY_ALL)
