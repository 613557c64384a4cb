// What clb-link makes of printf on each target (the output itself is checked
// against the host's snprintf by tests/suite/printf_test.cpp): nvptx64 calls
// CUDA's vprintf with OpenCL C's vector specifiers expanded and refuses a
// format it cannot match with its arguments; spir64 leaves printf to the
// runtime; spirv64 carries it as the OpenCL.std printf instruction.
#include "link_helpers.h"
#include "spirv_helpers.h"

#include <gtest/gtest.h>

namespace clbtest {
namespace {

std::string linked(const std::string &target, const std::string &emit, const std::string &src) {
  auto out = clb::linkProgram(linkRequest(target, emit, src));
  if (!out) {
    ADD_FAILURE() << target << ": " << llvm::toString(out.takeError());
    return "";
  }
  return out->bytes;
}

TEST(PrintfLink, Nvptx64ExpandsVectorsIntoOneVprintfFormat) {
  const std::string ll = linked("nvptx64", "ll", R"CL(
kernel void k(global int *r, float2 v, uchar2 c, int4 i) {
  r[0] = printf("%8.2v2hlf|%#v2hhx|%v4hli|%s\n", v, c, i, "lit");
})CL");
  // The elements with the specifier's flags, width and precision, joined by
  // commas; hh and hl gone (the narrowing is done before the call).
  EXPECT_NE(ll.find(R"(c"%8.2f,%8.2f|%#x,%#x|%i,%i,%i,%i|%s\0A\00")"), std::string::npos) << ll;
  EXPECT_NE(ll.find("call i32 @vprintf("), std::string::npos);
  EXPECT_EQ(ll.find("@printf("), std::string::npos);
}

TEST(PrintfLink, Nvptx64RefusesWhatItCannotMatch) {
  const std::pair<const char *, const char *> cases[] = {
      {"kernel void k(constant char *f) { printf(f); }", "the format is not a string literal"},
      {"kernel void k(float2 v) { printf(\"%v4hlf\", v); }", "takes a vector of 4"},
      {"kernel void k(int x) { printf(\"%d %d\", x); }", "converts more arguments"},
      {"kernel void k(int x) { printf(\"%*d\", x, x); }", "a width or precision of *"},
      {"kernel void k(int2 v) { printf(\"%v2d\", v); }", "needs a length"},
      {"kernel void k(int x) { printf(\"%hld\", x); }", "hl applies to vectors only"},
      {"kernel void k(global char *s) { printf(\"%s\", s); }", "takes a string literal"},
  };
  for (const auto &[src, why] : cases) {
    const std::string msg = linkFailure(linkRequest("nvptx64", "ptx", src));
    EXPECT_NE(msg.find(why), std::string::npos) << src << "\n" << msg;
  }
}

TEST(PrintfLink, Spir64LeavesItToTheRuntime) {
  const std::string ll = linked("spir64", "ll",
                                "kernel void k(global int *r) { r[0] = printf(\"%d\\n\", 1); }");
  EXPECT_NE(ll.find("spir_func noundef i32 @printf("), std::string::npos) << ll;
  EXPECT_NE(ll.find("call spir_func i32 (i8 addrspace(2)*, ...) @printf("), std::string::npos);
}

TEST(PrintfLink, Spirv64CarriesTheOpenClPrintfInstruction) {
  const std::string spv = linked(
      "spirv64", "spv",
      "kernel void k(global int *r, float4 v) { r[0] = printf(\"%v4hlf %d\\n\", v, 1); }");
  const std::string dis = validatedDisassembly(spv);
  EXPECT_NE(dis.find("printf"), std::string::npos) << dis;
  EXPECT_NE(dis.find("OpExtInst"), std::string::npos);
}

}  // namespace
}  // namespace clbtest
