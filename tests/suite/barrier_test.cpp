// The conformance suite's barrier kernel for every work-group size 1..256 and
// the device maximum, on n = 1, 12, 1000 and 100003 inputs. Where each local
// size is a compile (PoCL) it takes a subset: there barrier and the work-item
// functions are PoCL's own and hadd, the library's part, is tested
// exhaustively in integer_hadd_test.cpp, so every size would test PoCL.
#include "backend.h"

#include <gtest/gtest.h>

#include <random>

namespace clbtest {
namespace {

class BarrierSum : public ::testing::TestWithParam<int> {};

TEST_P(BarrierSum, EveryLocalSize) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const int n = GetParam();
  std::mt19937 rng(n);
  std::uniform_int_distribution<int> value(-1000, 1000);
  std::vector<int> a(n);
  long long want = 0;
  for (int &x : a)
    want += x = value(rng);

  auto &program = be->load("barrier.cl");
  auto in = be->upload(a);
  auto sum = be->alloc(sizeof(int));
  std::vector<size_t> sizes;
  for (size_t l = 1; l <= 256; ++l)
    // The subset: every halving pattern of a small group, both sides of each
    // power of two, odd sizes with long odd chains (127, 255) and a prime.
    if (!be->compilesPerLocalSize() || l <= 17 || l == 97 || l == 100 || ((l + 1) & l) == 0 ||
        (l & (l - 1)) == 0 || ((l - 1) & (l - 2)) == 0)
      sizes.push_back(l);
  sizes.push_back(be->maxWorkGroupSize());
  for (size_t lsize : sizes) {
    auto tmp = be->alloc(lsize * sizeof(int));
    int poison = 0x5eed;
    sum->write(&poison, sizeof poison);
    program.run("compute_sum", NDRange::linear(lsize, lsize), {in, n, tmp, sum});
    EXPECT_EQ(sum->read<int>(1)[0], want) << "n=" << n << " local size " << lsize;
  }
}

INSTANTIATE_TEST_SUITE_P(N, BarrierSum, ::testing::Values(1, 12, 1000, 100003));

}  // namespace
}  // namespace clbtest
