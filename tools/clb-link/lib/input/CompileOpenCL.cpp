// OpenCL C to LLVM IR through clang's driver and front end, in-process, so
// one context holds the user's modules and the library and diagnostics come
// back as text rather than through a child process.
#include "input/Input.h"

#include <clang/Basic/DiagnosticOptions.h>
#include <clang/CodeGen/CodeGenAction.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Frontend/Utils.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/VirtualFileSystem.h>
#include <llvm/Support/raw_ostream.h>

namespace clb {

// The path under which the target's predefines header is held in memory.
static std::string predefinesPath(const TargetInfo &target) {
  return "/clbuiltins-virtual/" + target.name + "-predefines.h";
}

// Driver-level arguments, as a user would type them for clang-15. The
// default header gives every builtin declaration; -O2 with LLVM passes off
// keeps the IR free of optnone so the post-link pipeline can optimize it.
// No output kind (-S, -emit-llvm): createInvocation adds -fsyntax-only and
// the action decides, and the CUDA driver would call -S unused.
static std::vector<std::string> driverArguments(const std::string &name, const TargetInfo &target,
                                                const std::vector<std::string> &clangArgs) {
  std::vector<std::string> args = {CLB_CLANG_PATH,
                                   "-target",
                                   target.triple,
                                   "-x",
                                   "cl",
                                   "-Xclang",
                                   "-finclude-default-header",
                                   "-O2",
                                   "-Xclang",
                                   "-disable-llvm-passes"};
  args.insert(args.end(), target.clangFlags.begin(), target.clangFlags.end());
  // The target's macros that hold under some OpenCL C versions only, read
  // first as a header of their own (held in memory, sourceFileSystem);
  // -imacros, as -include would come after clang's own header, which tests
  // them.
  if (!target.predefines.empty())
    args.insert(args.end(), {"-imacros", predefinesPath(target)});
  for (const std::string &a : clangArgs)
    if (!isLibraryOnlyOption(a))
      args.push_back(a);
  args.push_back(name);
  return args;
}

// The files clang reads: the real file system, with in-memory sources in an
// overlay so clang sees them as ordinary files.
static llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> sourceFileSystem(
    const std::string &name, const std::optional<std::string> &text, const TargetInfo &target) {
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fs = llvm::vfs::getRealFileSystem();
  if (!text && target.predefines.empty())
    return fs;
  auto overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(fs);
  auto memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  // Relative names resolve against the real working directory, as files do.
  llvm::SmallString<256> path(name);
  if (auto cwd = fs->getCurrentWorkingDirectory())
    llvm::sys::fs::make_absolute(*cwd, path);
  if (text)
    memory->addFile(path, 0, llvm::MemoryBuffer::getMemBufferCopy(*text, name));
  if (!target.predefines.empty()) {
    const std::string predefines = predefinesPath(target);
    memory->addFile(predefines, 0, llvm::MemoryBuffer::getMemBuffer(target.predefines, predefines));
  }
  overlay->pushOverlay(memory);
  if (auto cwd = fs->getCurrentWorkingDirectory())
    overlay->setCurrentWorkingDirectory(*cwd);
  return overlay;
}

llvm::Expected<std::unique_ptr<llvm::Module>> compileOpenCL(
    const std::string &name, const std::optional<std::string> &text, const TargetInfo &target,
    const std::vector<std::string> &clangArgs, llvm::LLVMContext &ctx, std::string *warnings) {
  const std::vector<std::string> args = driverArguments(name, target, clangArgs);
  std::vector<const char *> argv;
  for (const std::string &a : args)
    argv.push_back(a.c_str());

  std::string diagText;
  llvm::raw_string_ostream diagStream(diagText);
  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> diagOpts = new clang::DiagnosticOptions();
  auto *printer = new clang::TextDiagnosticPrinter(diagStream, diagOpts.get());
  llvm::IntrusiveRefCntPtr<clang::DiagnosticsEngine> diags =
      clang::CompilerInstance::createDiagnostics(diagOpts.get(), printer);

  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fs = sourceFileSystem(name, text, target);

  clang::CreateInvocationOptions opts;
  opts.Diags = diags;
  opts.VFS = fs;
  std::shared_ptr<clang::CompilerInvocation> invocation = clang::createInvocation(argv, opts);
  // "<what> NAME for TARGET", then clang's diagnostics.
  auto failWith = [&](const std::string &head) {
    diagStream.flush();
    std::string d = llvm::StringRef(diagText).rtrim().str();
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s%s%s", head.c_str(),
                                   d.empty() ? "" : ":\n", d.c_str());
  };
  auto fail = [&](const char *what) {
    return failWith(std::string(what) + " " + name + " for " + target.name);
  };
  if (!invocation || diags->hasErrorOccurred())
    return fail("bad compiler options for");

  // Diagnostics reach the caller through `printer`, which keeps its own
  // options; without carets here clang does not also print its "N warnings
  // generated" tally straight to stderr.
  invocation->getDiagnosticOpts().ShowCarets = false;
  // The driver asks for -disable-free, as a compiler process about to exit
  // may: the front end then leaks its AST, Sema and preprocessor on
  // purpose. Here we live on inside the caller (the layer, in every build of
  // an OpenCL application), so everything is freed: without this, a link
  // of a small kernel leaked 0.2-0.4 MB of heap (tests/link/memory_test.cpp),
  // and the layer's tests 24 MB (ASan's leak check).
  invocation->getFrontendOpts().DisableFree = false;
  invocation->getCodeGenOpts().DisableFree = false;
  auto ci = std::make_shared<clang::CompilerInstance>();
  ci->setInvocation(invocation);
  ci->createDiagnostics(printer, /*ShouldOwnClient=*/false);
  ci->createFileManager(fs);
  auto action = std::make_shared<clang::EmitLLVMOnlyAction>(&ctx);
  // clang 15's front end crashes on some invalid programs (C++ for OpenCL:
  // tests/link/clb_link_test.cpp's FrontEndCrashIsAnError). The compile runs
  // under crash recovery; after a crash the compiler, the action and the
  // context, which may hold half a module, are never touched again.
  bool compiled = false;
  if (const int crash = runRecoverably([&] {
        compiled = ci->ExecuteAction(*action) && !ci->getDiagnostics().hasErrorOccurred();
      })) {
    abandonObject(ci);
    abandonObject(action);
    abandonObject(std::make_shared<llvm::IntrusiveRefCntPtr<clang::DiagnosticsEngine>>(diags));
    abandonContext(ctx);
    return failWith("clang's front end " +
                    crashDescription(crash, "compiling " + name + " for " + target.name));
  }
  if (!compiled)
    return fail("cannot compile");
  std::unique_ptr<llvm::Module> m = action->takeModule();
  if (!m)
    return fail("cannot compile");
  if (warnings)
    *warnings += diagStream.str();
  return std::move(m);
}

}  // namespace clb
