// Reading INPUTs: the kind is decided by content for bitcode and by suffix for
// text, and every failure names the file and the reason in one line.
#include "Internal.h"

#include <llvm/ADT/Triple.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

namespace clb {

static llvm::Error fileError(const std::string &path, const std::string &reason) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s: %s", path.c_str(),
                                 reason.c_str());
}

static llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> readFile(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return fileError(path, "cannot read: " + buffer.getError().message());
  return std::move(*buffer);
}

llvm::Expected<std::unique_ptr<llvm::Module>> loadBitcode(const std::string &path,
                                                          llvm::LLVMContext &ctx) {
  auto buffer = readFile(path);
  if (!buffer)
    return buffer.takeError();
  auto m = llvm::parseBitcodeFile((*buffer)->getMemBufferRef(), ctx);
  if (!m)
    return fileError(path, "corrupt bitcode: " + llvm::toString(m.takeError()));
  return std::move(*m);
}

llvm::Expected<std::unique_ptr<llvm::Module>>
loadInput(const std::string &path, const TargetInfo &target,
          const std::vector<std::string> &clangArgs, llvm::LLVMContext &ctx) {
  auto buffer = readFile(path);
  if (!buffer)
    return buffer.takeError();
  llvm::StringRef bytes = (*buffer)->getBuffer();
  llvm::StringRef ext = llvm::sys::path::extension(path);
  // Bitcode is recognised by its magic, whatever the file is called.
  if (bytes.startswith("BC\xC0\xDE") || bytes.startswith("\xDE\xC0\x17\x0B")) {
    auto m = llvm::parseBitcodeFile((*buffer)->getMemBufferRef(), ctx);
    if (!m)
      return fileError(path, "corrupt bitcode: " + llvm::toString(m.takeError()));
    return std::move(*m);
  }
  if (ext == ".bc")
    return fileError(path, "corrupt bitcode: no bitcode signature");
  if (ext == ".ll") {
    llvm::SMDiagnostic diag;
    auto m = llvm::parseAssembly((*buffer)->getMemBufferRef(), diag, ctx);
    if (!m) {
      std::string msg;
      llvm::raw_string_ostream os(msg);
      os << "invalid LLVM IR at line " << diag.getLineNo() << ": " << diag.getMessage();
      return fileError(path, os.str());
    }
    return std::move(m);
  }
  if (ext == ".cl")
    return compileOpenCL(path, std::nullopt, target, clangArgs, ctx);
  return fileError(path, "unknown input kind (expected .cl, .bc or .ll)");
}

llvm::Error checkTriple(const llvm::Module &m, const TargetInfo &target,
                        const std::string &what) {
  llvm::Triple have(m.getTargetTriple()), want(target.triple);
  if (have.getArch() == want.getArch())
    return llvm::Error::success();
  std::string shown = m.getTargetTriple().empty() ? "no target" : m.getTargetTriple();
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "%s is for %s, not %s (%s)", what.c_str(), shown.c_str(),
                                 target.name.c_str(), target.triple.c_str());
}

}  // namespace clb
