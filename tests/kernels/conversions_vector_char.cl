// Vector convert_* overloads from char: see conversions_vector.inc.
#define SRC char
#define SRC_IN char
#define SRC_LOAD in[i]
#include "conversions_vector.inc"
