// Kernel sources of the test suite, linked with clbuiltins in-process.
#ifndef CLBTEST_COMPILE_H
#define CLBTEST_COMPILE_H

#include <string>
#include <vector>

namespace clbtest {

// tests/kernels/<name>: the OpenCL C text of a test kernel file.
std::string kernelSource(const std::string &name);

// The kernel file linked for `target` into `emit` form against the build
// tree's library. A link error fails the calling test with the message and
// throws, so no test goes on with a missing program.
std::string linkKernel(const std::string &target, const std::string &emit, const std::string &file,
                       const std::vector<std::string> &clangArgs = {});

}  // namespace clbtest

#endif
