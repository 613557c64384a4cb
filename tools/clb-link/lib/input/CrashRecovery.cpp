// Code clb-link runs but does not own -- LLVM's bitcode reader, clang's
// front end -- run so that a crash in it is the input's error rather than
// the end of the host process (docs/usage.md, "Inputs that crash LLVM or
// clang"). clb-link runs inside other people's processes, every OpenCL
// application under the layer among them.
//
// LLVM's crash recovery catches the signal in the thread that crashed and
// jumps back to where the work began. Its signal handlers are installed only
// while some thread runs such work, and hand any other thread's signal to
// the handler they replaced. A host that enabled LLVM's crash recovery
// itself (libclang does) keeps it enabled: the handlers are taken down only
// if installing them changed the SIGSEGV handler.
#include "input/Input.h"

#include <llvm/Support/CrashRecoveryContext.h>

#include <algorithm>
#include <csignal>
#include <mutex>
#include <vector>

// LeakSanitizer's switch, present only in a sanitized process.
extern "C" void __lsan_disable() __attribute__((weak));
extern "C" void __lsan_enable() __attribute__((weak));

namespace clb {
namespace {
std::mutex recoveryMutex;
int recoveryUsers = 0;
bool recoveryEnabledHere = false;
// What a crash left in no known state: never destroyed, kept reachable.
std::vector<const llvm::LLVMContext *> abandonedContexts;
std::vector<std::shared_ptr<void>> abandonedObjects;
}  // namespace

int runRecoverably(llvm::function_ref<void()> work) {
  {
    std::lock_guard<std::mutex> lock(recoveryMutex);
    if (recoveryUsers++ == 0) {
      struct sigaction before = {}, after = {};
      sigaction(SIGSEGV, nullptr, &before);
      llvm::CrashRecoveryContext::Enable();
      sigaction(SIGSEGV, nullptr, &after);
      recoveryEnabledHere = before.sa_sigaction != after.sa_sigaction;
    }
  }
  llvm::CrashRecoveryContext recovery;
  // What the work allocated before a crash is unreachable once recovery
  // jumps past it: a sanitized process does not leak-check the work. (The
  // link's own steps, and the heap test of repeated links, are checked.)
  if (__lsan_disable)
    __lsan_disable();
  const bool survived = recovery.RunSafely(work);
  if (__lsan_enable)
    __lsan_enable();
  {
    std::lock_guard<std::mutex> lock(recoveryMutex);
    if (--recoveryUsers == 0 && recoveryEnabledHere)
      llvm::CrashRecoveryContext::Disable();
  }
  if (survived)
    return 0;
  const int code = recovery.RetCode;
  return code > 128 ? code - 128 : -1;
}

std::string crashDescription(int signal, const std::string &doing) {
  return std::string(signal == SIGABRT ? "aborted " : "crashed ") + doing +
         (signal > 0 ? " (signal " + std::to_string(signal) + ")" : "");
}

void abandonContext(llvm::LLVMContext &ctx) {
  std::lock_guard<std::mutex> lock(recoveryMutex);
  abandonedContexts.push_back(&ctx);
}

void abandonObject(std::shared_ptr<void> object) {
  std::lock_guard<std::mutex> lock(recoveryMutex);
  abandonedObjects.push_back(std::move(object));
}

void ContextRelease::operator()(llvm::LLVMContext *ctx) const {
  {
    std::lock_guard<std::mutex> lock(recoveryMutex);
    if (std::find(abandonedContexts.begin(), abandonedContexts.end(), ctx) !=
        abandonedContexts.end())
      return;
  }
  delete ctx;
}

}  // namespace clb
