// atomic_flag_test_and_set and atomic_flag_clear (and _explicit): the flag
// is an atomic_int, set when non-zero.
#include <clb/atomic.h>

#define CLB_FLAG_SPACE(AS, ...)                                                             \
  CLB_OVLD bool __clb_atomic_flag_test_and_set_explicit(volatile AS atomic_flag *f,         \
                                                        memory_order o, memory_scope s) {   \
    return __clb_rmw_xchg((volatile AS int *)f, 1, o, s) != 0;                              \
  }                                                                                         \
  CLB_EXPLICIT_FORMS(bool, atomic_flag_test_and_set, (volatile AS atomic_flag *f), (f))     \
  CLB_OVLD void __clb_atomic_flag_clear_explicit(volatile AS atomic_flag *f, memory_order o, \
                                                 memory_scope s) {                          \
    __clb_rmw_store((volatile AS int *)f, 0, o, s);                                         \
  }                                                                                         \
  CLB_EXPLICIT_FORMS(void, atomic_flag_clear, (volatile AS atomic_flag *f), (f))
CLB_ATOMIC_SPACES(CLB_FLAG_SPACE)
