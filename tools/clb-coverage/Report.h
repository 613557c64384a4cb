// Turns the measurement into per-family counts and the Markdown page.
#ifndef CLB_COVERAGE_REPORT_H
#define CLB_COVERAGE_REPORT_H

#include "Coverage.h"

#include <string>
#include <vector>

namespace clbcov {

struct FamilyRow {
  std::string Family;  // "TOTAL" for the last row
  size_t Total = 0;
  std::vector<size_t> Covered;  // per target, in the order targets were given
};

// One row per family that has overloads, in header order, then TOTAL.
std::vector<FamilyRow> tabulate(const FamilyMap &Families, const Denominator &Den,
                                const std::vector<TargetCoverage> &Targets);

struct ReportInfo {
  std::string ClangVersion;
  std::string Command;  // what regenerates the page
  unsigned ClangMajor;  // whose opencl-c.h is the yardstick
  std::string SeeAlso;  // a line naming the other toolchain's page, or empty
};

std::string renderMarkdown(const std::vector<FamilyRow> &Rows, const Denominator &Den,
                           const std::vector<TargetCoverage> &Targets, const ReportInfo &Info);

// Tab-separated, one overload a line, for checking names or finding gaps.
std::string renderList(const FamilyMap &Families, const Denominator &Den,
                       const std::vector<TargetCoverage> &Targets);

// "12/40 (30.0%)"; the percentage is rounded down so only a complete family
// reads 100%.
std::string ratio(size_t Covered, size_t Total);

// Writes beside Path and renames, so a failed run leaves no partial page.
bool writeAtomically(const std::string &Path, const std::string &Text, std::string &Error);

}  // namespace clbcov

#endif
