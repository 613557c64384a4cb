// clb-libgen's work: one target's builtin objects -> its prepared library.
#include "library/Library.h"

#include "emit/Emit.h"
#include "input/Input.h"
#include "kernels/Kernels.h"
#include "steps/Steps.h"
#include "support/LLVMCompat.h"

#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <sstream>

namespace clb {

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

static llvm::Error translate(llvm::Module &m, const std::string &path, bool crossDevice = true) {
  std::ostringstream spv;
  std::string err;
  if (!writeSpirvModule(m, spv, err, crossDevice))
    return error("SPIR-V translation of the library failed: " + err);
  return writeFileAtomically(path, spv.str());
}

// Every __clb_ function the library calls is defined in it, but for the
// hooks clb-link resolves in each kernel. A generated overload whose core is
// missing (or written for other types: the mangled names differ) is caught
// here, at build time, and not by a user's link.
// nvptx64's activemask.b32 (the lanes running a call together) is volatile
// inline asm, so that no two merge and none moves across control flow; clang
// then makes it a call that may touch any memory, which keeps every load
// after it from reusing one before it (the launch table was read again after
// each sub-group shuffle or ballot). It touches no memory: marked as touching
// only memory nothing else can see, it still never merges, moves or goes,
// and no longer blocks memory optimizations.
static void markWarpQueriesMemoryFree(llvm::Module &lib) {
  for (llvm::Function &f : lib)
    for (llvm::BasicBlock &bb : f)
      for (llvm::Instruction &i : bb)
        if (auto *call = llvm::dyn_cast<llvm::CallInst>(&i))
          if (auto *code = llvm::dyn_cast<llvm::InlineAsm>(call->getCalledOperand()))
            if (llvm::StringRef(code->getAsmString()).trim() == "activemask.b32 $0;")
              compat::touchesOnlyInaccessibleMemory(*call);
}

static llvm::Error checkCores(const llvm::Module &lib, const TargetInfo &target) {
  static const char *const linkTimeHooks[] = {"__clb_work_group_scratch",
                                              "__clb_work_group_reqd_size",
                                              "__clb_work_group_phase",
                                              "__clb_work_group_has_reqd_size",
                                              "__clb_work_group_full_subgroups",
                                              "__clb_work_group_one_subgroup",
                                              "__clb_work_group_two_subgroups",
                                              "__clb_launch_parameter",
                                              "__clb_launch_uniform"};
  // Overloadable cores are mangled: _Z<length>__clb_<name><parameters>.
  auto isCore = [](llvm::StringRef name) {
    if (name.consume_front("_Z"))
      name = name.drop_while([](char c) { return c >= '0' && c <= '9'; });
    return compat::startsWith(name, "__clb_");
  };
  std::string missing;
  for (const llvm::Function &f : lib) {
    if (!f.isDeclaration() || f.use_empty() || !isCore(f.getName()))
      continue;
    if (std::find(std::begin(linkTimeHooks), std::end(linkTimeHooks), f.getName()) !=
        std::end(linkTimeHooks))
      continue;
    missing +=
        "\n  " + demangleBuiltin(f.getName().str(), &target) + " (" + f.getName().str() + ")";
  }
  if (missing.empty())
    return llvm::Error::success();
  return error(
      "the library calls cores no source defines (gen/Overloads.cpp: write them "
      "for every type their builtin's overloads need):" +
      missing);
}

// The library's objects linked into one module, each checked against the
// target; a symbol defined in two of them is an error.
static llvm::Expected<std::unique_ptr<llvm::Module>> linkObjects(
    const std::vector<std::string> &inputs, const TargetInfo &target, llvm::LLVMContext &ctx,
    DiagnosticLog &diags) {
  std::unique_ptr<llvm::Module> lib;
  for (const std::string &path : inputs) {
    auto m = loadBitcode(path, ctx);
    if (!m)
      return m.takeError();
    if (llvm::Error e = checkTriple(**m, target, path))
      return std::move(e);
    if (!lib) {
      lib = std::move(*m);
      lib->setModuleIdentifier("clbuiltins");
      lib->setSourceFileName("clbuiltins");
      continue;
    }
    // Linking with no flags makes a symbol defined in two sources an error.
    if (llvm::Linker::linkModules(*lib, std::move(*m)))
      return error("cannot link " + path + " into the library: " + diags.takeErrors());
  }
  if (!lib)
    return error("no inputs");
  return std::move(lib);
}

// The SPIR-V forms of the bitcode library `lib` (which this changes): the
// library for SPIR-V toolchains, and rusticl's drop-in when `mesaOutput`
// names one.
static llvm::Error writeSpirvLibraries(llvm::Module &lib, const TargetInfo &target,
                                       const std::string &spirvOutput,
                                       const std::string &mesaOutput) {
  // The SPIR-V modules are used without clb-link, which would otherwise give
  // each kernel its own collective scratch.
  defineSharedWorkGroupScratch(lib, target);
  // Its controls keep their strict values: fold them here, for consumers
  // that would otherwise load a constant at run time.
  foldControls(lib);
  // Mesa's libclc loader (rusticl 22.3) takes the module as translated from
  // bitcode that does not say it is OpenCL C: calls to the runtime's builtins
  // stay imported functions. Given lowered ones it crashes in get_lib_clc.
  // (The translator rewrites the module it is given, hence the copy.) Its
  // atomics take Device scope for all_svm_devices: rusticl 22.3 crashes
  // loading a module with a CrossDevice scope (it has no SVM to need one).
  if (!mesaOutput.empty()) {
    std::unique_ptr<llvm::Module> mesa = llvm::CloneModule(lib);
    lowerWorkItemQueriesForMesa(*mesa);
    if (llvm::Error e = translate(*mesa, mesaOutput, false))
      return e;
  }
  // For SPIR-V toolchains (spirv-link) those calls must become SPIR-V
  // builtins and instructions, which the translator does only in a module
  // that says it is OpenCL C; the library is compiled as 3.0.
  llvm::LLVMContext &c = lib.getContext();
  llvm::Type *i32 = llvm::Type::getInt32Ty(c);
  lib.getOrInsertNamedMetadata("opencl.ocl.version")
      ->addOperand(
          llvm::MDNode::get(c, {llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(i32, 3)),
                                llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(i32, 0))}));
  return translate(lib, spirvOutput);
}

