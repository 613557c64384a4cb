// No double on a float path: every float and half overload of the math,
// common and geometric families (the signature table's, as clang declares
// them) linked for each target, and the linked IR searched for double.
//
// One kernel per builtin name calls all of that name's float and half
// overloads (each pointer parameter in every address space the table
// lists); after the link's optimization the library's code sits inlined in
// the kernel or in functions it calls. A kernel that reaches a double type
// names a builtin whose float or half path still computes in double.
//
// The default build must have none (issue 33): the float cores,
// <clb/float_math.h>. With -cl-clb-correctly-rounded-math the same kernels
// must reach double (the correctly rounded variant goes through it), which
// shows that the search finds what it looks for.
#include "link_helpers.h"
#include "llvm_compat.h"

#include <gtest/gtest.h>

#include <cstdio>

#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace clbtest {
namespace {

// The builtins of the families whose float paths are meant to be float
// (generic/overloads.txt's "<family>/<builtin>" lines).
std::set<std::string> builtinsOfFamilies() {
  std::set<std::string> names;
  std::ifstream table(CLB_OVERLOAD_TABLE);
  EXPECT_TRUE(table) << CLB_OVERLOAD_TABLE;
  for (std::string line; std::getline(table, line);) {
    for (const char *family : {"math/", "common/", "geometric/"})
      if (line.rfind(family, 0) == 0) {
        std::istringstream in(line.substr(std::string(family).size()));
        std::string name;
        in >> name;
        names.insert(name);
      }
  }
  return names;
}

bool mentions(const std::string &type, const char *word) {
  return std::regex_search(type, std::regex(std::string("\\b") + word));
}

// An argument of the parameter type `type` for the generated kernel:
// values from the kernel's inputs, pointers to buffers of each space.
std::string argument(const std::string &type) {
  const size_t star = type.find('*');
  if (star == std::string::npos)
    return "(" + type + ")(" + (mentions(type, "float") || mentions(type, "half") ? "xf" : "xi") +
           ")";
  std::string pointee = type.substr(0, star);
  for (const char *space : {"global ", "local ", "private ", "generic ", "constant "})
    if (pointee.rfind(space, 0) == 0) {
      const std::string s(space);
      pointee = pointee.substr(s.size());
      const std::string buffer = s == "global " ? "gbuf" : s == "local " ? "lbuf" : "pbuf";
      return "(" + s + pointee + "*)" + buffer;
    }
  return "(" + pointee + "*)pbuf";
}

// The test kernels: k_<name> for each builtin with float or half overloads.
std::string kernelsSource(std::set<std::string> *names) {
  const std::set<std::string> wanted = builtinsOfFamilies();
  std::map<std::string, std::vector<std::string>> calls;
  std::ifstream table(CLB_TEST_SIGNATURES);
  EXPECT_TRUE(table) << CLB_TEST_SIGNATURES;
  for (std::string line; std::getline(table, line);) {
    std::vector<std::string> f;
    std::istringstream in(line);
    for (std::string field; std::getline(in, field, '\t');)
      f.push_back(field);
    if (f.size() < 4 || !wanted.count(f[0]))
      continue;
    std::string all;
    for (size_t i = 3; i < f.size(); ++i)
      all += f[i] + ";";
    if (mentions(all, "double") || !(mentions(all, "float") || mentions(all, "half")))
      continue;
    std::string call = f[0] + "(";
    for (size_t i = 4; i < f.size(); ++i)
      call += (i > 4 ? ", " : "") + argument(f[i]);
    call += ")";
    calls[f[0]].push_back(f[3] == "void" ? call + ";"
                                         : "*(global " + f[3] + " *)gbuf = " + call + ";");
  }
  std::string src =
      "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
      "#define K(name) kernel void k_##name(global float *in, global float16 *gbuf) { \\\n"
      "  local float16 lbuf[8]; float16 pbuf[8]; pbuf[0] = gbuf[1]; lbuf[0] = gbuf[2]; \\\n"
      "  float xf = in[get_global_id(0)]; int xi = (int)in[1];\n"
      "#define END gbuf[3] = pbuf[0] + lbuf[0]; }\n";
  for (const auto &[name, list] : calls) {
    names->insert(name);
    src += "K(" + name + ")\n";
    for (const std::string &c : list)
      src += "  " + c + "\n";
    src += "END\n";
  }
  return src;
}

// The functions of a textual module, each with the names it calls, and
// whether its body names the double type.
struct Function {
  bool usesDouble = false;
  std::set<std::string> callees;
};
std::map<std::string, Function> functionsOf(const std::string &ir) {
  std::map<std::string, Function> fns;
  const std::regex define(R"(^define [^@]*@([\w.$]+)\()"), call(R"(@([\w.$]+)\()"),
      dbl(R"(\bdouble\b)");
  std::istringstream in(ir);
  Function *cur = nullptr;
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (std::regex_search(line, m, define)) {
      cur = &fns[m[1]];
      cur->usesDouble |= std::regex_search(line, dbl);
      continue;
    }
    if (!cur)
      continue;
    if (line == "}") {
      cur = nullptr;
      continue;
    }
    cur->usesDouble |= std::regex_search(line, dbl);
    for (auto it = std::sregex_iterator(line.begin(), line.end(), call);
         it != std::sregex_iterator(); ++it)
      cur->callees.insert((*it)[1]);
  }
  return fns;
}

