// Reading INPUTs: the kind is decided by content for bitcode and by suffix for
// text, unless -x names it, and every failure names the file and the reason
// in one line.
#include "input/Input.h"
#include "support/LLVMCompat.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/Verifier.h>
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

static bool isBitcode(llvm::StringRef bytes) {
  return compat::startsWith(bytes, "BC\xC0\xDE") || compat::startsWith(bytes, "\xDE\xC0\x17\x0B");
}

static llvm::Expected<std::unique_ptr<llvm::Module>> parseIRText(const std::string &path,
                                                                 llvm::MemoryBufferRef text,
                                                                 llvm::LLVMContext &ctx) {
  llvm::SMDiagnostic diag;
  auto m = llvm::parseAssembly(text, diag, ctx);
  if (!m) {
    std::string msg;
    llvm::raw_string_ostream os(msg);
    os << "invalid LLVM IR at line " << diag.getLineNo() << ": " << diag.getMessage();
    return fileError(path, os.str());
  }
  return std::move(m);
}

// A module from a user's bitcode or IR, verified: the bitcode reader and
// the IR parser accept modules the passes then crash on (a fuzzed bitcode
// file crashed SimplifyCFG).
static llvm::Expected<std::unique_ptr<llvm::Module>> verified(
    llvm::Expected<std::unique_ptr<llvm::Module>> m, const std::string &path) {
  if (!m)
    return m.takeError();
  std::string problems;
  llvm::raw_string_ostream os(problems);
  bool brokenDebugInfo = false;
  if (llvm::verifyModule(**m, &os, &brokenDebugInfo))
    return fileError(path, "not a valid LLVM module: " + llvm::StringRef(os.str()).rtrim().str());
  if (brokenDebugInfo)
    llvm::StripDebugInfo(**m);
  return m;
}

// LLVM 15's bitcode reader trusts the file it reads: a malformed one can
// make it crash, or end in report_fatal_error, which aborts the process
// (fuzzing found 61 such inputs in 10 minutes: docs/testing.md). Bitcode
// from outside is first read into a scratch context under crash recovery
// (CrashRecovery.cpp): an error if the reader crashed, aborted or refused
// the bytes (then they are not read again: the reader leaks on some of its
// error paths).
static llvm::Error readsWithoutCrashing(const std::string &path, llvm::MemoryBufferRef bytes) {
  ContextOwner scratch = newContext();
  std::string refused;
  const int crash = runRecoverably([&] {
    auto m = llvm::parseBitcodeFile(bytes, *scratch);
    if (m)
      llvm::verifyModule(**m);
    else
      refused = llvm::toString(m.takeError());
  });
  if (crash) {
    abandonContext(*scratch);
    return fileError(
        path, "corrupt bitcode: LLVM's bitcode reader " + crashDescription(crash, "reading it"));
  }
  if (!refused.empty())
    return fileError(path, "corrupt bitcode: " + refused);
  return llvm::Error::success();
}

llvm::Expected<std::unique_ptr<llvm::Module>> parseBitcodeInput(const std::string &path,
                                                                llvm::MemoryBufferRef bytes,
                                                                llvm::LLVMContext &ctx) {
  if (llvm::Error e = readsWithoutCrashing(path, bytes))
    return std::move(e);
  auto m = llvm::parseBitcodeFile(bytes, ctx);
  if (!m)
    return fileError(path, "corrupt bitcode: " + llvm::toString(m.takeError()));
  return verified(std::move(*m), path);
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

llvm::Expected<std::unique_ptr<llvm::Module>> loadBitcodeLazily(const std::string &path,
                                                                llvm::LLVMContext &ctx) {
  auto buffer = readFile(path);
  if (!buffer)
    return buffer.takeError();
  // The module owns the buffer, which the bodies are read from later.
  auto m = llvm::getOwningLazyBitcodeModule(std::move(*buffer), ctx);
  if (!m)
    return fileError(path, "corrupt bitcode: " + llvm::toString(m.takeError()));
  return std::move(*m);
}

llvm::Expected<std::unique_ptr<llvm::Module>> loadInput(const std::string &path,
                                                        const TargetInfo &target,
                                                        const std::vector<std::string> &clangArgs,
                                                        llvm::LLVMContext &ctx) {
  auto buffer = readFile(path);
  if (!buffer)
    return buffer.takeError();
  llvm::StringRef bytes = (*buffer)->getBuffer();
  llvm::StringRef ext = llvm::sys::path::extension(path);
  // Bitcode is recognised by its magic, whatever the file is called.
  if (isBitcode(bytes))
    return parseBitcodeInput(path, (*buffer)->getMemBufferRef(), ctx);
  if (ext == ".bc")
    return fileError(path, "corrupt bitcode: no bitcode signature");
  if (ext == ".ll")
    return verified(parseIRText(path, (*buffer)->getMemBufferRef(), ctx), path);
  if (ext == ".cl")
    return compileOpenCL(path, std::nullopt, target, clangArgs, ctx);
  return fileError(path, "unknown input kind (expected .cl, .bc or .ll, or name it with -x)");
}

llvm::Error addInputAs(LinkRequest &request, const std::string &path, const std::string &language) {
  if (language == "none") {
    request.inputs.push_back(path);
    return llvm::Error::success();
  }
  if (language != "cl" && language != "ir")
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "unknown language '%s' for -x (expected cl, ir or none)",
                                   language.c_str());
  auto buffer = readFile(path);
  if (!buffer)
    return buffer.takeError();
  llvm::StringRef bytes = (*buffer)->getBuffer();
  if (language == "cl") {
    request.sources.emplace_back(path, bytes.str());
    return llvm::Error::success();
  }
  if (isBitcode(bytes)) {
    request.bitcode.emplace_back(path, bytes.str());
    return llvm::Error::success();
  }
  // Text IR travels as bitcode: the request holds IR only in that form.
  llvm::LLVMContext ctx;
  auto m = parseIRText(path, (*buffer)->getMemBufferRef(), ctx);
  if (!m)
    return m.takeError();
  std::string bc;
  llvm::raw_string_ostream os(bc);
  llvm::WriteBitcodeToFile(**m, os);
  request.bitcode.emplace_back(path, os.str());
  return llvm::Error::success();
}

llvm::Error checkTriple(const llvm::Module &m, const TargetInfo &target, const std::string &what) {
  llvm::Triple have(m.getTargetTriple()), want(target.triple);
  if (have.getArch() == want.getArch())
    return llvm::Error::success();
  std::string shown = m.getTargetTriple().empty() ? "no target" : m.getTargetTriple();
  return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s is for %s, not %s (%s)",
                                 what.c_str(), shown.c_str(), target.name.c_str(),
                                 target.triple.c_str());
}

}  // namespace clb
