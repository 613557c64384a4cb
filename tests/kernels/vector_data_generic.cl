// vload/vstore kernels for generic memory: see vector_data.inc.
#define SPACE_generic
#include "vector_data.inc"
