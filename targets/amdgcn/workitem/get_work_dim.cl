#include <clb/defs.h>
#include "hsa.h"

CLB_OVLD uint get_work_dim(void) { return __clb_hsa_packet()->setup & 3; }
