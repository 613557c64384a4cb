// clb-link --target T --emit K -o OUT [-O0..-O3] INPUT... [clang options]
// A thin shell over clb::linkToFile(): parse, link, report.
#include "clbuiltins/Link.h"

#include <llvm/Support/raw_ostream.h>

#include <cstring>
#include <string>

static const char usage[] =
    "usage: clb-link --target TARGET --emit KIND -o OUT\n"
    "                [-O0..-O3] [--libdir DIR] INPUT... [clang options: -cl-std=CL2.0 -DN=4 -I dir]\n"
    "INPUT is OpenCL C (.cl), LLVM bitcode or LLVM IR (.ll).\n";

// "  nvptx64  bc, ll, ptx": each target and the kinds it emits.
static std::string targetTable() {
  std::string s = "TARGET and its KINDs:\n";
  for (const clb::TargetInfo &t : clb::targets()) {
    s += "  " + t.name + std::string(t.name.size() < 9 ? 9 - t.name.size() : 1, ' ');
    for (size_t i = 0; i < t.emits.size(); ++i)
      s += (i ? ", " : "") + t.emits[i];
    s += "\n";
  }
  return s;
}

static int fail(const std::string &msg) {
  llvm::errs() << "clb-link: error: " << msg << "\n";
  return 1;
}

int main(int argc, char **argv) {
  clb::LinkRequest request;
  std::string output;
  bool haveTarget = false, haveEmit = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&](const char *flag) -> const char * {
      if (i + 1 >= argc)
        return nullptr;
      (void)flag;
      return argv[++i];
    };
    if (a == "-h" || a == "--help") {
      llvm::outs() << usage << targetTable();
      return 0;
    } else if (a == "--target" || a == "-o" || a == "--emit" || a == "--libdir") {
      const char *v = value(a.c_str());
      if (!v)
        return fail("option " + a + " needs a value");
      if (a == "--target")
        request.target = v, haveTarget = true;
      else if (a == "--emit")
        request.emit = v, haveEmit = true;
      else if (a == "--libdir")
        request.libraryDir = v;
      else
        output = v;
    } else if (a.size() == 3 && a[0] == '-' && a[1] == 'O') {
      if (a[2] < '0' || a[2] > '3')
        return fail("bad optimization level " + a + " (expected -O0..-O3)");
      request.optLevel = a[2] - '0';
    } else if (a == "-I" || a == "-D" || a == "-U" || a == "-include" || a == "-Xclang") {
      const char *v = value(a.c_str());
      if (!v)
        return fail("option " + a + " needs a value");
      request.clangArgs.push_back(a);
      request.clangArgs.push_back(v);
    } else if (a.size() > 1 && a[0] == '-') {
      if (a.rfind("--", 0) == 0)
        return fail("unknown option " + a);
      request.clangArgs.push_back(a);  // clang judges its own options
    } else {
      request.inputs.push_back(a);
    }
  }
  if (!haveTarget)
    return fail("missing --target (" + clb::targetNames() + ")");
  if (!haveEmit)
    return fail("missing --emit (the kinds each target emits: clb-link --help)");
  if (output.empty())
    return fail("missing -o OUT");
  if (request.inputs.empty())
    return fail("no input files");
  if (llvm::Error e = clb::linkToFile(request, output))
    return fail(llvm::toString(std::move(e)));
  return 0;
}
