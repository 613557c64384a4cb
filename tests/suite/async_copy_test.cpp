// Asynchronous work-group copies (kernels/async_copy.cl): every type and
// width (group size 7; four of them also at 1 and 64), contiguous and
// strided, both directions, at odd offsets; the 2-D and 3-D copies of cl_khr_extended_async_copies
// with odd element sizes, offsets and strides. Every byte outside the copied
// elements must keep its sentinel.
#include "backend.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <random>

namespace clbtest {
namespace {

const char *const kTypes[] = {"char", "uchar", "short", "ushort", "int", "uint",
                              "long", "ulong", "float", "double", "half"};
const unsigned kTypeBytes[] = {1, 1, 2, 2, 4, 4, 8, 8, 4, 8, 2};
const unsigned kWidths[] = {1, 2, 3, 4, 8, 16};
constexpr unsigned GROUPS = 2, REGION = 16384;
constexpr unsigned char SENTINEL = 0x5a;

std::vector<unsigned char> randomBytes(size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<unsigned char> v(n);
  for (auto &b : v)
    b = (unsigned char)rng();
  return v;
}

TEST(AsyncCopy, EveryTypeWidthStrideAndGroupSize) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("async_copy.cl");
  const auto src = randomBytes(GROUPS * REGION, 7);
  auto dSrc = be->upload(src);
  const std::vector<unsigned char> blank(GROUPS * REGION, SENTINEL);
  auto dDst = be->upload(blank), dDst2 = be->upload(blank), dRev = be->upload(blank);
  // Every type and width at local size 7; four of them (kernel
  // copy_some_types) at 1 and 64.
  const unsigned some[] = {0 * 6, 4 * 6 + 2, 9 * 6 + 5, 10 * 6 + 1};
  for (size_t ls : {size_t(1), size_t(7), size_t(64)}) {
    for (unsigned t = 0; t < 11; ++t) {
      for (unsigned w = 0; w < 6; ++w) {
        const bool isSome =
            std::find(std::begin(some), std::end(some), t * 6 + w) != std::end(some);
        if (ls != 7 && !isSome)
          continue;
        // 3-element vectors are 4 elements wide in memory.
        const unsigned elem = kTypeBytes[t] * (kWidths[w] == 3 ? 4 : kWidths[w]);
        const unsigned n = std::min<unsigned>(37u + unsigned(ls % 5), 8192u / elem), off = 3,
                       stride = 3;
        ASSERT_LE((off + n * stride) * elem, REGION);
        dDst->write(blank.data(), blank.size());
        dDst2->write(blank.data(), blank.size());
        dRev->write(blank.data(), blank.size());
        program.run(ls == 7 ? "copy_types" : "copy_some_types", NDRange::linear(GROUPS * ls, ls),
                    {dSrc, dDst, dDst2, dRev, int(t * 6 + w), n, off, stride, REGION});
        const auto dst = dDst->read<unsigned char>(blank.size());
        const auto dst2 = dDst2->read<unsigned char>(blank.size());
        const auto rev = dRev->read<unsigned char>(blank.size());
        std::vector<unsigned char> want(blank), want2(blank), wantRev(blank);
        for (unsigned g = 0; g < GROUPS; ++g) {
          const size_t r = size_t(g) * REGION;
          for (unsigned i = 0; i < n; ++i) {
            std::memcpy(&want[r + (off + i * stride) * elem], &src[r + (off + i) * elem], elem);
            std::memcpy(&want2[r + (off + i) * elem], &src[r + (off + i * stride) * elem], elem);
            std::memcpy(&wantRev[r + i * elem], &src[r + (off + n - 1 - i) * elem], elem);
          }
        }
        const std::string what = std::string(kTypes[t]) +
                                 (kWidths[w] > 1 ? std::to_string(kWidths[w]) : "") +
                                 " local size " + std::to_string(ls);
        EXPECT_TRUE(dst == want) << what << ": local -> global strided copy";
        EXPECT_TRUE(dst2 == want2) << what << ": global strided -> local -> global copy";
        const size_t bad =
            std::mismatch(rev.begin(), rev.end(), wantRev.begin()).first - rev.begin();
        EXPECT_TRUE(rev == wantRev)
            << what << ": the copy as every item sees it after the wait"
            << (bad < rev.size()
                    ? ": byte " + std::to_string(bad) + " is " + std::to_string(rev[bad]) +
                          ", want " + std::to_string(wantRev[bad])
                    : "");
      }
    }
  }
}

struct Nd {
  unsigned bytes, perLine, lines, planes, srcOff, srcLs, srcPs, locOff, locLs, locPs, dstOff, dstLs,
      dstPs;
};

TEST(AsyncCopy, TwoAndThreeDimensional) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("async_copy.cl");
  const auto src = randomBytes(GROUPS * REGION, 11);
  auto dSrc = be->upload(src);
  const std::vector<unsigned char> blank(GROUPS * REGION, SENTINEL);
  auto dDst = be->upload(blank);
  const Nd cases[] = {
      {1, 13, 7, 1, 5, 17, 0, 3, 14, 0, 2, 19, 0}, {3, 5, 9, 1, 1, 6, 0, 0, 5, 0, 7, 8, 0},
      {4, 7, 3, 5, 2, 9, 31, 1, 8, 25, 3, 11, 40}, {8, 3, 5, 3, 0, 4, 23, 2, 3, 16, 1, 5, 27},
      {16, 2, 3, 2, 1, 3, 10, 0, 2, 6, 0, 4, 13},  {2, 1, 1, 1, 9, 1, 0, 0, 1, 0, 4, 1, 0},
  };
  for (size_t ls : {size_t(1), size_t(7), size_t(64)}) {
    for (const Nd &c : cases) {
      dDst->write(blank.data(), blank.size());
      program.run("copy_nd", NDRange::linear(GROUPS * ls, ls),
                  {dSrc, dDst, REGION, c.bytes, c.perLine, c.lines, c.planes, c.srcOff, c.srcLs,
                   c.srcPs, c.locOff, c.locLs, c.locPs, c.dstOff, c.dstLs, c.dstPs});
      const auto dst = dDst->read<unsigned char>(blank.size());
      std::vector<unsigned char> want(blank);
      for (unsigned g = 0; g < GROUPS; ++g)
        for (unsigned p = 0; p < c.planes; ++p)
          for (unsigned l = 0; l < c.lines; ++l)
            for (unsigned e = 0; e < c.perLine; ++e) {
              const size_t from = g * REGION + (c.srcOff + p * c.srcPs + l * c.srcLs + e) * c.bytes;
              const size_t to = g * REGION + (c.dstOff + p * c.dstPs + l * c.dstLs + e) * c.bytes;
              std::memcpy(&want[to], &src[from], c.bytes);
            }
      EXPECT_TRUE(dst == want) << c.planes << "-plane copy of " << c.bytes << "-byte elements, "
                               << c.perLine << " x " << c.lines << ", local size " << ls;
    }
  }
}

}  // namespace
}  // namespace clbtest
