// The library linked into the program: only the definitions reachable from
// what the program declares (the library is read lazily, so only those
// bodies are ever read), after the program's own definitions of library or
// runtime names have replaced the library's. The library's file is found
// and checked here too.
#include "input/Input.h"
#include "steps/Steps.h"
#include "support/LLVMCompat.h"

#include <llvm/Linker/Linker.h>
#include <llvm/Support/raw_ostream.h>

namespace clb {

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

// The library's definitions reachable from what the user module declares.
// Computed up front because the IR linker's only-needed mode does not follow
// references from one builtin to another. The library is read lazily: only
// the bodies walked here are ever read from its bitcode.
static llvm::Expected<llvm::StringSet<>> neededFromLibrary(const llvm::Module &user,
                                                           llvm::Module &lib) {
  llvm::StringSet<> needed;
  llvm::SmallVector<llvm::GlobalValue *, 64> work;
  auto want = [&](llvm::GlobalValue *gv) {
    if (needed.insert(gv->getName()).second && !gv->isDeclaration())
      work.push_back(gv);
  };
  for (const llvm::GlobalValue &gv : user.global_values())
    if (gv.isDeclaration())
      if (llvm::GlobalValue *def = lib.getNamedValue(gv.getName()))
        want(def);
  while (!work.empty()) {
    llvm::GlobalValue *gv = work.pop_back_val();
    if (llvm::Error e = gv->materialize())
      return std::move(e);
    llvm::SmallVector<llvm::User *, 64> users;
    auto visitOperands = [&](llvm::User *u) {
      for (llvm::Value *op : u->operands())
        if (auto *g = llvm::dyn_cast<llvm::GlobalValue>(op))
          want(g);
        else if (auto *c = llvm::dyn_cast<llvm::Constant>(op))
          users.push_back(c);
    };
    if (auto *f = llvm::dyn_cast<llvm::Function>(gv)) {
      for (llvm::BasicBlock &bb : *f)
        for (llvm::Instruction &i : bb)
          visitOperands(&i);
    } else if (auto *v = llvm::dyn_cast<llvm::GlobalVariable>(gv)) {
      if (v->hasInitializer())
        users.push_back(v->getInitializer());
    }
    while (!users.empty())
      visitOperands(users.pop_back_val());
  }
  return std::move(needed);
}

// A program's definition of a name the library defines, or the runtime
// provides, replaces it, as a C program's definition of a library function
// does: every call, the library's own included, runs the program's, and a
// warning says so. The library's internals (__clb_ names, whose contracts
// clb-link resolves) and its variables cannot be replaced, nor a function by
// one of another type: errors.
static llvm::Error replaceByProgram(const llvm::Module &user, llvm::Module &lib,
                                    const TargetInfo &target, std::string &warnings) {
  llvm::StringSet<> runtime;
  for (const std::string &name : target.runtimeProvided)
    runtime.insert(name);
  for (const llvm::GlobalValue &mine : user.global_values()) {
    if (mine.isDeclaration() || mine.hasLocalLinkage())
      continue;
    llvm::StringRef name = mine.getName();
    llvm::GlobalValue *theirs = lib.getNamedValue(name);
    bool provided = runtime.count(name);
    if ((!theirs || theirs->isDeclaration()) && !provided &&
        !(theirs && compat::startsWith(name, "__clb_")))
      continue;
    // A constant the compiler puts in every module, defined the same in each
    // by the one-definition rule (clang 19's __oclc_ABI_version on amdgcn):
    // the linker keeps one, nothing is replaced.
    if (theirs && !provided && mine.hasWeakODRLinkage() && theirs->hasWeakODRLinkage() &&
        llvm::isa<llvm::GlobalVariable>(mine) && llvm::isa<llvm::GlobalVariable>(theirs))
      continue;
    std::string shown = demangleBuiltin(name.str(), &target);
    if (shown != name)
      shown += " (" + name.str() + ")";
    auto *f = llvm::dyn_cast<llvm::Function>(&mine);
    auto *g = llvm::dyn_cast_or_null<llvm::Function>(theirs);
    if (compat::startsWith(name, "__clb_") || !f || (theirs && !g))
      return error("the program defines " + shown + ", a name clbuiltins reserves for itself");
    if (g && g->getFunctionType() != f->getFunctionType()) {
      std::string a, b;
      llvm::raw_string_ostream as(a), bs(b);
      f->getFunctionType()->print(as);
      g->getFunctionType()->print(bs);
      return error("the program's definition of " + shown + " has type " + as.str() +
                   ", clbuiltins' has type " + bs.str());
    }
    warnings += "warning: the program's definition of " + shown + " replaces " +
                (provided ? "the runtime's" : "clbuiltins'") + ", in the library's own calls too\n";
    if (g && !g->isDeclaration())
      g->deleteBody();
  }
  return llvm::Error::success();
}

// Reduces the library to the needed definitions, then links it in.
llvm::Error linkLibrary(llvm::Module &user, std::unique_ptr<llvm::Module> lib,
                        const TargetInfo &target, std::string &warnings, DiagnosticLog &diags) {
  if (llvm::Error e = replaceByProgram(user, *lib, target, warnings))
    return e;
  auto reachable = neededFromLibrary(user, *lib);
  if (!reachable)
    return error("the clbuiltins library is unusable: " + llvm::toString(reachable.takeError()));
  const llvm::StringSet<> &needed = *reachable;
  // Unread bodies are dropped unread.
  for (llvm::Function &f : *lib)
    if (!f.isDeclaration() && !needed.count(f.getName()))
      f.deleteBody();
  for (llvm::GlobalVariable &v : lib->globals())
    if (v.hasInitializer() && !needed.count(v.getName())) {
      v.setInitializer(nullptr);
      v.setLinkage(llvm::GlobalValue::ExternalLinkage);
    }
  // The library's module flags and triple spelling are the user's concern.
  lib->setTargetTriple(user.getTargetTriple());
  lib->setDataLayout(user.getDataLayout());
  if (llvm::Linker::linkModules(user, std::move(lib)))
    return error("cannot link the clbuiltins library into the program: " + diags.takeErrors());
  return llvm::Error::success();
}

// The library for the target from `dir` (defaultLibraryDir() when empty),
// read lazily, checked against the target.
llvm::Expected<std::unique_ptr<llvm::Module>> loadLibrary(const std::string &dir,
                                                          const TargetInfo &target,
                                                          llvm::LLVMContext &ctx) {
  std::string libDir = dir.empty() ? defaultLibraryDir() : dir;
  std::string libPath = libDir + "/" + target.name + ".bc";
  auto lib = loadBitcodeLazily(libPath, ctx);
  if (!lib)
    return error("clbuiltins library for " + target.name +
                 " unusable: " + llvm::toString(lib.takeError()));
  if (llvm::Error e = checkTriple(**lib, target, libPath))
    return std::move(e);
  return std::move(*lib);
}

}  // namespace clb
