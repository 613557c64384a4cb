// The host's model of the work-item functions over an NDRange, checked
// against the records tests/kernels/workitem.cl writes.
#ifndef CLBTEST_WORKITEM_REFERENCE_H
#define CLBTEST_WORKITEM_REFERENCE_H

#include "ndrange.h"

#include <cstdint>
#include <string>
#include <vector>

namespace clbtest {

constexpr size_t kWorkItemRecordWords = 36;

// Descriptions of the first `limit` records that differ from the model;
// empty when every work-item reported exactly what the spec says.
std::vector<std::string> checkWorkItemRecords(const NDRange &range,
                                              const std::vector<uint64_t> &records,
                                              size_t limit = 8);

// The NDRanges the work-item tests run: 1-, 2- and 3-D, with global offsets;
// the non-uniform ones have a smaller last group in some dimension.
std::vector<NDRange> uniformWorkItemRanges();
std::vector<NDRange> nonUniformWorkItemRanges();

}  // namespace clbtest

#endif
