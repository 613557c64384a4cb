// The lists of steps linkProgram runs, one per LinkMode, each step a name
// (docs/architecture.md lists the same names in the same order, and the test
// ClbLinkPipeline.ArchitectureDocListsTheSteps holds the two together) and a
// function over the LinkState that hands the step's component what it
// needs. The modes differ only in their lists: no step asks which mode it
// is in.
#include "pipeline/Pipeline.h"

#include "emit/Emit.h"
#include "kernels/Kernels.h"
#include "steps/Steps.h"

#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

namespace clb {

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

llvm::Error LinkState::reported(const char *step) {
  if (diags.errors.empty())
    return llvm::Error::success();
  return error(llvm::Twine(step) + ": " + diags.takeErrors());
}

namespace {

// Every mode's steps. Each adapts the state to its component's function.
const PipelineStep checkRequestStep{"check-request", checkRequest};
const PipelineStep readInputsStep{"read-inputs", readInputs};
const PipelineStep loadLibraryStep{"load-library", [](LinkState &s) -> llvm::Error {
                                     auto lib =
                                         loadLibrary(s.request.libraryDir, *s.target, *s.ctx);
                                     if (!lib)
                                       return lib.takeError();
                                     s.library = std::move(*lib);
                                     return llvm::Error::success();
                                   }};
const PipelineStep linkLibraryStep{"link-library", [](LinkState &s) -> llvm::Error {
                                     return linkLibrary(*s.program, std::move(s.library), *s.target,
                                                        s.result.warnings, s.diags);
                                   }};
const PipelineStep resolveControlsStep{"resolve-controls", [](LinkState &s) -> llvm::Error {
                                         return resolveControls(*s.program, s.request.clangArgs);
                                       }};
const PipelineStep lowerSamplerInitializersStep{
    "lower-sampler-initializers",
    [](LinkState &s) -> llvm::Error { return lowerSamplerInitializers(*s.program, *s.target); }};
const PipelineStep lowerPrintfStep{
    "lower-printf", [](LinkState &s) -> llvm::Error { return lowerPrintf(*s.program, *s.target); }};
const PipelineStep rejectRecursionStep{"reject-recursion", [](LinkState &s) -> llvm::Error {
                                         return rejectRecursion(*s.program, *s.target,
                                                                s.request.maxCallDepth);
                                       }};
const PipelineStep separateCalledKernelsStep{"separate-called-kernels",
                                             [](LinkState &s) -> llvm::Error {
                                               separateCalledKernels(*s.program, *s.target);
                                               return llvm::Error::success();
                                             }};
const PipelineStep checkReqdWorkGroupSizesStep{
    "check-reqd-work-group-sizes",
    [](LinkState &s) -> llvm::Error { return checkReqdWorkGroupSizes(*s.program, *s.target); }};
const PipelineStep assignWorkGroupScratchStep{
    "assign-work-group-scratch",
    [](LinkState &s) -> llvm::Error { return assignWorkGroupScratch(*s.program, *s.target); }};
const PipelineStep addLaunchParameterStep{"add-launch-parameter", [](LinkState &s) -> llvm::Error {
                                            return addLaunchParameter(*s.program, *s.target,
                                                                      s.request.uniformLaunch);
                                          }};
const PipelineStep checkResolvedStep{
    "check-resolved", [](LinkState &s) -> llvm::Error {
      return checkResolved(*s.program, *s.target,
                           s.request.allowUnresolved ? &s.result.unresolved : nullptr);
    }};
const PipelineStep dedupeVersionMetadataStep{"dedupe-version-metadata",
                                             [](LinkState &s) -> llvm::Error {
                                               dedupeVersionMetadata(*s.program);
                                               return llvm::Error::success();
                                             }};
const PipelineStep guardSizeQueriesStep{"guard-size-queries", [](LinkState &s) -> llvm::Error {
                                          guardSizeQueries(*s.program, *s.target);
                                          return llvm::Error::success();
                                        }};
const PipelineStep internalizeStep{"internalize", [](LinkState &s) -> llvm::Error {
                                     internalize(*s.program, *s.target);
                                     return llvm::Error::success();
                                   }};
const PipelineStep prepareSpirCastsStep{"prepare-spir-casts", [](LinkState &s) -> llvm::Error {
                                          prepareSpirCasts(*s.program, *s.target);
                                          return llvm::Error::success();
                                        }};
const PipelineStep optimizeStep{"optimize", [](LinkState &s) -> llvm::Error {
                                  optimize(*s.program, *s.target, s.request.optLevel,
                                           /*reoptimized=*/false);
                                  return s.reported("cannot optimize the program");
                                }};
const PipelineStep hoistDispatchedPrefixStep{"hoist-dispatched-prefix",
                                             [](LinkState &s) -> llvm::Error {
                                               hoistDispatchedPrefix(*s.program);
                                               return llvm::Error::success();
                                             }};
// A request option rather than a mode (the layer asks for it at every level).
const PipelineStep variadicVectorsStep{"pass-variadic-vectors-as-x86-64",
                                       [](LinkState &s) -> llvm::Error {
                                         if (s.request.variadicVectorsAsX86_64)
                                           passVariadicVectorsAsX86_64(*s.program);
                                         return llvm::Error::success();
                                       }};
const PipelineStep checkSpirCastsAnsweredStep{
    "check-spir-casts-answered", [](LinkState &s) -> llvm::Error {
      std::vector<std::string> casts = unansweredSpirCasts(*s.program, *s.target);
      if (casts.empty())
        return llvm::Error::success();
      std::string msg;
      for (const std::string &cast : casts)
        msg += (msg.empty() ? "" : "\nerror: ") + cast +
               ": the pointer's address space is not known at link time (it is loaded from "
               "memory, or passed to a function that was not inlined), and " +
               s.target->name + "'s runtimes cannot tell it either (memory is flat there)";
      return error(msg);
    }};
const PipelineStep verifyStep{
    "verify", [](LinkState &s) -> llvm::Error {
      std::string problems;
      llvm::raw_string_ostream os(problems);
      if (llvm::verifyModule(*s.program, &os))
        return error("internal error: linked module is invalid: " + os.str());
      return llvm::Error::success();
    }};
const PipelineStep emitStep{"emit", [](LinkState &s) -> llvm::Error {
                              auto bytes = emit(*s.program, *s.target, s.request.emit);
                              if (!bytes)
                                return bytes.takeError();
                              if (llvm::Error e = s.reported("cannot emit the program"))
                                return e;
                              s.result.bytes = std::move(*bytes);
                              s.result.warnings += s.diags.warnings;
                              return llvm::Error::success();
                            }};

// The layer's mode only (LinkRequest::inlineLaneWiseOverloads above -O0):
// its consumer, PoCL, optimizes each kernel again, so the library's bodies
// are not simplified again by themselves, and the optimizer is the inliner
// with one round of simplification (emit/Optimize.cpp says why).
const PipelineStep noteProgramDefinitionsStep{"note-program-definitions",
                                              [](LinkState &s) -> llvm::Error {
                                                for (const llvm::Function &f : *s.program)
                                                  if (!f.isDeclaration())
                                                    s.programDefined.insert(f.getName());
                                                return llvm::Error::success();
                                              }};
const PipelineStep markPreoptimizedStep{"mark-preoptimized", [](LinkState &s) -> llvm::Error {
                                          markPreoptimized(*s.program, s.programDefined, *s.target);
                                          return llvm::Error::success();
                                        }};
const PipelineStep inlineLaneWiseOverloadsStep{"inline-lane-wise-overloads",
                                               [](LinkState &s) -> llvm::Error {
                                                 inlineLaneWiseOverloads(*s.program, *s.target);
                                                 return llvm::Error::success();
                                               }};
const PipelineStep inlineSmallLibraryFunctionsStep{
    "inline-small-library-functions", [](LinkState &s) -> llvm::Error {
      inlineSmallLibraryFunctions(*s.program, s.programDefined, *s.target);
      return llvm::Error::success();
    }};
const PipelineStep inlineAndSimplifyStep{"inline-and-simplify", [](LinkState &s) -> llvm::Error {
                                           optimize(*s.program, *s.target, s.request.optLevel,
                                                    /*reoptimized=*/true);
                                           return s.reported("cannot optimize the program");
                                         }};
const PipelineStep keepLibraryCallsOutOfLineStep{
    "keep-library-calls-out-of-line", [](LinkState &s) -> llvm::Error {
      keepLibraryCallsOutOfLine(*s.program, s.programDefined, *s.target);
      return llvm::Error::success();
    }};

// The default: the library's builtins linked into the program, the
// kernel-context hooks resolved, everything optimized at the level, emitted.
const PipelineStep standard[] = {
    checkRequestStep,
    readInputsStep,
    loadLibraryStep,
    linkLibraryStep,
    resolveControlsStep,
    lowerSamplerInitializersStep,
    lowerPrintfStep,
    rejectRecursionStep,
    separateCalledKernelsStep,
    checkReqdWorkGroupSizesStep,
    assignWorkGroupScratchStep,
    addLaunchParameterStep,
    checkResolvedStep,
    dedupeVersionMetadataStep,
    guardSizeQueriesStep,
    internalizeStep,
    prepareSpirCastsStep,
    optimizeStep,
    hoistDispatchedPrefixStep,
    variadicVectorsStep,
    checkSpirCastsAnsweredStep,
    verifyStep,
    emitStep,
};

// The layer's mode: the default's steps with the five of its own.
const PipelineStep reoptimized[] = {
    checkRequestStep,
    readInputsStep,
    loadLibraryStep,
    noteProgramDefinitionsStep,
    linkLibraryStep,
    markPreoptimizedStep,
    resolveControlsStep,
    lowerSamplerInitializersStep,
    lowerPrintfStep,
    rejectRecursionStep,
    separateCalledKernelsStep,
    checkReqdWorkGroupSizesStep,
    assignWorkGroupScratchStep,
    addLaunchParameterStep,
    checkResolvedStep,
    dedupeVersionMetadataStep,
    guardSizeQueriesStep,
    internalizeStep,
    prepareSpirCastsStep,
    inlineLaneWiseOverloadsStep,
    inlineSmallLibraryFunctionsStep,
    inlineAndSimplifyStep,
    keepLibraryCallsOutOfLineStep,
    hoistDispatchedPrefixStep,
    variadicVectorsStep,
    checkSpirCastsAnsweredStep,
    verifyStep,
    emitStep,
};

// An OpenCL "compiled object": the inputs as one module, as they are.
const PipelineStep compileOnly[] = {
    checkRequestStep,
    readInputsStep,
    dedupeVersionMetadataStep,
    emitStep,
};

}  // namespace

llvm::ArrayRef<PipelineStep> pipelineSteps(LinkMode mode) {
  switch (mode) {
  case LinkMode::Standard:
    return standard;
  case LinkMode::Reoptimized:
    return reoptimized;
  case LinkMode::CompileOnly:
    return compileOnly;
  }
  return standard;
}

}  // namespace clb
