#include "Types.h"

namespace clbgen {

// The preprocessor condition under which a guarded type exists. <clb/types.h>
// turns these into CLB_IF_FP16 / CLB_IF_FP64, the one place library sources
// learn whether a target has half or double.
const char *const kFp16Guard = "defined(cl_khr_fp16)";
const char *const kFp64Guard = "defined(cl_khr_fp64) || defined(__opencl_c_fp64)";

static const char *guardFor(const char *tag) {
  std::string t = tag;
  return t == "FP16" ? kFp16Guard : t == "FP64" ? kFp64Guard : "";
}

const std::vector<Scalar> &scalars() {
  static const std::vector<Scalar> s = {
#define CLB_SCALAR(name, integer, isSigned, bytes, guard) \
  {#name, integer != 0, isSigned != 0, bytes, guardFor(#guard), #guard},
#include "scalars.def"
#undef CLB_SCALAR
  };
  return s;
}

const Scalar *findScalar(const std::string &name) {
  for (const Scalar &s : scalars())
    if (s.name == name)
      return &s;
  return nullptr;
}

const Scalar *findScalar(bool integer, bool isSigned, unsigned bytes) {
  for (const Scalar &s : scalars())
    if (s.integer == integer && s.isSigned == isSigned && s.bytes == bytes)
      return &s;
  return nullptr;
}

std::string guarded(const std::string &guard, const std::string &text) {
  if (guard.empty())
    return text;
  return "#if " + guard + "\n" + text + "#endif\n";
}

}  // namespace clbgen
