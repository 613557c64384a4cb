// Pieces of the link pipeline shared between its source files.
#ifndef CLB_LINK_INTERNAL_H
#define CLB_LINK_INTERNAL_H

#include "clbuiltins/Link.h"

#include <llvm/ADT/STLFunctionalExtras.h>
#include <llvm/ADT/SetVector.h>
#include <llvm/ADT/StringSet.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PassManager.h>
#include <llvm/Support/MemoryBufferRef.h>

#include <iosfwd>

#include <memory>
#include <optional>

namespace clb {

// A kernel entry point: a calling convention the target lists in
// CLB_KERNEL_CALLING_CONVENTIONS (Targets.cpp).
bool isKernel(const llvm::Function &f, const TargetInfo &target);

// What LLVM reported through a context's diagnostic handler (Diagnostics.cpp).
struct DiagnosticLog {
  std::string errors;    // one per line
  std::string warnings;  // one "warning: " line each
  std::string takeErrors();
};

// Installs on `ctx` a handler that appends to `log`, which must outlive the
// context's use, instead of LLVM's default, which exits the process on errors.
void collectDiagnostics(llvm::LLVMContext &ctx, DiagnosticLog &log);

// An error naming the cycle if any function of `m` can call itself, directly
// or through others: OpenCL C has no recursion, and the passes after this
// (inlining the collectives into each kernel) rely on it.
// Also refuses calls nested deeper than maxDepth functions (0: no limit).
llvm::Error rejectRecursion(const llvm::Module &m, const TargetInfo &target, unsigned maxDepth);

// A kernel called from another function runs as a plain function of its
// caller's work-group: each such call is redirected to a plain (non-kernel)
// copy of the kernel's body, so that the kernel's own scratch, phase and
// reqd_work_group_size stay its own and never reach its callers.
void separateCalledKernels(llvm::Module &m, const TargetInfo &target);

// An error naming the kernel if a reqd_work_group_size exceeds the target's
// maximum work-group size, in a dimension or as a product.
llvm::Error checkReqdWorkGroupSizes(const llvm::Module &m, const TargetInfo &target);

// Runs `work`, code clb-link calls but does not own (LLVM's bitcode reader,
// clang's front end), under LLVM's crash recovery (CrashRecovery.cpp): 0 if
// it returned, else the signal that ended it (-1 if not known). After a
// crash, nothing `work` touched may be used or destroyed: abandon it.
int runRecoverably(llvm::function_ref<void()> work);
// "crashed <doing> (signal 11)", "aborted <doing> (signal 6)": for the
// input's error.
std::string crashDescription(int signal, const std::string &doing);
// A context a crash may have left in no known state (a module half made in
// it): the ContextOwner holding it keeps it, never destroying it.
void abandonContext(llvm::LLVMContext &ctx);
// Keeps `object` alive and reachable for the rest of the process.
void abandonObject(std::shared_ptr<void> object);
struct ContextRelease {
  void operator()(llvm::LLVMContext *ctx) const;
};
using ContextOwner = std::unique_ptr<llvm::LLVMContext, ContextRelease>;
inline ContextOwner newContext() { return ContextOwner(new llvm::LLVMContext); }

// Compiles OpenCL C for `target` in-process with clang 15. `text` is the
// source when given, else the file `name` is read. On success, clang's
// warnings are appended to `warnings` when given. If clang crashes, the
// error says so and `ctx` is abandoned (it must be held by a ContextOwner).
llvm::Expected<std::unique_ptr<llvm::Module>>
compileOpenCL(const std::string &name, const std::optional<std::string> &text,
              const TargetInfo &target, const std::vector<std::string> &clangArgs,
              llvm::LLVMContext &ctx, std::string *warnings = nullptr);

// Loads one INPUT: OpenCL C (.cl), LLVM bitcode (by its magic) or LLVM IR (.ll).
llvm::Expected<std::unique_ptr<llvm::Module>>
loadInput(const std::string &path, const TargetInfo &target,
          const std::vector<std::string> &clangArgs, llvm::LLVMContext &ctx);

// A user's bitcode held in memory (`path` names it in errors), parsed and
// verified as loadInput does.
llvm::Expected<std::unique_ptr<llvm::Module>>
parseBitcodeInput(const std::string &path, llvm::MemoryBufferRef bytes, llvm::LLVMContext &ctx);

// Parses bitcode from a file, naming the file and the reason on failure.
llvm::Expected<std::unique_ptr<llvm::Module>> loadBitcode(const std::string &path,
                                                          llvm::LLVMContext &ctx);
// The same, reading only the module's symbols: each function body is read
// when it is materialized (Function::materialize, or the IR linker moving it).
llvm::Expected<std::unique_ptr<llvm::Module>> loadBitcodeLazily(const std::string &path,
                                                                llvm::LLVMContext &ctx);

// An error unless the module was made for the target's architecture.
llvm::Error checkTriple(const llvm::Module &m, const TargetInfo &target,
                        const std::string &what);

// Gives each kernel that uses work-group collectives its own __local scratch
// (<kernel>.__clb_work_group_scratch), inlining the collectives into it.
llvm::Error assignWorkGroupScratch(llvm::Module &m, const TargetInfo &target);

// Functions with a body from which a call to one of `roots` is reachable.
llvm::SetVector<llvm::Function *> reachingFunctions(llvm::ArrayRef<llvm::Function *> roots);

// Inlines every call in `kernel` that can reach a kernel-context function
// (one of `reach`), until only direct calls to those remain. OpenCL C has no
// recursion, so this ends. Calls to the functions in `keep` stay calls.
llvm::Error inlineReaching(llvm::Function &kernel, const llvm::SetVector<llvm::Function *> &reach,
                           llvm::ArrayRef<const llvm::Function *> keep);

// After every kernel's calls to the kernel-context functions `roots` were
// resolved: drops the functions of `reach` no kernel calls any more, then the
// roots; an error naming `what` and a caller if a root is still called.
llvm::Error dropKernelContextHooks(llvm::SetVector<llvm::Function *> &reach,
                                   llvm::ArrayRef<llvm::Function *> roots, const char *what,
                                   const TargetInfo &target);

// The direct calls to `f` (may be null) in `kernel`.
llvm::SmallVector<llvm::CallBase *, 16> callsIn(llvm::Function *f, llvm::Function &kernel);

// Targets with a launch parameter (TargetInfo::launchParameterBytes): appends
// it to every kernel and resolves the library's hooks for it in each
// (LaunchParameter.cpp). Runs after separateCalledKernels.
llvm::Error addLaunchParameter(llvm::Module &m, const TargetInfo &target, bool uniformLaunch);

// For a library used without clb-link (the SPIR-V module that spirv-link and
// rusticl take): one module-level __local scratch, sized for the target's
// largest work-group, behind the library's scratch hook. SPIR-V gives each
// work-group its own copy of a Workgroup variable, so sharing is safe there.
void defineSharedWorkGroupScratch(llvm::Module &m, const TargetInfo &target);

// An error naming the first value of targets/<t>/target.cmake that clb-link
// cannot act on (an unknown emit form or launch-bounds style). clb-libgen
// checks each target it builds, so bad data fails the build.
llvm::Error checkTarget(const TargetInfo &target);
bool isEmitForm(const std::string &form);
bool isLaunchBoundsStyle(const std::string &style);

// The work-group bound a kernel's collectives were sized for, told to the
// backend as the target's CLB_LAUNCH_BOUNDS style says (LaunchBounds.cpp).
void addLaunchBounds(llvm::Function &kernel, const TargetInfo &target);

// reqd_work_group_size in dimension d, 0 if the kernel has none.
uint64_t reqdSize(const llvm::Function &kernel, uint64_t d);

// Answers NVVM's address-space queries where the IR shows the pointer's
// space (AddressSpaceQueries.cpp); optimize() runs it after each instcombine.
// On a target with SPIR casts (TargetInfo::spirCasts) it answers
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

// LinkRequest::inlineLaneWiseOverloads (LaneWise.cpp).
void inlineLaneWiseOverloads(llvm::Module &m, const TargetInfo &target);

// The attribute that tells optimize() a function's body is the library's
// own, already optimized, and reads nothing the link gives values to: its
// function passes are skipped (it is simplified where it is inlined).
inline constexpr const char *kPreoptimized = "clb-preoptimized";
// Marks the functions defined now but not in `programDefined` (the library's,
// just linked) that reference no global variable (the controls, scratch and
// launch globals the link resolves) and call no declaration (work-item
// queries the link guards, casts it answers, runtime builtins).
void markPreoptimized(llvm::Module &m, const llvm::StringSet<> &programDefined,
                      const TargetInfo &target);

// The layer's mode (LibraryInlining.cpp), before and after optimize(): the
// library's functions of a few instructions become always_inline; those the
// pipeline then left called become noinline, so PoCL, which compiles each
// kernel alone, does not copy them into every kernel and its entry points.
void inlineSmallLibraryFunctions(llvm::Module &m, const llvm::StringSet<> &programDefined,
                                 const TargetInfo &target);
void keepLibraryCallsOutOfLine(llvm::Module &m, const llvm::StringSet<> &programDefined,
                               const TargetInfo &target);

// Kernels Scratch.cpp versioned on their shape carry kVersioned until
// hoistDispatchedPrefix (HoistDispatch.cpp), after the pipeline, has moved
// the copies' common first instructions above the dispatch; the branches
// that pick a copy carry kDispatchMetadata until then.
inline constexpr const char *kVersioned = "clb-versioned";
inline constexpr const char *kDispatchMetadata = "clb.dispatch";
void hoistDispatchedPrefix(llvm::Module &m);

// Runs the optimization pipeline for the level; 0 still inlines always_inline
// and drops what nothing uses. Function passes skip kPreoptimized functions,
// and the attribute is removed. `reoptimized`: the consumer optimizes the
// program again (LinkRequest::inlineLaneWiseOverloads), and above 0 the
// pipeline is the inliner with one round of simplification (Emit.cpp).
void optimize(llvm::Module &m, const TargetInfo &target, int level, bool reoptimized);

// The module in the form the target gives the emit kind (TargetInfo::emitForms).
llvm::Expected<std::string> emit(llvm::Module &m, const TargetInfo &target,
                                 const std::string &kind);

// `m` as SPIR-V 1.0 (the version every consumer reads, and that spirv-link
// pairs with llvm-spirv's default modules), declaring what it uses. False with
// `err` set when the translator refuses it. crossDevice: see
// lowerAtomicsForSpirv.
bool writeSpirvModule(llvm::Module &m, std::ostream &os, std::string &err,
                      bool crossDevice = true);

// The SPIR-V binary `spv` with every float arithmetic instruction that has no
// FPFastMathMode decorated FPFastMathMode None, so that consumers keep it as
// written (SpirvExactFloat.cpp says why); "" if `spv` is not a little-endian
// SPIR-V module.
std::string withExactFloatArithmetic(const std::string &spv);

// Expands the intrinsics llvm-spirv 15 cannot translate (saturating
// arithmetic, vector reductions) into plain instructions and puts functions
// with sampler parameters first (see LowerForSpirv.cpp); run it just before
// translation.
void lowerForSpirv(llvm::Module &m, bool crossDevice = true);

// The library's SPIR atomic markers (__clb_llvm_atomicrmw_add, ...) defined
// as LLVM atomic instructions with each order and syncscope
// (LlvmAtomics.cpp); clb-libgen runs it on every library.
llvm::Error defineAtomicMarkers(llvm::Module &m);

// Each atomic instruction as the SPIR-V friendly call (__spirv_AtomicIAdd,
// ...) that gives llvm-spirv 15 its Scope and Semantics, which it would take
// from the instruction as Device and the ordering alone; lowerForSpirv runs it.
// The system scope (all_svm_devices) becomes CrossDevice, or Device without
// crossDevice: Mesa 22.3 (rusticl) fails to load a library module with any
// CrossDevice scope.
void lowerAtomicsForSpirv(llvm::Module &m, bool crossDevice);

// The library's link-time controls (Controls.cpp). clb-libgen defines each
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

// Where the target's library implements images, each call
// __translate_sampler_initializer(bits) (a sampler declared in the program)
// becomes inttoptr of its bits (SamplerInitializers.cpp); an error for a
// declaration of another type or a use other than a call.
llvm::Error lowerSamplerInitializers(llvm::Module &m, const TargetInfo &target);

// On a target whose printf is CUDA's vprintf (TargetInfo::printf), each
// printf call becomes a vprintf call with its OpenCL C vector specifiers
// expanded and its arguments packed as C's printf reads them (Printf.cpp);
// on one whose printf is the code object's printf buffer (amdgcn), a record
// of that buffer with the same expansion and an llvm.printf.fmts entry; an
// error names a format the arguments cannot be matched with.
llvm::Error lowerPrintf(llvm::Module &m, const TargetInfo &target);
bool isPrintfStyle(const std::string &style);

// LinkRequest::variadicVectorsAsX86_64 (VariadicVectors.cpp).
void passVariadicVectorsAsX86_64(llvm::Module &m);

}  // namespace clb

#endif
