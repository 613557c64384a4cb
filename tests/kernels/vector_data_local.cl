// vload/vstore kernels for local memory: see vector_data.inc.
#define SPACE_local
#include "vector_data.inc"
