// clb-coverage: how much of clang 15's OpenCL C builtin surface each target's
// library covers, by family; writes docs/coverage.md. See Coverage.h.
#include "Coverage.h"
#include "Families.h"
#include "Report.h"

#include <clang/Basic/Version.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/raw_ostream.h>

#include <cstdlib>

using namespace clbcov;
namespace cl = llvm::cl;

static cl::opt<std::string> IncludeDir(
    "clang-include-dir", cl::Required, cl::value_desc("dir"),
    cl::desc("clang-15's resource include directory (holds opencl-c.h)"));
static cl::list<std::string> TargetArgs(
    "target", cl::OneOrMore, cl::value_desc("name=triple,bitcode[,provided-list,runtime]"),
    cl::desc("a target to measure; provided-list is one or more name lists joined by '+', "
             "runtime is 'pocl' (checked against PoCL's kernel library) or 'spirv' (SPIR-V "
             "builtins every consumer implements)"));
static cl::opt<std::string> PoclLibrary(
    "pocl-kernel-lib", cl::init("/usr/share/pocl/kernel-x86_64-pc-linux-gnu-GENERIC.bc"),
    cl::value_desc("bitcode"), cl::desc("PoCL's kernel library, for 'pocl' runtimes"));
static cl::opt<std::string> Output("o", cl::Required, cl::value_desc("file"),
                                   cl::desc("the Markdown page to write"));
static cl::opt<std::string> Command("regen-command",
                                    cl::init("cmake --build build --target coverage"),
                                    cl::desc("the command the page names as regenerating it"));
static cl::opt<std::string> SeeAlso(
    "see-also", cl::value_desc("markdown"),
    cl::desc("a line for the page naming the other toolchain's page"));
static cl::list<std::string> Expect(
    "expect", cl::value_desc("family:target:pct"),
    cl::desc("fail unless the family (or TOTAL) reaches pct percent on the target"));
static cl::opt<std::string> ListFile(
    "list", cl::value_desc("file"),
    cl::desc("also write every overload, one a line: family, spir64 name, then per target "
             "its name there and whether it is covered"));
static cl::list<std::string> ExtraHeaders(
    "extra-header", cl::value_desc("header"),
    cl::desc("a header of the library's own declarations (an extension clang 15's "
             "opencl-c.h lacks), scanned after it; work_group_uniform_arithmetic.h's overloads "
             "form their own family"));
static cl::opt<unsigned> MinOverloads("min-overloads", cl::init(0),
                                      cl::desc("fail if the denominator is smaller"));

[[noreturn]] static void fail(const std::string &Message) {
  llvm::errs() << "clb-coverage: error: " << Message << "\n";
  std::exit(1);
}

static TargetSpec parseTarget(const std::string &Arg) {
  TargetSpec S;
  const auto Eq = Arg.find('=');
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  if (Eq != std::string::npos)
    llvm::StringRef(Arg).substr(Eq + 1).split(Parts, ',');
  if (Eq == std::string::npos || (Parts.size() != 2 && Parts.size() != 4))
    fail("--target " + Arg + ": expected name=triple,bitcode[,provided-list,runtime]");
  S.Name = Arg.substr(0, Eq);
  S.Triple = Parts[0].str();
  S.Bitcode = Parts[1].str();
  if (Parts.size() == 4) {
    llvm::SmallVector<llvm::StringRef, 2> Lists;
    Parts[2].split(Lists, '+');
    for (llvm::StringRef L : Lists)
      S.ProvidedFiles.push_back(L.str());
    S.Runtime = Parts[3].str();
  }
  return S;
}

