// __clb_work_group_full_subgroups (include/clb/work_group.h) on nvptx64: the
// group is (32k, 1, 1). Then every warp is full, so shfl.sync's member mask is
// the constant 0xffffffff (a mask in a register makes ptxas check the warp's
// convergence with MATCH.ANY and REDUX.OR before every shuffle sequence), and
// the linear id is %tid.x. clb-link evaluates it once at the entry of a kernel
// without reqd_work_group_size and versions the kernel on it
// (tools/clb-link/lib/Scratch.cpp); noinline keeps the call whole until then.
#include "warp.h"

__attribute__((noinline)) bool __clb_work_group_full_subgroups(void) {
  return (__nvvm_read_ptx_sreg_ntid_x() & 31) == 0 && __nvvm_read_ptx_sreg_ntid_y() == 1 &&
         __nvvm_read_ptx_sreg_ntid_z() == 1;
}
