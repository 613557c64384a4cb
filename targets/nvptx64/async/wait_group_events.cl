// As generic/async/wait_group_events.cl, once: clang gives private and
// generic pointers one address space (0) on nvptx64, so both overloads have
// one mangled name. This work-item's cp.async copies
// (async_work_group_copy.cl) complete first; the barrier then publishes
// every work-item's share to the group.
#include <clb/defs.h>

CLB_OVLD __attribute__((convergent)) void wait_group_events(int n, event_t *events) {
  __asm__ volatile("cp.async.wait_all;" : : : "memory");
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
