// Reading the link's inputs (Inputs.cpp): OpenCL C through clang's front end
// in-process (CompileOpenCL.cpp), LLVM bitcode and IR, each checked against
// the target, and all of it under LLVM's crash recovery (CrashRecovery.cpp),
// because it runs code clb-link calls but does not own inside other
// people's processes.
#ifndef CLB_LINK_INPUT_H
#define CLB_LINK_INPUT_H

#include "support/Support.h"

#include <llvm/ADT/STLFunctionalExtras.h>
#include <llvm/Support/MemoryBufferRef.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clb {

// Runs `work`, code clb-link calls but does not own (LLVM's bitcode reader,
// clang's front end), under LLVM's crash recovery: 0 if it returned, else the
// signal that ended it (-1 if not known). After a crash, nothing `work`
// touched may be used or destroyed: abandon it.
int runRecoverably(llvm::function_ref<void()> work);
// "crashed <doing> (signal 11)", "aborted <doing> (signal 6)": for the
// input's error.
std::string crashDescription(int signal, const std::string &doing);
// A context a crash may have left in no known state (a module half made in
// it): the ContextOwner holding it keeps it, never destroying it.
void abandonContext(llvm::LLVMContext &ctx);
// Keeps `object` alive and reachable for the rest of the process.
void abandonObject(std::shared_ptr<void> object);
struct ContextRelease {
  void operator()(llvm::LLVMContext *ctx) const;
};
using ContextOwner = std::unique_ptr<llvm::LLVMContext, ContextRelease>;
inline ContextOwner newContext() {
  return ContextOwner(new llvm::LLVMContext);
}

// Compiles OpenCL C for `target` in-process with clang 15. `text` is the
// source when given, else the file `name` is read. On success, clang's
// warnings are appended to `warnings` when given. If clang crashes, the
// error says so and `ctx` is abandoned (it must be held by a ContextOwner).
llvm::Expected<std::unique_ptr<llvm::Module>> compileOpenCL(
    const std::string &name, const std::optional<std::string> &text, const TargetInfo &target,
    const std::vector<std::string> &clangArgs, llvm::LLVMContext &ctx,
    std::string *warnings = nullptr);

// Loads one INPUT: OpenCL C (.cl), LLVM bitcode (by its magic) or LLVM IR (.ll).
llvm::Expected<std::unique_ptr<llvm::Module>> loadInput(const std::string &path,
                                                        const TargetInfo &target,
                                                        const std::vector<std::string> &clangArgs,
                                                        llvm::LLVMContext &ctx);

// A user's bitcode held in memory (`path` names it in errors), parsed and
// verified as loadInput does.
llvm::Expected<std::unique_ptr<llvm::Module>> parseBitcodeInput(const std::string &path,
                                                                llvm::MemoryBufferRef bytes,
                                                                llvm::LLVMContext &ctx);

// Parses bitcode from a file, naming the file and the reason on failure.
llvm::Expected<std::unique_ptr<llvm::Module>> loadBitcode(const std::string &path,
                                                          llvm::LLVMContext &ctx);
// The same, reading only the module's symbols: each function body is read
// when it is materialized (Function::materialize, or the IR linker moving it).
llvm::Expected<std::unique_ptr<llvm::Module>> loadBitcodeLazily(const std::string &path,
                                                                llvm::LLVMContext &ctx);

// An error unless the module was made for the target's architecture.
llvm::Error checkTriple(const llvm::Module &m, const TargetInfo &target, const std::string &what);

}  // namespace clb

#endif
