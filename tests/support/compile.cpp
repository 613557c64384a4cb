#include "compile.h"

#include "clbuiltins/Link.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace clbtest {

std::string kernelSource(const std::string &name) {
  std::ifstream in(std::string(CLB_TEST_KERNEL_DIR) + "/" + name);
  if (!in)
    throw std::runtime_error("cannot read test kernel " + name);
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

std::string linkKernel(const std::string &target, const std::string &emit,
                       const std::string &file, const std::vector<std::string> &clangArgs) {
  clb::LinkRequest request;
  request.target = target;
  request.emit = emit;
  request.sources.emplace_back(file, kernelSource(file));
  request.clangArgs = clangArgs;
  request.libraryDir = CLB_TEST_LIBRARY_DIR;
  llvm::Expected<std::string> out = clb::link(request);
  if (!out) {
    std::string msg = llvm::toString(out.takeError());
    ADD_FAILURE() << "clb-link " << file << " for " << target << ": " << msg;
    throw std::runtime_error(msg);
  }
  return std::move(*out);
}

}  // namespace clbtest