llvm::Error buildLibrary(const std::vector<std::string> &inputs, const std::string &targetName,
                         const std::string &output, const std::string &spirvOutput,
                         const std::string &mesaOutput) {
  const TargetInfo *found = findTarget(targetName);
  if (!found)
    return error("unknown target '" + targetName + "'");
  const TargetInfo &target = *found;
  DiagnosticLog diags;
  if (llvm::Error e = checkTarget(target))
    return e;
  llvm::LLVMContext ctx;
  collectDiagnostics(ctx, diags);
  auto linked = linkObjects(inputs, target, ctx, diags);
  if (!linked)
    return linked.takeError();
  std::unique_ptr<llvm::Module> lib = std::move(*linked);
  if (llvm::Error e = defineAtomicMarkers(*lib))
    return e;
  if (llvm::Error e = defineControlDefaults(*lib))
    return e;
  if (llvm::Error e = checkCores(*lib, target))
    return e;
  markWarpQueriesMemoryFree(*lib);

  // Each user module carries its own OpenCL version; the library's would be
  // merged next to it and make the linked program claim two versions.
  for (const char *name :
       {"opencl.ocl.version", "opencl.spir.version", "opencl.used.extensions",
        "opencl.used.optional.core.features", "opencl.compiler.options", "llvm.ident"})
    if (llvm::NamedMDNode *md = lib->getNamedMetadata(name))
      lib->eraseNamedMetadata(md);

  std::string problems;
  llvm::raw_string_ostream os(problems);
  if (llvm::verifyModule(*lib, &os))
    return error("library module is invalid: " + os.str());

  std::string bytes;
  {
    llvm::raw_string_ostream bs(bytes);
    llvm::WriteBitcodeToFile(*lib, bs);
  }
  if (llvm::Error e = writeFileAtomically(output, bytes))
    return e;
  if (spirvOutput.empty())
    return llvm::Error::success();
  return writeSpirvLibraries(*lib, target, spirvOutput, mesaOutput);
}

}  // namespace clb
