// The request's own errors, found before anything is read or compiled, in
// the order a caller fixes them: the target, what it can emit, the level,
// an option the target refuses, then the inputs.
#include "pipeline/Pipeline.h"
#include "steps/Steps.h"

#include <llvm/Support/FileSystem.h>

#include <algorithm>

namespace clb {

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

// The inputs' total size in bytes, against LinkRequest::maxInputBytes: a
// program past it would take its host process's time and memory.
static llvm::Error checkInputSize(const LinkRequest &request) {
  if (!request.maxInputBytes)
    return llvm::Error::success();
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
  return llvm::Error::success();
}

llvm::Error checkRequest(LinkState &state) {
  const LinkRequest &request = state.request;
  const TargetInfo *target = findTarget(request.target);
  if (!target)
    return error("unknown target '" + request.target + "' (expected " + targetNames() + ")");
  state.target = target;
  if (std::find(target->emits.begin(), target->emits.end(), request.emit) == target->emits.end()) {
    std::string kinds;
    for (const std::string &k : target->emits)
      kinds += (kinds.empty() ? "" : ", ") + k;
    return error("cannot emit '" + request.emit + "' for " + target->name + " (expected " + kinds +
                 ")");
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
    return error(
        "-cl-clb-correctly-rounded-math computes the float math functions through "
        "double, and a " +
        target->name +
        " module may run on a device without double "
        "(rusticl's llvmpipe, many GPUs) or with slow double: refused for " +
        target->name +
        " (link without it for float math within 1 ulp, or for a target "
        "whose devices have fast double: " +
        fast + ")");
  }
  if (request.inputs.empty() && request.sources.empty() && request.bitcode.empty())
    return error("no input files");
  return checkInputSize(request);
}

}  // namespace clb
