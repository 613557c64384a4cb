// Vector convert_* overloads from ushort: see conversions_vector.inc.
#define SRC ushort
#define SRC_IN ushort
#define SRC_LOAD in[i]
#include "conversions_vector.inc"
