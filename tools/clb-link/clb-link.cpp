// clb-link --target T --emit K -o OUT [-O0..-O3] [-x LANG] INPUT... [clang options]
// A thin shell over clb::linkProgram(): parse, link, report, write atomically.
#include "clbuiltins/Link.h"

#include <llvm/ADT/StringRef.h>
#include <llvm/Support/raw_ostream.h>

#include <cstring>
#include <string>

static const char usage[] =
    "usage: clb-link --target TARGET --emit KIND -o OUT\n"
    "                [-O0..-O3] [--libdir DIR] [--uniform-launch] [-x cl|ir|none] INPUT...\n"
    "                [--max-input-bytes N] [--max-call-depth N]\n"
    "                [clang options: -cl-std=CL2.0 -DN=4 -I dir]\n"
    "INPUT is OpenCL C (.cl), LLVM bitcode or LLVM IR (.ll). As for clang, -x LANG reads\n"
    "the inputs after it as OpenCL C (cl) or LLVM IR, text or bitcode (ir), whatever their\n"
    "suffix, until the next -x; -x none goes back to suffixes. Clang options need an\n"
    "OpenCL C input, but for the math-mode options (-cl-fast-relaxed-math,\n"
    "-cl-finite-math-only, -cl-unsafe-math-optimizations, -cl-no-signed-zeros,\n"
    "-cl-denorms-are-zero), which also choose the library's variants.\n"
    "-cl-clb-correctly-rounded-math: the float math functions correctly rounded\n"
    "(through double) instead of the default float arithmetic within 1 ulp;\n"
    "the double ones are the same either way (docs/usage.md).\n"
    "--uniform-launch (nvptx64): the host launches without global offset and with\n"
    "every work-group of the enqueued size; work-item functions then read the\n"
    "hardware's ids alone (docs/usage.md, the nvptx64 launch ABI).\n"
    "--max-input-bytes N (default 268435456), --max-call-depth N (default 10000): a\n"
    "program whose inputs are larger, or whose calls nest deeper, is refused; 0 lifts\n"
    "the limit.\n"
    "The PoCL layer's requests (tools/clb-layer), to reproduce its links:\n"
    "--inline-lane-wise-overloads: the layer's mode, for a consumer that optimizes\n"
    "the program again (LinkRequest::inlineLaneWiseOverloads); --variadic-vectors-as-x86-64:\n"
    "printf's short vector arguments as x86-64 C passes them; --allow-unresolved:\n"
    "builtins the library lacks stay declarations, each named on stderr.\n"
    "--print-pipeline: print the names of the steps the link runs for the other\n"
    "options (the layer's mode has its own), one a line, and exit\n"
    "(docs/architecture.md says what each does).\n";

// "  nvptx64  bc, ll, ptx": each target and the kinds it emits.
static std::string targetTable() {
  std::string s = "TARGET and its KINDs:\n";
  for (const clb::TargetInfo &t : clb::targets()) {
    s += "  " + t.name + std::string(t.name.size() < 9 ? 9 - t.name.size() : 1, ' ');
    for (size_t i = 0; i < t.emits.size(); ++i)
      s += (i ? ", " : "") + t.emits[i];
    s += "\n";
  }
#ifdef CLB_MISSING_TARGETS  // a target this build could not make (tools/clb-link/CMakeLists.txt)
  s += "  " CLB_MISSING_TARGETS "\n";
#endif
  return s;
}

static int fail(const std::string &msg) {
  llvm::errs() << "clb-link: error: " << msg << "\n";
  return 1;
}

// What the command line asks for.
struct CommandLine {
  clb::LinkRequest request;
  std::string output;
  bool help = false, printPipeline = false;
  bool haveTarget = false, haveEmit = false;
  // The -x in force, and whether any input is OpenCL C (clang options apply
  // to nothing else) or came after the last -x (else that -x did nothing).
  std::string language = "none", lastX;
  bool openCLInput = false, inputAfterX = true;
};

