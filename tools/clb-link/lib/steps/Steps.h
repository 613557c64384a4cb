// The link's program-wide steps, each in a file named for it; the pipeline
// (pipeline/Pipeline.cpp) runs them in order. The per-kernel ones (calls,
// collectives, launch ABI) are in kernels/Kernels.h.
#ifndef CLB_LINK_STEPS_H
#define CLB_LINK_STEPS_H

#include "support/Support.h"

#include <llvm/ADT/StringSet.h>
#include <llvm/IR/PassManager.h>

#include <memory>
#include <string>
#include <vector>

namespace clb {

// LibraryLinking.cpp: the target's library from `dir` (defaultLibraryDir()
// when empty), read lazily (only the bodies the program needs are ever read).
llvm::Expected<std::unique_ptr<llvm::Module>> loadLibrary(const std::string &dir,
                                                          const TargetInfo &target,
                                                          llvm::LLVMContext &ctx);
// The library's definitions reachable from what the
// program declares, linked into it; a program's definition of a library or
// runtime name replaces it (with a warning in `warnings`).
llvm::Error linkLibrary(llvm::Module &program, std::unique_ptr<llvm::Module> lib,
                        const TargetInfo &target, std::string &warnings, DiagnosticLog &diags);

// Controls.cpp: the library's link-time controls. clb-libgen defines each
// with its strict value; an error names a control this build does not know.
llvm::Error defineControlDefaults(llvm::Module &lib);
// Replaces each load of a defined control by its value, then drops the
// control (for library modules used without clb-link, whose consumers may
// not fold constant globals).
void foldControls(llvm::Module &m);
// Gives each control of the linked program its value from the user's build
// options, as a constant the optimizer folds.
llvm::Error resolveControls(llvm::Module &m, const std::vector<std::string> &clangArgs);
// The options ask for the correctly rounded math variant (computed through
// double), the option Controls.cpp names once.
bool wantsCorrectlyRoundedMath(const std::vector<std::string> &clangArgs);

// SamplerInitializers.cpp: where the target's library implements images, each
// call __translate_sampler_initializer(bits) (a sampler declared in the
// program) becomes inttoptr of its bits; an error for a declaration of
// another type or a use other than a call.
llvm::Error lowerSamplerInitializers(llvm::Module &m, const TargetInfo &target);

// Printf.cpp: on a target whose printf is CUDA's vprintf (TargetInfo::printf),
// each printf call becomes a vprintf call with its OpenCL C vector specifiers
// expanded and its arguments packed as C's printf reads them; on one whose
// printf is the code object's printf buffer (amdgcn), a record of that
// buffer with the same expansion and an llvm.printf.fmts entry; an error
// names a format the arguments cannot be matched with.
llvm::Error lowerPrintf(llvm::Module &m, const TargetInfo &target);
bool isPrintfStyle(const std::string &style);

// Unresolved.cpp: an error naming each called declaration the library and
// the runtime lack; with `leftExternal`, they are listed there instead.
llvm::Error checkResolved(llvm::Module &m, const TargetInfo &target,
                          std::vector<std::string> *leftExternal = nullptr);

// VersionMetadata.cpp: one OpenCL version where the linked modules' merged
// metadata lists several; consumers (PoCL, the SPIR-V translator) expect one.
void dedupeVersionMetadata(llvm::Module &m);

// SizeQueryGuards.cpp: each call of the target's runtime size queries that
// answer 0 past dimension 2 (PoCL 3.1) guarded to answer 1 there.
void guardSizeQueries(llvm::Module &m, const TargetInfo &target);

// Internalize.cpp: everything but kernels and the target's runtime ABI
// symbols becomes internal, for the optimizer to inline and drop.
void internalize(llvm::Module &m, const TargetInfo &target);

// AddressSpaceQueries.cpp: answers NVVM's address-space queries where the IR
// shows the pointer's space; optimize() runs it after each instcombine. On a
// target with SPIR casts (TargetInfo::spirCasts) it answers
// to_global/to_local/to_private the same way.
struct FoldAddressSpaceQueries : llvm::PassInfoMixin<FoldAddressSpaceQueries> {
  const TargetInfo *target;
  explicit FoldAddressSpaceQueries(const TargetInfo &target) : target(&target) {}
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &);
};
// __to_global, __to_local or __to_private on a target with SPIR casts:
// answered by the fold after inlining, so not missing before it.
bool isSpirCast(const llvm::Function &f, const TargetInfo &target);
// Marks every function through which a SPIR cast can be reached (but
// kernels and what the user marked noinline) always_inline, so the cast sees
// where its pointer came from, at -O0 too.
void prepareSpirCasts(llvm::Module &m, const TargetInfo &target);
// Folds the SPIR casts once more (at -O0 no peephole runs), then lists those
// it could not answer and the target's runtime does not provide: "to_global
// in k", one per cast and function.
std::vector<std::string> unansweredSpirCasts(llvm::Module &m, const TargetInfo &target);

// The layer's mode (LinkRequest::inlineLaneWiseOverloads), whose consumer
// optimizes the program again:
// Preoptimized.cpp: the attribute that tells optimize() a function's body is
// the library's own, already optimized, and reads nothing the link gives
// values to: its function passes are skipped (it is simplified where it is
// inlined).
inline constexpr const char *kPreoptimized = "clb-preoptimized";
// Marks the functions defined now but not in `programDefined` (the library's,
// just linked) that reference no global variable (the controls, scratch and
// launch globals the link resolves) and call no declaration (work-item
// queries the link guards, casts it answers, runtime builtins).
void markPreoptimized(llvm::Module &m, const llvm::StringSet<> &programDefined,
                      const TargetInfo &target);
// LaneWise.cpp: the vector overloads that call their scalar overload once
// per lane inlined into their callers.
void inlineLaneWiseOverloads(llvm::Module &m, const TargetInfo &target);
// LibraryInlining.cpp, before and after optimize(): the library's functions
// of a few instructions become always_inline; those the pipeline then left
// called become noinline, so PoCL, which compiles each kernel alone, does not
// copy them into every kernel and its entry points.
void inlineSmallLibraryFunctions(llvm::Module &m, const llvm::StringSet<> &programDefined,
                                 const TargetInfo &target);
void keepLibraryCallsOutOfLine(llvm::Module &m, const llvm::StringSet<> &programDefined,
                               const TargetInfo &target);

// VariadicVectors.cpp: LinkRequest::variadicVectorsAsX86_64.
void passVariadicVectorsAsX86_64(llvm::Module &m);

}  // namespace clb

#endif
