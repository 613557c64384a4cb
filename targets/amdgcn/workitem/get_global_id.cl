// Groups are numbered in steps of the enqueued size, so in a non-uniform
// NDRange the last group's ids continue where the full groups stop.
#include <clb/defs.h>
#include "hsa.h"

CLB_OVLD size_t get_global_id(uint d) {
  return __clb_amdgcn_group_id(d) * __clb_amdgcn_enqueued_local_size(d) +
         __clb_amdgcn_local_id(d) + __clb_amdgcn_global_offset(d);
}
