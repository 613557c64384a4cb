// vload/vstore kernels for private memory: see vector_data.inc.
#define SPACE_private
#include "vector_data.inc"
