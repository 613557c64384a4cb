#include <clb/defs.h>
#include "hsa.h"

CLB_OVLD size_t get_global_offset(uint d) { return __clb_amdgcn_global_offset(d); }
