// Calls into PoCL's kernel library under PoCL's own names and convention.
//
// PoCL's library defines each builtin under the name its own source compile
// uses (_cl_sin, pointer parameters qualified CLglobal/CLlocal/CLprivate) and
// with the x86-64 C convention (a double16 goes by reference as byval, a
// char2 as an i16). Its SPIR-named entry points are wrappers that do not
// always match: sin(double16) hands the byval parameter a plain pointer,
// wait_group_events calls a generic-pointer overload that does not exist.
// So each builtin the program leaves undefined becomes a small internal
// function that calls PoCL's definition exactly as that definition's
// prototype says, read from the library itself.
#include "PoclLibrary.h"

#include <clbuiltins/Link.h>

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/Support/raw_ostream.h>

namespace clb::layer {

namespace {

// `t` (a type of the library's context) in context `ctx`; null if the layer
// does not know the kind of type.
llvm::Type *mapType(llvm::Type *t, llvm::LLVMContext &ctx) {
  switch (t->getTypeID()) {
  case llvm::Type::VoidTyID:
    return llvm::Type::getVoidTy(ctx);
  case llvm::Type::HalfTyID:
    return llvm::Type::getHalfTy(ctx);
  case llvm::Type::FloatTyID:
    return llvm::Type::getFloatTy(ctx);
  case llvm::Type::DoubleTyID:
    return llvm::Type::getDoubleTy(ctx);
  case llvm::Type::IntegerTyID:
    return llvm::Type::getIntNTy(ctx, t->getIntegerBitWidth());
  case llvm::Type::PointerTyID:
    // The linked program may still have typed pointers; PoCL's library does
    // not, so its pointers become i8* there and are cast at the call.
    return ctx.supportsTypedPointers() ? llvm::Type::getInt8PtrTy(ctx, t->getPointerAddressSpace())
                                       : llvm::PointerType::get(ctx, t->getPointerAddressSpace());
  case llvm::Type::FixedVectorTyID: {
    auto *v = llvm::cast<llvm::FixedVectorType>(t);
    llvm::Type *e = mapType(v->getElementType(), ctx);
    return e ? llvm::FixedVectorType::get(e, v->getNumElements()) : nullptr;
  }
  case llvm::Type::ArrayTyID: {
    llvm::Type *e = mapType(t->getArrayElementType(), ctx);
    return e ? llvm::ArrayType::get(e, t->getArrayNumElements()) : nullptr;
  }
  case llvm::Type::StructTyID: {
    auto *s = llvm::cast<llvm::StructType>(t);
    std::vector<llvm::Type *> elements;
    for (llvm::Type *e : s->elements()) {
      elements.push_back(mapType(e, ctx));
      if (!elements.back())
        return nullptr;
    }
    return llvm::StructType::get(ctx, elements, s->isPacked());
  }
  default:
    return nullptr;
  }
}

// The attributes that change how an argument is passed on x86-64.
llvm::AttributeSet mapParamAttrs(llvm::AttributeSet from, llvm::LLVMContext &ctx) {
  llvm::AttrBuilder b(ctx);
  for (auto kind : {llvm::Attribute::ZExt, llvm::Attribute::SExt, llvm::Attribute::InReg,
                    llvm::Attribute::NoUndef})
    if (from.hasAttribute(kind))
      b.addAttribute(kind);
  if (llvm::Type *t = from.getByValType())
    b.addByValAttr(mapType(t, ctx));
  if (llvm::Type *t = from.getStructRetType())
    b.addStructRetAttr(mapType(t, ctx));
  if (auto a = from.getAlignment())
    b.addAlignmentAttr(*a);
  return llvm::AttributeSet::get(ctx, b);
}

class Adapter {
 public:
  Adapter(llvm::Module &m, const PoclLibrary &lib) : m_(m), lib_(lib), dl_(m.getDataLayout()) {}

