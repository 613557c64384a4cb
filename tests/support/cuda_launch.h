// The host half of the nvptx64 launch ABI (the device half and the reasons
// are in targets/nvptx64/workitem/launch.h; change both together): the table
// the library reads, and the split of an NDRange into uniform CUDA launches.
#ifndef CLBTEST_CUDA_LAUNCH_H
#define CLBTEST_CUDA_LAUNCH_H

#include "ndrange.h"

#include <cstdint>
#include <vector>

namespace clbtest {

struct NvptxLaunchTable {
  uint32_t work_dim;
  uint32_t reserved;
  uint64_t global_offset[3];
  uint64_t global_size[3];
  uint64_t enqueued_local_size[3];
  uint64_t num_groups[3];
  uint64_t group_offset[3];
};

// One CUDA launch: a box of equally sized blocks within the NDRange.
struct UniformRegion {
  unsigned blocks[3];
  unsigned blockSize[3];
  uint64_t firstGroup[3];
};

// The full groups, then every combination with the last partial group of a
// dimension: at most 2^dims regions, each with one block size.
std::vector<UniformRegion> uniformRegions(const NDRange &range);

// The table for `range` with group_offset left for each region to fill.
NvptxLaunchTable launchTable(const NDRange &range);

}  // namespace clbtest

#endif
