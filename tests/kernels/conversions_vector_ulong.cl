// Vector convert_* overloads from ulong: see conversions_vector.inc.
#define SRC ulong
#define SRC_IN ulong
#define SRC_LOAD in[i]
#include "conversions_vector.inc"
