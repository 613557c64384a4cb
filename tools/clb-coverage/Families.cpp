#include "Families.h"

#include <fstream>
#include <optional>
#include <regex>

namespace clbcov {
namespace {

// Section comments look like "// OpenCL v1.1 s6.11.2, ... - Math functions".
// The title after " - " maps to a short family name; an unknown title (a newer
// header) is used as written rather than silently merged into a neighbour.
std::optional<std::string> sectionFamily(const std::string &Line) {
  static const std::regex Section(R"(^// OpenCL .* - (.+?)\s*$)");
  std::smatch M;
  if (!std::regex_match(Line, M, Section))
    return std::nullopt;
  const std::string Title = M[1];
  static const std::pair<const char *, const char *> Known[] = {
      {"Explicit conversions", "conversions"},
      {"Work-item Functions", "work-item"},
      {"Math functions", "math"},
      {"Integer Functions", "integer"},
      {"Common Functions", "common"},
      {"Geometric Functions", "geometric"},
      {"Relational Functions", "relational"},
      {"Vector Data Load and Store Functions", "vector load/store"},
      {"Synchronization Functions", "synchronization"},
      {"Explicit Memory Fence Functions", "explicit memory fence"},
      {"Address Space Qualifier Functions", "address space qualifier"},
      {"Async Copies", "async copies"},
      {"Atomic Functions", "atomics (1.x)"},
      {"Atomics Functions", "atomics (2.0)"},
      {"Miscellaneous Vector Functions", "misc vector"},
      {"Image Read and Write Functions", "images"},
      {"Work-group Functions", "work-group"},
      {"Pipe Functions", "pipes"},
      {"Enqueue Kernels", "enqueue"},
      {"Sub-groups", "sub-groups"},
  };
  // The mipmap comments sit in the middle of the image section; the mipmap
  // guards below name that family, and the image functions after them must
  // stay "images".
  if (Title == "Mipmaps")
    return std::nullopt;
  for (const auto &[Prefix, Name] : Known)
    if (Title.rfind(Prefix, 0) == 0)
      return std::string(Name);
  return Title;
}

// Extension guards that make up a family of their own. Feature guards such as
// cl_khr_fp64 or __opencl_c_images only select overloads inside a family and
// are deliberately absent.
struct Guard {
  std::string Family;
  bool Vendor = false;
};

std::optional<Guard> guardFamily(const std::string &Macro) {
  static const char *VendorPrefixes[] = {"cl_intel_", "cl_amd_", "cl_arm_",
                                         "cl_qcom_",  "cl_img_", "cl_nv_"};
  for (const char *P : VendorPrefixes)
    if (Macro.rfind(P, 0) == 0)
      return Guard{"vendor: " + Macro, true};
  const std::string SubGroup = "cl_khr_subgroup_";
  if (Macro.rfind(SubGroup, 0) == 0) {
    std::string Rest = Macro.substr(SubGroup.size());
    for (char &C : Rest)
      if (C == '_')
        C = ' ';
    return Guard{"sub-groups: " + Rest};
  }
  if (Macro == "cl_khr_extended_bit_ops")
    return Guard{"extended bit ops"};
  if (Macro.rfind("__opencl_c_integer_dot_product", 0) == 0)
    return Guard{"integer dot product"};
  if (Macro == "cl_ext_float_atomics")
    return Guard{"float atomics (cl_ext)"};
  if (Macro.rfind("cl_khr_mipmap_image", 0) == 0)
    return Guard{"images: mipmaps"};
  return std::nullopt;
}

// The first macro an #if/#ifdef tests, e.g. "cl_khr_subgroup_ballot" from
// "#if defined(cl_khr_subgroup_ballot)".
std::string firstGuardMacro(const std::string &Directive) {
  static const std::regex Ifdef(R"(^#\s*ifn?def\s+(\w+))");
  static const std::regex IfDefined(R"(^#\s*if\s+defined\s*\(?\s*(\w+))");
  std::smatch M;
  if (std::regex_search(Directive, M, Ifdef) || std::regex_search(Directive, M, IfDefined))
    return M[1];
  return "";
}

}  // namespace

unsigned FamilyMap::intern(const std::string &Name, bool Vendor) {
  for (unsigned I = 0; I < Families.size(); ++I)
    if (Families[I].Name == Name)
      return I;
  Families.push_back({Name, Vendor});
  return Families.size() - 1;
}

bool FamilyMap::load(const std::string &HeaderPath, std::string &Error) {
  std::ifstream In(HeaderPath);
  if (!In) {
    Error = "cannot read " + HeaderPath;
    return false;
  }
  // Declarations before the first section (none in clang 15) and those in
  // opencl-c-base.h share "other"; it is interned last so it sorts last.
  std::optional<unsigned> Section;
  // One entry per open #if: the family it names, or none to inherit.
  std::vector<std::optional<unsigned>> Guards;
  std::string Line;
  unsigned NoFamily = ~0u;
  while (std::getline(In, Line)) {
    std::string Directive = Line;
    unsigned Extra = 0;
    while (!Directive.empty() && Directive.back() == '\\' && std::getline(In, Line)) {
      Directive.pop_back();
      Directive += Line;
      ++Extra;
    }
    if (auto Name = sectionFamily(Directive)) {
      Section = intern(*Name, false);
    } else if (Directive.rfind("#if", 0) == 0) {
      std::optional<unsigned> Named;
      if (auto G = guardFamily(firstGuardMacro(Directive)))
        Named = intern(G->Family, G->Vendor);
      Guards.push_back(Named);
    } else if (Directive.rfind("#el", 0) == 0 && !Guards.empty()) {
      Guards.back().reset();  // the #else of an extension guard is not the extension
    } else if (Directive.rfind("#endif", 0) == 0 && !Guards.empty()) {
      Guards.pop_back();
    }
    unsigned F = Section ? *Section : NoFamily;
    for (const auto &G : Guards)
      if (G)
        F = *G;
    LineFamily.insert(LineFamily.end(), Extra + 1, F);
  }
  UniformArithmetic = intern("work-group uniform arithmetic", false);
  Other = intern("other", false);
  for (unsigned &F : LineFamily)
    if (F == NoFamily)
      F = Other;
  return true;
}

unsigned FamilyMap::familyOfLine(unsigned Line) const {
  if (Line == 0 || Line > LineFamily.size())
    return Other;
  return LineFamily[Line - 1];
}

}  // namespace clbcov
