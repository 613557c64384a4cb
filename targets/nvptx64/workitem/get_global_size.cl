#include <clb/defs.h>
#include "launch.h"

CLB_OVLD size_t get_global_size(uint d) {
  if (__clb_launch_uniform())
    return __clb_nvptx_nctaid(d) * __clb_nvptx_ntid(d);
  return CLB_NVPTX_LAUNCH_FIELD(global_size, d, 1);
}
