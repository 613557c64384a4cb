#include "Types.h"

namespace clbgen {

static const char *const kFp16 = "defined(cl_khr_fp16)";
static const char *const kFp64 = "defined(cl_khr_fp64) || defined(__opencl_c_fp64)";

const std::vector<Scalar> &scalars() {
  static const std::vector<Scalar> s = {
      {"char", true, true, 1, ""},    {"uchar", true, false, 1, ""},
      {"short", true, true, 2, ""},   {"ushort", true, false, 2, ""},
      {"int", true, true, 4, ""},     {"uint", true, false, 4, ""},
      {"long", true, true, 8, ""},    {"ulong", true, false, 8, ""},
      {"half", false, true, 2, kFp16}, {"float", false, true, 4, ""},
      {"double", false, true, 8, kFp64},
  };
  return s;
}

const Scalar *findScalar(const std::string &name) {
  for (const Scalar &s : scalars())
    if (s.name == name)
      return &s;
  return nullptr;
}

std::string guarded(const std::string &guard, const std::string &text) {
  if (guard.empty())
    return text;
  return "#if " + guard + "\n" + text + "#endif\n";
}

}  // namespace clbgen
