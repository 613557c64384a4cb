// The link's inputs as one module: every file (input/Inputs.cpp decides what
// each is), then the in-memory OpenCL C sources, then the in-memory bitcode,
// each checked against the target and linked into the first.
#include "pipeline/Pipeline.h"

#include <llvm/Linker/Linker.h>

namespace clb {

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

llvm::Error readInputs(LinkState &state) {
  const LinkRequest &request = state.request;
  const TargetInfo &target = *state.target;
  state.ctx = newContext();
  llvm::LLVMContext &ctx = *state.ctx;
  collectDiagnostics(ctx, state.diags);
  auto add = [&](llvm::Expected<std::unique_ptr<llvm::Module>> m,
                 const std::string &what) -> llvm::Error {
    if (!m)
      return m.takeError();
    if (llvm::Error e = checkTriple(**m, target, what))
      return e;
    if (!state.program) {
      state.program = std::move(*m);
      return llvm::Error::success();
    }
    if (llvm::Linker::linkModules(*state.program, std::move(*m)))
      return error("cannot link " + what + " with the other inputs: " + state.diags.takeErrors());
    return llvm::Error::success();
  };
  for (const std::string &path : request.inputs)
    if (llvm::Error e = add(loadInput(path, target, request.clangArgs, ctx), path))
      return e;
  for (const auto &[name, text] : request.sources)
    if (llvm::Error e =
            add(compileOpenCL(name, text, target, request.clangArgs, ctx, &state.result.warnings),
                name))
      return e;
  for (const auto &[name, bytes] : request.bitcode)
    if (llvm::Error e = add(parseBitcodeInput(name, llvm::MemoryBufferRef(bytes, name), ctx), name))
      return e;
  return llvm::Error::success();
}

}  // namespace clb