// Reads argv into `cl`; the error, or empty. Stops at -h/--help.
static std::string parseArguments(int argc, char **argv, CommandLine &cl) {
  clb::LinkRequest &request = cl.request;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> const char * { return i + 1 < argc ? argv[++i] : nullptr; };
    if (a == "-h" || a == "--help") {
      cl.help = true;
      return "";
    } else if (a == "--target" || a == "-o" || a == "--emit" || a == "--libdir") {
      const char *v = value();
      if (!v)
        return "option " + a + " needs a value";
      if (a == "--target")
        request.target = v, cl.haveTarget = true;
      else if (a == "--emit")
        request.emit = v, cl.haveEmit = true;
      else if (a == "--libdir")
        request.libraryDir = v;
      else
        cl.output = v;
    } else if (a == "--max-input-bytes" || a == "--max-call-depth") {
      const char *v = value();
      unsigned long long n = 0;
      if (!v || llvm::StringRef(v).getAsInteger(10, n) ||
          (a == "--max-call-depth" && n > 0xffffffffull))
        return "option " + a + " needs a number";
      if (a == "--max-input-bytes")
        request.maxInputBytes = n;
      else
        request.maxCallDepth = unsigned(n);
    } else if (a == "--uniform-launch") {
      request.uniformLaunch = true;
    } else if (a == "--print-pipeline") {
      cl.printPipeline = true;
    } else if (a == "--inline-lane-wise-overloads") {
      request.inlineLaneWiseOverloads = true;
    } else if (a == "--variadic-vectors-as-x86-64") {
      request.variadicVectorsAsX86_64 = true;
    } else if (a == "--allow-unresolved") {
      request.allowUnresolved = true;
    } else if (a.size() == 3 && a[0] == '-' && a[1] == 'O') {
      if (a[2] < '0' || a[2] > '3')
        return "bad optimization level " + a + " (expected -O0..-O3)";
      request.optLevel = a[2] - '0';
    } else if (a == "-I" || a == "-D" || a == "-U" || a == "-include" || a == "-Xclang") {
      const char *v = value();
      if (!v)
        return "option " + a + " needs a value";
      request.clangArgs.push_back(a);
      request.clangArgs.push_back(v);
    } else if (a == "-x" || (a.rfind("-x", 0) == 0 && a.size() > 2)) {
      const char *v = a.size() > 2 ? a.c_str() + 2 : value();
      if (!v)
        return "option -x needs a language (cl, ir or none)";
      cl.language = v, cl.lastX = "-x " + cl.language, cl.inputAfterX = false;
      if (cl.language != "cl" && cl.language != "ir" && cl.language != "none")
        return "unknown language '" + cl.language + "' for -x (expected cl, ir or none)";
    } else if (a.size() > 1 && a[0] == '-') {
      if (a.rfind("--", 0) == 0)
        return "unknown option " + a;
      request.clangArgs.push_back(a);  // clang judges its own options
    } else {
      if (llvm::Error e = clb::addInputAs(request, a, cl.language))
        return llvm::toString(std::move(e));
      cl.inputAfterX = true;
      cl.openCLInput |= cl.language == "cl" || (cl.language == "none" && a.size() >= 3 &&
                                                a.compare(a.size() - 3, 3, ".cl") == 0);
    }
  }
  return "";
}

// What a link needs that the arguments left out or contradict; empty if
// nothing.
static std::string missingForLink(const CommandLine &cl) {
  const clb::LinkRequest &request = cl.request;
  if (!cl.inputAfterX)
    return "'" + cl.lastX + "' after the last input has no effect";
  if (!cl.haveTarget)
    return "missing --target (" + clb::targetNames() + ")";
  if (!cl.haveEmit)
    return "missing --emit (the kinds each target emits: clb-link --help)";
  if (cl.output.empty())
    return "missing -o OUT";
  if (request.inputs.empty() && request.sources.empty() && request.bitcode.empty())
    return "no input files";
  // Silently ignored options would build something other than what was asked.
  // The options that set link-time controls also choose the library's
  // variants, so they count with bitcode inputs.
  if (!cl.openCLInput)
    for (const std::string &a : request.clangArgs)
      if (!clb::isControlOption(a))
        return "clang option " + a + " given, but no input is OpenCL C (.cl or -x cl)";
  return "";
}

int main(int argc, char **argv) {
  CommandLine cl;
  if (std::string e = parseArguments(argc, argv, cl); !e.empty())
    return fail(e);
  if (cl.help) {
    llvm::outs() << usage << targetTable();
    return 0;
  }
  if (cl.printPipeline) {
    for (const std::string &name : clb::pipelineStepNames(clb::linkMode(cl.request)))
      llvm::outs() << name << "\n";
    return 0;
  }
  if (std::string e = missingForLink(cl); !e.empty())
    return fail(e);
  auto result = clb::linkProgram(cl.request);
  if (!result)
    return fail(llvm::toString(result.takeError()));
  llvm::errs() << result->warnings;
  for (const std::string &name : result->unresolved)
    llvm::errs() << "clb-link: left unresolved: " << clb::demangleBuiltin(name) << " (" << name
                 << ")\n";
  if (llvm::Error e = clb::writeFileAtomically(cl.output, result->bytes))
    return fail(llvm::toString(std::move(e)));
  return 0;
}
