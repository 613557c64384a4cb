// The backend-neutral parts of backend.h, shared by every test binary.
#include "backend.h"

namespace clbtest {

const char *mathModeName(MathMode mode) {
  return mode == MathMode::CorrectlyRounded ? "-cl-clb-correctly-rounded-math" : "default";
}

// CLBTEST_FLOAT_ONLY leaves a math kernel file's double and half kernels
// out: the option changes the float functions, and each kernel built is a
// compile (PoCL compiles a kernel once per local size).
const std::vector<std::string> kCorrectlyRoundedMathArgs = {"-cl-clb-correctly-rounded-math",
                                                            "-DCLBTEST_FLOAT_ONLY"};

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
