// Names the family of each line of opencl-c.h, from the header's own section
// comments and extension guards, so the coverage table follows the spec's
// chapters without a hand-kept list of builtin names.
#ifndef CLB_COVERAGE_FAMILIES_H
#define CLB_COVERAGE_FAMILIES_H

#include <string>
#include <vector>

namespace clbcov {

struct Family {
  std::string Name;
  bool Vendor = false;  // a vendor extension (cl_intel_*, cl_amd_*, ...): not counted
};

class FamilyMap {
 public:
  // Reads opencl-c.h; false (with Error set) when it cannot be read.
  bool load(const std::string &HeaderPath, std::string &Error);

  // Family index of a 1-based line of opencl-c.h.
  unsigned familyOfLine(unsigned Line) const;
  // Index of the family for declarations outside opencl-c.h's sections.
  unsigned otherFamily() const { return Other; }
  // Index of the family of clbuiltins' work_group_uniform_arithmetic.h, which
  // declares what clang 15's header lacks (cl_khr_work_group_uniform_arithmetic).
  unsigned uniformArithmeticFamily() const { return UniformArithmetic; }

  const Family &family(unsigned Index) const { return Families[Index]; }
  // Families in the order they first appear in the header, "other" last.
  unsigned size() const { return Families.size(); }

 private:
  unsigned intern(const std::string &Name, bool Vendor);

  std::vector<Family> Families;
  std::vector<unsigned> LineFamily;  // [line - 1]
  unsigned Other = 0;
  unsigned UniformArithmetic = 0;
};

}  // namespace clbcov

#endif
