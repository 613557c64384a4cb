#include "ndrange.h"

#include <sstream>

namespace clbtest {

std::string NDRange::describe() const {
  std::ostringstream os;
  os << dims << "-D global";
  for (unsigned d = 0; d < dims; ++d)
    os << (d ? "x" : " ") << global[d];
  os << " local";
  for (unsigned d = 0; d < dims; ++d)
    os << (d ? "x" : " ") << local[d];
  os << " offset";
  for (unsigned d = 0; d < dims; ++d)
    os << (d ? "," : " ") << offset[d];
  return os.str();
}

}  // namespace clbtest
