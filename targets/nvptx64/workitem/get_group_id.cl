#include <clb/defs.h>
#include "launch.h"

CLB_OVLD size_t get_group_id(uint d) {
  if (__clb_launch_uniform())
    return __clb_nvptx_ctaid(d);
  return __clb_nvptx_ctaid(d) + CLB_NVPTX_LAUNCH_FIELD(group_offset, d, 0);
}
