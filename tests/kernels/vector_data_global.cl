// vload/vstore kernels for global memory: see vector_data.inc.
#define SPACE_global
#include "vector_data.inc"
