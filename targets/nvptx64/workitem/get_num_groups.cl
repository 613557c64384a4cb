#include <clb/defs.h>
#include "launch.h"

CLB_OVLD size_t get_num_groups(uint d) {
  if (__clb_launch_uniform())
    return __clb_nvptx_nctaid(d);
  return CLB_NVPTX_LAUNCH_FIELD(num_groups, d, 1);
}
