// Vector convert_* overloads from double: see conversions_vector.inc.
#define SRC double
#define SRC_IN double
#define SRC_LOAD in[i]
#include "conversions_vector.inc"
