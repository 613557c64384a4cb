// clb-libgen --target T -o OUT.bc [--spirv OUT.spv] (@LIST | INPUT.bc...)
//
// Builds one target's library: links every builtin's bitcode (a symbol defined
// twice is an error, so two files cannot silently provide one builtin), drops
// the OpenCL version metadata that would clash with user modules, and writes
// the result atomically. Helpers named __clb_* stay external here so the
// library's files can share them; clb-link internalizes them in user modules.
#include "clbuiltins/Link.h"

#include <llvm/Support/CommandLine.h>
#include <llvm/Support/InitLLVM.h>
#include <llvm/Support/raw_ostream.h>

using namespace llvm;

static cl::opt<std::string> Target("target", cl::desc("the target (targets/<name>/target.cmake)"),
                                   cl::Required);
static cl::opt<std::string> Output("o", cl::desc("output bitcode"), cl::Required);
static cl::opt<std::string> SpirvOutput("spirv", cl::desc("also translate to this SPIR-V file"));
static cl::opt<std::string> MesaOutput("spirv-mesa",
                                       cl::desc("and to this one, for Mesa's libclc loader"));
static cl::list<std::string> Inputs(cl::Positional, cl::desc("<input.bc | @list>..."),
                                    cl::OneOrMore);

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "clbuiltins library builder\n");
  std::vector<std::string> inputs(Inputs.begin(), Inputs.end());
  if (Error e = clb::buildLibrary(inputs, Target, Output, SpirvOutput, MesaOutput)) {
    errs() << "clb-libgen: error: " << toString(std::move(e)) << "\n";
    return 1;
  }
  return 0;
}
