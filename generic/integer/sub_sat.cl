// sub_sat(x, y): x - y clamped to the type's range (the bodies are in
// <clb/integer.h>, shared with targets that replace some types).
#include <clb/integer.h>

CLB_FOR_EACH_UNSIGNED_INTEGER(CLB_SUB_SAT_UNSIGNED)
CLB_FOR_EACH_SIGNED_INTEGER(CLB_SUB_SAT_SIGNED)