bool reachesDouble(const std::map<std::string, Function> &fns, const std::string &root) {
  std::set<std::string> seen{root};
  std::vector<std::string> work{root};
  while (!work.empty()) {
    auto it = fns.find(work.back());
    work.pop_back();
    if (it == fns.end())
      continue;
    if (it->second.usesDouble)
      return true;
    for (const std::string &c : it->second.callees)
      if (seen.insert(c).second)
        work.push_back(c);
  }
  return false;
}

// The builtins whose kernels reach double, linked for `target`.
std::set<std::string> doubleBuiltins(const std::string &target, bool correctlyRounded,
                                     size_t *kernels) {
  std::set<std::string> names;
  auto r = linkRequest(target, "ll", kernelsSource(&names));
  r.clangArgs = {"-cl-std=CL3.0"};
  if (correctlyRounded)
    r.clangArgs.push_back("-cl-clb-correctly-rounded-math");
  // Coverage is measured elsewhere (docs/coverage.md): an overload the
  // library lacks stays a declaration here.
  r.allowUnresolved = true;
  auto out = clb::linkProgram(r);
  if (!out) {
    ADD_FAILURE() << target << ": " << llvm::toString(out.takeError());
    return {};
  }
  const auto fns = functionsOf(out->bytes);
  std::set<std::string> found;
  for (const std::string &n : names)
    if (reachesDouble(fns, "k_" + n))
      found.insert(n);
  *kernels = names.size();
  return found;
}

std::string join(const std::set<std::string> &s) {
  std::string out;
  for (const std::string &n : s)
    out += (out.empty() ? "" : " ") + n;
  return out;
}

class FloatPaths : public testing::TestWithParam<const char *> {};

// The builtins whose float or half overloads may still go through double
// in the default build: none. (The list stays, exact both ways, for a
// function added before its float core: it cannot hide one that goes back
// to double.)
const std::set<std::string> kStillInDouble = {};

TEST_P(FloatPaths, NoDoubleInTheDefaultBuild) {
  CLBTEST_NEEDS_TARGET(GetParam());
  size_t kernels = 0;
  const std::set<std::string> found = doubleBuiltins(GetParam(), false, &kernels);
  EXPECT_GT(kernels, 100u) << "the generated kernels cover too few builtins";
  std::set<std::string> added, gone;
  for (const std::string &n : found)
    if (!kStillInDouble.count(n))
      added.insert(n);
  for (const std::string &n : kStillInDouble)
    if (!found.count(n))
      gone.insert(n);
  EXPECT_TRUE(added.empty()) << GetParam() << ": " << added.size() << " of " << kernels
                             << " builtins reach double in their float or half overloads: "
                             << join(added);
  EXPECT_TRUE(gone.empty()) << GetParam() << ": no longer in double, take them off kStillInDouble: "
                            << join(gone);
  if (!found.empty())
    std::printf("[ float paths ] %s: %zu of %zu builtins still reach double (kStillInDouble): %s\n",
                GetParam(), found.size(), kernels, join(found).c_str());
}

TEST_P(FloatPaths, CorrectlyRoundedVariantGoesThroughDouble) {
  CLBTEST_NEEDS_TARGET(GetParam());
  if (std::string(GetParam()) == "spirv64") {
    // Its devices may lack double: the variant is refused, not emitted
    // (Controls.CorrectlyRoundedRefusedWhereDoubleMayBeMissing checks the
    // message).
    auto r = linkRequest("spirv64", "ll", "kernel void k(global float *x) { x[0] = sin(x[0]); }\n");
    r.clangArgs = {"-cl-std=CL3.0", "-cl-clb-correctly-rounded-math"};
    auto out = clb::linkProgram(r);
    EXPECT_FALSE(bool(out)) << "spirv64 linked the correctly rounded variant";
    if (!out)
      llvm::consumeError(out.takeError());
    return;
  }
  size_t kernels = 0;
  const std::set<std::string> found = doubleBuiltins(GetParam(), true, &kernels);
  // (cbrt and rsqrt are not among them: on spir64 their correctly rounded
  // variants are float cores, CLB_FLOAT_FAST_PER_LANE.)
  for (const char *name : {"sin", "exp", "log", "pow", "hypot"})
    EXPECT_TRUE(found.count(name))
        << GetParam() << ": " << name << " under -cl-clb-correctly-rounded-math reaches no double";
}

INSTANTIATE_TEST_SUITE_P(Targets, FloatPaths,
                         testing::Values("spir64", "spirv64", "nvptx64", "amdgcn"));

}  // namespace
}  // namespace clbtest
