// What clb-link makes of printf on each target (the output itself is checked
// against the host's snprintf by tests/suite/printf_test.cpp): nvptx64 calls
// CUDA's vprintf with OpenCL C's vector specifiers expanded and refuses a
// format it cannot match with its arguments; amdgcn writes records of the
// code object's printf buffer with the same expansion and refusals, and
// lists their formats in llvm.printf.fmts (compile-only: checked here, in
// the IR and the code object's metadata, not on an AMD GPU); spir64 leaves
// printf to the runtime; spirv64 carries it as the OpenCL.std printf
// instruction.
#include "link_helpers.h"
#include "llvm_compat.h"
#include "spirv_helpers.h"

#include <gtest/gtest.h>

#include <regex>

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

// Formats no argument list can be matched with, and what the error says.
const std::pair<const char *, const char *> kUnmatchable[] = {
    {"kernel void k(constant char *f) { printf(f); }", "the format is not a string literal"},
    {"kernel void k(float2 v) { printf(\"%v4hlf\", v); }", "takes a vector of 4"},
    {"kernel void k(int x) { printf(\"%d %d\", x); }", "converts more arguments"},
    {"kernel void k(int x) { printf(\"%*d\", x, x); }",
     "printf format \"%*d\": a width or precision of *"},
    {"kernel void k(int2 v) { printf(\"%v2d\", v); }", "needs a length"},
    {"kernel void k(int x) { printf(\"%hld\", x); }", "hl applies to vectors only"},
    {"kernel void k(global char *s) { printf(\"%s\", s); }", "takes a string literal"},
};

TEST(PrintfLink, Nvptx64RefusesWhatItCannotMatch) {
  for (const auto &[src, why] : kUnmatchable) {
    const std::string msg = linkFailure(linkRequest("nvptx64", "ptx", src));
    EXPECT_NE(msg.find(why), std::string::npos) << src << "\n" << msg;
  }
}

// amdgcn: one record of the printf buffer per call, as ROCm's OpenCL runtime
// reads it. The metadata entry is "id:count:size...:format" (the format's
// newline escaped as \n, which the IR prints as \\n); the record is the
// 4-byte id, then each argument at the next 4-byte boundary.
std::string linkedAt(const std::string &target, const std::string &emit, int opt,
                     const std::string &src) {
  clb::LinkRequest r = linkRequest(target, emit, src);
  r.optLevel = opt;
  auto out = clb::linkProgram(r);
  if (!out) {
    ADD_FAILURE() << target << ": " << llvm::toString(out.takeError());
    return "";
  }
  return out->bytes;
}

