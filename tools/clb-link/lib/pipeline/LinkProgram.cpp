// clb-link's entry points (include/clbuiltins/Link.h): linkProgram runs the
// request's list of steps (Pipeline.cpp), and the rest are ways to call it.
#include "pipeline/Pipeline.h"

#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/Process.h>

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

LinkMode linkMode(const LinkRequest &request) {
  if (request.compileOnly)
    return LinkMode::CompileOnly;
  // At -O0 nothing is optimized, so the layer's mode has nothing to change.
  if (request.inlineLaneWiseOverloads && request.optLevel > 0)
    return LinkMode::Reoptimized;
  return LinkMode::Standard;
}

const char *linkModeName(LinkMode mode) {
  switch (mode) {
  case LinkMode::Standard:
    return "standard";
  case LinkMode::Reoptimized:
    return "reoptimized";
  case LinkMode::CompileOnly:
    return "compile-only";
  }
  return "";
}

std::vector<std::string> pipelineStepNames(LinkMode mode) {
  std::vector<std::string> names;
  for (const PipelineStep &step : pipelineSteps(mode))
    names.push_back(step.name);
  return names;
}

llvm::Expected<LinkResult> linkProgram(const LinkRequest &request) {
  LinkResult result;
  {
    LinkState state(request, result);
    for (const PipelineStep &step : pipelineSteps(linkMode(request)))
      if (llvm::Error e = step.run(state))
        return std::move(e);
  }
  return std::move(result);
}

llvm::Expected<std::string> link(const LinkRequest &request) {
  auto result = linkProgram(request);
  if (!result)
    return result.takeError();
  return std::move(result->bytes);
}

llvm::Error linkToFile(const LinkRequest &request, const std::string &path) {
  auto bytes = link(request);
  if (!bytes)
    return bytes.takeError();
  return writeFileAtomically(path, *bytes);
}

}  // namespace clb
