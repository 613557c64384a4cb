// libFuzzer target: clb::linkProgram, the code the layer runs inside every
// OpenCL application, on arbitrary input. Built twice from this file:
//  - link_bitcode_fuzzer: the input is an LLVM module (bitcode, or IR text
//    when it does not start with the bitcode magic), linked for spir64 as a
//    user's .bc/.ll would be;
//  - link_source_fuzzer (CLB_FUZZ_SOURCE): the input is OpenCL C, compiled
//    and linked as the layer links a program built from source.
// Every input must give a result or an error with a message: no crash, no
// hang, no leak (ASan's leak check), no message-less error.
#include "clbuiltins/Link.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>

#ifndef CLB_FUZZ_LIBRARY_DIR
#error "CLB_FUZZ_LIBRARY_DIR: the built library (build/lib/clbuiltins)"
#endif

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string input(reinterpret_cast<const char *>(data), size);
  clb::LinkRequest r;
  r.target = "spir64";
  r.emit = "bc";
  r.libraryDir = CLB_FUZZ_LIBRARY_DIR;
  r.allowUnresolved = true;
#ifdef CLB_FUZZ_SOURCE
  // As the layer does (tools/clb-layer/Compile.cpp), minus the claims.
  r.sources.emplace_back("fuzz.cl", input);
  r.clangArgs = {"-cl-std=CL3.0"};
  r.inlineLaneWiseOverloads = true;
  r.optLevel = 1;
#else
  if (input.size() >= 4 && input.compare(0, 4, "BC\xc0\xde") == 0) {
    r.bitcode.emplace_back("fuzz.bc", input);
  } else {
    // IR text goes through a file: LinkRequest holds only bitcode in memory.
    static const std::string path = "/tmp/clb-link-fuzz-" + std::to_string(getpid()) + ".ll";
    FILE *f = std::fopen(path.c_str(), "wb");
    if (!f)
      std::abort();
    std::fwrite(input.data(), 1, input.size(), f);
    std::fclose(f);
    r.inputs.push_back(path);
  }
  r.optLevel = 1;
#endif
  llvm::Expected<clb::LinkResult> out = clb::linkProgram(r);
  for (const std::string &path : r.inputs)
    std::remove(path.c_str());
  if (!out) {
    std::string msg = llvm::toString(out.takeError());
    if (msg.empty())
      std::abort();  // an error must say what is wrong
  }
  return 0;
}
