#include "cuda_launch.h"

namespace clbtest {

std::vector<UniformRegion> uniformRegions(const NDRange &r) {
  struct Part {
    unsigned blocks, size;
    uint64_t first;
  };
  std::vector<Part> parts[3];
  for (unsigned d = 0; d < 3; ++d) {
    size_t full = r.global[d] / r.local[d], rest = r.global[d] % r.local[d];
    if (full)
      parts[d].push_back({unsigned(full), unsigned(r.local[d]), 0});
    if (rest)
      parts[d].push_back({1, unsigned(rest), full});
  }
  std::vector<UniformRegion> regions;
  for (const Part &x : parts[0])
    for (const Part &y : parts[1])
      for (const Part &z : parts[2])
        regions.push_back({{x.blocks, y.blocks, z.blocks},
                           {x.size, y.size, z.size},
                           {x.first, y.first, z.first}});
  return regions;
}

NvptxLaunchTable launchTable(const NDRange &r) {
  NvptxLaunchTable t{};
  t.work_dim = r.dims;
  for (unsigned d = 0; d < 3; ++d) {
    t.global_offset[d] = r.offset[d];
    t.global_size[d] = r.global[d];
    t.enqueued_local_size[d] = r.local[d];
    t.num_groups[d] = r.groups(d);
  }
  return t;
}

}  // namespace clbtest
