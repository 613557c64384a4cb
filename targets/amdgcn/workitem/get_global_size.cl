#include <clb/defs.h>
#include "hsa.h"

CLB_OVLD size_t get_global_size(uint d) { return __clb_amdgcn_global_size(d); }
