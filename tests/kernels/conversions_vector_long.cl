// Vector convert_* overloads from long: see conversions_vector.inc.
#define SRC long
#define SRC_IN long
#define SRC_LOAD in[i]
#include "conversions_vector.inc"
