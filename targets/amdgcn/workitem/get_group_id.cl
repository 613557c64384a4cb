#include <clb/defs.h>
#include "hsa.h"

CLB_OVLD size_t get_group_id(uint d) { return __clb_amdgcn_group_id(d); }
