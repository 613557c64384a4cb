// The last group of a dimension holds what is left of the grid.
#include <clb/defs.h>
#include "hsa.h"

CLB_OVLD size_t get_local_size(uint d) {
  size_t n = __clb_amdgcn_enqueued_local_size(d);
  size_t left = __clb_amdgcn_global_size(d) - __clb_amdgcn_group_id(d) * n;
  return left < n ? left : n;
}
