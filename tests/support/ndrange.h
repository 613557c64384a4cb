// An OpenCL NDRange as both backends take it: the CUDA backend maps it onto
// CUDA launches (see targets/nvptx64/workitem/launch.h), PoCL takes it as is.
#ifndef CLBTEST_NDRANGE_H
#define CLBTEST_NDRANGE_H

#include <cstddef>
#include <string>

namespace clbtest {

struct NDRange {
  unsigned dims = 1;
  size_t offset[3] = {0, 0, 0};
  size_t global[3] = {1, 1, 1};
  size_t local[3] = {1, 1, 1};

  static NDRange linear(size_t global, size_t local) {
    NDRange r;
    r.global[0] = global;
    r.local[0] = local;
    return r;
  }
  size_t totalItems() const { return global[0] * global[1] * global[2]; }
  size_t groups(unsigned d) const { return (global[d] + local[d] - 1) / local[d]; }
  std::string describe() const;
};

}  // namespace clbtest

#endif
