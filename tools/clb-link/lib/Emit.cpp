// Optimization and the output forms. nvptx64 gets a real TargetMachine (for
// the cost model during optimization and for PTX); SPIR targets have no LLVM
// backend in LLVM 15 and are optimized target-independently.
#include "Internal.h"

#include <LLVMSPIRVLib/LLVMSPIRVLib.h>
#include <llvm/ADT/Triple.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Transforms/IPO/AlwaysInliner.h>
#include <llvm/Transforms/IPO/GlobalDCE.h>

#include <cstring>
#include <mutex>
#include <sstream>
#include <vector>

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

bool writeSpirvModule(llvm::Module &m, std::ostream &os, std::string &err) {
  // llvm-spirv 15 declares Float16 (half values, not only half buffers) only
  // for an OpenCL C module whose opencl.used.extensions names cl_khr_fp16,
  // metadata clang 15 no longer writes (and the Mesa module is not marked
  // OpenCL C at all); without it a module computing on half claims only
  // Float16Buffer, which spirv-val accepts and the SPIR-V spec does not.
  const bool half = computesOnHalf(m);  // before the translator rewrites m
  std::ostringstream spv;
  if (!llvm::writeSpirv(&m, SPIRV::TranslatorOpts(SPIRV::VersionNumber::SPIRV_1_0), spv, err))
    return false;
  std::string bytes = spv.str();
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
    if (!writeSpirvModule(m, os, err))
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
