// Optimization. A target with a processor (CLB_CPU) gets an LLVM
// TargetMachine, for the cost model here and for the asm and obj forms
// (Emit.cpp); SPIR targets have no LLVM backend in LLVM 15 and are optimized
// target-independently.
#include "emit/Emit.h"
#include "steps/Steps.h"
#include "support/LLVMCompat.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Instructions.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Transforms/IPO/AlwaysInliner.h>
#include <llvm/Transforms/IPO/GlobalDCE.h>
#include <llvm/Transforms/IPO/Inliner.h>
#include <llvm/Transforms/InstCombine/InstCombine.h>
#include <llvm/Transforms/Scalar/EarlyCSE.h>
#include <llvm/Transforms/Scalar/SROA.h>
#include <llvm/Transforms/Scalar/SimplifyCFG.h>

#include <mutex>

namespace clb {

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

// Null for a target without a processor. Every backend LLVM was built with is
// registered, so the triple alone picks it: a target names no backend in C++.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>> targetMachine(const TargetInfo &target) {
  if (target.cpu.empty())
    return nullptr;
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeAllTargetInfos();
    llvm::InitializeAllTargets();
    llvm::InitializeAllTargetMCs();
    llvm::InitializeAllAsmPrinters();
  });
  std::string err;
  const llvm::Target *t = llvm::TargetRegistry::lookupTarget(target.triple, err);
  if (!t)
    return error("no LLVM backend for " + target.name + " (" + target.triple + "): " + err);
  std::unique_ptr<llvm::TargetMachine> tm(
      t->createTargetMachine(target.triple, target.cpu, target.features, llvm::TargetOptions(),
                             llvm::Reloc::PIC_, compat::kNoCodeModel, compat::kAggressiveCodeGen));
  if (!tm)
    return error("the LLVM backend for " + target.triple + " rejects processor " + target.cpu);
  return std::move(tm);
}

// NVPTX's data layout names i64 a native integer (n16:32:64), so InstCombine
// widens the phi of an int index to i64 (it folds a phi of truncs into a
// trunc of a phi) and IndVarSimplify widens int induction variables: the
// address of a[i] becomes a 64-bit shift pair and adds, three SASS
// instructions where nvcc keeps i in 32 bits and needs one IMAD.WIDE, and a
// 64-bit add costs two. The GPU's integer unit is 32 bits wide, so nvptx64 is
// optimized with 32 bits as the widest native integer. The `n` field only
// steers the optimizer's choice of widths (no size or alignment changes), and
// the real layout is put back for emission. Returns the layout to restore,
// empty when unchanged.
static std::string narrowNativeIntegersForGpu(llvm::Module &m, const TargetInfo &target) {
  if (!target.narrowNativeIntegers)
    return "";
  const std::string layout = m.getDataLayoutStr();
  const std::string wide = "-n16:32:64";
  const size_t at = layout.find(wide);
  if (at == std::string::npos)
    return "";
  std::string narrow = layout;
  narrow.replace(at, wide.size(), "-n16:32");
  m.setDataLayout(narrow);
  return layout;
}

