// clb-link on programs that are wrong or unusual: recursion, duplicate
// definitions, a program replacing a builtin, reqd_work_group_size past the
// target's maximum, kernels with reqd_work_group_size in PTX. Every failure
// comes back as an llvm::Error naming the problem; the process lives on.
#include "backend.h"
#include "clbuiltins/Link.h"
#include "link_helpers.h"
#include "compile.h"

#include <gtest/gtest.h>

#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <regex>

namespace {

using clbtest::linkFailure;
using clbtest::linkRequest;
using clbtest::occurrences;

clb::LinkResult success(const clb::LinkRequest &r) {
  auto out = clb::linkProgram(r);
  if (!out) {
    ADD_FAILURE() << llvm::toString(out.takeError());
    return {};
  }
  return std::move(*out);
}

// --- recursion ---------------------------------------------------------------

TEST(LinkRecursion, IsAnErrorNamingTheCycle) {
  struct Case {
    const char *source, *cycle;
  };
  const Case cases[] = {
      {"int f(int n) { return n ? f(n - 1) + 1 : 0; }\n"
       "kernel void k(global int *a) { a[0] = f(a[1]); }\n",
       "f -> f"},
      {"int g(int);\n"
       "int f(int n) { return n ? g(n - 1) : 0; }\n"
       "int g(int n) { return f(n) + 1; }\n"
       "kernel void k(global int *a) { a[0] = f(a[1]); }\n",
       "f -> g -> f"},
      {"__attribute__((overloadable)) int h(int n) { return n ? h(n - 1) : 0; }\n"
       "kernel void k(global int *a) { a[0] = h(a[1]); }\n",
       "h(int) -> h(int)"},
      // Through a kernel, which may be called like a function.
      {"kernel void k(global int *a);\n"
       "void f(global int *a) { if (a[0]-- > 0) k(a); }\n"
       "kernel void k(global int *a) { f(a); }\n",
       "f -> k -> f"},
  };
  for (const char *target : {"spir64", "nvptx64"})
    for (const Case &c : cases)
      EXPECT_NE(linkFailure(linkRequest(target, "bc", c.source))
                    .find(std::string("recursion is not allowed in OpenCL C: ") + c.cycle),
                std::string::npos)
          << target << ":\n"
          << c.source;
}

// Collectives are inlined into each kernel: recursion that reaches one must
// be reported before that, not inlined forever.
TEST(LinkRecursion, ReachingACollectiveIsAnError) {
  for (const char *target : {"spir64", "nvptx64"}) {
    auto r = linkRequest(target, "bc",
                         "long f(int n) { return n ? f(n - 1) + work_group_reduce_add(n) : 0; }\n"
                         "kernel void k(global long *a) { a[get_global_id(0)] = f(3); }\n");
    r.clangArgs = {"-cl-std=CL2.0"};
    EXPECT_NE(linkFailure(r).find("recursion is not allowed in OpenCL C: f -> f"),
              std::string::npos)
        << target;
  }
}

// --- limits ----------------------------------------------------------------------

// A chain of `n` functions, f1 calling f2 ... calling fn, called by a kernel:
// n + 1 functions deep. Defined callee first, so no walk from the module's
// first function sees the whole chain.
std::string callChain(int n) {
  std::string s = "int f" + std::to_string(n) + "(int x) { return x + 1; }\n";
  for (int i = n - 1; i >= 1; --i)
    s +=
        "int f" + std::to_string(i) + "(int x) { return 3 * f" + std::to_string(i + 1) + "(x); }\n";
  return s + "kernel void k(global int *a) { a[0] = f1(a[0]); }\n";
}

TEST(LinkLimits, CallsNestedPastTheDepthLimitAreAnError) {
  for (const char *target : {"spir64", "nvptx64"}) {
    auto r = linkRequest(target, "bc", callChain(40));
    r.maxCallDepth = 41;  // the kernel and its 40 functions: exactly the limit
    success(r);
    r.maxCallDepth = 40;
    const std::string msg = linkFailure(r);
    EXPECT_NE(msg.find("calls nest 41 functions deep (k -> f1 -> f2 -> f3 -> ...), more than "
                       "the limit of 40 (LinkRequest::maxCallDepth"),
              std::string::npos)
        << target << ": " << msg;
    r.maxCallDepth = 0;  // no limit
    success(r);
  }
  // The default lets a chain 1,000 deep through (docs/testing.md times 10,000).
  success(linkRequest("spir64", "bc", callChain(1000)));
}

TEST(LinkLimits, InputsPastTheSizeLimitAreAnError) {
  auto r = linkRequest("spir64", "bc", "kernel void k(global int *a) { a[0] = 1; }\n");
  const size_t bytes = r.sources[0].second.size();
  r.maxInputBytes = bytes;
  success(r);
  r.maxInputBytes = bytes - 1;
  const std::string msg = linkFailure(r);
  EXPECT_NE(msg.find("the inputs are " + std::to_string(bytes) + " bytes, more than the limit of " +
                     std::to_string(bytes - 1)),
            std::string::npos)
      << msg;
  // Bitcode inputs count too.
  auto b = linkRequest("spir64", "bc", "kernel void k(global int *a) { a[0] = 2; }\n");
  b.compileOnly = true;
  const std::string module = success(b).bytes;
  clb::LinkRequest fromBitcode;
  fromBitcode.target = "spir64";
  fromBitcode.bitcode.emplace_back("k.bc", module);
  fromBitcode.maxInputBytes = module.size() - 1;
  EXPECT_NE(linkFailure(fromBitcode).find("bytes, more than the limit"), std::string::npos);
  fromBitcode.maxInputBytes = module.size();
  success(fromBitcode);
}

// --- duplicates and replaced builtins -------------------------------------------

TEST(LinkDuplicates, TwoInputsDefiningAFunctionAreAnError) {
  auto r = linkRequest("spir64", "bc",
                       "int twice(int x) { return 2 * x; }\n"
                       "kernel void k(global int *a) { a[0] = twice(a[0]); }\n");
  r.sources.emplace_back("other.cl", "int twice(int x) { return x + x; }\n");
  std::string msg = linkFailure(r);
  EXPECT_NE(msg.find("cannot link other.cl with the other inputs"), std::string::npos) << msg;
  EXPECT_NE(msg.find("'twice'"), std::string::npos) << msg;
}

// The library's get_global_linear_id calls get_global_id on nvptx64: the
// program's get_global_id is the one it calls.
TEST(LinkDuplicates, ProgramsBuiltinReplacesTheLibrarysEverywhere) {
  auto r = linkRequest("nvptx64", "ll",
                       "__attribute__((overloadable)) size_t get_global_id(uint d) {\n"
                       "  return d * 1000 + 777001; }\n"
                       "kernel void k(global ulong *a) { a[0] = get_global_linear_id(); }\n");
  r.clangArgs = {"-cl-std=CL2.0"};
  clb::LinkResult out = success(r);
  EXPECT_NE(out.warnings.find("warning: the program's definition of get_global_id(uint) "
                              "(_Z13get_global_idj) replaces clbuiltins'"),
            std::string::npos)
      << out.warnings;
  EXPECT_NE(out.bytes.find("777001"), std::string::npos) << out.bytes;
  // The library's get_global_id reads %ctaid.x; the program's does not.
  EXPECT_EQ(out.bytes.find("ctaid.x"), std::string::npos) << out.bytes;
}

TEST(LinkDuplicates, ReplacingAPublicBuiltinWarns) {
  auto r = linkRequest("spir64", "ll",
                       "__attribute__((overloadable)) int hadd(int x, int y) { return 424242; }\n"
                       "kernel void k(global int *a) { a[0] = hadd(a[1], a[2]); }\n");
  clb::LinkResult out = success(r);
  EXPECT_NE(out.warnings.find("hadd(int, int) (_Z4haddii) replaces clbuiltins'"), std::string::npos)
      << out.warnings;
  EXPECT_NE(out.bytes.find("424242"), std::string::npos);
}

// The library's internals (__clb_ names) are not the program's to replace:
// here one that convert_char_sat_rte(float) calls, with another type.
TEST(LinkDuplicates, DefiningALibraryInternalIsAnError) {
  std::string msg = linkFailure(linkRequest("spir64", "bc",
                                            "int __clb_char_sat_rte_float(float x) { return 1; }\n"
                                            "kernel void k(global char *a, global float *b) {\n"
                                            "  a[0] = convert_char_sat_rte(b[0]); }\n"));
  EXPECT_NE(msg.find("the program defines __clb_char_sat_rte_float, a name clbuiltins "
                     "reserves for itself"),
            std::string::npos)
      << msg;
}

// A replacement of another type would be called with the library's
// arguments: an error. (OpenCL C source cannot write one past clang's
// header; LLVM IR can.)
TEST(LinkDuplicates, ReplacementOfAnotherTypeIsAnError) {
  llvm::LLVMContext ctx;
  llvm::SMDiagnostic diag;
  auto m = llvm::parseAssemblyString(
      "target triple = \"nvptx64-nvidia-cuda\"\n"
      "define i32 @_Z13get_global_idj(i32 %d) {\n  ret i32 7\n}\n"
      "declare i64 @_Z20get_global_linear_idv()\n"
      "define spir_kernel void @k(ptr addrspace(1) %a) {\n"
      "  %v = call i64 @_Z20get_global_linear_idv()\n"
      "  store i64 %v, ptr addrspace(1) %a\n  ret void\n}\n",
      diag, ctx);
  ASSERT_TRUE(m) << diag.getMessage().str();
  clb::LinkRequest r;
  r.target = "nvptx64";
  r.emit = "ptx";
  r.libraryDir = CLB_TEST_LIBRARY_DIR;
  std::string bc;
  llvm::raw_string_ostream os(bc);
  llvm::WriteBitcodeToFile(*m, os);
  os.flush();
  r.bitcode.emplace_back("wrong.bc", bc);
  std::string msg = linkFailure(r);
  EXPECT_NE(msg.find("the program's definition of get_global_id(uint) (_Z13get_global_idj) "
                     "has type i32 (i32), clbuiltins' has type i64 (i32)"),
            std::string::npos)
      << msg;
}

// --- reqd_work_group_size ------------------------------------------------------

std::string reqdKernel(const std::string &size) {
  return "kernel __attribute__((reqd_work_group_size(" + size +
         "))) void big(global long *a) {\n"
         "  a[get_global_id(0)] = work_group_reduce_add(a[get_global_id(0)]); }\n";
}

clb::LinkRequest reqdRequest(const std::string &target, const std::string &size) {
  auto r = linkRequest(target, target == "nvptx64" ? "ptx" : "bc", reqdKernel(size));
  r.clangArgs = {"-cl-std=CL2.0"};
  return r;
}

TEST(LinkReqdSize, PastTheTargetsMaximumIsAnError) {
  struct Case {
    const char *target, *size, *problem;
  };
  const Case cases[] = {
      {"nvptx64", "65536, 65536, 1",
       "kernel big: reqd_work_group_size(65536, 65536, 1) exceeds the largest work-group "
       "nvptx64 runs (1024 work-items): 65536 in dimension 0"},
      {"spir64", "65536, 65536, 1",
       "kernel big: reqd_work_group_size(65536, 65536, 1) exceeds the largest work-group "
       "spir64 runs (4096 work-items): 65536 in dimension 0"},
      {"nvptx64", "1025, 1, 1", "(1024 work-items): 1025 in dimension 0"},
      {"nvptx64", "1, 1, 1025", "(1024 work-items): 1025 in dimension 2"},
      {"nvptx64", "32, 32, 2", "(1024 work-items): 2048 work-items in all"},
      {"spir64", "4097, 1, 1", "(4096 work-items): 4097 in dimension 0"},
      {"spir64", "64, 64, 2", "(4096 work-items): 8192 work-items in all"},
      {"spir64", "4096, 4096, 4096", "(4096 work-items): 68719476736 work-items in all"},
  };
  for (const Case &c : cases) {
    std::string msg = linkFailure(reqdRequest(c.target, c.size));
    EXPECT_NE(msg.find(c.problem), std::string::npos) << c.target << " " << c.size << ": " << msg;
  }
}

TEST(LinkReqdSize, TheTargetsMaximumLinks) {
  for (auto [target, size] : {std::pair{"nvptx64", "1024, 1, 1"},
                              {"nvptx64", "8, 8, 16"},
                              {"spir64", "4096, 1, 1"},
                              {"spir64", "16, 16, 16"}})
    EXPECT_FALSE(success(reqdRequest(target, size)).bytes.empty()) << target << " " << size;
}

// --- PTX of kernels with reqd_work_group_size -----------------------------------

// A test kernel file with its clang options (tests/kernels/args.txt).
clb::LinkRequest kernelFile(const std::string &target, const std::string &emit,
                            const std::string &file) {
  auto r = linkRequest(target, emit, clbtest::kernelSource(file));
  r.clangArgs = clbtest::kernelArgs(file);
  return r;
}

// The kernels' names in `ptx` whose frame lives on a stack (__local_depot)
// or that save and restore the stack pointer (dynamic allocas).
// The text of `function`'s definition in the LLVM IR `ll`.
std::string definitionOf(const std::string &ll, const std::string &function) {
  size_t from = ll.find("@" + function + "(");
  EXPECT_NE(from, std::string::npos) << function;
  from = ll.rfind("\ndefine", from);
  return ll.substr(from, ll.find("\n}\n", from) - from);
}

std::vector<std::string> kernelsWithStacks(const std::string &ptx) {
  std::vector<std::string> out;
  std::regex entry(R"(\.entry (\w+)\()");
  for (auto it = std::sregex_iterator(ptx.begin(), ptx.end(), entry); it != std::sregex_iterator();
       ++it) {
    size_t from = it->position(), to = ptx.find("\n}\n", from);
    std::string body = ptx.substr(from, to - from);
    if (body.find("__local_depot") != std::string::npos ||
        body.find("stacksave") != std::string::npos || body.find("%SP") != std::string::npos)
      out.push_back((*it)[1]);
  }
  return out;
}

// Versioning a kernel on its reqd_work_group_size keeps its allocas static
// (every local variable is one until optimized, and so are the nvptx64
// collectives' per-warp arrays): in registers after optimization, never a
// stack frame. Two of work_group_reqd.cl's kernels (the whole file takes
// minutes at -O3), of those that had a __local_depot when versioning made
// their allocas dynamic.
TEST(LinkReqdSize, VersionedKernelsKeepNoStack) {
  auto r = kernelFile("nvptx64", "ptx", "work_group_reqd.cl");
  std::string &text = r.sources[0].second;
  size_t shapes = text.find("\nSHAPE(");
  ASSERT_NE(shapes, std::string::npos);
  text = text.substr(0, shapes) + "\nKERNEL(double, 7, 1, 1, )\nKERNEL(half, 100, 1, 1, )\n";
  r.optLevel = 3;
  clb::LinkResult out = success(r);
  ASSERT_NE(out.bytes.find(".entry collectives_double_7x1x1("), std::string::npos);
  EXPECT_EQ(kernelsWithStacks(out.bytes), std::vector<std::string>{});
}

// A kernel with reqd_work_group_size called in a loop by another kernel,
// each with a private array: links for nvptx64 with no stacksave, no stack.
TEST(LinkReqdSize, ReqdKernelCalledInALoopLinks) {
  auto r = linkRequest("nvptx64", "ptx",
                       "kernel __attribute__((reqd_work_group_size(32, 1, 1)))\n"
                       "void small(global long *a, int k) {\n"
                       "  long t[4] = {a[0], a[1], a[2], a[3]};\n"
                       "  long s = 0;\n"
                       "  for (int i = 0; i < 4; ++i) s += t[i] * (k + i);\n"
                       "  a[get_global_id(0)] = work_group_reduce_add(s); }\n"
                       "kernel void big(global long *a, int n) {\n"
                       "  long u[4] = {1, 2, 3, 4};\n"
                       "  for (int i = 0; i < n; ++i) { small(a, i); a[0] += u[i & 1]; } }\n");
  r.clangArgs = {"-cl-std=CL2.0"};
  clb::LinkResult out = success(r);
  EXPECT_NE(out.bytes.find(".entry big("), std::string::npos);
  EXPECT_EQ(kernelsWithStacks(out.bytes), std::vector<std::string>{}) << out.bytes;
  // The suite's own kernels that do this (tests/kernels/kernel_calls.cl).
  r = kernelFile("nvptx64", "ptx", "kernel_calls.cl");
  out = success(r);
  EXPECT_NE(out.bytes.find(".entry caller64("), std::string::npos);
  EXPECT_EQ(kernelsWithStacks(out.bytes), std::vector<std::string>{});
}

// A kernel without reqd_work_group_size that uses collectives is versioned on
// __clb_work_group_full_subgroups() (one-dimensional groups of whole warps):
// its body is there twice, the scan's first shuffle-up (delta 1) once with
// the member mask the constant -1 (whole warps) and once with a mask computed
// for a partial last warp (any other group). The check itself is inlined
// away; a kernel without collectives is not versioned.
TEST(LinkShapes, KernelsWithoutReqdSizeGetAWholeWarpsCopy) {
  auto r =
      linkRequest("nvptx64", "ll",
                  "kernel void any(global int *a) {\n"
                  "  a[get_global_id(0)] = work_group_scan_inclusive_add(a[get_global_id(0)]); }\n"
                  "kernel void none(global int *a) { a[get_global_id(0)] += 1; }\n");
  r.clangArgs = {"-cl-std=CL2.0"};
  const std::string ll = success(r).bytes;
  const std::string any = definitionOf(ll, "any"), none = definitionOf(ll, "none");
  // The inline asm's operands: delta, member mask, value.
  const std::string step = "shfl.sync.up.b32 o|p, $0, $1, 0, $2;";
  EXPECT_NE(any.find(step), std::string::npos);
  EXPECT_NE(any.find("(i32 1, i32 -1, i32 %"), std::string::npos) << any;
  EXPECT_NE(any.find("(i32 1, i32 %"), std::string::npos) << any;
  EXPECT_EQ(none.find("shfl.sync"), std::string::npos);
  EXPECT_EQ(ll.find("__clb_work_group_full_subgroups"), std::string::npos);
}

// OpenCL C 2.0 source linked for nvptx64 at -O3, as LLVM IR.
std::string nvptxO3(const std::string &source) {
  auto r = linkRequest("nvptx64", "ll", source);
  r.clangArgs = {"-cl-std=CL2.0"};
  r.optLevel = 3;
  return success(r).bytes;
}

// Within the whole-warps copy, groups of (32, 1, 1) and of (64, 1, 1) get a
// copy each (__clb_work_group_one_subgroup(), __clb_work_group_two_subgroups(),
// versioned in turn: four copies of the body, the shuffle with the constant
// mask in three), and the copies' common first instructions, the user's
// global load among them, come before the first branch (HoistDispatch.cpp,
// through the switch SimplifyCFG makes of the two inner checks): a
// memory-bound kernel's load is in flight while the shape is checked. A
// kernel with reqd_work_group_size is not versioned on them.
TEST(LinkShapes, GroupsOfOneAndTwoWarpsGetCopiesAndTheFirstLoadComesFirst) {
  const std::string ll = nvptxO3(
      "kernel void any(global const int *a, global int *b) {\n"
      "  b[get_global_id(0)] = work_group_scan_inclusive_add(a[get_global_id(0)]); }\n"
      "kernel __attribute__((reqd_work_group_size(64, 1, 1)))\n"
      "void reqd(global const int *a, global int *b) {\n"
      "  b[get_global_id(0)] = work_group_scan_inclusive_add(a[get_global_id(0)]); }\n");
  const std::string any = definitionOf(ll, "any"), reqd = definitionOf(ll, "reqd");
  const std::string ntid = "mov.u32 $0, %ntid.x;";  // the inner checks' read
  EXPECT_EQ(occurrences(any, ntid), 1u) << any;
  EXPECT_EQ(occurrences(reqd, ntid), 0u) << reqd;
  // The scan's first step with the constant mask: the whole-warps copy (its
  // warp scans, and its raking warp's for groups of 3 to 8 warps), the
  // (32, 1, 1) and (64, 1, 1) copies, and the general copy's path for its
  // full warps.
  EXPECT_EQ(occurrences(any, "(i32 1, i32 -1, i32 %"), 5u) << any;
  EXPECT_EQ(ll.find("__clb_work_group_one_subgroup"), std::string::npos);
  EXPECT_EQ(ll.find("__clb_work_group_two_subgroups"), std::string::npos);
  // The first global load, before the first branch.
  size_t load = any.find("load i32, ptr addrspace(1)"), branch = any.find("\n  br ");
  ASSERT_NE(load, std::string::npos) << any;
  EXPECT_LT(load, branch) << any;
  EXPECT_EQ(occurrences(any, "load i32, ptr addrspace(1)"), 1u) << any;
}

// nvptx64's 32-bit scans in groups of 3 to 8 whole warps rake
// (targets/nvptx64/collectives/clb_work_group_scan.cl): the scratch holds,
// after the exchange's 2 ceil(n / 32) + 2 slots, two halves of one 4-byte
// value per work-item for up to 256 of them with one pad per 8
// (CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS: ceil(9 min(n, 256) / 8) slots), none
// for a kernel whose reqd_work_group_size is below 3 warps, which never rakes
// (CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS), and the raking copy waits at two
// barriers where the warp scans wait at one.
TEST(LinkShapes, ScansOfThreeToEightWarpsRakeInScratchOfTheirOwn) {
  const std::string ll = nvptxO3(
      "#define SCAN { b[get_global_id(0)] = "
      "work_group_scan_inclusive_add(a[get_global_id(0)]); }\n"
      "kernel void any(global const int *a, global int *b) SCAN\n"
      "kernel __attribute__((reqd_work_group_size(256, 1, 1)))\n"
      "void r256(global const int *a, global int *b) SCAN\n"
      "kernel __attribute__((reqd_work_group_size(96, 1, 1)))\n"
      "void r96(global const int *a, global int *b) SCAN\n"
      "kernel __attribute__((reqd_work_group_size(64, 1, 1)))\n"
      "void r64(global const int *a, global int *b) SCAN\n");
  for (const auto &[kernel, slots] : {std::pair<std::string, int>{"any", 2 * 32 + 2 + 288},
                                      {"r256", 2 * 8 + 2 + 288},
                                      {"r96", 2 * 3 + 2 + 108},
                                      {"r64", 2 * 2 + 2}})
    EXPECT_NE(ll.find("@" + kernel +
                      ".__clb_work_group_scratch = internal unnamed_addr addrspace(3) global [" +
                      std::to_string(slots) + " x i64]"),
              std::string::npos)
        << kernel << " should have " << slots << " slots:\n"
        << ll.substr(0, 2000);
  // The reqd copy of r256 (its first block after the size check) and of r96
  // rake: two barriers; r64's reqd copy scans by warps: one. Each kernel's
  // general copy, for a non-uniform last group, scans by warps (one barrier).
  auto barriers = [&](const std::string &kernel) {
    return occurrences(definitionOf(ll, kernel), "@llvm.nvvm.bar.sync(");
  };
  EXPECT_EQ(barriers("r256"), 3u) << definitionOf(ll, "r256");
  EXPECT_EQ(barriers("r96"), 3u) << definitionOf(ll, "r96");
  EXPECT_EQ(barriers("r64"), 2u) << definitionOf(ll, "r64");
}

// Each kernel that uses collectives, called or not, uses scratch of its own
// and no other kernel's.
TEST(LinkKernelCalls, EachKernelUsesOnlyItsOwnScratch) {
  for (const char *target : {"spir64", "nvptx64"}) {
    auto r = kernelFile(target, "ll", "kernel_calls.cl");
    std::string ll = success(r).bytes;
    std::regex define(R"(\ndefine [^@]*@(\w+)\()"), use(R"(@(\w+)\.__clb_work_group_scratch\b)");
    int kernels = 0;
    for (auto it = std::sregex_iterator(ll.begin(), ll.end(), define); it != std::sregex_iterator();
         ++it) {
      size_t from = it->position(), to = ll.find("\n}\n", from);
      std::string name = (*it)[1], body = ll.substr(from, to - from);
      bool own = false;
      for (auto u = std::sregex_iterator(body.begin(), body.end(), use);
           u != std::sregex_iterator(); ++u) {
        EXPECT_EQ((*u)[1], name) << target << ": " << name << " uses another's scratch";
        own = true;
      }
      kernels += own;
    }
    EXPECT_EQ(kernels, 6) << target << ": kernels with scratch of their own\n" << ll;
  }
}

}  // namespace
