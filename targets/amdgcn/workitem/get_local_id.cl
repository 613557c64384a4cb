#include <clb/defs.h>
#include "hsa.h"

CLB_OVLD size_t get_local_id(uint d) { return __clb_amdgcn_local_id(d); }
