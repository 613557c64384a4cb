// Groups are numbered in steps of the enqueued size, so in a non-uniform
// NDRange the last group's ids continue where the full groups stop.
#include <clb/defs.h>
#include "launch.h"

CLB_OVLD size_t get_global_id(uint d) {
  if (d >= 3)
    return 0;
  if (__clb_launch_uniform())
    return __clb_nvptx_ctaid(d) * __clb_nvptx_ntid(d) + __clb_nvptx_tid(d);
  const __generic __clb_nvptx_launch_t *p = __clb_launch_parameter();
  return (__clb_nvptx_ctaid(d) + p->group_offset[d]) * p->enqueued_local_size[d] +
         __clb_nvptx_tid(d) + p->global_offset[d];
}
