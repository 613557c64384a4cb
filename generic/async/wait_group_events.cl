// The copies (async_work_group_copy.cl) are done when each item returns from
// them; waiting is the barrier that publishes every item's share to the
// group, in local and global memory alike. Written here rather than
// generated: nvptx64 has one symbol for the private and generic overloads
// (targets/nvptx64/async/wait_group_events.cl).
#include <clb/defs.h>

#define CLB_WAIT(AS)                                                            \
  CLB_OVLD __attribute__((convergent)) void wait_group_events(int n, AS event_t *events) { \
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);                        \
  }
CLB_WAIT(private)
CLB_WAIT(generic)
