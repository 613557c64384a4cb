// The measurement: the denominator (overloads opencl-c.h declares) and, per
// target, which of them its library or runtime defines.
#ifndef CLB_COVERAGE_COVERAGE_H
#define CLB_COVERAGE_COVERAGE_H

#include "Families.h"
#include "HeaderScan.h"

#include <map>
#include <tuple>
#include <string>
#include <vector>

namespace clbcov {

// The language modes whose declarations form the denominator, in order.
extern const char *const Standards[2];

struct Site {
  unsigned Std;  // index into Standards
  std::string File;
  unsigned Line = 0, Column = 0;
  // Which of the declarations one macro expansion at File:Line:Column makes,
  // in the order clang declares them (the same on every triple).
  unsigned Ordinal = 0;
  bool operator<(const Site &O) const {
    return std::tie(File, Line, Column, Std, Ordinal) <
           std::tie(O.File, O.Line, O.Column, O.Std, O.Ordinal);
  }
};

// The sites of a scan's declarations, in scan order.
std::vector<Site> sitesOf(unsigned Std, const std::vector<HeaderDecl> &Decls);

struct Overload {
  std::string Mangled;  // the spir64 name: the overload's identity
  std::string Name;
  unsigned Family = 0;
  std::vector<Site> Sites;  // every declaration that yields this name, sorted
};

struct Denominator {
  std::vector<Overload> Overloads;         // sorted by family, then header order
  size_t PerStd[2] = {0, 0};               // distinct counted overloads per standard
  std::map<std::string, size_t> Vendor;    // excluded family -> distinct overloads
  std::vector<std::string> Skipped;        // one line each, sorted
  std::vector<std::string> FeatureMacros;  // the CL3.0 scan's feature macros
  std::vector<std::string> Options;        // OpenCL options the SPIR scans enabled
};

// Scans opencl-c.h for the SPIR triple under every standard.
bool buildDenominator(const std::string &IncludeDir, const FamilyMap &Families, Denominator &Den,
                      std::string &Error);

struct TargetSpec {
  std::string Name, Triple, Bitcode;
  std::vector<std::string> ProvidedFiles;  // none: the library defines everything itself
  std::string Runtime;                     // "pocl" or "spirv" when there are ProvidedFiles
};

struct TargetCoverage {
  TargetSpec Spec;
  std::vector<bool> Covered;       // parallel to Denominator::Overloads
  std::vector<std::string> Names;  // the target's name for each; empty if unmapped
  size_t FromRuntime = 0;          // overloads covered only through the runtime
  size_t RuntimeListed = 0;        // names in the runtime-provided list
  size_t RuntimeRejected = 0;      // listed but not defined by the runtime
  size_t Unmapped = 0;             // overloads the target's own scan did not declare
  size_t SharedSymbol = 0;         // overloads whose target name another one also has
  size_t Renamed = 0;              // overloads whose target name is not the spir64 one
  std::string RuntimeNote;         // how runtime-provided names were judged
};

// Maps each overload to the target's mangling and checks what defines it.
bool measureTarget(const std::string &IncludeDir, const Denominator &Den, const TargetSpec &Spec,
                   const std::string &PoclLibrary, TargetCoverage &Out, std::string &Error);

}  // namespace clbcov

#endif
