// How many random inputs a sweep draws.
#ifndef CLBTEST_SAMPLE_COUNT_H
#define CLBTEST_SAMPLE_COUNT_H

#include <cstddef>

namespace clbtest {

// A sanitized build (CLB_SANITIZE, tools/scripts/sanitize-suite.sh) runs the
// whole suite for what the sanitizers see in host code: the harness, the
// references, clb-link, the layer. A sweep's random inputs all take the same
// host paths there, so it draws an eighth of them; the special values,
// thresholds, exhaustive ranges and every vector lane stay. The plain build
// (and the GPU's) draws them all: accuracy is judged there.
constexpr std::size_t randomSamples(std::size_t n) {
#ifdef CLBTEST_SANITIZED
  return n / 8 > 256 ? n / 8 : (n < 256 ? n : 256);
#else
  return n;
#endif
}

}  // namespace clbtest

#endif
