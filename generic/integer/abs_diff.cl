// abs_diff: CLB_ABS_DIFF_PORTABLE (include/clb/integer.h) for every type.
#include <clb/integer.h>
#define CLB_ABS_DIFF(T, ...) CLB_ABS_DIFF_PORTABLE(T)
CLB_FOR_EACH_INTEGER(CLB_ABS_DIFF)
