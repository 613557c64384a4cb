// The link pipeline: inputs -> one user module -> the builtins it needs ->
// call checks -> reqd size check -> collective scratch -> launch parameter ->
// unresolved check ->
// internalize -> optimize -> verify -> emit.
#include "Internal.h"

#include <llvm/ADT/SetVector.h>
#include <llvm/ADT/StringSet.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/Process.h>
#include <llvm/Support/raw_ostream.h>

namespace clb {

std::string defaultLibraryDir() {
  if (auto env = llvm::sys::Process::GetEnv("CLB_LIBRARY_DIR"))
    return *env;
  std::string exe = llvm::sys::fs::getMainExecutable(nullptr, (void *)&defaultLibraryDir);
  llvm::SmallString<256> prefix(llvm::sys::path::parent_path(llvm::sys::path::parent_path(exe)));
  for (const char *rel : {"lib/clbuiltins", "share/clbuiltins"}) {
    llvm::SmallString<256> dir(prefix);
    llvm::sys::path::append(dir, rel);
    if (llvm::sys::fs::is_directory(dir))
      return std::string(dir);
  }
  return std::string(prefix) + "/share/clbuiltins";
}

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
        !(theirs && name.startswith("__clb_")))
      continue;
    std::string shown = demangleBuiltin(name.str(), &target);
    if (shown != name)
      shown += " (" + name.str() + ")";
    auto *f = llvm::dyn_cast<llvm::Function>(&mine);
    auto *g = llvm::dyn_cast_or_null<llvm::Function>(theirs);
    if (name.startswith("__clb_") || !f || (theirs && !g))
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
                (provided ? "the runtime's" : "clbuiltins'") +
                ", in the library's own calls too\n";
    if (g && !g->isDeclaration())
      g->deleteBody();
  }
  return llvm::Error::success();
}

