// The generic collectives' local-memory tree and its named variants.
//
// A tree of two levels at most, its first level's fan-in F chosen per target
// (CLB_WORK_GROUP_FANIN in targets/<t>/target.cmake; the one place):
//
//   CLB_WORK_GROUP_TREE_ONE_LEVEL_FOLD  (F >= CLB_MAX_WORK_GROUP_SIZE)
//     Every item publishes its value; one item folds (or scans) all n in
//     order; every item reads back. 2 barriers, n steps of work. Made for CPU
//     runtimes such as PoCL, which run a group's items one after another and
//     turn each barrier into a loop over them: total work is what costs there,
//     and a barrier inside a loop is very slow to compile.
//   CLB_WORK_GROUP_TREE_TWO_LEVEL  (F < CLB_MAX_WORK_GROUP_SIZE <= F * F)
//     ceil(n / F) leaders fold (scan) F values each, one item folds (scans)
//     the leaders' results, every item reads back. 3 barriers, about
//     F + n / F steps on the critical path. F = 32 is a GPU's warp.
//
// Both are a constant number of barriers, none in a loop, whatever n is.
//
// Layout, in 8-byte slots (CLB_WG_SLOT): A = [0, n) one per item, then
// B = [n, n + g) the g = ceil(n / F) leaders' results, then R = n + g.
//
// Scratch reuse. Two collectives may follow each other with no barrier in
// between because every core keeps three rules:
//   1. before its first barrier an item writes only its own A slot;
//   2. after its last barrier an item reads only its own A slot, B or R;
//   3. it writes B or R only between its first and last barrier.
// A fast item that starts the next collective then writes only a slot that
// no slow item can still be reading: slow items read A slots of others only
// before the last barrier (which the fast item has passed, so they have
// finished), and B and R are written again only after the next collective's
// first barrier, which waits for the slow items.
#ifndef CLB_WORK_GROUP_TREE_H
#define CLB_WORK_GROUP_TREE_H

#include <clb/work_group.h>

#ifndef CLB_WORK_GROUP_FANIN
#error "CLB_WORK_GROUP_FANIN: set it in targets/<t>/target.cmake to use the generic tree"
#endif

#define CLB_WORK_GROUP_TREE_ONE_LEVEL_FOLD 1
#define CLB_WORK_GROUP_TREE_TWO_LEVEL 2
#if CLB_WORK_GROUP_FANIN >= CLB_MAX_WORK_GROUP_SIZE
#define CLB_WORK_GROUP_TREE CLB_WORK_GROUP_TREE_ONE_LEVEL_FOLD
#elif CLB_WORK_GROUP_FANIN >= 32 && CLB_WORK_GROUP_FANIN * CLB_WORK_GROUP_FANIN >= CLB_MAX_WORK_GROUP_SIZE
#define CLB_WORK_GROUP_TREE CLB_WORK_GROUP_TREE_TWO_LEVEL
#else
// Below 32 the scratch contract (work_group.h) has too few slots for B.
#error "CLB_WORK_GROUP_FANIN must be >= 32 and its square >= CLB_MAX_WORK_GROUP_SIZE"
#endif

// Barriers of the tree: local memory only, work-group scope.
#define CLB_WG_TREE_BARRIER() work_group_barrier(CLK_LOCAL_MEM_FENCE)

// Leaders: g = ceil(n / F) of them, one per F consecutive items.
static inline uint __clb_work_group_tree_leaders(uint n) {
  return CLB_WORK_GROUP_TREE == CLB_WORK_GROUP_TREE_ONE_LEVEL_FOLD
             ? 1u
             : (n + CLB_WORK_GROUP_FANIN - 1) / CLB_WORK_GROUP_FANIN;
}

#endif
