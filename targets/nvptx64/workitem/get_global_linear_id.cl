#include <clb/defs.h>
#include <clb/linear_id.h>

CLB_OVLD size_t get_global_linear_id(void) { return __clb_global_linear_id(); }
