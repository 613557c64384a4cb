#include <clb/defs.h>
#include "launch.h"

CLB_OVLD size_t get_local_id(uint d) { return __clb_nvptx_tid(d); }
