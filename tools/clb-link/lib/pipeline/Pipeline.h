// The link as data: linkProgram (LinkProgram.cpp) runs one list of named
// steps over a LinkState, the list its request's LinkMode picks
// (Pipeline.cpp). The steps' work is in the components: input/, steps/,
// kernels/, emit/; what is here only moves the state between them.
#ifndef CLB_LINK_PIPELINE_H
#define CLB_LINK_PIPELINE_H

#include "input/Input.h"
#include "support/Support.h"

#include <llvm/ADT/ArrayRef.h>
#include <llvm/ADT/StringSet.h>

#include <memory>

namespace clb {

// What the steps hand on to each other. The members are destroyed in
// reverse order: the modules before the context they live in, the context
// (whose handler writes to diags) before diags.
struct LinkState {
  LinkState(const LinkRequest &request, LinkResult &result) : request(request), result(result) {}
  const LinkRequest &request;
  LinkResult &result;                  // bytes, warnings, unresolved
  const TargetInfo *target = nullptr;  // set by check-request
  DiagnosticLog diags;
  // Owned so that a crash in clang's front end can abandon it (CompileOpenCL.cpp).
  ContextOwner ctx;
  std::unique_ptr<llvm::Module> program;  // the inputs as one module, then the linked program
  std::unique_ptr<llvm::Module> library;  // read lazily by load-library, moved in by link-library
  // The layer's mode: what the program defined before the library came in.
  llvm::StringSet<> programDefined;
  // An error with LLVM's collected errors if there were any during `step`.
  llvm::Error reported(const char *step);
};

struct PipelineStep {
  const char *name;  // as docs/architecture.md lists it
  llvm::Error (*run)(LinkState &state);
};

// The steps of a mode, in order.
llvm::ArrayRef<PipelineStep> pipelineSteps(LinkMode mode);

// CheckRequest.cpp: the request's own errors (unknown target or emit kind,
// bad level, an option the target refuses, no or too large inputs), before
// anything is read; sets state.target.
llvm::Error checkRequest(LinkState &state);
// ReadInputs.cpp: the inputs, files then in-memory sources then bitcode, each
// checked against the target and linked into state.program, in a new context.
llvm::Error readInputs(LinkState &state);

}  // namespace clb

#endif
