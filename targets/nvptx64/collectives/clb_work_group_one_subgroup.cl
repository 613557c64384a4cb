// __clb_work_group_one_subgroup (include/clb/work_group.h) on nvptx64: the
// group is (32, 1, 1), one full warp, whose collectives are shuffles alone:
// no shared memory, no barrier. clb-link evaluates it once in the whole-warps
// copy of a kernel without reqd_work_group_size and versions that copy on it
// (tools/clb-link/lib/Scratch.cpp), after __clb_work_group_two_subgroups: the
// copy left then has groups of at least three warps, and no call in it
// branches to a one-warp path (float reduce at 1024 without
// reqd_work_group_size: 0.91 to 1.09x of CUB; docs/performance.md, "Eighth
// round"). %ntid.x is read as clb_work_group_two_subgroups.cl reads it, for
// the same reason.
#include "warp.h"

__attribute__((noinline)) bool __clb_work_group_one_subgroup(void) {
  return __clb_nvptx_opaque_ntid_x() == 32;
}
