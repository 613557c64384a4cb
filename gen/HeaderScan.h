// Parses clang's opencl-c.h in-process and lists every function it declares,
// with the name clang's own code generation would give that function.
#ifndef CLB_GEN_HEADERSCAN_H
#define CLB_GEN_HEADERSCAN_H

#include <string>
#include <vector>

namespace clbcov {

struct ScanConfig {
  std::string Triple;
  std::string Std;  // "CL1.2", "CL3.0"
  // OpenCL options to switch on by name, on top of -cl-ext=+all: "+all" only
  // enables what the triple already supports (every option for SPIR, few for NVPTX).
  std::vector<std::string> Options;
  // opencl-c-base.h defines some extension macros only for SPIR triples;
  // defining __SPIR__ on other triples makes them declare the same overloads.
  bool PretendSpir = false;
};

struct HeaderDecl {
  std::string Name;     // source name, e.g. "vload3"
  std::string Mangled;  // as clang emits it for the scanned triple
  std::string File;     // header file name, e.g. "opencl-c.h"
  unsigned Line = 0;
  unsigned Column = 0;
  bool Overloadable = false;
  bool ClangBuiltin = false;  // clang lowers it itself (a builtin ID)
  // The signature in OpenCL C spelling, canonical and without typedef sugar:
  // "float4", "uint", "global float4 *", "const generic half *",
  // "volatile local int *"; other types as clang prints them.
  std::string Return;
  std::vector<std::string> Params;
  bool Const = false;       // __attribute__((const)) (clang's __cnfn)
  bool Pure = false;        // __attribute__((pure)) (__purefn)
  bool Convergent = false;  // __attribute__((convergent)) (__conv)
};

struct ScanResult {
  std::vector<HeaderDecl> Decls;
  std::vector<std::string> EnabledOptions;  // OpenCL options on after -cl-ext
  std::vector<std::string> FeatureMacros;   // __opencl_c_* and cl_* macros defined
};

// Headers scanned after opencl-c.h, by path: declarations the library ships
// for extensions clang 15's header lacks (include/clbuiltins/*.h).
void addExtraHeader(const std::string &Path);

// Parses <IncludeDir>/opencl-c.h; false with Error set on any clang error.
bool scanHeader(const std::string &IncludeDir, const ScanConfig &Config, ScanResult &Result,
                std::string &Error);

}  // namespace clbcov

#endif
