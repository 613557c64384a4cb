// Optimization and the output forms. nvptx64 gets a real TargetMachine (for
// the cost model during optimization and for PTX); SPIR targets have no LLVM
// backend in LLVM 15 and are optimized target-independently.
#include "Internal.h"

#include <LLVMSPIRVLib/LLVMSPIRVLib.h>
#include <llvm/ADT/Triple.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/CodeGen/ExpandReductions.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Transforms/IPO/AlwaysInliner.h>
#include <llvm/Transforms/IPO/GlobalDCE.h>

#include <mutex>
#include <sstream>

namespace clb {

static std::unique_ptr<llvm::TargetMachine> nvptxMachine(const TargetInfo &target,
                                                         std::string &err) {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
  });
  const llvm::Target *t = llvm::TargetRegistry::lookupTarget(target.triple, err);
  if (!t)
    return nullptr;
  // sm_80 / PTX 7.5: the newest LLVM 15 knows; the driver JITs it for newer GPUs.
  return std::unique_ptr<llvm::TargetMachine>(t->createTargetMachine(
      target.triple, "sm_80", "+ptx75", llvm::TargetOptions(), llvm::Reloc::PIC_,
      llvm::None, llvm::CodeGenOpt::Aggressive));
}

static bool isNvptx(const TargetInfo &target) {
  return llvm::Triple(target.triple).isNVPTX();
}

void optimize(llvm::Module &m, const TargetInfo &target, int level) {
  std::string err;
  std::unique_ptr<llvm::TargetMachine> tm = isNvptx(target) ? nvptxMachine(target, err) : nullptr;
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
  llvm::ModulePassManager mpm;
  if (level == 0) {
    mpm.addPass(llvm::AlwaysInlinerPass());
    mpm.addPass(llvm::GlobalDCEPass());
  } else {
    static const llvm::OptimizationLevel levels[] = {
        llvm::OptimizationLevel::O1, llvm::OptimizationLevel::O2, llvm::OptimizationLevel::O3};
    mpm = pb.buildPerModuleDefaultPipeline(levels[level - 1]);
  }
  mpm.run(m, mam);
}

void prepareForSpirv(llvm::Module &m) {
  llvm::FunctionAnalysisManager fam;
  llvm::PassBuilder().registerFunctionAnalyses(fam);
  llvm::ExpandReductionsPass expand;
  for (llvm::Function &f : m)
    if (!f.isDeclaration())
      expand.run(f, fam);
}

SPIRV::TranslatorOpts spirvOptions() {
  return SPIRV::TranslatorOpts(SPIRV::VersionNumber::SPIRV_1_0);
}

llvm::Expected<std::string> emit(llvm::Module &m, const TargetInfo &target,
                                 const std::string &kind) {
  std::string out;
  if (kind == "bc") {
    llvm::raw_string_ostream os(out);
    llvm::WriteBitcodeToFile(m, os);
    os.flush();
    return out;
  }
  if (kind == "ll") {
    llvm::raw_string_ostream os(out);
    m.print(os, nullptr);
    os.flush();
    return out;
  }
  if (kind == "spv") {
    std::ostringstream os;
    std::string err;
    prepareForSpirv(m);
    if (!llvm::writeSpirv(&m, spirvOptions(), os, err))
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "SPIR-V translation failed: %s", err.c_str());
    return os.str();
  }
  if (kind == "ptx") {
    std::string err;
    std::unique_ptr<llvm::TargetMachine> tm = nvptxMachine(target, err);
    if (!tm)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "no NVPTX backend: %s", err.c_str());
    m.setDataLayout(tm->createDataLayout());
    llvm::SmallString<0> buffer;
    llvm::raw_svector_ostream os(buffer);
    llvm::legacy::PassManager pm;
    if (tm->addPassesToEmitFile(pm, os, nullptr, llvm::CGFT_AssemblyFile))
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "the NVPTX backend cannot emit PTX");
    pm.run(m);
    return std::string(buffer.str());
  }
  return llvm::createStringError(llvm::inconvertibleErrorCode(), "unknown emit kind '%s'",
                                 kind.c_str());
}

}  // namespace clb