// Family names may hold ':' ("sub-groups: ballot"), so split from the right.
static bool checkExpectation(const std::string &E, const std::vector<FamilyRow> &Rows,
                             const std::vector<TargetCoverage> &Targets) {
  const auto P2 = E.rfind(':');
  const auto P1 = P2 == std::string::npos || P2 == 0 ? std::string::npos : E.rfind(':', P2 - 1);
  if (P1 == std::string::npos)
    fail("--expect " + E + ": expected family:target:pct");
  const std::string Family = E.substr(0, P1), Target = E.substr(P1 + 1, P2 - P1 - 1);
  char *End = nullptr;
  const std::string PctText = E.substr(P2 + 1);
  const double Pct = std::strtod(PctText.c_str(), &End);
  if (PctText.empty() || *End)
    fail("--expect " + E + ": '" + PctText + "' is not a percentage");
  size_t T = 0;
  while (T < Targets.size() && Targets[T].Spec.Name != Target)
    ++T;
  if (T == Targets.size())
    fail("--expect " + E + ": no target '" + Target + "'");
  for (const FamilyRow &R : Rows)
    if (R.Family == Family) {
      if (R.Covered[T] * 100.0 >= Pct * R.Total)
        return true;
      llvm::errs() << "clb-coverage: expectation failed: " << Family << " on " << Target << " is "
                   << ratio(R.Covered[T], R.Total) << ", expected at least " << PctText << "%\n";
      return false;
    }
  fail("--expect " + E + ": no family '" + Family + "'");
}

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv, "OpenCL C builtin coverage per target\n");

  std::string Error;
  llvm::SmallString<256> Header(IncludeDir);
  llvm::sys::path::append(Header, "opencl-c.h");
  FamilyMap Families;
  if (!Families.load(Header.str().str(), Error))
    fail(Error);

  std::vector<TargetSpec> Specs;
  for (const std::string &A : TargetArgs)
    Specs.push_back(parseTarget(A));
  // Missing inputs are reported before the slow header scans.
  for (const TargetSpec &S : Specs) {
    if (!llvm::sys::fs::exists(S.Bitcode))
      fail("target " + S.Name + ": " + S.Bitcode + " not found (build clbuiltins-libs first)");
    for (const std::string &F : S.ProvidedFiles)
      if (!llvm::sys::fs::exists(F))
        fail("target " + S.Name + ": " + F + " not found");
  }

  for (const std::string &H : ExtraHeaders)
    addExtraHeader(H);
  Denominator Den;
  if (!buildDenominator(IncludeDir, Families, Den, Error))
    fail(Error);
  if (Den.Overloads.size() < MinOverloads)
    fail("only " + std::to_string(Den.Overloads.size()) + " overloads found, expected at least " +
         std::to_string(MinOverloads));

  std::vector<TargetCoverage> Targets(Specs.size());
  for (size_t I = 0; I < Specs.size(); ++I)
    if (!measureTarget(IncludeDir, Den, Specs[I], PoclLibrary, Targets[I], Error))
      fail(Error);

  const std::vector<FamilyRow> Rows = tabulate(Families, Den, Targets);
  const std::string Page = renderMarkdown(
      Rows, Den, Targets, {clang::getClangFullVersion(), Command, CLANG_VERSION_MAJOR, SeeAlso});
  if (!writeAtomically(Output, Page, Error))
    fail(Error);

  if (!ListFile.empty() && !writeAtomically(ListFile, renderList(Families, Den, Targets), Error))
    fail(Error);

  bool Ok = true;
  for (const std::string &E : Expect)
    Ok &= checkExpectation(E, Rows, Targets);
  const FamilyRow &Total = Rows.back();
  llvm::outs() << "clb-coverage: " << Total.Total << " overloads (CL1.2 " << Den.PerStd[0]
               << ", CL3.0 " << Den.PerStd[1] << ");";
  for (size_t T = 0; T < Targets.size(); ++T)
    llvm::outs() << " " << Targets[T].Spec.Name << " " << ratio(Total.Covered[T], Total.Total)
                 << (T + 1 < Targets.size() ? "," : "");
  llvm::outs() << "; wrote " << Output << "\n";
  return Ok ? 0 : 1;
}
