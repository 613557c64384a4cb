// The LLVM API differences between LLVM 15 and LLVM 19 that clb-link meets
// (CLB_LLVM_VERSION, cmake/ClbDependencies.cmake), each written once here so
// the code elsewhere reads the same on both. With LLVM 15 every name below
// is the call the code made before LLVM 19 was supported, so its output is
// unchanged.
#ifndef CLB_SUPPORT_LLVMCOMPAT_H
#define CLB_SUPPORT_LLVMCOMPAT_H

#include <llvm/ADT/StringRef.h>
#include <llvm/Config/llvm-config.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Function.h>
#include <llvm/Support/CodeGen.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Transforms/InstCombine/InstCombine.h>
#include <llvm/Transforms/Scalar/SROA.h>

#if LLVM_VERSION_MAJOR >= 17
#include <llvm/IR/AttributeMask.h>  // split out of Attributes.h in LLVM 16
#include <llvm/TargetParser/Triple.h>
#else
#include <llvm/ADT/Triple.h>
#endif

#include <optional>
#include <ostream>
#include <string>

namespace clb::compat {

// StringRef::startswith/endswith became starts_with/ends_with (LLVM 16);
// LLVM 19 has only the new names, LLVM 15 only the old.
inline bool startsWith(llvm::StringRef s, llvm::StringRef prefix) {
#if LLVM_VERSION_MAJOR >= 17
  return s.starts_with(prefix);
#else
  return s.startswith(prefix);
#endif
}
inline bool endsWith(llvm::StringRef s, llvm::StringRef suffix) {
#if LLVM_VERSION_MAJOR >= 17
  return s.ends_with(suffix);
#else
  return s.endswith(suffix);
#endif
}

// An i8 pointer in `addressSpace`: LLVM 19 has only opaque pointers (and no
// Type::getInt8PtrTy); LLVM 15's is i8* in a typed-pointer context.
inline llvm::PointerType *int8PtrTy(llvm::LLVMContext &ctx, unsigned addressSpace) {
#if LLVM_VERSION_MAJOR >= 17
  return llvm::PointerType::get(ctx, addressSpace);
#else
  return llvm::Type::getInt8PtrTy(ctx, addressSpace);
#endif
}

// Whether `p` is an opaque pointer (every pointer in LLVM 19).
inline bool isOpaque(const llvm::PointerType *p) {
#if LLVM_VERSION_MAJOR >= 17
  (void)p;
  return true;
#else
  return p->isOpaque();
#endif
}

// The element type of a typed pointer; never called on LLVM 19, where
// isOpaque() holds for every pointer.
inline llvm::Type *typedPointee(const llvm::PointerType *p) {
#if LLVM_VERSION_MAJOR >= 17
  (void)p;
  return nullptr;
#else
  return p->getNonOpaquePointerElementType();
#endif
}

// Moves every block of `from` to the front of `to` (the function's block
// list became private in LLVM 16).
inline void moveBlocksToFront(llvm::Function &to, llvm::Function &from) {
#if LLVM_VERSION_MAJOR >= 17
  to.splice(to.begin(), &from);
#else
  to.getBasicBlockList().splice(to.begin(), from.getBasicBlockList());
#endif
}

// Marks `call` as touching only memory no other code can see, beside what
// it was said to touch before: an attribute of its own in LLVM 15, one of
// the memory effects that replaced those attributes in LLVM 16.
inline void touchesOnlyInaccessibleMemory(llvm::CallBase &call) {
#if LLVM_VERSION_MAJOR >= 17
  call.setMemoryEffects(call.getMemoryEffects() & llvm::MemoryEffects::inaccessibleMemOnly());
#else
  call.addFnAttr(llvm::Attribute::InaccessibleMemOnly);
#endif
}

// Code generation's enums became scoped enums (LLVM 18).
#if LLVM_VERSION_MAJOR >= 18
inline constexpr llvm::CodeGenOptLevel kAggressiveCodeGen = llvm::CodeGenOptLevel::Aggressive;
inline constexpr llvm::CodeGenFileType kAssemblyFile = llvm::CodeGenFileType::AssemblyFile;
inline constexpr llvm::CodeGenFileType kObjectFile = llvm::CodeGenFileType::ObjectFile;
inline constexpr std::nullopt_t kNoCodeModel = std::nullopt;
#else
inline constexpr llvm::CodeGenOpt::Level kAggressiveCodeGen = llvm::CodeGenOpt::Aggressive;
inline constexpr llvm::CodeGenFileType kAssemblyFile = llvm::CGFT_AssemblyFile;
inline constexpr llvm::CodeGenFileType kObjectFile = llvm::CGFT_ObjectFile;
inline const llvm::NoneType kNoCodeModel = llvm::None;
#endif

// SROA as LLVM 15 ran it: LLVM 16 made it choose whether it may change the
// control flow graph; before, it never did.
inline llvm::SROAPass sroaPass() {
#if LLVM_VERSION_MAJOR >= 17
  return llvm::SROAPass(llvm::SROAOptions::PreserveCFG);
#else
  return llvm::SROAPass();
#endif
}

// InstCombine with at most `iterations` iterations to a fixpoint.
inline llvm::InstCombinePass instCombinePass(unsigned iterations) {
#if LLVM_VERSION_MAJOR >= 17
  return llvm::InstCombinePass(llvm::InstCombineOptions().setMaxIterations(iterations));
#else
  return llvm::InstCombinePass(iterations);
#endif
}

}  // namespace clb::compat

#endif