// The pipeline for a consumer that optimizes the program again, per kernel,
// itself (PoCL: its kernel compiler runs its own -O3 over each work-group
// function, once per local size). What such a consumer needs from the link
// is the library inlined and the program small: the lanes and calls a
// kernel never uses gone, the kernels' stack temporaries promoted, the
// address-space queries answered. The default pipeline's later rounds (GVN,
// the loop passes, the vectorizers, a devirtualization loop, instcombine
// eight times) are the consumer's work done twice, and were most of the
// layer's clBuildProgram on programs with many builtin calls (a program
// calling every conversion: 1.5-1.6 of 1.9 s; this one 0.5-1.0 s in the same
// session, docs/performance.md). One round of
// simplification after inlining leaves the same kernel bodies as -O2 for
// straight-line kernels; the consumer's own pipeline does the rest.
//  1. every function (the library's pre-optimized ones skip it): SROA, then
//     early CSE, which drops a call whose result is unused when the callee
//     only computes (a lane the kernel never reads), before it is inlined;
//  2. bottom-up over the call graph: the inliner at the level's threshold,
//     then one round of SROA, early CSE, one iteration of instcombine, the
//     address-space fold and simplifycfg on each caller after its callees
//     are inlined. (Not attribute inference, nor instcombine to its fixed
//     point: the consumer's pipeline runs both, and on the conversions
//     program they were 2% and 5% of the link's instructions, callgrind.)
//  3. global DCE: the library functions now inlined everywhere.
// The function passes of steps 1 and 2 skip the library's kPreoptimized
// functions (steps/Preoptimized.cpp): they are simplified where they are inlined.
// (Not through a PassInstrumentationCallbacks "should run" callback: its IR
// unit is an llvm::Any, whose any_cast compares type ids that a copy of
// libclb-layer.so built with other flags, such as the sanitizers', does not
// share with libLLVM: there the skip silently never happened, and the
// layer's output differed from one build of it to another.)
struct UnlessPreoptimized : llvm::PassInfoMixin<UnlessPreoptimized> {
  llvm::FunctionPassManager passes;
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am) {
    if (f.hasFnAttribute(kPreoptimized))
      return llvm::PreservedAnalyses::all();
    return passes.run(f, am);
  }
};

static llvm::ModulePassManager reoptimizedPipeline(int level, const TargetInfo &target) {
  using namespace llvm;
  ModulePassManager mpm;
  UnlessPreoptimized first;
  first.passes.addPass(compat::sroaPass());
  first.passes.addPass(EarlyCSEPass());
  mpm.addPass(createModuleToFunctionPassAdaptor(std::move(first)));
  ModuleInlinerWrapperPass inliner(
      getInlineParams(level, 0), /*MandatoryFirst=*/true,
      InlineContext{ThinOrFullLTOPhase::None, InlinePass::CGSCCInliner});
  UnlessPreoptimized simplify;
  simplify.passes.addPass(compat::sroaPass());
  simplify.passes.addPass(EarlyCSEPass());
  simplify.passes.addPass(compat::instCombinePass(1));
  simplify.passes.addPass(FoldAddressSpaceQueries(target));
  simplify.passes.addPass(SimplifyCFGPass());
  inliner.getPM().addPass(createCGSCCToFunctionPassAdaptor(std::move(simplify)));
  mpm.addPass(std::move(inliner));
  mpm.addPass(GlobalDCEPass());
  return mpm;
}

void optimize(llvm::Module &m, const TargetInfo &target, int level, bool reoptimized) {
  // Without a backend the pipeline is target-independent; emit reports the error.
  auto machine = targetMachine(target);
  std::unique_ptr<llvm::TargetMachine> tm;
  if (machine)
    tm = std::move(*machine);
  else
    llvm::consumeError(machine.takeError());
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb(tm.get());
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  pb.registerPeepholeEPCallback([&target](llvm::FunctionPassManager &fpm, llvm::OptimizationLevel) {
    fpm.addPass(FoldAddressSpaceQueries(target));
  });
  llvm::ModulePassManager mpm;
  if (level > 0 && reoptimized) {
    mpm = reoptimizedPipeline(level, target);
  } else if (level == 0) {
    mpm.addPass(llvm::AlwaysInlinerPass());
    mpm.addPass(llvm::GlobalDCEPass());
  } else {
    static const llvm::OptimizationLevel levels[] = {
        llvm::OptimizationLevel::O1, llvm::OptimizationLevel::O2, llvm::OptimizationLevel::O3};
    mpm = pb.buildPerModuleDefaultPipeline(levels[level - 1]);
  }
  const std::string layout = narrowNativeIntegersForGpu(m, target);
  mpm.run(m, mam);
  for (llvm::Function &f : m)
    f.removeFnAttr(kPreoptimized);
  if (!layout.empty())
    m.setDataLayout(layout);
}

}  // namespace clb
