// clb-signatures: the signature table, derived from clang-15's own
// declarations of the builtins.
//
//   clb-signatures --clang-include-dir DIR [--extra-header H]... -o FILE
//
// Parses opencl-c.h (and the library's headers for extensions clang 15 lacks,
// include/clbuiltins/*.h) for spir64 at OpenCL C 1.2 and 3.0 with every
// extension on, and writes the union of the overloadable declarations, one a
// line, tab-separated:
//
//   name  mangled  attributes  return  parameter...
//
// attributes: c (const), p (pure), v (convergent), or '-'. Types are spelt as
// gen/HeaderScan.h says ("float4", "global float4 *"). clb-gen reads the table
// to write every overload of a table entry (gen/Overloads.cpp); SPIR sees the
// widest set of declarations, and each target compiles what it has of it.
#include "HeaderScan.h"

#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

int main(int argc, char **argv) {
  std::string includeDir, output;
  std::vector<std::string> extra;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (i + 1 < argc && a == "--clang-include-dir")
      includeDir = argv[++i];
    else if (i + 1 < argc && a == "--extra-header")
      extra.push_back(argv[++i]);
    else if (i + 1 < argc && a == "-o")
      output = argv[++i];
    else {
      std::fprintf(stderr, "clb-signatures: unexpected argument '%s'\n", a.c_str());
      std::fprintf(stderr,
                   "usage: clb-signatures --clang-include-dir DIR [--extra-header H]... -o FILE\n");
      return 2;
    }
  }
  if (includeDir.empty() || output.empty()) {
    std::fprintf(stderr, "clb-signatures: --clang-include-dir and -o are required\n");
    return 2;
  }
  for (const std::string &h : extra)
    clbcov::addExtraHeader(h);

  std::map<std::string, std::string> lines;  // by mangled name: one line each
  for (const char *std : {"CL1.2", "CL3.0"}) {
    clbcov::ScanResult r;
    std::string error;
    if (!clbcov::scanHeader(includeDir, {"spir64-unknown-unknown", std, {}, false}, r, error)) {
      std::fprintf(stderr, "clb-signatures: %s\n", error.c_str());
      return 1;
    }
    for (const clbcov::HeaderDecl &d : r.Decls) {
      if (!d.Overloadable || d.ClangBuiltin)
        continue;
      std::string attrs =
          std::string(d.Const ? "c" : "") + (d.Pure ? "p" : "") + (d.Convergent ? "v" : "");
      std::ostringstream l;
      l << d.Name << '\t' << d.Mangled << '\t' << (attrs.empty() ? "-" : attrs) << '\t' << d.Return;
      for (const std::string &p : d.Params)
        l << '\t' << p;
      lines.emplace(d.Mangled, l.str());
    }
  }
  if (lines.size() < 10000) {
    std::fprintf(stderr, "clb-signatures: only %zu declarations found; the header scan broke\n",
                 lines.size());
    return 1;
  }
  std::string text;
  for (const auto &[mangled, line] : lines)
    text += line + '\n';
  {
    // Unchanged: leave the file (and so everything generated from it) alone.
    std::ifstream in(output, std::ios::binary);
    std::stringstream old;
    old << in.rdbuf();
    if (in && old.str() == text)
      return 0;
  }
  const std::string tmp = output + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    out << text;
    if (!out) {
      std::fprintf(stderr, "clb-signatures: cannot write %s\n", tmp.c_str());
      return 1;
    }
  }
  if (std::rename(tmp.c_str(), output.c_str()) != 0) {
    std::fprintf(stderr, "clb-signatures: cannot rename %s to %s\n", tmp.c_str(), output.c_str());
    return 1;
  }
  return 0;
}
