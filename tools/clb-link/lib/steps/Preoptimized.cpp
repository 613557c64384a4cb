// Library functions the pipeline need not simplify again.
//
// The library's bodies were optimized when it was built (clang -O2 per
// source file, then clb-libgen). The CGSCC pipeline visits every function
// bottom-up and runs the whole function simplification pipeline on each
// before inlining it, so a program that reaches thousands of library
// functions (one calling every conversion reaches about 4,000) pays for
// simplifying each of them once more, by itself, for nothing: most are then
// inlined into their callers and simplified there, in context. For the
// consumers that optimize the program again themselves (the PoCL layer,
// LinkRequest::inlineLaneWiseOverloads), those passes are skipped: a
// conversions program's -O2 pipeline runs about 25% faster.
//
// A body is left alone only if nothing the link does after reading it can
// make it simplify further: it references no global variable (the link-time
// controls become constants, work-group scratch and launch parameters are
// assigned) and calls no declaration (work-item queries get guarded, address
// space casts answered, runtime builtins resolved).
#include "steps/Steps.h"

#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

namespace clb {

static bool selfContained(const llvm::Function &f) {
  for (const llvm::BasicBlock &b : f)
    for (const llvm::Instruction &i : b) {
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&i)) {
        const llvm::Function *callee = call->getCalledFunction();
        if (!callee || (callee->isDeclaration() && !callee->isIntrinsic()))
          return false;
      }
      for (const llvm::Value *op : i.operands())
        if (llvm::isa<llvm::GlobalVariable>(op->stripPointerCasts()))
          return false;
    }
  return true;
}

void markPreoptimized(llvm::Module &m, const llvm::StringSet<> &programDefined,
                      const TargetInfo &target) {
  for (llvm::Function &f : m)
    if (!f.isDeclaration() && !programDefined.count(f.getName()) && !isKernel(f, target) &&
        selfContained(f))
      f.addFnAttr(kPreoptimized);
}

}  // namespace clb
