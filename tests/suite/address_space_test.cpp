// to_global, to_local, to_private and get_fence (tests/kernels/
// address_space.cl): each work-item's generic pointer comes from the space a
// host array names, and the casts must give a pointer for that space alone
// (NULL for the others, and for NULL itself), a pointer to the same object,
// and a fence valid for it. On PoCL the answers come from clb-link's fold,
// on the GPU from isspacep.
#include "backend.h"

#include <gtest/gtest.h>

#include <random>

namespace clbtest {
namespace {

TEST(AddressSpaces, CastsAndFencesFollowThePointer) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("address_space.cl");
  constexpr size_t kLocal = 64, kItems = kLocal * 37;
  std::mt19937 rng(5);
  std::vector<int> space(kItems);
  for (int &s : space)
    s = int(rng() % 3);
  auto g = be->upload(std::vector<int>(kItems, 0));
  auto spaces = be->upload(space);
  for (int rounds : {1, 3}) {
    auto out = be->upload(std::vector<int>(4 * kItems, -7));
    program.run("spaces", NDRange::linear(kItems, kLocal), {g, spaces, out, rounds});
    std::vector<int> got = out->read<int>(4 * kItems);
    int failures = 0;
    for (size_t i = 0; i < kItems && failures < 10; ++i) {
      const int s = space[i];
      // The cast for the pointer's own space answers; the fence for a local
      // pointer must include the local fence, for the others the global one.
      const int casts = 1 << s;
      const int fence = s == 1 ? 16 : 8;
      const int value = (s == 0 ? 3000 : s == 1 ? 1000 : 2000) + int(i);
      const char *name[] = {"global", "local", "private"};
      auto check = [&](int plane, bool ok, const char *what) {
        if (!ok && ++failures <= 10)
          ADD_FAILURE() << "rounds " << rounds << " item " << i << " (" << name[s] << "): " << what
                        << " gave " << got[4 * i + plane];
      };
      for (int plane : {0, 1}) {
        check(plane, (got[4 * i + plane] & 7) == casts, "casts");
        check(plane, (got[4 * i + plane] & fence) != 0, "get_fence");
      }
      check(2, got[4 * i + 2] == value, "value through the cast");
      check(3, (got[4 * i + 3] & 7) == 0, "casts of NULL");
    }
  }
}

}  // namespace
}  // namespace clbtest
