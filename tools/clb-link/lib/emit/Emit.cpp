// The output forms: bitcode, IR, SPIR-V through SPIRV-LLVM-Translator 15
// (with what it needs done before and after), and the assembly or object
// file of the target's LLVM backend.
#include "emit/Emit.h"
#include "support/LLVMCompat.h"

#if CLB_HAVE_SPIRV  // a translator for this LLVM (cmake/ClbDependencies.cmake)
#include <LLVMSPIRVLib/LLVMSPIRVLib.h>
#endif
#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/Support/raw_ostream.h>

#include <cstring>
#include <sstream>
#include <vector>

namespace clb {

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
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
#if CLB_HAVE_SPIRV
  if (!llvm::writeSpirv(&m, SPIRV::TranslatorOpts(SPIRV::VersionNumber::SPIRV_1_0), spv, err))
    return false;
#else
  err = "clb-link was built without SPIRV-LLVM-Translator (none for LLVM " LLVM_VERSION_STRING
        " was found)";
  return false;
#endif
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

// LLVM 18 and 19's NVPTX backend loads a <16 x i8> as one ld.v4.u32 whatever
// its alignment (llvm-project pull request 107919, in LLVM 20): vload16 of
// chars at an address that is not a multiple of 16 faults with "misaligned
// address" (Spaces/VectorData.* on the GPU, LLVM 19's PTX). Before such a
// backend runs, each <16 x i8> load aligned below 16 becomes 16 byte loads
// (LLVM 15's backend makes byte loads of it itself).
static void splitMisalignedByteVectorLoads(llvm::Module &m) {
#if LLVM_VERSION_MAJOR >= 18 && LLVM_VERSION_MAJOR < 20
  std::vector<llvm::LoadInst *> loads;
  for (llvm::Function &f : m)
    for (llvm::BasicBlock &bb : f)
      for (llvm::Instruction &i : bb)
        if (auto *l = llvm::dyn_cast<llvm::LoadInst>(&i))
          if (auto *vt = llvm::dyn_cast<llvm::FixedVectorType>(l->getType()))
            if (vt->getNumElements() == 16 && vt->getElementType()->isIntegerTy(8) &&
                l->getAlign().value() < 16)
              loads.push_back(l);
  for (llvm::LoadInst *l : loads) {
    llvm::IRBuilder<> b(l);
    llvm::Value *v = llvm::PoisonValue::get(l->getType());
    for (unsigned k = 0; k < 16; ++k) {
      llvm::Value *at = b.CreateConstInBoundsGEP1_64(b.getInt8Ty(), l->getPointerOperand(), k);
      llvm::LoadInst *e = b.CreateAlignedLoad(
          b.getInt8Ty(), at, llvm::commonAlignment(l->getAlign(), k), l->isVolatile());
      v = b.CreateInsertElement(v, e, b.getInt32(k));
    }
    l->replaceAllUsesWith(v);
    l->eraseFromParent();
  }
#else
  (void)m;
#endif
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
  if ((*tm)->getTargetTriple().isNVPTX())
    splitMisalignedByteVectorLoads(m);
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
    return codegen(m, target, compat::kAssemblyFile);
  if (form == "obj")
    return codegen(m, target, compat::kObjectFile);
  return error("unknown emit form '" + form + "' for " + kind);
}

}  // namespace clb
