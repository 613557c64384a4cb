#include <clb/defs.h>
#include "launch.h"

CLB_OVLD size_t get_global_offset(uint d) {
  if (__clb_launch_uniform())
    return 0;
  return CLB_NVPTX_LAUNCH_FIELD(global_offset, d, 0);
}
