#include <clb/defs.h>
#include "hsa.h"

CLB_OVLD size_t get_enqueued_local_size(uint d) { return __clb_amdgcn_enqueued_local_size(d); }
