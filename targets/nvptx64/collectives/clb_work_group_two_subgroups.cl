// __clb_work_group_two_subgroups (include/clb/work_group.h) on nvptx64: the
// group is (64, 1, 1), two full warps. A kernel without
// reqd_work_group_size otherwise folds the warp totals for a warp count known
// at run time only (up to 32: a loop and 16-byte loads), where two warps need
// one operation and one load. clb-link evaluates it once at the entry of the
// whole-warps copy of such a kernel and versions that copy on it
// (tools/clb-link/lib/Scratch.cpp); noinline keeps the call whole until then.
#include "warp.h"

// The collectives in this copy have the 64 as a constant of their own
// (warp.h). y and z are known 1 already: this runs in the whole-warps copy.
__attribute__((noinline)) bool __clb_work_group_two_subgroups(void) {
  return __clb_nvptx_opaque_ntid_x() == 64;
}
