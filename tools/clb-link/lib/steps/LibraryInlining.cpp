// Which library calls the layer's pipeline inlines, and which it leaves for
// good (LinkRequest::inlineLaneWiseOverloads: the consumer, PoCL, optimizes
// each kernel again when it first runs it).
//
// Small bodies are inlined without asking the cost model. A library function
// of at most kAlwaysInlineSize instructions that calls no other definition
// (its size is final) costs less than the -O2
// threshold wherever it is called, so the inliner would take it anyway; marked
// always_inline it is taken without the cost analysis per call site, which a
// program calling thousands of builtins (every conversion: about 5,400 calls)
// otherwise pays for each of them.
//
// What the inliner left out of line stays out of line. The link sees every
// kernel that calls a library function and declines to copy a large one into
// each (float sin on float4: about 200 instructions, and its double core
// beside it). PoCL compiles each kernel alone, where that function has one
// caller, so its inliner copies it in; then it inlines the kernel into the
// three entry points it generates for it, and generates machine code for the
// function three times per kernel and local size. A program of 50 kernels
// calling sin(float4) spent 1.2-1.3x PoCL's own time to its first results
// that way, 0.8-1.2x with the function kept a call (docs/performance.md).
// Only functions that compute are kept (computesOnly below); the library's
// own noinline fallbacks already were.
#include "steps/Steps.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

namespace clb {

// Instructions; at -O2 the threshold is 225, about five per instruction.
static constexpr unsigned kAlwaysInlineSize = 30;

static bool fromLibrary(const llvm::Function &f, const llvm::StringSet<> &programDefined,
                        const TargetInfo &target) {
  return !f.isDeclaration() && !programDefined.count(f.getName()) && !isKernel(f, target);
}

// A leaf: its size is final (a caller of other functions grows when they are
// inlined into it, and only the inliner, bottom-up, sees how much).
static bool callsNoDefinition(const llvm::Function &f) {
  for (const llvm::BasicBlock &b : f)
    for (const llvm::Instruction &i : b)
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&i)) {
        const llvm::Function *callee = call->getCalledFunction();
        if (!callee || !callee->isDeclaration())
          return false;
      }
  return true;
}

void inlineSmallLibraryFunctions(llvm::Module &m, const llvm::StringSet<> &programDefined,
                                 const TargetInfo &target) {
  for (llvm::Function &f : m)
    if (fromLibrary(f, programDefined, target) && !f.hasFnAttribute(llvm::Attribute::NoInline) &&
        f.getInstructionCount() <= kAlwaysInlineSize && callsNoDefinition(f))
      f.addFnAttr(llvm::Attribute::AlwaysInline);
}

// Whether f and everything it calls is computation only: calls reach
// intrinsics and library definitions, never a declaration. Those are what
// PoCL needs inlined into the kernel, wherever they are called from: barriers
// (its work-group loops are cut at them), work-item queries, printf.
static bool computesOnly(const llvm::Function &f, const llvm::StringSet<> &programDefined,
                         const TargetInfo &target,
                         llvm::DenseMap<const llvm::Function *, bool> &known) {
  auto [at, added] = known.try_emplace(&f, false);  // (the link refused recursion)
  if (!added)
    return at->second;
  bool only = fromLibrary(f, programDefined, target);
  for (const llvm::BasicBlock &b : f)
    for (const llvm::Instruction &i : b)
      if (only)
        if (auto *call = llvm::dyn_cast<llvm::CallBase>(&i)) {
          const llvm::Function *callee = call->getCalledFunction();
          only = callee &&
                 (callee->isIntrinsic() || computesOnly(*callee, programDefined, target, known));
        }
  return known[&f] = only;
}

void keepLibraryCallsOutOfLine(llvm::Module &m, const llvm::StringSet<> &programDefined,
                               const TargetInfo &target) {
  llvm::DenseMap<const llvm::Function *, bool> known;
  for (llvm::Function &f : m)
    if (!f.use_empty() && computesOnly(f, programDefined, target, known)) {
      f.removeFnAttr(llvm::Attribute::AlwaysInline);
      f.addFnAttr(llvm::Attribute::NoInline);
    }
}

}  // namespace clb
