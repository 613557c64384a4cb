// Groups are numbered in steps of the enqueued size, so in a non-uniform
// NDRange the last group's ids continue where the full groups stop.
#include <clb/defs.h>
#include "launch.h"

CLB_OVLD size_t get_global_id(uint d) {
  if (d >= 3)
    return 0;
  size_t id = __clb_nvptx_ctaid(d) * __clb_nvptx_ntid(d) + __clb_nvptx_tid(d);
  if (__clb_launch_uniform())
    return id;
  return id + __clb_launch_parameter()->global_id_base[d];
}
