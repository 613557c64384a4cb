/* The nvptx64 launch ABI, host half: how a runtime launches kernels that
 * clb-link built for nvptx64 through the CUDA driver API (installed as
 * <clbuiltins/host/nvptx_launch.h>; C99 or C++, header-only, no CUDA headers
 * needed). The device half is targets/nvptx64/workitem/launch.h; the layout
 * below is the contract between them. docs/usage.md has a complete example.
 *
 * CUDA has neither global offsets nor non-uniform work-groups. An OpenCL
 * NDRange (work_dim, global offset, global size, local size) therefore runs
 * as up to 2^work_dim CUDA launches, one per uniform region: the full groups,
 * then the partial last group of each dimension and their combinations. Each
 * launch's blocks are exactly its work-groups, so barriers only wait on
 * threads that exist.
 *
 * clb-link appends one parameter to every kernel it links for nvptx64: a
 * clb_nvptx_launch of 128 bytes, by value. Pass it after the kernel's own
 * arguments in cuLaunchKernel's kernelParams, pointing at the region's
 * `params`. The driver copies parameters at launch, so launches of one module
 * may be in flight on several streams at once with different NDRanges.
 *
 * A program linked with `clb-link --uniform-launch` promises launches without
 * global offset whose groups all have the enqueued size (one region); its
 * work-item functions read only the hardware's ids, and the parameter is
 * still passed (get_work_dim reads it). */
#ifndef CLBUILTINS_HOST_NVPTX_LAUNCH_H
#define CLBUILTINS_HOST_NVPTX_LAUNCH_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The launch parameter. Unused dimensions (>= work_dim) hold offset 0 and
 * sizes 1. */
typedef struct clb_nvptx_launch {
  uint32_t work_dim;
  uint32_t flags; /* 0 (reserved) */
  uint64_t global_offset[3];
  uint64_t global_size[3];
  uint64_t enqueued_local_size[3]; /* the local size given to the enqueue */
  uint64_t num_groups[3];
  uint64_t group_offset[3]; /* group id of this launch's first block */
  /* group_offset * enqueued_local_size + global_offset: the global id of
   * this launch's first work-item (get_global_id adds it to CUDA's index). */
  uint64_t global_id_base[3];
} clb_nvptx_launch;

#ifdef __cplusplus
static_assert(sizeof(clb_nvptx_launch) == 152, "the device reads 152 bytes");
#else
_Static_assert(sizeof(clb_nvptx_launch) == 152, "the device reads 152 bytes");
#endif

/* One CUDA launch: cuLaunchKernel(f, grid[0], grid[1], grid[2], block[0],
 * block[1], block[2], shared, stream, params-with-&region.params-last, 0). */
typedef struct clb_nvptx_region {
  unsigned grid[3];
  unsigned block[3];
  clb_nvptx_launch params;
} clb_nvptx_region;

#define CLB_NVPTX_MAX_REGIONS 8

/* Error codes of clb_nvptx_split (negative; a count of regions otherwise). */
#define CLB_NVPTX_BAD_WORK_DIM (-1)      /* work_dim not 1, 2 or 3 */
#define CLB_NVPTX_BAD_LOCAL_SIZE (-2)    /* a local size of 0 */
#define CLB_NVPTX_TOO_MANY_BLOCKS (-3)   /* beyond CUDA's grid limits */
#define CLB_NVPTX_BAD_BLOCK (-4)         /* a block beyond CUDA's dimension limits */

/* Splits the NDRange into `regions` (room for CLB_NVPTX_MAX_REGIONS) and
 * returns how many there are: 0 for an empty NDRange (a global size of 0:
 * nothing to launch), or a CLB_NVPTX_ error. `global_offset` may be NULL (no
 * offset); `local_size` is the work-group size the kernel is enqueued with
 * (choose one when the application passes none). The limits checked are
 * CUDA's: grid x < 2^31, y and z < 65536; block x, y <= 1024, z <= 64. The
 * product of the block and the kernel's own limit
 * (CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK) are the caller's to check. */
static inline int clb_nvptx_split(unsigned work_dim, const size_t *global_offset,
                                  const size_t *global_size, const size_t *local_size,
                                  clb_nvptx_region *regions) {
  static const uint64_t max_grid[3] = {0x7fffffffu, 65535u, 65535u};
  static const uint64_t max_block[3] = {1024u, 1024u, 64u};
  uint64_t full[3], rest[3], local[3];
  clb_nvptx_launch base;
  unsigned d, n = 0, x, y, z;
  if (work_dim < 1 || work_dim > 3)
    return CLB_NVPTX_BAD_WORK_DIM;
  for (d = 0; d < 3; ++d) {
    uint64_t g = d < work_dim ? global_size[d] : 1;
    local[d] = d < work_dim ? local_size[d] : 1;
    if (local[d] == 0)
      return CLB_NVPTX_BAD_LOCAL_SIZE;
    if (g == 0)
      return 0;
    full[d] = g / local[d];
    rest[d] = g % local[d];
    if (full[d] + (rest[d] != 0) > max_grid[d])
      return CLB_NVPTX_TOO_MANY_BLOCKS;
    if ((full[d] ? local[d] : rest[d]) > max_block[d])
      return CLB_NVPTX_BAD_BLOCK;
    base.global_offset[d] = d < work_dim && global_offset ? global_offset[d] : 0;
    base.global_size[d] = g;
    base.enqueued_local_size[d] = local[d];
    base.num_groups[d] = full[d] + (rest[d] != 0);
    base.group_offset[d] = 0;
    base.global_id_base[d] = 0;
  }
  base.work_dim = work_dim;
  base.flags = 0;
  /* Each dimension has up to two parts, the full groups (if any) and the
   * partial last group (if any): every combination is a region. */
  for (x = 0; x < 2; ++x)
    for (y = 0; y < 2; ++y)
      for (z = 0; z < 2; ++z) {
        const unsigned part[3] = {x, y, z};
        clb_nvptx_region r;
        int empty = 0;
        r.params = base;
        for (d = 0; d < 3; ++d) {
          uint64_t blocks = part[d] ? (rest[d] != 0) : full[d];
          empty |= blocks == 0;
          r.grid[d] = (unsigned)blocks;
          r.block[d] = (unsigned)(part[d] ? rest[d] : local[d]);
          r.params.group_offset[d] = part[d] ? full[d] : 0;
          r.params.global_id_base[d] =
              r.params.group_offset[d] * local[d] + base.global_offset[d];
        }
        if (!empty)
          regions[n++] = r;
      }
  return (int)n;
}

#ifdef __cplusplus
}
#endif

#endif
