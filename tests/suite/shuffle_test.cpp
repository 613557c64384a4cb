// shuffle and shuffle2 for every element type, source width and mask width,
// with random masks whose unused high bits are set at random: only the low
// log2(M) (shuffle) or log2(2M) (shuffle2) bits may select.
#include "backend.h"

#include <gtest/gtest.h>

#include <random>

namespace clbtest {
namespace {

const unsigned kWidths[] = {2, 4, 8, 16};

template <class B>
void checkShuffle(Backend *be, const char *name) {
  const size_t n = 256, count = n * 16;
  std::mt19937_64 rng(sizeof(B) * 131 + name[0]);
  std::vector<B> x(count), y(count), mask(count);
  for (size_t i = 0; i < count; ++i) {
    x[i] = B(rng());
    y[i] = B(rng());
    // Half the masks carry only in-range bits, half random high bits too.
    mask[i] = i % 2 ? B(rng()) : B(rng() % 32);
  }
  auto &program = be->load("shuffle.cl");
  auto dx = be->upload(x), dy = be->upload(y), dm = be->upload(mask);
  auto dout = be->alloc(32 * count * sizeof(B));
  program.run(std::string("shuffle_") + name, NDRange::linear(n, 64), {dx, dy, dm, dout});
  const std::vector<B> out = dout->read<B>(32 * count);
  int failures = 0;
  for (unsigned m = 0; m < 4; ++m)
    for (unsigned k = 0; k < 4; ++k) {
      const unsigned M = kWidths[m], N = kWidths[k];
      for (size_t i = 0; i < n; ++i)
        for (unsigned j = 0; j < N; ++j) {
          const B sel = mask[i * N + j];
          const B one = x[i * M + (sel & (M - 1))];
          const unsigned k2 = unsigned(sel & (2 * M - 1));
          const B two = k2 < M ? x[i * M + k2] : y[i * M + k2 - M];
          const B got1 = out[((m * 4 + k) * 2) * count + i * N + j];
          const B got2 = out[((m * 4 + k) * 2 + 1) * count + i * N + j];
          if ((got1 != one || got2 != two) && ++failures <= 10)
            ADD_FAILURE() << name << M << " mask " << name << N << " vector " << i << " lane " << j
                          << ": mask 0x" << std::hex << uint64_t(sel) << ", shuffle 0x"
                          << uint64_t(got1) << " (want 0x" << uint64_t(one) << "), shuffle2 0x"
                          << uint64_t(got2) << " (want 0x" << uint64_t(two) << ")";
        }
    }
  EXPECT_EQ(failures, 0);
}

TEST(Shuffle, EveryTypeAndWidthPair) {
  CLBTEST_BACKEND_OR_SKIP(be);
  checkShuffle<uint8_t>(be, "char");
  checkShuffle<uint8_t>(be, "uchar");
  checkShuffle<uint16_t>(be, "short");
  checkShuffle<uint16_t>(be, "ushort");
  checkShuffle<uint32_t>(be, "int");
  checkShuffle<uint32_t>(be, "uint");
  checkShuffle<uint64_t>(be, "long");
  checkShuffle<uint64_t>(be, "ulong");
  checkShuffle<uint16_t>(be, "half");
  checkShuffle<uint32_t>(be, "float");
  checkShuffle<uint64_t>(be, "double");
}

}  // namespace
}  // namespace clbtest
