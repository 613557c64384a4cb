// Vector convert_* overloads from float: see conversions_vector.inc.
#define SRC float
#define SRC_IN float
#define SRC_LOAD in[i]
#include "conversions_vector.inc"
