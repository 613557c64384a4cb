// Vector convert_* overloads from uint: see conversions_vector.inc.
#define SRC uint
#define SRC_IN uint
#define SRC_LOAD in[i]
#include "conversions_vector.inc"
