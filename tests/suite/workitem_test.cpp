// Every work-item function on 1-, 2- and 3-D ranges with global offsets and
// (where the backend runs them) non-uniform last groups, checked against the
// host's model of the NDRange.
#include "backend.h"
#include "workitem_reference.h"

#include <gtest/gtest.h>

namespace clbtest {
namespace {

void checkRanges(Backend *be, const std::vector<NDRange> &ranges) {
  auto &program = be->load("workitem.cl");
  for (const NDRange &range : ranges) {
    size_t words = range.totalItems() * kWorkItemRecordWords;
    auto out = be->upload(std::vector<uint64_t>(words, ~0ull));
    program.run("workitem_record", range, {out});
    for (const std::string &problem : checkWorkItemRecords(range, out->read<uint64_t>(words)))
      ADD_FAILURE() << problem;
  }
}

TEST(WorkItem, UniformRanges) {
  CLBTEST_BACKEND_OR_SKIP(be);
  checkRanges(be, uniformWorkItemRanges());
}

// PoCL 3.1 refuses NDRanges whose local size does not divide the global size
// (lib/CL/pocl_ndrange_kernel.c), so only binaries whose backend runs them
// define this test.
#if CLBTEST_BACKEND_RUNS_NONUNIFORM
TEST(WorkItem, NonUniformRanges) {
  CLBTEST_BACKEND_OR_SKIP(be);
  checkRanges(be, nonUniformWorkItemRanges());
}
#endif

}  // namespace
}  // namespace clbtest
