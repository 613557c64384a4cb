#include "compile.h"

#include "clbuiltins/Link.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace clbtest {

std::string kernelSource(const std::string &name) {
  std::ifstream in(std::string(CLB_TEST_KERNEL_DIR) + "/" + name);
  if (!in)
    throw std::runtime_error("cannot read test kernel " + name);
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

namespace {

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

// FNV-1a, 64 bits, over each part and its length (so no two part lists
// collide by concatenation).
uint64_t hashParts(const std::vector<std::string> &parts) {
  uint64_t h = 14695981039346656037ull;
  auto add = [&](const void *data, size_t n) {
    for (size_t i = 0; i < n; ++i)
      h = (h ^ static_cast<const unsigned char *>(data)[i]) * 1099511628211ull;
  };
  for (const std::string &part : parts) {
    const uint64_t n = part.size();
    add(&n, sizeof n);
    add(part.data(), part.size());
  }
  return h;
}

}  // namespace

// ctest runs every test in a process of its own, and linking a large kernel
// file is most of such a process's time (math_unary.cl: every math function
// inlined into 160 kernels, seconds each time). The linked result is kept in
// CLB_TEST_LINK_CACHE_DIR (the build tree's link-cache for clb-tests; the
// environment's CLB_TEST_LINK_CACHE overrides it, empty turns it off),
// keyed by everything the link reads: target, form, file name and text,
// options, and the library's bytes. A new entry is written beside its name
// and renamed into place, so concurrent tests never read half a file.
std::string linkKernel(const std::string &target, const std::string &emit, const std::string &file,
                       const std::vector<std::string> &clangArgs) {
  const std::string source = kernelSource(file);
#ifdef CLB_TEST_LINK_CACHE_DIR
  const char *cacheDir = CLB_TEST_LINK_CACHE_DIR;
#else
  const char *cacheDir = nullptr;
#endif
  if (const char *env = std::getenv("CLB_TEST_LINK_CACHE"))
    cacheDir = env;
  std::string cached;
  if (cacheDir && *cacheDir) {
    // (The pipeline's version: a cache from before the lane-wise inlining
    // below, or before the library's bodies were left unsimplified, must not
    // serve this one.)
    std::vector<std::string> key = {
        target,
        emit,
        file,
        source,
        "lane-wise v2, preoptimized library and its loops, one-round reoptimized pipeline, library "
        "calls kept out of line, typed scratch pointers",
        readFile(std::string(CLB_TEST_LIBRARY_DIR) + "/" + target + ".bc")};
    key.insert(key.end(), clangArgs.begin(), clangArgs.end());
    char name[64];
    std::snprintf(name, sizeof name, "/%016llx.%s", (unsigned long long)hashParts(key),
                  emit.c_str());
    cached = std::string(cacheDir) + name;
    std::ifstream hit(cached, std::ios::binary);
    if (hit) {
      std::ostringstream os;
      os << hit.rdbuf();
      return os.str();
    }
  }
  clb::LinkRequest request;
  request.target = target;
  request.emit = emit;
  request.sources.emplace_back(file, source);
  request.clangArgs = clangArgs;
  request.libraryDir = CLB_TEST_LIBRARY_DIR;
  // PoCL's kernels linked as the layer links them (tools/clb-layer/Compile.cpp).
  request.inlineLaneWiseOverloads = target == "spir64";
  request.variadicVectorsAsX86_64 = target == "spir64";
  llvm::Expected<std::string> out = clb::link(request);
  if (!out) {
    std::string msg = llvm::toString(out.takeError());
    ADD_FAILURE() << "clb-link " << file << " for " << target << ": " << msg;
    throw std::runtime_error(msg);
  }
  if (!cached.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(cacheDir, ec);
    const std::string part = cached + "." + std::to_string(getpid());
    {
      std::ofstream o(part, std::ios::binary);
      o << *out;
    }
    std::filesystem::rename(part, cached, ec);
    if (ec)
      std::filesystem::remove(part, ec);
  }
  return std::move(*out);
}

}  // namespace clbtest
