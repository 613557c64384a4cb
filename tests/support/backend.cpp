// The backend-neutral parts of backend.h, shared by every test binary.
#include "backend.h"

namespace clbtest {

namespace {
struct ModeInfo {
  MathMode mode;
  const char *option, *prefix, *dir;
};
const ModeInfo kModes[] = {
    {MathMode::Default, "default", "", ""},
    {MathMode::CorrectlyRounded, "-cl-clb-correctly-rounded-math", "CorrectlyRounded",
     "correctly_rounded"},
    {MathMode::UnsafeMath, "-cl-unsafe-math-optimizations", "UnsafeMath", "unsafe_math"},
    {MathMode::FastRelaxed, "-cl-fast-relaxed-math", "FastRelaxed", "fast_relaxed"},
    {MathMode::FiniteMathOnly, "-cl-finite-math-only", "FiniteMathOnly", "finite_math_only"},
    {MathMode::NoSignedZeros, "-cl-no-signed-zeros", "NoSignedZeros", "no_signed_zeros"},
    {MathMode::MadEnable, "-cl-mad-enable", "MadEnable", "mad_enable"},
    {MathMode::DenormsAreZero, "-cl-denorms-are-zero", "DenormsAreZero", "denorms_are_zero"},
};
const ModeInfo &info(MathMode mode) {
  for (const ModeInfo &m : kModes)
    if (m.mode == mode)
      return m;
  return kModes[0];
}
}  // namespace

const char *mathModeName(MathMode mode) {
  return info(mode).option;
}
const char *mathModePrefix(MathMode mode) {
  return info(mode).prefix;
}
const char *mathModeDir(MathMode mode) {
  return info(mode).dir;
}
const MathMode kOptionMathModes[6] = {MathMode::UnsafeMath,     MathMode::FastRelaxed,
                                      MathMode::FiniteMathOnly, MathMode::NoSignedZeros,
                                      MathMode::MadEnable,      MathMode::DenormsAreZero};

// CLBTEST_FLOAT_ONLY leaves a math kernel file's double and half kernels
// out under -cl-clb-correctly-rounded-math: the option changes the float
// functions alone, and each kernel built is a compile (PoCL compiles a
// kernel once per local size). The spec's options keep them.
std::vector<std::string> mathModeArgs(MathMode mode) {
  if (mode == MathMode::Default)
    return {};
  if (mode == MathMode::CorrectlyRounded)
    return {mathModeName(mode), "-DCLBTEST_FLOAT_ONLY"};
  return {mathModeName(mode)};
}

std::string missingTypeReason(const Backend &be, const std::string &type) {
  if (type == "double" && !be.hasDouble())
    return "SKIPPED: device has no fp64 (no cl_khr_fp64 on " + be.name() +
           "): the double cases cannot run here";
  if (type == "half" && !be.hasHalf())
    return "SKIPPED: device has no fp16 (no cl_khr_fp16 on " + be.name() +
           "): the half cases cannot run here";
  return "";
}

}  // namespace clbtest