TEST(PrintfLink, AmdgcnWritesScalarsToThePrintfBuffer) {
  for (int opt : {0, 2}) {
    const std::string ll = linkedAt("amdgcn", "ll", opt, R"CL(
kernel void k(global int *r, int x, float f, long l, uint u, global int *p) {
  r[0] = printf("x=%5d f=%.3f l=%ld u=%#x p=%p\n", x, f, l, u, p);
})CL");
    // int and uint as 4 bytes, float as double, long and pointers as 8.
    EXPECT_NE(ll.find(R"(!"1:5:4:8:8:4:8:x=%5d f=%.3f l=%ld u=%#x p=%p\\n")"), std::string::npos)
        << "-O" << opt << "\n"
        << ll;
    EXPECT_NE(ll.find("!llvm.printf.fmts = !{"), std::string::npos);
    // (At -O2 the optimizer may drop a size all calls share from the
    // internal allocator's arguments.)
    if (opt == 0) {
      EXPECT_NE(ll.find("call ptr addrspace(1) @__printf_alloc(i32 36)"), std::string::npos) << ll;
      EXPECT_NE(ll.find("i32 0, i32 -1"), std::string::npos);  // the status: -1 without room
    }
    EXPECT_TRUE(
        std::regex_search(ll, std::regex("call (fastcc )?ptr addrspace\\(1\\) @__printf_alloc\\(")))
        << ll;
    EXPECT_TRUE(std::regex_search(
        ll, std::regex("define internal (fastcc )?ptr addrspace\\(1\\) @__printf_alloc\\(")));
    EXPECT_NE(ll.find("store i32 1, ptr addrspace(1) %"), std::string::npos);  // the id
    EXPECT_NE(ll.find("@llvm.amdgcn.implicitarg.ptr()"), std::string::npos);
    EXPECT_NE(ll.find("cmpxchg ptr addrspace(1)"), std::string::npos);
    EXPECT_EQ(ll.find("@printf("), std::string::npos);
  }
}

TEST(PrintfLink, AmdgcnExpandsVectorsAsOnNvptx64) {
  const std::string ll = linkedAt("amdgcn", "ll", 2, R"CL(
kernel void k(global int *r, float4 f, uchar2 c, ulong2 u, int2 i) {
  r[0] = printf("%v4f|%#v2hhx|%v2lx|%+5v2hli\n", f, c, u, i);
})CL");
  // The elements as scalars: floats as doubles, hh narrowed to 4 bytes,
  // longs as 8; the lengths hh and hl gone, l kept.
  EXPECT_NE(ll.find(R"(!"1:10:8:8:8:8:4:4:8:8:4:4:%f,%f,%f,%f|%#x,%#x|%lx,%lx|%+5i,%+5i\\n")"),
            std::string::npos)
      << ll;
  EXPECT_NE(ll.find("@__printf_alloc("), std::string::npos) << ll;
}

TEST(PrintfLink, AmdgcnWritesStringLiteralsInline) {
  const std::string ll = linkedAt("amdgcn", "ll", 2, R"CL(
kernel void k(global int *r, int x) {
  r[0] = printf("%s=%d [%5s] %s:\n", "abc", x, "hello", "");
})CL");
  // "abc\0" in one word, "hello\0" padded to two, the empty string as
  // 00 ff ff ff; ':' escaped as \72 (\\72 in the IR).
  EXPECT_NE(ll.find(R"(!"1:4:4:4:8:4:%s=%d [%5s] %s\\72\\n")"), std::string::npos) << ll;
  for (const char *word : {"i32 6513249,", "i32 1819043176,", "i32 111,", "i32 -256,"})
    EXPECT_NE(ll.find(std::string("store ") + word), std::string::npos) << word;
}

TEST(PrintfLink, AmdgcnNumbersEachCall) {
  const std::string ll = linkedAt("amdgcn", "ll", 2, R"CL(
kernel void k(global int *r, int x) {
  r[0] = printf("first %d\n", x);
  r[1] = printf("100%% of %d%%\n", x);
  r[2] = printf("no arguments: 50%%\n");
})CL");
  // ROCm's runtime prints the text after the last conversion as it is: %%
  // becomes % there, and only there.
  EXPECT_NE(ll.find(R"(!"1:1:4:first %d\\n")"), std::string::npos) << ll;
  EXPECT_NE(ll.find(R"(!"2:1:4:100%% of %d%\\n")"), std::string::npos) << ll;
  EXPECT_NE(ll.find(R"(!"3:0:no arguments\\72 50%\\n")"), std::string::npos) << ll;
  EXPECT_EQ(occurrences(ll, " @__printf_alloc(i32 8)"), 2u) << ll;
  EXPECT_EQ(occurrences(ll, " @__printf_alloc(i32 4)"), 1u);
  for (const char *id : {"store i32 1, ptr", "store i32 2, ptr", "store i32 3, ptr"})
    EXPECT_EQ(occurrences(ll, id), 1u) << id;
}

TEST(PrintfLink, AmdgcnCodeObjectCarriesFormatsAndBuffer) {
  // A helper that prints, called by two kernels; a third kernel prints not.
  const std::string src = R"CL(
void report(int x) { printf("helper %d\n", x); }
kernel void a(global int *r) { report(r[0]); }
kernel void b(global int *r, int y) { report(y); printf("b %v2hlx\n", (uint2)(y, 1)); }
kernel void c(global int *r) { r[0] = 1; }
)CL";
  for (int opt : {0, 2}) {
    const std::string s = linkedAt("amdgcn", "asm", opt, src);
    // The formats in the code object's metadata, one per call in the source
    // (the helper's once, however often it is inlined).
    const size_t printfs = s.find("amdhsa.printf:");
    ASSERT_NE(printfs, std::string::npos) << "-O" << opt << "\n" << s;
    EXPECT_NE(s.find("'1:1:4:helper %d\\n'", printfs), std::string::npos) << s.substr(printfs);
    EXPECT_NE(s.find("'2:2:4:4:b %x,%x\\n'", printfs), std::string::npos) << s.substr(printfs);
    // Code object v4 (amdhsa.version 1.1), whose hidden_printf_buffer is the
    // fourth word of the implicit arguments, where __printf_alloc reads it:
    // after the explicit arguments and hidden_global_offset_x, _y and _z.
    EXPECT_NE(s.find("amdhsa.version:\n  - 1\n  - 1\n"), std::string::npos);
    const unsigned kernels = opt == 0 && clbtest::kPrintfBufferInEveryKernelAtO0 ? 3 : 2;
    EXPECT_EQ(occurrences(s, "hidden_printf_buffer"), kernels) << s;  // a and b, not c
    for (const char *kernel : {".name:           a", ".name:           b"}) {
      const size_t name = s.find(kernel);
      ASSERT_NE(name, std::string::npos) << kernel;
      const size_t start = s.rfind(".args:", name);
      const std::string args = s.substr(start, name - start);
      const size_t buffer = args.find("hidden_printf_buffer");
      ASSERT_NE(buffer, std::string::npos) << kernel << "\n" << args;
      const size_t x = args.find("hidden_global_offset_x");
      ASSERT_NE(x, std::string::npos) << args;
      const size_t at = args.rfind(".offset:", x);
      const unsigned offsetX = std::stoul(args.substr(args.find_first_of("0123456789", at)));
      const size_t bufferAt = args.rfind(".offset:", buffer);
      const unsigned offsetBuffer =
          std::stoul(args.substr(args.find_first_of("0123456789", bufferAt)));
      EXPECT_EQ(offsetBuffer, offsetX + 24) << kernel << "\n" << args;
    }
    EXPECT_NE(s.find("__printf_alloc"), std::string::npos);
  }
  const std::string obj = linkedAt("amdgcn", "obj", 2, src);
  EXPECT_EQ(obj.substr(0, 4),
            "\x7f"
            "ELF");
}

TEST(PrintfLink, AmdgcnRefusesWhatItCannotMatch) {
  for (const auto &[src, why] : kUnmatchable) {
    const std::string msg = linkFailure(linkRequest("amdgcn", "asm", src));
    EXPECT_NE(msg.find(why), std::string::npos) << src << "\n" << msg;
  }
  // ROCm's runtime knows neither %F nor %A.
  const std::string msg =
      linkFailure(linkRequest("amdgcn", "asm", "kernel void k(float x) { printf(\"%8F\", x); }"));
  EXPECT_NE(msg.find("printf format \"%8F\": %F is not printable"), std::string::npos) << msg;
}

TEST(PrintfLink, Spir64LeavesItToTheRuntime) {
  const std::string ll =
      linked("spir64", "ll", "kernel void k(global int *r) { r[0] = printf(\"%d\\n\", 1); }");
  EXPECT_NE(ll.find("spir_func noundef i32 @printf("), std::string::npos) << ll;
  EXPECT_NE(ll.find("call spir_func i32 (" + clbtest::pointerIr("i8", 2) + ", ...) @printf("),
            std::string::npos)
      << ll;
}

TEST(PrintfLink, Spirv64CarriesTheOpenClPrintfInstruction) {
  CLBTEST_NEEDS_TARGET("spirv64");
  const std::string spv =
      linked("spirv64", "spv",
             "kernel void k(global int *r, float4 v) { r[0] = printf(\"%v4hlf %d\\n\", v, 1); }");
  const std::string dis = validatedDisassembly(spv);
  EXPECT_NE(dis.find("printf"), std::string::npos) << dis;
  EXPECT_NE(dis.find("OpExtInst"), std::string::npos);
}

}  // namespace
}  // namespace clbtest