  // Gives `decl` (a declaration the program calls) a body that calls PoCL's
  // definition; false, with the reason in `why`, if there is none to call.
  bool adapt(llvm::Function *decl, std::string &why) {
    std::string spir = decl->getName().str();
    llvm::Function *def = nullptr;
    std::string target;
    for (const std::string &name : candidates(spir))
      if ((def = lib_.definition(target = name)))
        break;
    if (def && target == spir && sameSignature(decl, def))
      return true;  // PoCL's own entry point (get_global_id...), called as it is
    if (def && target == spir && decl->isVarArg() &&
        def->getFunctionType()->getNumParams() == decl->getFunctionType()->getNumParams())
      return true;  // printf: PoCL rewrites the call itself (its vectors:
                    // LinkRequest::variadicVectorsAsX86_64)
    if (def && (def->isVarArg() || decl->isVarArg())) {
      why = "variadic " + spir + " and PoCL's " + target + " differ";
      return false;
    }
    if (!def && lib_.compilerNames.count(spir))
      return true;  // PoCL's compiler lowers it (__translate_sampler_initializer)
    if (!def) {
      why = "PoCL's library defines neither " + spir +
            (poclName(spir).empty() ? "" : " nor " + poclName(spir));
      return false;
    }
    llvm::LLVMContext &ctx = m_.getContext();
    llvm::Type *ret = mapType(def->getReturnType(), ctx);
    std::vector<llvm::Type *> params;
    for (llvm::Argument &a : def->args())
      params.push_back(mapType(a.getType(), ctx));
    if (!ret || std::count(params.begin(), params.end(), nullptr)) {
      why = "unknown parameter types in PoCL's " + target;
      return false;
    }
    auto *type = llvm::FunctionType::get(ret, params, def->isVarArg());
    std::vector<llvm::AttributeSet> paramAttrs;
    for (unsigned i = 0; i < def->arg_size(); ++i)
      paramAttrs.push_back(mapParamAttrs(def->getAttributes().getParamAttrs(i), ctx));
    llvm::AttributeList attrs = llvm::AttributeList::get(
        ctx, llvm::AttributeSet(), mapParamAttrs(def->getAttributes().getRetAttrs(), ctx),
        paramAttrs);

    // The program's declaration becomes the bridge; PoCL's function is
    // declared under its own name beside it.
    decl->setName("clb.pocl." + spir);
    llvm::FunctionCallee callee = m_.getOrInsertFunction(target, type, attrs);
    // (Already declared with other pointer types, it comes back as a cast.)
    if (auto *fn = llvm::dyn_cast<llvm::Function>(callee.getCallee()))
      fn->setCallingConv(def->getCallingConv());

    auto *entry = llvm::BasicBlock::Create(ctx, "", decl);
    llvm::IRBuilder<> b(entry);
    std::vector<llvm::Value *> args;
    llvm::FunctionType *have = decl->getFunctionType();
    unsigned in = 0;  // the program's argument feeding the next parameter
    llvm::AllocaInst *sret = nullptr;
    for (unsigned i = 0; i < def->arg_size(); ++i) {
      llvm::Type *want = params[i];
      if (llvm::Type *t = paramAttrs[i].getStructRetType()) {
        sret = slot(b, t, paramAttrs[i]);
        args.push_back(b.CreatePointerBitCastOrAddrSpaceCast(sret, want));
        continue;
      }
      if (in >= have->getNumParams()) {
        why = "PoCL's " + target + " takes more arguments than " + spir;
        return false;
      }
      llvm::Value *v = decl->getArg(in++);
      if (v->getType() == want) {
        args.push_back(v);
      } else if (llvm::Type *t = paramAttrs[i].getByValType(); t && t == v->getType()) {
        llvm::AllocaInst *copy = slot(b, t, paramAttrs[i]);
        b.CreateStore(v, copy);
        args.push_back(b.CreatePointerBitCastOrAddrSpaceCast(copy, want));
      } else if (v->getType()->isPointerTy() && want->isPointerTy()) {
        args.push_back(b.CreatePointerBitCastOrAddrSpaceCast(v, want));
      } else if (sameSize(v->getType(), want)) {
        args.push_back(throughMemory(b, v, want));
      } else {
        why = "PoCL's " + target + " takes a " + typeName(want) + " where " + spir + " passes a " +
              typeName(v->getType());
        return false;
      }
    }
    if (in != have->getNumParams()) {
      why = "PoCL's " + target + " takes fewer arguments than " + spir;
      return false;
    }
    llvm::CallInst *call = b.CreateCall(callee, args);
    call->setCallingConv(def->getCallingConv());
    call->setAttributes(attrs);
    llvm::Type *haveRet = have->getReturnType();
    llvm::Value *result = call;
    if (sret)
      result = b.CreateLoad(sret->getAllocatedType(), sret);
    if (haveRet->isVoidTy()) {
      b.CreateRetVoid();
    } else if (result->getType() == haveRet) {
      b.CreateRet(result);
    } else if (result->getType()->isPointerTy() && haveRet->isPointerTy()) {
      b.CreateRet(b.CreatePointerBitCastOrAddrSpaceCast(result, haveRet));
    } else if (sameSize(result->getType(), haveRet)) {
      b.CreateRet(throughMemory(b, result, haveRet));
    } else {
      why = "PoCL's " + target + " returns a " + typeName(result->getType()) + " where " + spir +
            " expects a " + typeName(haveRet);
      return false;
    }
    decl->setLinkage(llvm::GlobalValue::InternalLinkage);
    decl->addFnAttr(llvm::Attribute::AlwaysInline);
    decl->addFnAttr(llvm::Attribute::NoUnwind);
    return true;
  }

