#include <clb/defs.h>
#include "launch.h"

CLB_OVLD size_t get_global_size(uint d) { return CLB_NVPTX_LAUNCH_FIELD(global_size, d, 1); }
