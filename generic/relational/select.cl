// select(a, b, c): b where c says so, else a. For a scalar c that is c != 0;
// for a vector, each component's most significant bit, whatever the
// signedness of c (the spec's rule), so the test is on c read as signed.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_SELECT_BY(T, C)                                                   \
  CLB_OVLD CLB_CONST T __clb_select(T a, T b, C c) {                          \
    return CLB_WIDTH(T) == 1                                                  \
               ? (c != (C)0 ? b : a)                                          \
               : (__builtin_astype(c, CLB_SIGNED(T)) < (CLB_SIGNED(T))0 ? b : a); \
  }
#define CLB_SELECT(T, ...) CLB_SELECT_BY(T, CLB_SIGNED(T)) CLB_SELECT_BY(T, CLB_UNSIGNED(T))
CLB_FOR_EACH_ALL(CLB_SELECT)
