// The OpenCL C scalar types (gen/scalars.def) and what the generators share.
#ifndef CLB_GEN_TYPES_H
#define CLB_GEN_TYPES_H

#include <string>
#include <vector>

namespace clbgen {

struct Scalar {
  std::string name;  // "uint"
  bool integer;
  bool isSigned;
  unsigned bytes;
  std::string guard;  // "" or the #if condition the type needs
  std::string tag;    // NONE, FP16 or FP64 (scalars.def's name for the guard)
};

extern const char *const kFp16Guard;
extern const char *const kFp64Guard;

const std::vector<Scalar> &scalars();
const Scalar *findScalar(const std::string &name);
// The scalar of that kind and size: (true, false, 4) is uint; null if none.
const Scalar *findScalar(bool integer, bool isSigned, unsigned bytes);

// Vector widths of every gentype, scalar (1) included.
inline const std::vector<unsigned> &widths() {
  static const std::vector<unsigned> w = {1, 2, 3, 4, 8, 16};
  return w;
}
// "int" + 4 -> "int4"; width 1 is the scalar.
inline std::string vec(const std::string &s, unsigned n) {
  return n == 1 ? s : s + std::to_string(n);
}
// Component n of a vector: s0..s9, sa..sf.
inline std::string component(unsigned i) {
  return std::string("s") + "0123456789abcdef"[i];
}

// Guard lines around text that needs a type; nothing when it needs none.
std::string guarded(const std::string &guard, const std::string &text);

// Each generator returns the whole file for `name` (a path under generic/'s
// layout), or an empty string when the name is not one it makes.
std::string generateConversions(const std::string &name);
std::string generateVectorData(const std::string &name);
// include/clb/types.h: the type lists and derived-type names library sources use.
std::string generateTypesHeader(const std::string &name);
// <family>/overloads.cl: every declared overload of the family's table entries
// as a wrapper over its core (gen/Overloads.cpp).
std::string generateOverloads(const std::string &name, const std::string &signaturesPath,
                              const std::string &tablePath, std::string &error);
// image/builtins.cl: every image builtin of the signature table but the
// mipmap ones, as wrappers over the image cores (gen/Images.cpp).
std::string generateImages(const std::string &name, const std::string &signaturesPath,
                           std::string &error);

}  // namespace clbgen

#endif
