// Every memory order x memory scope pair on each kind of atomic call, with
// exact results (kernels/atomics_scopes.cl): the libraries map each pair to
// its own instruction form (spir64: an LLVM ordering and syncscope; nvptx64:
// a PTX .sem and .scope), so each pair is a separate code path to check.
#include "backend.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace clbtest {
namespace {

constexpr int PAIRS = 25, OWN = 6, LOCAL = 32, GROUPS = 4, N = LOCAL * GROUPS;
const char *const kOrders[] = {"relaxed", "acquire", "release", "acq_rel", "seq_cst"};
const char *const kScopes[] = {"work_item", "sub_group", "work_group", "device", "all_svm_devices"};

std::string pairName(int k) {
  return std::string(kOrders[k / 5]) + "/" + kScopes[k % 5];
}

// The old values n items got from one counter are 0..n-1, each once.
void expectEachOnce(std::vector<int> olds, int n, const std::string &what) {
  std::sort(olds.begin(), olds.end());
  for (int i = 0; i < n; ++i)
    if (olds[i] != i) {
      ADD_FAILURE() << what << ": old values are not 0.." << n - 1 << " each once (sorted[" << i
                    << "] = " << olds[i] << ")";
      return;
    }
}

TEST(AtomicsScopes, EveryOrderAndScopeExact) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("atomics_scopes.cl");
  std::vector<int> own(size_t(N) * PAIRS * OWN);
  for (int item = 0; item < N; ++item)
    for (int k = 0; k < PAIRS; ++k)
      for (int c = 0; c < OWN; ++c)
        own[(size_t(item) * PAIRS + k) * OWN + c] = k * 1000 + item + c;
  auto dOwn = be->upload(own);
  auto dRes = be->upload(std::vector<int>(size_t(N) * PAIRS * 8, -7));
  auto dGroup = be->upload(std::vector<int>(GROUPS * PAIRS, 0));
  auto dDevice = be->upload(std::vector<int>(PAIRS, 0));
  auto dLocal = be->upload(std::vector<int>(GROUPS * PAIRS, -7));
  program.run("orders_scopes", NDRange::linear(N, LOCAL), {dOwn, dRes, dGroup, dDevice, dLocal});
  const std::vector<int> after = dOwn->read<int>(own.size()),
                         res = dRes->read<int>(size_t(N) * PAIRS * 8);
  const std::vector<int> group = dGroup->read<int>(GROUPS * PAIRS),
                         device = dDevice->read<int>(PAIRS);
  const std::vector<int> local = dLocal->read<int>(GROUPS * PAIRS);

  int failures = 0;
  for (int item = 0; item < N && failures < 20; ++item)
    for (int k = 0; k < PAIRS && failures < 20; ++k) {
      const int *c0 = &own[(size_t(item) * PAIRS + k) * OWN];
      const int *c = &after[(size_t(item) * PAIRS + k) * OWN];
      const int *r = &res[(size_t(item) * PAIRS + k) * 8];
      const int wantCells[OWN] = {c0[0] + item + 1,     -item, 7 * item, c0[3], 3 * item,
                                  std::min(c0[5], item)};
      const int wantRes[6] = {c0[0], c0[1], 1, 0, c0[3], c0[5]};
      for (int i = 0; i < OWN; ++i)
        if (c[i] != wantCells[i] || r[i] != wantRes[i]) {
          ++failures;
          ADD_FAILURE() << pairName(k) << " item " << item << " call " << i << ": cell " << c[i]
                        << " (want " << wantCells[i] << "), returned " << r[i] << " (want "
                        << wantRes[i] << ")";
        }
    }
  // Shared counters: work_group and wider count their group's (local, and
  // global per group) or every item (global, device-wide).
  for (int k = 0; k < PAIRS; ++k) {
    const int scope = k % 5;
    for (int g = 0; g < GROUPS; ++g) {
      const int want = scope >= 2 ? LOCAL : 0;
      EXPECT_EQ(local[g * PAIRS + k], want) << pairName(k) << " local counter of group " << g;
      EXPECT_EQ(group[g * PAIRS + k], scope == 2 ? LOCAL : 0)
          << pairName(k) << " global counter of group " << g;
      if (scope < 2)
        continue;
      std::vector<int> olds;
      for (int i = 0; i < LOCAL; ++i)
        olds.push_back(res[(size_t(g * LOCAL + i) * PAIRS + k) * 8 + 6]);
      expectEachOnce(olds, LOCAL, pairName(k) + " local counter of group " + std::to_string(g));
      if (scope == 2) {
        olds.clear();
        for (int i = 0; i < LOCAL; ++i)
          olds.push_back(res[(size_t(g * LOCAL + i) * PAIRS + k) * 8 + 7]);
        expectEachOnce(olds, LOCAL, pairName(k) + " global counter of group " + std::to_string(g));
      }
    }
    EXPECT_EQ(device[k], scope >= 3 ? N : 0) << pairName(k) << " device counter";
    if (scope >= 3) {
      std::vector<int> olds;
      for (int item = 0; item < N; ++item)
        olds.push_back(res[(size_t(item) * PAIRS + k) * 8 + 7]);
      expectEachOnce(olds, N, pairName(k) + " device counter");
    }
  }
}

}  // namespace
}  // namespace clbtest
