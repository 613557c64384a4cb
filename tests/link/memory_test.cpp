// clb::linkProgram frees what it allocates: the layer calls it in every
// clBuildProgram of a long-running application. clang's driver asks the
// front end for -disable-free (a compiler about to exit need not free its
// AST), and in-process that leaked 0.2-0.4 MB a link of this kernel
// (tools/clb-link/lib/input/CompileOpenCL.cpp).
#include "link_helpers.h"

#include <malloc.h>

#if defined(__SANITIZE_ADDRESS__)
#define CLB_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CLB_ASAN 1
#endif
#endif
#ifdef CLB_ASAN
#include <sanitizer/allocator_interface.h>
#endif

namespace {

// Bytes the program has allocated and not freed. In the sanitized build
// AddressSanitizer's allocator serves every malloc, and glibc's counters
// would stay at zero.
size_t heapInUse() {
#ifdef CLB_ASAN
  return __sanitizer_get_current_allocated_bytes();
#else
  struct mallinfo2 m = mallinfo2();
  return m.uordblks + m.hblkhd;
#endif
}

void linkOnce(const char *target) {
  clb::LinkRequest r = clbtest::linkRequest(
      target, "bc",
      "kernel void k(global float *x, global int *y) {\n"
      "  size_t i = get_global_id(0);\n"
      "  x[i] = sin(x[i]) + clamp(x[i], 0.0f, 1.0f); y[i] = add_sat(y[i], 7);\n"
      "}\n");
  r.clangArgs = {"-cl-std=CL3.0"};
  auto out = clb::linkProgram(r);
  ASSERT_TRUE(static_cast<bool>(out)) << llvm::toString(out.takeError());
}

}  // namespace

TEST(LinkMemory, RepeatedLinksDoNotGrowTheHeap) {
  for (const char *target : {"spir64", "nvptx64"}) {
    // The first links fill caches that stay (the library's lazily read
    // bodies are per link; LLVM's and clang's one-time statics are not).
    for (int i = 0; i < 3; ++i)
      linkOnce(target);
    const size_t before = heapInUse();
    const int links = 12;
    for (int i = 0; i < links; ++i)
      linkOnce(target);
    const double perLink = ((double)heapInUse() - (double)before) / links;
    // Leaking the front end's state cost 176 kB (spir64) and 375 kB
    // (nvptx64) a link; allow 32 kB.
    EXPECT_LT(perLink, 32 * 1024.0)
        << target << ": the heap grew " << perLink << " bytes a link over " << links << " links";
  }
}