 private:
  // PoCL's names for `spir`, best first. PoCL's CPU devices have one flat
  // memory, and its overloads for each address space differ only in name,
  // so a generic pointer may go to the private overload where PoCL has no
  // generic one (wait_group_events, fract...).
  static std::vector<std::string> candidates(const std::string &spir) {
    std::vector<std::string> names;
    std::string pocl = poclName(spir);
    if (!pocl.empty()) {
      names.push_back(pocl);
      std::string privateOnly = pocl;
      for (size_t at; (at = privateOnly.find("U9CLgeneric")) != std::string::npos;)
        privateOnly.replace(at, 11, "U9CLprivate");
      if (privateOnly != pocl)
        names.push_back(privateOnly);
    }
    names.push_back(spir);
    return names;
  }
  bool sameSignature(llvm::Function *decl, llvm::Function *def) const {
    llvm::FunctionType *a = decl->getFunctionType(), *b = def->getFunctionType();
    if (a->getNumParams() != b->getNumParams() || a->isVarArg() != b->isVarArg() ||
        mapType(b->getReturnType(), decl->getContext()) != a->getReturnType())
      return false;
    for (unsigned i = 0; i < a->getNumParams(); ++i)
      if (mapType(b->getParamType(i), decl->getContext()) != a->getParamType(i) ||
          def->getAttributes().getParamAttrs(i).getByValType() ||
          def->getAttributes().getParamAttrs(i).getStructRetType())
        return false;
    return true;
  }

  llvm::AllocaInst *slot(llvm::IRBuilder<> &b, llvm::Type *t, llvm::AttributeSet attrs) {
    llvm::IRBuilder<> top(&b.GetInsertBlock()->getParent()->getEntryBlock(),
                          b.GetInsertBlock()->getParent()->getEntryBlock().begin());
    llvm::AllocaInst *a = top.CreateAlloca(t, dl_.getAllocaAddrSpace());
    llvm::Align align = dl_.getPrefTypeAlign(t);
    if (auto al = attrs.getAlignment())
      align = std::max(align, *al);
    a->setAlignment(align);
    return a;
  }
  // Same OpenCL sizeof: a char3 (3 bytes stored, 4 allocated) goes as an
  // i32 in PoCL's convention, a short3 as a double.
  bool sameSize(llvm::Type *a, llvm::Type *b) const {
    return a->isSized() && b->isSized() && dl_.getTypeAllocSize(a) == dl_.getTypeAllocSize(b) &&
           !a->isPointerTy() && !b->isPointerTy();
  }
  // `v` reinterpreted as `to` through memory, in a slot large enough for
  // both (the padding lane of a 3-vector is undefined, as in OpenCL C).
  llvm::Value *throughMemory(llvm::IRBuilder<> &b, llvm::Value *v, llvm::Type *to) {
    llvm::Type *from = v->getType();
    bool wider = dl_.getTypeStoreSize(to) > dl_.getTypeStoreSize(from);
    llvm::AllocaInst *s = slot(b, wider ? to : from, {});
    s->setAlignment(std::max(dl_.getPrefTypeAlign(to), dl_.getPrefTypeAlign(from)));
    b.CreateStore(v, s);
    return b.CreateLoad(to, s);
  }
  static std::string typeName(llvm::Type *t) {
    std::string s;
    llvm::raw_string_ostream os(s);
    t->print(os);
    return os.str();
  }

  llvm::Module &m_;
  const PoclLibrary &lib_;
  const llvm::DataLayout &dl_;
};

}  // namespace

bool adaptToPocl(std::string &bitcode, const PoclLibrary *lib, const std::string &noLibrary,
                 std::string &log) {
  llvm::LLVMContext ctx;
  // Opaque pointers, as PoCL reads it. (The typed pointers of programs with
  // work-group collectives did not agree with their GEPs before 2026-11-27,
  // ClbLink.TypedPointerBitcodeReadsBack; the layer reads them either way.)
  ctx.setOpaquePointers(true);
  auto m = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bitcode, "clb-layer linked program"), ctx);
  if (!m) {
    log += "clb-layer: cannot read the linked program: " + llvm::toString(m.takeError()) + "\n";
    return false;
  }
  std::vector<llvm::Function *> external;
  for (llvm::Function &f : **m)
    if (f.isDeclaration() && !f.isIntrinsic() && !f.use_empty())
      external.push_back(&f);
  if (!lib && external.empty())
    return true;  // nothing to call in PoCL's library, nothing to change
  std::unique_lock<std::mutex> lock;
  if (lib)
    lock = std::unique_lock<std::mutex>(lib->mutex);
  bool ok = true;
  for (llvm::Function *f : external) {
    std::string spir = f->getName().str(), why = noLibrary;
    if (!lib || !Adapter(**m, *lib).adapt(f, why)) {
      log += "error: " + clb::demangleBuiltin(spir, clb::findTarget("spir64")) + " (" + spir +
             ") is in neither clbuiltins nor PoCL's library: " + why + "\n";
      ok = false;
    }
  }
  if (!ok)
    return false;
  // As PoCL's own compile does: the program's functions are compiled for the
  // device's CPU, so PoCL's (always-inline) functions inline into them and
  // vectors cross no boundary between differently compiled functions.
  for (llvm::Function &f : **m) {
    if (f.isDeclaration())
      continue;
    f.addFnAttr("target-cpu", lib->cpu);
    if (!lib->features.empty())
      f.addFnAttr("target-features", lib->features);
  }
  bitcode.clear();
  llvm::raw_string_ostream os(bitcode);
  llvm::WriteBitcodeToFile(**m, os);
  os.flush();
  return true;
}

}  // namespace clb::layer
