// The link's per-kernel steps: calls between the program's functions
// (Calls.cpp), the work-group size a kernel requires (ReqdWorkGroupSize.cpp),
// the collectives' scratch (WorkGroupScratch.cpp) with the kernel versioned
// on its group's shape (ShapeVersions.cpp, HoistDispatch.cpp) and its launch
// bounds (LaunchBounds.cpp), and the launch parameter (LaunchParameter.cpp).
// Each resolves library hooks that only a kernel can answer
// (KernelContext.cpp has what they share).
#ifndef CLB_LINK_KERNELS_H
#define CLB_LINK_KERNELS_H

#include "support/Support.h"

#include <llvm/ADT/ArrayRef.h>
#include <llvm/ADT/SetVector.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/InstrTypes.h>

namespace clb {

// Calls.cpp: an error naming the cycle if any function of `m` can call
// itself, directly or through others: OpenCL C has no recursion, and the
// steps after this (inlining the collectives into each kernel) rely on it.
// Also refuses calls nested deeper than maxDepth functions (0: no limit).
llvm::Error rejectRecursion(const llvm::Module &m, const TargetInfo &target, unsigned maxDepth);
// A kernel called from another function runs as a plain function of its
// caller's work-group: each such call is redirected to a plain (non-kernel)
// copy of the kernel's body, so that the kernel's own scratch, phase and
// reqd_work_group_size stay its own and never reach its callers.
void separateCalledKernels(llvm::Module &m, const TargetInfo &target);

// ReqdWorkGroupSize.cpp: an error naming the kernel if a reqd_work_group_size
// exceeds the target's maximum work-group size, in a dimension or as a product.
llvm::Error checkReqdWorkGroupSizes(const llvm::Module &m, const TargetInfo &target);
// reqd_work_group_size in dimension d, 0 if the kernel has none.
uint64_t reqdSize(const llvm::Function &kernel, uint64_t d);

// WorkGroupScratch.cpp: gives each kernel that uses work-group collectives its
// own __local scratch (<kernel>.__clb_work_group_scratch), inlining the
// collectives into it, versioning it on its shape and giving it launch bounds.
llvm::Error assignWorkGroupScratch(llvm::Module &m, const TargetInfo &target);
// For a library used without clb-link (the SPIR-V module that spirv-link and
// rusticl take): one module-level __local scratch, sized for the target's
// largest work-group, behind the library's scratch hook. SPIR-V gives each
// work-group its own copy of a Workgroup variable, so sharing is safe there.
void defineSharedWorkGroupScratch(llvm::Module &m, const TargetInfo &target);

// ShapeVersions.cpp: answers the shape checks that do not apply (`others`)
// false in `kernel`, versions it on `check`, then the copy where it holds on
// each of `inner` in turn (the header comment of ShapeVersions.cpp says how).
llvm::Error versionOnShape(llvm::Function *check, llvm::ArrayRef<llvm::Function *> others,
                           llvm::ArrayRef<llvm::Function *> inner, llvm::Function &kernel);
// Kernels versioned on their shape carry kVersioned until
// hoistDispatchedPrefix (HoistDispatch.cpp), after the optimizer, has moved
// the copies' common first instructions above the dispatch; the branches
// that pick a copy carry kDispatchMetadata until then.
inline constexpr const char *kVersioned = "clb-versioned";
inline constexpr const char *kDispatchMetadata = "clb.dispatch";
void hoistDispatchedPrefix(llvm::Module &m);

// LaunchBounds.cpp: the work-group bound a kernel's collectives were sized
// for, told to the backend as the target's CLB_LAUNCH_BOUNDS style says.
void addLaunchBounds(llvm::Function &kernel, const TargetInfo &target);
bool isLaunchBoundsStyle(const std::string &style);

// LaunchParameter.cpp: targets with a launch parameter
// (TargetInfo::launchParameterBytes): appends it to every kernel and
// resolves the library's hooks for it in each. Runs after
// separateCalledKernels.
llvm::Error addLaunchParameter(llvm::Module &m, const TargetInfo &target, bool uniformLaunch);

// KernelContext.cpp, what the steps above share:
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

}  // namespace clb

#endif
