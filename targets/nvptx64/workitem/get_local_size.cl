// Each CUDA launch is one uniform region of the NDRange, so the block size is
// the size of this work-group, last groups included.
#include <clb/defs.h>
#include "launch.h"

CLB_OVLD size_t get_local_size(uint d) { return __clb_nvptx_ntid(d); }
