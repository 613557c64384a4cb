// Vector convert_* overloads from uchar: see conversions_vector.inc.
#define SRC uchar
#define SRC_IN uchar
#define SRC_LOAD in[i]
#include "conversions_vector.inc"
