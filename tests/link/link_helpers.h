// What the in-process clb-link tests share: a request for one in-memory
// OpenCL C source against the build's library, and the error text of a link
// expected to fail.
#ifndef CLBTEST_LINK_HELPERS_H
#define CLBTEST_LINK_HELPERS_H

#include "clbuiltins/Link.h"

#include <gtest/gtest.h>

#include <string>

namespace clbtest {

inline clb::LinkRequest linkRequest(const std::string &target, const std::string &emit,
                                    const std::string &source) {
  clb::LinkRequest r;
  r.target = target;
  r.emit = emit;
  r.sources.emplace_back("kernel.cl", source);
  r.libraryDir = CLB_TEST_LIBRARY_DIR;
  return r;
}

// How many times `what` occurs in `text` (overlaps counted).
inline size_t occurrences(const std::string &text, const std::string &what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
    ++n;
  return n;
}

inline std::string linkFailure(const clb::LinkRequest &r) {
  auto out = clb::linkProgram(r);
  if (out) {
    ADD_FAILURE() << "link unexpectedly succeeded";
    return "";
  }
  return llvm::toString(out.takeError());
}

}  // namespace clbtest

#endif
