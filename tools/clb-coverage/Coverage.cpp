#include "Coverage.h"

#include "Symbols.h"

#include <llvm/Support/FileSystem.h>

#include <algorithm>
#include <set>

namespace clbcov {

const char *const Standards[2] = {"CL1.2", "CL3.0"};

namespace {

const char *const SpirTriple = "spir64-unknown-unknown";

// What "every optional feature on" must mean for the CL3.0 scan; if clang
// stops enabling one of these with +all, the denominator would shrink quietly.
const char *const RequiredFeatures[] = {"__opencl_c_generic_address_space",
                                        "__opencl_c_images",
                                        "__opencl_c_read_write_images",
                                        "__opencl_c_3d_image_writes",
                                        "__opencl_c_pipes",
                                        "__opencl_c_device_enqueue",
                                        "__opencl_c_subgroups",
                                        "__opencl_c_fp64",
                                        "__opencl_c_int64",
                                        "__opencl_c_work_group_collective_functions",
                                        "__opencl_c_atomic_order_seq_cst",
                                        "__opencl_c_atomic_scope_all_devices",
                                        "cl_khr_fp16",
                                        "cl_khr_fp64",
                                        "cl_khr_subgroups",
                                        "cl_khr_mipmap_image",
                                        "cl_khr_gl_msaa_sharing",
                                        "cl_khr_depth_images"};

// Vendor builtins carry the vendor in their name even outside a vendor guard.
bool vendorName(const std::string &Name) {
  for (const char *P : {"intel_", "amd_", "arm_", "qcom_", "img_"})
    if (Name.rfind(P, 0) == 0)
      return true;
  return false;
}

unsigned familyOf(const FamilyMap &Families, const std::string &File, unsigned Line) {
  if (File == "opencl-c.h")
    return Families.familyOfLine(Line);
  if (File == "work_group_uniform_arithmetic.h")
    return Families.uniformArithmeticFamily();
  return Families.otherFamily();
}

}  // namespace

std::vector<Site> sitesOf(unsigned Std, const std::vector<HeaderDecl> &Decls) {
  std::map<std::tuple<std::string, unsigned, unsigned>, unsigned> Seen;
  std::vector<Site> Sites;
  for (const HeaderDecl &D : Decls)
    Sites.push_back({Std, D.File, D.Line, D.Column, Seen[{D.File, D.Line, D.Column}]++});
  return Sites;
}

bool buildDenominator(const std::string &IncludeDir, const FamilyMap &Families, Denominator &Den,
                      std::string &Error) {
  std::map<std::string, Overload> ByName;
  std::map<std::string, std::set<std::string>> Vendor;
  std::set<std::string> Skipped, Options;
  for (unsigned S = 0; S < 2; ++S) {
    ScanResult R;
    if (!scanHeader(IncludeDir, {SpirTriple, Standards[S], {}, false}, R, Error))
      return false;
    if (std::string(Standards[S]) == "CL3.0") {
      for (const char *F : RequiredFeatures)
        if (!std::binary_search(R.FeatureMacros.begin(), R.FeatureMacros.end(), F)) {
          Error = std::string("clang did not define ") + F + " for " + SpirTriple +
                  " with -cl-ext=+all: the denominator would be incomplete";
          return false;
        }
      Den.FeatureMacros = R.FeatureMacros;
    }
    Options.insert(R.EnabledOptions.begin(), R.EnabledOptions.end());
    std::set<std::string> Counted;
    const std::vector<Site> Sites = sitesOf(S, R.Decls);
    for (size_t I = 0; I < R.Decls.size(); ++I) {
      const HeaderDecl &D = R.Decls[I];
      const Family &F = Families.family(familyOf(Families, D.File, D.Line));
      if (F.Vendor || vendorName(D.Name)) {
        Vendor[F.Vendor ? F.Name : "vendor: " + D.Name.substr(0, D.Name.find('_') + 1) + "*"]
            .insert(D.Mangled);
        continue;
      }
      // opencl-c.h marks every library builtin overloadable; a plain C
      // declaration (printf) or one clang lowers itself has no overload symbol.
      if (!D.Overloadable || D.ClangBuiltin) {
        Skipped.insert("`" + D.Name + "` (" + D.File + ":" + std::to_string(D.Line) + "): " +
                       (D.ClangBuiltin ? "a clang builtin" : "not overloadable, C linkage"));
        continue;
      }
      Overload &O = ByName[D.Mangled];
      O.Mangled = D.Mangled;
      O.Name = D.Name;
      O.Sites.push_back(Sites[I]);
      Counted.insert(D.Mangled);
    }
    Den.PerStd[S] = Counted.size();
  }
  for (auto &[Name, O] : ByName) {
    std::sort(O.Sites.begin(), O.Sites.end());
    O.Family = familyOf(Families, O.Sites.front().File, O.Sites.front().Line);
    Den.Overloads.push_back(std::move(O));
  }
  std::sort(Den.Overloads.begin(), Den.Overloads.end(), [](const Overload &A, const Overload &B) {
    const Site &SA = A.Sites.front(), &SB = B.Sites.front();
    return std::tie(A.Family, SA, A.Mangled) < std::tie(B.Family, SB, B.Mangled);
  });
  for (const auto &[Family, Names] : Vendor)
    Den.Vendor[Family] = Names.size();
  Den.Skipped.assign(Skipped.begin(), Skipped.end());
  Den.Options.assign(Options.begin(), Options.end());
  return true;
}

namespace {

// Where each declaration of the header lands in the target's mangling. The same
// header line gives the same overload on every triple; only address-space
// numbers in the name differ (nvptx64: local is AS3, constant AS4, generic AS0).
// clang 15 switches on every option, and opencl-c-base.h defines some
// extension macros, only for SPIR triples, so the scan names every option the
// denominator's scan had and defines __SPIR__: whatever the triple, it
// declares the same overloads (a no-op for a SPIR triple).
bool targetNames(const std::string &IncludeDir, const Denominator &Den, const std::string &Triple,
                 std::map<Site, std::string> &Names, std::string &Error) {
  for (unsigned S = 0; S < 2; ++S) {
    ScanResult R;
    if (!scanHeader(IncludeDir, {Triple, Standards[S], Den.Options, true}, R, Error))
      return false;
    const std::vector<Site> Sites = sitesOf(S, R.Decls);
    for (size_t I = 0; I < R.Decls.size(); ++I)
      Names.emplace(Sites[I], R.Decls[I].Mangled);
  }
  return true;
}

}  // namespace

bool measureTarget(const std::string &IncludeDir, const Denominator &Den, const TargetSpec &Spec,
                   const std::string &PoclLibrary, TargetCoverage &Out, std::string &Error) {
  Out.Spec = Spec;
  std::set<std::string> Library;
  if (!definedFunctions(Spec.Bitcode, Library, Error))
    return false;

  std::set<std::string> Provided;
  if (!Spec.ProvidedFiles.empty()) {
    std::set<std::string> Listed;
    for (const std::string &F : Spec.ProvidedFiles)
      if (!readNameList(F, Listed, Error))
        return false;
    Out.RuntimeListed = Listed.size();
    if (Spec.Runtime == "spirv") {
      Provided = Listed;
      Out.RuntimeNote =
          "SPIRV-LLVM-Translator maps each of them to a SPIR-V builtin variable "
          "or instruction, which every SPIR-V consumer implements";
    } else if (Spec.Runtime == "pocl") {
      std::set<std::string> Pocl;
      if (!llvm::sys::fs::exists(PoclLibrary)) {
        Out.RuntimeNote = "PoCL's kernel library `" + PoclLibrary +
                          "` was not found, so none of them counts as covered";
      } else {
        if (!definedFunctions(PoclLibrary, Pocl, Error))
          return false;
        for (const std::string &N : Listed)
          if (Pocl.count(N))
            Provided.insert(N);
        Out.RuntimeNote = "checked against PoCL's kernel library `" + PoclLibrary +
                          "`, which "
                          "defines " +
                          std::to_string(Provided.size()) + " of them";
      }
    } else {
      Error = "target " + Spec.Name + ": unknown runtime '" + Spec.Runtime + "' (pocl, spirv)";
      return false;
    }
    Out.RuntimeRejected = Listed.size() - Provided.size();
  }

  std::map<Site, std::string> Names;
  const bool Identity = Spec.Triple == SpirTriple;
  if (!Identity && !targetNames(IncludeDir, Den, Spec.Triple, Names, Error))
    return false;
  std::map<std::string, size_t> Uses;
  for (const Overload &O : Den.Overloads) {
    std::string Name;
    if (Identity) {
      Name = O.Mangled;
    } else {
      for (const Site &S : O.Sites)
        if (auto It = Names.find(S); It != Names.end()) {
          Name = It->second;
          break;
        }
    }
    if (Name.empty())
      ++Out.Unmapped;
    const bool InLibrary = !Name.empty() && Library.count(Name);
    const bool ByRuntime = !Name.empty() && !InLibrary && Provided.count(Name);
    Out.Covered.push_back(InLibrary || ByRuntime);
    Out.Names.push_back(Name);
    Out.FromRuntime += ByRuntime;
    if (!Name.empty())
      ++Uses[Name];
    Out.Renamed += !Name.empty() && Name != O.Mangled;
  }
  for (const auto &[Name, N] : Uses)
    if (N > 1)
      Out.SharedSymbol += N;
  return true;
}

}  // namespace clbcov
