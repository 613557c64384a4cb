// Vector convert_* overloads from short: see conversions_vector.inc.
#define SRC short
#define SRC_IN short
#define SRC_LOAD in[i]
#include "conversions_vector.inc"
