#include "workitem_reference.h"

#include <algorithm>
#include <sstream>

namespace clbtest {

std::vector<std::string> checkWorkItemRecords(const NDRange &r,
                                              const std::vector<uint64_t> &records, size_t limit) {
  std::vector<std::string> problems;
  size_t slot = 0;
  for (size_t z = 0; z < r.global[2]; ++z)
    for (size_t y = 0; y < r.global[1]; ++y)
      for (size_t x = 0; x < r.global[0]; ++x, ++slot) {
        const size_t c[3] = {x, y, z};
        uint64_t want[kWorkItemRecordWords] = {};
        size_t lid[3], ls[3];
        want[0] = r.dims;
        for (unsigned d = 0; d < 3; ++d) {
          size_t group = c[d] / r.local[d];
          lid[d] = c[d] % r.local[d];
          ls[d] = std::min(r.local[d], r.global[d] - group * r.local[d]);
          want[1 + d] = r.offset[d] + c[d];
          want[4 + d] = lid[d];
          want[7 + d] = group;
          want[10 + d] = r.global[d];
          want[13 + d] = ls[d];
          want[16 + d] = r.local[d];
          want[19 + d] = r.groups(d);
          want[22 + d] = r.offset[d];
        }
        want[25] = (z * r.global[1] + y) * r.global[0] + x;
        want[26] = (lid[2] * ls[1] + lid[1]) * ls[0] + lid[0];
        const uint64_t outOfRange[] = {1, 0, 1, 0, 1, 0, 0, 1};
        std::copy(std::begin(outOfRange), std::end(outOfRange), want + 27);
        want[35] = 0x600d;
        const uint64_t *got = &records[slot * kWorkItemRecordWords];
        for (size_t w = 0; w < kWorkItemRecordWords; ++w) {
          if (got[w] == want[w])
            continue;
          if (problems.size() < limit) {
            std::ostringstream os;
            os << r.describe() << ": work-item (" << x << "," << y << "," << z << ") word " << w
               << " is " << got[w] << ", expected " << want[w];
            problems.push_back(os.str());
          }
        }
      }
  return problems;
}

static NDRange range(unsigned dims, std::vector<size_t> g, std::vector<size_t> l,
                     std::vector<size_t> o) {
  NDRange r;
  r.dims = dims;
  for (unsigned d = 0; d < dims; ++d) {
    r.global[d] = g[d];
    r.local[d] = l[d];
    r.offset[d] = o[d];
  }
  return r;
}

std::vector<NDRange> uniformWorkItemRanges() {
  return {range(1, {256}, {64}, {0}),
          range(1, {96}, {32}, {1000}),
          range(2, {32, 16}, {8, 4}, {0, 0}),
          range(2, {24, 6}, {4, 3}, {5, 11}),
          range(3, {8, 8, 8}, {4, 4, 4}, {0, 0, 0}),
          range(3, {6, 4, 10}, {3, 2, 5}, {1, 2, 3})};
}

std::vector<NDRange> nonUniformWorkItemRanges() {
  return {range(1, {1000}, {64}, {7}),                // last group of 40
          range(1, {5}, {8}, {100}),                  // one partial group only
          range(2, {37, 19}, {8, 4}, {3, 5}),         // partial in both dimensions
          range(3, {9, 7, 5}, {4, 3, 2}, {1, 2, 3}),  // partial in all three
          range(3, {17, 1, 3}, {16, 1, 2}, {0, 9, 0})};
}

}  // namespace clbtest
