#include <clb/defs.h>
#include <clb/linear_id.h>

CLB_OVLD size_t get_local_linear_id(void) { return __clb_local_linear_id(); }
