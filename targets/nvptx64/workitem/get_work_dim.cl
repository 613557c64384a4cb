#include <clb/defs.h>
#include "launch.h"

CLB_OVLD uint get_work_dim(void) { return __clb_launch_parameter()->work_dim; }
