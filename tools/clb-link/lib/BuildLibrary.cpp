// clb-libgen's work: one target's builtin objects -> its prepared library.
#include "Internal.h"

#include <LLVMSPIRVLib/LLVMSPIRVLib.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Support/raw_ostream.h>

#include <sstream>

namespace clb {

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

llvm::Error buildLibrary(const std::vector<std::string> &inputs, const std::string &triple,
                         const std::string &output, const std::string &spirvOutput) {
  llvm::LLVMContext ctx;
  TargetInfo target{"library", triple, {}, {}, {}, {}, {}};
  std::unique_ptr<llvm::Module> lib;
  for (const std::string &path : inputs) {
    auto m = loadBitcode(path, ctx);
    if (!m)
      return m.takeError();
    if (llvm::Error e = checkTriple(**m, target, path))
      return e;
    if (!lib) {
      lib = std::move(*m);
      lib->setModuleIdentifier("clbuiltins");
      lib->setSourceFileName("clbuiltins");
      continue;
    }
    // Linking with no flags makes a symbol defined in two sources an error.
    if (llvm::Linker::linkModules(*lib, std::move(*m)))
      return error("cannot link " + path + " into the library: a builtin defined twice?");
  }
  if (!lib)
    return error("no inputs");

  // Each user module carries its own OpenCL version; the library's would be
  // merged next to it and make the linked program claim two versions.
  for (const char *name : {"opencl.ocl.version", "opencl.spir.version", "opencl.used.extensions",
                           "opencl.used.optional.core.features", "opencl.compiler.options",
                           "llvm.ident"})
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

  std::ostringstream spv;
  std::string err;
  if (!llvm::writeSpirv(lib.get(), spirvOptions(), spv, err))
    return error("SPIR-V translation of the library failed: " + err);
  return writeFileAtomically(spirvOutput, spv.str());
}

}  // namespace clb
