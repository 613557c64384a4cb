// Groups are numbered in steps of the enqueued size, so in a non-uniform
// NDRange the last group's ids continue where the full groups stop.
#include <clb/defs.h>
#include "launch.h"

CLB_OVLD size_t get_global_id(uint d) {
  if (d >= 3)
    return 0;
  return (__clb_nvptx_ctaid(d) + __clb_nvptx_launch.group_offset[d]) *
             __clb_nvptx_launch.enqueued_local_size[d] +
         __clb_nvptx_tid(d) + __clb_nvptx_launch.global_offset[d];
}