// Reduces the library to the needed definitions, then links it in.
static llvm::Error linkLibrary(llvm::Module &user, std::unique_ptr<llvm::Module> lib,
                               const TargetInfo &target, std::string &warnings,
                               DiagnosticLog &diags) {
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

// With `leftExternal`, missing builtins are listed there instead of failing.
static llvm::Error checkResolved(llvm::Module &m, const TargetInfo &target,
                                 std::vector<std::string> *leftExternal = nullptr) {
  llvm::StringSet<> runtime;
  for (const std::string &name : target.runtimeProvided)
    runtime.insert(name);
  std::vector<std::string> missing;
  for (llvm::Function &f : llvm::make_early_inc_range(m)) {
    if (!f.isDeclaration() || f.isIntrinsic())
      continue;
    if (f.use_empty()) {
      f.eraseFromParent();
      continue;
    }
    if (!runtime.count(f.getName()) && !isSpirCast(f, target))
      missing.push_back(f.getName().str());
  }
  std::sort(missing.begin(), missing.end());
  if (leftExternal)
    *leftExternal = missing;
  if (missing.empty() || leftExternal)
    return llvm::Error::success();
  std::string msg;
  for (const std::string &name : missing) {
    if (!msg.empty())
      msg += "\nerror: ";
    msg += "no definition for " + demangleBuiltin(name, &target) + " (" + name + ") in clbuiltins for " +
           target.name;
  }
  return error(msg);
}

// Kernels and runtime ABI symbols stay visible; everything else, builtins and
// __clb_ helpers included, becomes internal so the optimizer may inline,
// specialize and drop it.
static void internalize(llvm::Module &m, const TargetInfo &target) {
  llvm::StringSet<> keep;
  for (const std::string &name : target.keepExternal)
    keep.insert(name);
  for (llvm::GlobalValue &gv : m.global_values()) {
    if (gv.isDeclaration() || gv.hasLocalLinkage() || gv.getName().startswith("llvm."))
      continue;
    auto *f = llvm::dyn_cast<llvm::Function>(&gv);
    if ((f && isKernel(*f, target)) || keep.count(gv.getName()))
      continue;
    gv.setLinkage(llvm::GlobalValue::InternalLinkage);
    gv.setVisibility(llvm::GlobalValue::DefaultVisibility);
  }
}

// A runtime whose size queries answer 0 past dimension 2 (PoCL 3.1 does)
// gets each call wrapped: d < 3 ? query(d) : 1, as the spec requires. With a
// constant d, as nearly every kernel has, the select folds away.
static void guardSizeQueries(llvm::Module &m, const TargetInfo &target) {
  for (const std::string &name : target.sizeQueryGuards) {
    llvm::Function *f = m.getFunction(name);
    if (!f || !f->isDeclaration())
      continue;
    for (llvm::User *u : llvm::make_early_inc_range(f->users())) {
      auto *call = llvm::dyn_cast<llvm::CallInst>(u);
      if (!call || call->getCalledFunction() != f)
        continue;
      llvm::IRBuilder<> b(call->getNextNode());
      llvm::Value *inRange = b.CreateICmpULT(call->getArgOperand(0), b.getInt32(3));
      llvm::Value *one = llvm::ConstantInt::get(call->getType(), 1);
      llvm::Value *fixed = b.CreateSelect(inRange, call, one);
      call->replaceUsesWithIf(fixed, [&](llvm::Use &use) { return use.getUser() != fixed; });
    }
  }
}

// Version metadata merged from several modules would list several versions;
// consumers such as PoCL and the SPIR-V translator expect one.
static void dedupeNamedMetadata(llvm::Module &m) {
  for (const char *name : {"opencl.ocl.version", "opencl.spir.version"}) {
    llvm::NamedMDNode *md = m.getNamedMetadata(name);
    if (!md || md->getNumOperands() < 2)
      continue;
    llvm::MDNode *first = md->getOperand(0);
    md->clearOperands();
    md->addOperand(first);
  }
}

llvm::Expected<std::string> link(const LinkRequest &request) {
  auto result = linkProgram(request);
  if (!result)
    return result.takeError();
  return std::move(result->bytes);
}

llvm::Expected<LinkResult> linkProgram(const LinkRequest &request) {
  LinkResult result;
  const TargetInfo *target = findTarget(request.target);
  if (!target)
    return error("unknown target '" + request.target + "' (expected " + targetNames() + ")");
  if (std::find(target->emits.begin(), target->emits.end(), request.emit) ==
      target->emits.end()) {
    std::string kinds;
    for (const std::string &k : target->emits)
      kinds += (kinds.empty() ? "" : ", ") + k;
    return error("cannot emit '" + request.emit + "' for " + target->name + " (expected " +
                 kinds + ")");
  }
  if (request.optLevel < 0 || request.optLevel > 3)
    return error("bad optimization level -O" + llvm::Twine(request.optLevel));
  // The correctly rounded variant computes the float math through double:
  // on a device without double it would not run, or run at a fraction of
  // float's speed. No float-only correctly rounded path exists yet, so the
  // option is refused there rather than emitting double code.
  if (!target->fastDouble && wantsCorrectlyRoundedMath(request.clangArgs)) {
    std::string fast;  // the targets that take it, from the table
    for (const TargetInfo &t : targets())
      if (t.fastDouble)
        fast += (fast.empty() ? "" : ", ") + t.name;
    return error("-cl-clb-correctly-rounded-math computes the float math functions through "
                 "double, and a " + target->name + " module may run on a device without double "
                 "(rusticl's llvmpipe, many GPUs) or with slow double: refused for " +
                 target->name + " (link without it for float math within 1 ulp, or for a target "
                 "whose devices have fast double: " + fast + ")");
  }
  if (request.inputs.empty() && request.sources.empty() && request.bitcode.empty())
    return error("no input files");
  if (request.maxInputBytes) {
    uint64_t total = 0;
    for (const auto &s : request.sources)
      total += s.second.size();
    for (const auto &b : request.bitcode)
      total += b.second.size();
    for (const std::string &path : request.inputs) {
      uint64_t size = 0;
      if (!llvm::sys::fs::file_size(path, size))  // an unreadable file is reported where it is read
        total += size;
    }
    if (total > request.maxInputBytes)
      return error("the inputs are " + llvm::Twine(total) + " bytes, more than the limit of " +
                   llvm::Twine(request.maxInputBytes) +
                   " (LinkRequest::maxInputBytes, clb-link --max-input-bytes N; 0 lifts it)");
  }

  DiagnosticLog diags;
  // (Owned so that a crash in clang's front end can abandon it: CompileOpenCL.cpp.)
  ContextOwner ctxOwner = newContext();
  llvm::LLVMContext &ctx = *ctxOwner;
  collectDiagnostics(ctx, diags);
  // Anything LLVM reported as an error during `step`.
  auto reported = [&](const char *step) -> llvm::Error {
    if (diags.errors.empty())
      return llvm::Error::success();
    return error(llvm::Twine(step) + ": " + diags.takeErrors());
  };
  std::unique_ptr<llvm::Module> program;
  auto add = [&](llvm::Expected<std::unique_ptr<llvm::Module>> m,
                 const std::string &what) -> llvm::Error {
    if (!m)
      return m.takeError();
    if (llvm::Error e = checkTriple(**m, *target, what))
      return e;
    if (!program) {
      program = std::move(*m);
      return llvm::Error::success();
    }
    if (llvm::Linker::linkModules(*program, std::move(*m)))
      return error("cannot link " + what + " with the other inputs: " + diags.takeErrors());
    return llvm::Error::success();
  };
  for (const std::string &path : request.inputs)
    if (llvm::Error e = add(loadInput(path, *target, request.clangArgs, ctx), path))
      return std::move(e);
  for (const auto &[name, text] : request.sources)
    if (llvm::Error e = add(compileOpenCL(name, text, *target, request.clangArgs, ctx,
                                          &result.warnings),
                            name))
      return std::move(e);
  for (const auto &[name, bytes] : request.bitcode)
    if (llvm::Error e = add(parseBitcodeInput(name, llvm::MemoryBufferRef(bytes, name), ctx), name))
      return std::move(e);
  if (request.compileOnly) {
    dedupeNamedMetadata(*program);
    auto bytes = emit(*program, *target, request.emit);
    if (!bytes)
      return bytes.takeError();
    if (llvm::Error e = reported("cannot emit the program"))
      return std::move(e);
    result.bytes = std::move(*bytes);
    result.warnings += diags.warnings;
    return std::move(result);
  }

  std::string libDir = request.libraryDir.empty() ? defaultLibraryDir() : request.libraryDir;
  std::string libPath = libDir + "/" + target->name + ".bc";
  auto lib = loadBitcodeLazily(libPath, ctx);
  if (!lib)
    return error("clbuiltins library for " + target->name + " unusable: " +
                 llvm::toString(lib.takeError()));
  if (llvm::Error e = checkTriple(**lib, *target, libPath))
    return std::move(e);
  // (The layer's mode: its consumer optimizes the program again.)
  const bool reoptimized = request.inlineLaneWiseOverloads && request.optLevel > 0;
  llvm::StringSet<> programDefined;
  if (reoptimized)
    for (const llvm::Function &f : *program)
      if (!f.isDeclaration())
        programDefined.insert(f.getName());
  if (llvm::Error e = linkLibrary(*program, std::move(*lib), *target, result.warnings, diags))
    return std::move(e);
  if (reoptimized)
    markPreoptimized(*program, programDefined, *target);
  if (llvm::Error e = resolveControls(*program, request.clangArgs))
    return std::move(e);
  if (llvm::Error e = lowerSamplerInitializers(*program, *target))
    return std::move(e);
  if (llvm::Error e = lowerPrintf(*program, *target))
    return std::move(e);
  if (llvm::Error e = rejectRecursion(*program, *target, request.maxCallDepth))
    return std::move(e);
  separateCalledKernels(*program, *target);
  if (llvm::Error e = checkReqdWorkGroupSizes(*program, *target))
    return std::move(e);
  if (llvm::Error e = assignWorkGroupScratch(*program, *target))
    return std::move(e);
  if (llvm::Error e = addLaunchParameter(*program, *target, request.uniformLaunch))
    return std::move(e);
  if (llvm::Error e = checkResolved(*program, *target,
                                    request.allowUnresolved ? &result.unresolved : nullptr))
    return std::move(e);
  dedupeNamedMetadata(*program);
  guardSizeQueries(*program, *target);
  internalize(*program, *target);
  prepareSpirCasts(*program, *target);
  if (reoptimized) {
    inlineLaneWiseOverloads(*program, *target);
    inlineSmallLibraryFunctions(*program, programDefined, *target);
  }
  optimize(*program, *target, request.optLevel, reoptimized);
  if (llvm::Error e = reported("cannot optimize the program"))
    return std::move(e);
  if (reoptimized)
    keepLibraryCallsOutOfLine(*program, programDefined, *target);
  hoistDispatchedPrefix(*program);
  if (request.variadicVectorsAsX86_64)
    passVariadicVectorsAsX86_64(*program);
  if (std::vector<std::string> casts = unansweredSpirCasts(*program, *target); !casts.empty()) {
    std::string msg;
    for (const std::string &cast : casts)
      msg += (msg.empty() ? "" : "\nerror: ") + cast +
             ": the pointer's address space is not known at link time (it is loaded from "
             "memory, or passed to a function that was not inlined), and " + target->name +
             "'s runtimes cannot tell it either (memory is flat there)";
    return error(msg);
  }

  std::string problems;
  llvm::raw_string_ostream os(problems);
  if (llvm::verifyModule(*program, &os))
    return error("internal error: linked module is invalid: " + os.str());
  auto bytes = emit(*program, *target, request.emit);
  if (!bytes)
    return bytes.takeError();
  if (llvm::Error e = reported("cannot emit the program"))
    return std::move(e);
  result.bytes = std::move(*bytes);
  result.warnings += diags.warnings;
  return std::move(result);
}

llvm::Error linkToFile(const LinkRequest &request, const std::string &path) {
  auto bytes = link(request);
  if (!bytes)
    return bytes.takeError();
  return writeFileAtomically(path, *bytes);
}

}  // namespace clb
