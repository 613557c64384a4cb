// __clb_work_group_has_reqd_size (include/clb/work_group.h) on nvptx64: the
// local size (%ntid, at most the reqd size in each dimension) is the kernel's
// reqd_work_group_size in every dimension whose reqd size is not 1. Compared
// in 32 bits per dimension, so ptxas sees a branch on uniform values. clb-link
// evaluates it once at kernel entry and versions the kernel on it
// (tools/clb-link/lib/Scratch.cpp); noinline keeps the call whole until then.
#include "warp.h"

__attribute__((noinline)) bool __clb_work_group_has_reqd_size(void) {
  uint x = __clb_work_group_reqd_size(0), y = __clb_work_group_reqd_size(1),
       z = __clb_work_group_reqd_size(2);
  return x != 0 && (x == 1 || __nvvm_read_ptx_sreg_ntid_x() == x) &&
         (y == 1 || __nvvm_read_ptx_sreg_ntid_y() == y) &&
         (z == 1 || __nvvm_read_ptx_sreg_ntid_z() == z);
}
