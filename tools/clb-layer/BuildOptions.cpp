// The option grammar is the OpenCL 3.0 API's (section 5.8.6); anything else
// is CL_INVALID_BUILD_OPTIONS / CL_INVALID_COMPILER_OPTIONS /
// CL_INVALID_LINKER_OPTIONS rather than being passed to clang unchecked.
#include "BuildOptions.h"

#include <algorithm>
#include <cctype>

namespace clb::layer {

// Whitespace-separated words; double quotes group, as a shell would.
static std::vector<std::string> words(const char *options) {
  std::vector<std::string> out;
  if (!options)
    return out;
  std::string word;
  bool inWord = false, quoted = false;
  for (const char *p = options; *p; ++p) {
    char ch = *p;
    if (ch == '"') {
      quoted = !quoted;
      inWord = true;
    } else if (!quoted && std::isspace((unsigned char)ch)) {
      if (inWord)
        out.push_back(word);
      word.clear();
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (inWord)
    out.push_back(word);
  return out;
}

// Options that change code generation: clang needs them for the compile,
// PoCL for its own code generation of the linked binary.
static const char *const kMathOptions[] = {"-cl-single-precision-constant",
                                           "-cl-denorms-are-zero",
                                           "-cl-fp32-correctly-rounded-divide-sqrt",
                                           "-cl-mad-enable",
                                           "-cl-no-signed-zeros",
                                           "-cl-unsafe-math-optimizations",
                                           "-cl-finite-math-only",
                                           "-cl-fast-relaxed-math",
                                           "-cl-uniform-work-group-size",
                                           "-cl-no-subgroup-ifp",
                                           "-cl-kernel-arg-info"};

// The subset clLinkProgram accepts.
static const char *const kLinkOptions[] = {"-cl-denorms-are-zero",          "-cl-no-signed-zeros",
                                           "-cl-unsafe-math-optimizations", "-cl-finite-math-only",
                                           "-cl-fast-relaxed-math",         "-cl-no-subgroup-ifp"};

static bool among(const std::string &w, const char *const *list, size_t n) {
  return std::find(list, list + n, w) != list + n;
}

BuildOptions parseBuildOptions(const char *options, OptionsFor kind) {
  BuildOptions o;
  std::vector<std::string> ws = words(options);
  auto bad = [&](const std::string &w) {
    if (o.invalid.empty())
      o.invalid = w;
  };
  for (size_t i = 0; i < ws.size(); ++i) {
    const std::string &w = ws[i];
    if (kind == OptionsFor::Link) {
      if (w == "-create-library")
        o.createLibrary = true;
      else if (w == "-enable-link-options")
        ;  // library options are honoured by default here
      else if (among(w, kLinkOptions, std::size(kLinkOptions)))
        o.pocl.push_back(w);
      else
        bad(w);
      continue;
    }
    if (w == "-D" || w == "-I") {
      if (i + 1 >= ws.size()) {
        bad(w);
        break;
      }
      o.clang.push_back(w);
      o.clang.push_back(ws[++i]);
    } else if ((w.rfind("-D", 0) == 0 || w.rfind("-I", 0) == 0) && w.size() > 2) {
      o.clang.push_back(w);
    } else if (w.rfind("-cl-std=", 0) == 0) {
      std::string v = w.substr(8);
      if (v != "CL1.1" && v != "CL1.2" && v != "CL2.0" && v != "CL3.0") {
        bad(w);
        continue;
      }
      o.clStd = v;
      o.clang.push_back(w);
      o.pocl.push_back(w);
    } else if (w == "-cl-opt-disable") {
      o.optDisable = true;
      o.pocl.push_back(w);
    } else if (among(w, kMathOptions, std::size(kMathOptions))) {
      o.clang.push_back(w);
      o.pocl.push_back(w);
    } else if (w == "-cl-clb-correctly-rounded-math") {
      // clbuiltins' own option (a link-time control, clb-link's
      // isLibraryOnlyOption; written out here because the fuzz targets build
      // this file without the linker): it picks the library's variant when
      // clb-link links the program, and PoCL's build of the result never
      // sees it. tests/layer/math_modes_test.cpp checks it takes effect.
      o.clang.push_back(w);
    } else if (w == "-w" || w == "-Werror" || w == "-g") {
      o.clang.push_back(w);
    } else {
      bad(w);
    }
  }
  return o;
}

std::string joinOptions(const std::vector<std::string> &options) {
  std::string s;
  for (const std::string &o : options)
    s += (s.empty() ? "" : " ") + o;
  return s;
}

}  // namespace clb::layer
