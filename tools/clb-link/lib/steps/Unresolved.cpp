// After the library and the kernel hooks are resolved, every function still
// only declared must be the runtime's (or an intrinsic, or a SPIR cast the
// optimizer answers): any other is a builtin clbuiltins lacks, an error
// naming it as OpenCL C spells it, or with LinkRequest::allowUnresolved a
// name left for the runtime's own library. Unused declarations go.
#include "steps/Steps.h"

#include <algorithm>

namespace clb {

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

// With `leftExternal`, missing builtins are listed there instead of failing.
llvm::Error checkResolved(llvm::Module &m, const TargetInfo &target,
                          std::vector<std::string> *leftExternal) {
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
    msg += "no definition for " + demangleBuiltin(name, &target) + " (" + name +
           ") in clbuiltins for " + target.name;
  }
  return error(msg);
}

}  // namespace clb
