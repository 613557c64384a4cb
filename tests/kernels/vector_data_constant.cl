// vload/vstore kernels for constant memory: see vector_data.inc.
#define SPACE_constant
#include "vector_data.inc"
