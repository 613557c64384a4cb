// What the tests that check a listed family of builtins becomes SPIR-V
// instructions share (spirv_subgroups_test.cpp, spirv_images_test.cpp): the
// listed names' declarations from the signature table, the names of a
// runtime-provided list, and a module checked by spirv-val and disassembled.
#ifndef CLBTEST_SPIRV_HELPERS_H
#define CLBTEST_SPIRV_HELPERS_H

#include "link_helpers.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

namespace clbtest {

// The signature table's rows (name, mangled name, attributes, return type,
// parameter types) of the listed mangled names, by mangled name.
inline std::map<std::string, std::vector<std::string>> signaturesOf(
    const std::set<std::string> &names) {
  std::map<std::string, std::vector<std::string>> rows;
  std::ifstream table(CLB_TEST_SIGNATURES);
  for (std::string line; std::getline(table, line);) {
    std::vector<std::string> f;
    std::istringstream in(line);
    for (std::string field; std::getline(in, field, '\t');)
      f.push_back(field);
    if (f.size() >= 4 && names.count(f[1]))
      rows[f[1]] = f;
  }
  return rows;
}

// The names of a runtime-provided list (comments and blank lines skipped)
// that contain `part`.
inline std::set<std::string> listedNames(const char *path, const std::string &part = "") {
  std::set<std::string> names;
  std::ifstream list(path);
  EXPECT_TRUE(list) << path;
  for (std::string line; std::getline(list, line);)
    if (!line.empty() && line[0] != '#' && line.find(part) != std::string::npos)
      names.insert(line);
  return names;
}

// spirv-val's verdict on `spv` (a failure is the test's), then its
// disassembly (empty if spirv-dis could not run).
inline std::string validatedDisassembly(const std::string &spv) {
  namespace fs = std::filesystem;
  const fs::path tmp =
      fs::temp_directory_path() / ("clb-spirv-" + std::to_string(getpid()) + ".spv");
  std::ofstream(tmp, std::ios::binary) << spv;
  EXPECT_EQ(std::system((std::string(CLB_SPIRV_VAL) + " " + tmp.string()).c_str()), 0);
  std::string out;
  if (FILE *p = popen((std::string(CLB_SPIRV_DIS) + " " + tmp.string()).c_str(), "r")) {
    char buf[4096];
    for (size_t got; (got = fread(buf, 1, sizeof buf, p)) > 0;)
      out.append(buf, got);
    pclose(p);
  }
  fs::remove(tmp);
  return out;
}

// `source` linked for spirv64 at OpenCL C 3.0, then as validatedDisassembly;
// empty, the link's error reported as a failure, if it does not link.
inline std::string linkedDisassembly(const std::string &source) {
  auto r = linkRequest("spirv64", "spv", source);
  r.clangArgs = {"-cl-std=CL3.0"};
  auto spv = clb::link(r);
  if (!spv) {
    ADD_FAILURE() << llvm::toString(spv.takeError());
    return "";
  }
  return validatedDisassembly(*spv);
}

}  // namespace clbtest

#endif
