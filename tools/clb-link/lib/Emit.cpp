// Optimization and the output forms. A target with a processor (CLB_CPU) gets
// an LLVM TargetMachine, for the cost model during optimization and for the
// asm and obj forms; SPIR targets have no LLVM backend in LLVM 15 and are
// optimized target-independently.
#include "Internal.h"

#include <LLVMSPIRVLib/LLVMSPIRVLib.h>
#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LegacyPassManager.h>
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

#include <cstring>
#include <mutex>
#include <sstream>
#include <vector>

namespace clb {

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

// Null for a target without a processor. Every backend LLVM was built with is
// registered, so the triple alone picks it: a target names no backend in C++.
static llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
targetMachine(const TargetInfo &target) {
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
  std::unique_ptr<llvm::TargetMachine> tm(t->createTargetMachine(
      target.triple, target.cpu, target.features, llvm::TargetOptions(), llvm::Reloc::PIC_,
      llvm::None, llvm::CodeGenOpt::Aggressive));
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
// functions (Preoptimized.cpp): they are simplified where they are inlined.
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
  first.passes.addPass(SROAPass());
  first.passes.addPass(EarlyCSEPass());
  mpm.addPass(createModuleToFunctionPassAdaptor(std::move(first)));
  ModuleInlinerWrapperPass inliner(getInlineParams(level, 0), /*MandatoryFirst=*/true,
                                   InlineContext{ThinOrFullLTOPhase::None, InlinePass::CGSCCInliner});
  UnlessPreoptimized simplify;
  simplify.passes.addPass(SROAPass());
  simplify.passes.addPass(EarlyCSEPass());
  simplify.passes.addPass(InstCombinePass(/*MaxIterations=*/1));
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

// A half value anywhere: an argument, a result, a constant operand.
static bool computesOnHalf(const llvm::Module &m) {
  auto isHalf = [](const llvm::Type *t) { return t->getScalarType()->isHalfTy(); };
  for (const llvm::Function &f : m) {
    if (isHalf(f.getReturnType()))
      return true;
    for (const llvm::Argument &a : f.args())
      if (isHalf(a.getType()))
        return true;
    for (const llvm::BasicBlock &b : f)
      for (const llvm::Instruction &i : b) {
        if (isHalf(i.getType()))
          return true;
        for (const llvm::Value *op : i.operands())
          if (isHalf(op->getType()))
            return true;
      }
  }
  return false;
}

// `spv` with OpCapability `capability` among its capabilities, which come
// first after the 5-word header; empty if `spv` is not little-endian SPIR-V.
static std::string withCapability(const std::string &spv, uint32_t capability) {
  const uint32_t opCapability = 17;
  std::vector<uint32_t> words(spv.size() / 4);
  std::memcpy(words.data(), spv.data(), words.size() * 4);
  if (words.size() < 5 || words[0] != 0x07230203u)
    return "";
  size_t at = 5;
  while (at + 1 < words.size() && words[at] == (2u << 16 | opCapability)) {
    if (words[at + 1] == capability)
      return spv;
    at += 2;
  }
  words.insert(words.begin() + at, {2u << 16 | opCapability, capability});
  return std::string(reinterpret_cast<const char *>(words.data()), words.size() * 4);
}

// What SPIRV-LLVM-Translator 15 needs and the optimizer does not ensure:
//  - no `freeze`, which it cannot translate and ends the process on (the
//    optimizer makes them, e.g. turning a select into a branch). SPIR-V 1.0
//    has no poison, only OpUndef, so a freeze is its operand there, as later
//    translators translate it;
//  - blocks laid out after their dominators, SPIR-V's rule (spirv-val checks
//    it), which the translator copies from LLVM's layout without restoring:
//    reverse post-order.
static void prepareForSpirv(llvm::Module &m) {
  for (llvm::Function &f : m) {
    if (f.isDeclaration())
      continue;
    for (llvm::BasicBlock &bb : f)
      for (llvm::Instruction &i : llvm::make_early_inc_range(bb))
        if (auto *freeze = llvm::dyn_cast<llvm::FreezeInst>(&i)) {
          freeze->replaceAllUsesWith(freeze->getOperand(0));
          freeze->eraseFromParent();
        }
    llvm::ReversePostOrderTraversal<llvm::Function *> rpo(&f);
    llvm::BasicBlock *last = nullptr;
    for (llvm::BasicBlock *bb : rpo) {
      if (last)
        bb->moveAfter(last);
      last = bb;
    }
  }
}

bool writeSpirvModule(llvm::Module &m, std::ostream &os, std::string &err, bool crossDevice) {
  lowerForSpirv(m, crossDevice);
  prepareForSpirv(m);
  // llvm-spirv 15 declares Float16 (half values, not only half buffers) only
  // for an OpenCL C module whose opencl.used.extensions names cl_khr_fp16,
  // metadata clang 15 no longer writes (and the Mesa module is not marked
  // OpenCL C at all); without it a module computing on half claims only
  // Float16Buffer, which spirv-val accepts and the SPIR-V spec does not.
  const bool half = computesOnHalf(m);  // before the translator rewrites m
  std::ostringstream spv;
  if (!llvm::writeSpirv(&m, SPIRV::TranslatorOpts(SPIRV::VersionNumber::SPIRV_1_0), spv, err))
    return false;
  std::string bytes = withExactFloatArithmetic(spv.str());
  if (bytes.empty()) {
    err = "the translator's output is not little-endian SPIR-V";
    return false;
  }
  if (half) {
    const uint32_t float16 = 9;
    bytes = withCapability(bytes, float16);
    if (bytes.empty()) {
      err = "the translator's output is not little-endian SPIR-V";
      return false;
    }
  }
  os << bytes;
  return true;
}

bool isEmitForm(const std::string &form) {
  for (const char *f : {"bc", "ll", "spv", "asm", "obj"})
    if (form == f)
      return true;
  return false;
}

// The backend's assembly or object file.
static llvm::Expected<std::string> codegen(llvm::Module &m, const TargetInfo &target,
                                           llvm::CodeGenFileType type) {
  auto tm = targetMachine(target);
  if (!tm)
    return tm.takeError();
  if (!*tm)
    return error(target.name + " has no LLVM backend (no CLB_CPU in its target.cmake)");
  m.setDataLayout((*tm)->createDataLayout());
  llvm::SmallString<0> buffer;
  llvm::raw_svector_ostream os(buffer);
  llvm::legacy::PassManager pm;
  if ((*tm)->addPassesToEmitFile(pm, os, nullptr, type))
    return error("the LLVM backend for " + target.triple + " cannot emit this file type");
  pm.run(m);
  return std::string(buffer.str());
}

// SPIR-V takes a barrier's or fence's flags, memory order and scope as
// constant ids, and the translator ends the process on a call that computes
// one at run time: such a program is refused here, naming the call.
static llvm::Error syncOperandsAreConstant(const llvm::Module &m, const TargetInfo &target) {
  static const char *const kSync[] = {"_Z7barrierj",
                                      "_Z18work_group_barrierj",
                                      "_Z18work_group_barrierj12memory_scope",
                                      "_Z17sub_group_barrierj",
                                      "_Z17sub_group_barrierj12memory_scope",
                                      "_Z22atomic_work_item_fencej12memory_order12memory_scope"};
  for (const char *name : kSync) {
    const llvm::Function *f = m.getFunction(name);
    if (!f)
      continue;
    for (const llvm::User *u : f->users())
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(u))
        for (const llvm::Use &a : call->args())
          if (!llvm::isa<llvm::Constant>(a.get()))
            return error("SPIR-V needs the flags, memory order and scope of " +
                         demangleBuiltin(name, &target) +
                         " to be constants; the program computes one at run time");
  }
  return llvm::Error::success();
}

llvm::Expected<std::string> emit(llvm::Module &m, const TargetInfo &target,
                                 const std::string &kind) {
  auto at = std::find(target.emits.begin(), target.emits.end(), kind);
  if (at == target.emits.end())
    return error("cannot emit '" + kind + "' for " + target.name);
  const std::string &form = target.emitForms[at - target.emits.begin()];
  std::string out;
  if (form == "bc") {
    llvm::raw_string_ostream os(out);
    llvm::WriteBitcodeToFile(m, os);
    os.flush();
    return out;
  }
  if (form == "ll") {
    llvm::raw_string_ostream os(out);
    m.print(os, nullptr);
    os.flush();
    return out;
  }
  if (form == "spv") {
    if (llvm::Error e = syncOperandsAreConstant(m, target))
      return std::move(e);
    std::ostringstream os;
    std::string err;
    if (!writeSpirvModule(m, os, err))
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "SPIR-V translation failed: %s", err.c_str());
    return os.str();
  }
  if (form == "asm")
    return codegen(m, target, llvm::CGFT_AssemblyFile);
  if (form == "obj")
    return codegen(m, target, llvm::CGFT_ObjectFile);
  return error("unknown emit form '" + form + "' for " + kind);
}

}  // namespace clb
