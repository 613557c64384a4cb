// Every work-item function on 1-, 2- and 3-D ranges with global offsets and
// non-uniform last groups, checked against the host's model of the NDRange.
#include "backend.h"
#include "workitem_reference.h"

#include <gtest/gtest.h>

namespace clbtest {
namespace {

TEST(WorkItem, AllFunctionsAllRanges) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("workitem.cl");
  for (const NDRange &range : workItemRanges()) {
    size_t words = range.totalItems() * kWorkItemRecordWords;
    auto out = be->upload(std::vector<uint64_t>(words, ~0ull));
    program.run("workitem_record", range, {out});
    for (const std::string &problem : checkWorkItemRecords(range, out->read<uint64_t>(words)))
      ADD_FAILURE() << problem;
  }
}

}  // namespace
}  // namespace clbtest
