// Kernels calling kernels that use work-group collectives
// (tests/kernels/kernel_calls.cl): the callee's collectives cover the
// caller's work-group, in both orders of definition, in a loop, with and
// without the callee's reqd_work_group_size, and the callees still work on
// their own. Checked against exact host sums; many groups at once, so a
// scratch shared between kernels or groups shows.
#include "backend.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace clbtest {
namespace {

constexpr size_t kItems = 1 << 18;
constexpr int kRounds = 3;

std::vector<int> inputs(unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> value(-1000, 1000);
  std::vector<int> xs(kItems);
  for (int &x : xs)
    x = value(rng);
  return xs;
}

// What each plane of `caller` must hold for item i in groups of `local`.
struct Expected {
  int64_t plane[6];
};

Expected expected(const std::vector<int> &xs, size_t local, size_t i) {
  size_t first = i / local * local;
  int64_t sum = 0, prefix = 0, exclusive = 0;
  int64_t max = xs[first];
  for (size_t j = first; j < first + local; ++j) {
    sum += xs[j];
    max = std::max<int64_t>(max, xs[j]);
    if (j <= i)
      prefix += xs[j];
    if (j < i)
      exclusive += xs[j];
  }
  const int64_t m = int64_t(local);
  Expected e{};
  for (int r = 0; r < kRounds; ++r) {
    e.plane[0] += sum + r * m;      // sum16_before(in, tmp, r)
    e.plane[2] += sum + 2 * r * m;  // sum16_after(in, tmp, 2 * r)
  }
  e.plane[1] = 3 * prefix;  // scan_before(in, tmp, 3)
  e.plane[3] = 5 * prefix;  // scan_after(in, tmp, 5)
  e.plane[4] = max;
  e.plane[5] = exclusive;
  return e;
}

void runCaller(const std::string &kernel, size_t local, int planes, unsigned seed) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("kernel_calls.cl");
  std::vector<int> xs = inputs(seed);
  auto in = be->upload(xs);
  auto out = be->upload(std::vector<int64_t>(planes * kItems, 0x5a5a));
  auto tmp = be->alloc(kItems * sizeof(int64_t));
  program.run(kernel, NDRange::linear(kItems, local), {in, out, tmp, kRounds});
  std::vector<int64_t> got = out->read<int64_t>(planes * kItems);
  int failures = 0;
  for (size_t i = 0; i < kItems && failures < 10; ++i) {
    Expected e = expected(xs, local, i);
    for (int p = 0; p < planes; ++p)
      if (got[p * kItems + i] != e.plane[p] && ++failures <= 10)
        ADD_FAILURE() << kernel << " local " << local << " item " << i << " plane " << p << ": got "
                      << got[p * kItems + i] << " want " << e.plane[p];
  }
}

TEST(KernelCalls, CallerWithoutReqdSize) {
  runCaller("caller", 512, 5, 11);
}

TEST(KernelCalls, CallerWithReqdSizeCallingACaller) {
  runCaller("caller64", 64, 6, 12);
}

// The callees on their own, with their own group sizes.
TEST(KernelCalls, CalleesStandAlone) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("kernel_calls.cl");
  std::vector<int> xs = inputs(13);
  auto in = be->upload(xs);
  auto out = be->alloc(kItems * sizeof(int64_t));
  struct Case {
    const char *kernel;
    size_t local;
    int k;
  };
  for (const Case &c : {Case{"sum16_after", 16, 7}, Case{"scan_before", 256, 3}}) {
    program.run(c.kernel, NDRange::linear(kItems, c.local), {in, out, c.k});
    std::vector<int64_t> got = out->read<int64_t>(kItems);
    for (size_t i = 0; i < kItems; ++i) {
      size_t first = i / c.local * c.local;
      int64_t want = 0;
      if (c.local == 16)
        for (size_t j = first; j < first + c.local; ++j)
          want += xs[j] + c.k;
      else
        for (size_t j = first; j <= i; ++j)
          want += int64_t(xs[j]) * c.k;
      ASSERT_EQ(got[i], want) << c.kernel << " item " << i;
    }
  }
}

}  // namespace
}  // namespace clbtest
