// Vector convert_* overloads from half: see conversions_vector.inc.
#define SRC half
#define SRC_IN ushort
#define SRC_LOAD XCAT(as_half, N)(in[i])
#include "conversions_vector.inc"
