#include <clb/defs.h>
#include "launch.h"

CLB_OVLD size_t get_enqueued_local_size(uint d) {
  return CLB_NVPTX_LAUNCH_FIELD(enqueued_local_size, d, 1);
}
