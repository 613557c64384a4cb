#include <clb/defs.h>
#include "hsa.h"

CLB_OVLD size_t get_num_groups(uint d) {
  size_t n = __clb_amdgcn_enqueued_local_size(d);
  return (__clb_amdgcn_global_size(d) + n - 1) / n;
}
