// Vector convert_* overloads from int: see conversions_vector.inc.
#define SRC int
#define SRC_IN int
#define SRC_LOAD in[i]
#include "conversions_vector.inc"
