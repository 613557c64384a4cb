// How many random inputs a sweep draws.
#ifndef CLBTEST_SAMPLE_COUNT_H
#define CLBTEST_SAMPLE_COUNT_H

#include <cstddef>

namespace clbtest {

// Whether this is the sanitized build (CLB_SANITIZE,
// tools/scripts/sanitize-suite.sh), which runs the whole suite for what the
// sanitizers see in host code: the harness, the references, clb-link, the
// layer. A sweep that repeats whole rounds of inputs on the same host paths
// runs one round there.
constexpr bool sanitizedBuild() {
#ifdef CLBTEST_SANITIZED
  return true;
#else
  return false;
#endif
}

// A sweep's random inputs all take the same host paths, so a sanitized build
// draws an eighth of them, 2^15 at most (the half sweeps' 2^24 pairs against
// MPFR took a minute of ASan's time for no path 2^15 do not take); the
// special values, thresholds and every vector lane stay. The plain build
// (and the GPU's) draws them all: accuracy is judged there.
constexpr std::size_t randomSamples(std::size_t n) {
  if (!sanitizedBuild())
    return n;
  constexpr std::size_t kMost = std::size_t(1) << 15;
  const std::size_t eighth = n / 8 > kMost ? kMost : n / 8;
  return eighth > 256 ? eighth : (n < 256 ? n : 256);
}

// The step through an exhaustive range (every half, say): 1, every value,
// but in a sanitized build, where every 8th value takes the same host paths
// (each exponent and sign, zeros, subnormals, infinities and NaNs among
// them) and the reference's cost under ASan was the suite's largest.
constexpr unsigned exhaustiveStep() {
  return sanitizedBuild() ? 8 : 1;
}

}  // namespace clbtest

#endif
