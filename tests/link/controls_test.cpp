// Link-time controls (include/clb/controls.h, tools/clb-link/lib/
// steps/Controls.cpp): the user's math-mode options reach the library as constants
// that fold, on every target, from OpenCL C and from bitcode; a control this
// build does not know stops the library's build with its name. Double hypot
// is the builtin that uses one today (-cl-finite-math-only drops its NaN and
// infinity fix-ups; float hypot's default is its float core, which has
// none to drop); its strict results are checked by the math suite.
#include "link_helpers.h"
#include "llvm_compat.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <filesystem>
#include <fstream>
#include <regex>

#include <unistd.h>

using clbtest::linkRequest;
using clbtest::occurrences;

namespace {

const char kHypot[] =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "kernel void k(global double *o, global const double *a) { o[0] = hypot(a[0], a[1]); }\n";

std::string linked(const char *target, const char *emit, std::vector<std::string> options) {
  clb::LinkRequest r = linkRequest(target, emit, kHypot);
  r.clangArgs = std::move(options);
  auto out = clb::link(r);
  if (!out) {
    ADD_FAILURE() << llvm::toString(out.takeError());
    return "";
  }
  return *out;
}

bool has(const std::string &text, const char *what) {
  return text.find(what) != std::string::npos;
}

}  // namespace

// In LLVM IR an infinity prints as 0x7FF0000000000000 and the NaN test is
// an unordered compare; in PTX the double infinity is 0d7FF0000000000000.
TEST(Controls, FiniteMathOnlyDropsTheFixUpsItAllows) {
  std::string strict = linked("spir64", "ll", {});
  EXPECT_TRUE(has(strict, "0x7FF0000000000000")) << strict;
  EXPECT_TRUE(has(strict, "fcmp uno")) << strict;
  // (An infinity stays: <clb/float_fast.h>'s rounding test sends a
  // non-finite short result to the core, finite inputs or not. The core's
  // comparisons with infinities go.)
  const std::string inf = "0x7FF0000000000000";
  for (const char *option : {"-cl-finite-math-only", "-cl-fast-relaxed-math"}) {
    std::string finite = linked("spir64", "ll", {option});
    EXPECT_LT(occurrences(finite, inf), occurrences(strict, inf)) << option << "\n" << finite;
    EXPECT_FALSE(has(finite, "fcmp uno")) << option << "\n" << finite;
    EXPECT_FALSE(has(finite, "__clb_ctl_")) << option;
  }
  // Options that set other controls leave this one strict.
  EXPECT_EQ(occurrences(linked("spir64", "ll", {"-cl-denorms-are-zero"}), inf),
            occurrences(strict, inf));
  EXPECT_EQ(occurrences(linked("spir64", "ll", {"-cl-no-signed-zeros"}), inf),
            occurrences(strict, inf));

  std::string ptxStrict = linked("nvptx64", "ptx", {});
  std::string ptxFinite = linked("nvptx64", "ptx", {"-cl-finite-math-only"});
  EXPECT_TRUE(has(ptxStrict, "0d7FF0000000000000")) << ptxStrict;
  EXPECT_FALSE(has(ptxFinite, "0d7FF0000000000000")) << ptxFinite;
  EXPECT_FALSE(has(ptxStrict, "__clb_ctl_"));
  EXPECT_LT(ptxFinite.size(), ptxStrict.size());
}

// Every control folds in the strict build too: no program keeps a load of
// one, whatever it calls.
TEST(Controls, NoneSurvivesLinking) {
  EXPECT_FALSE(has(linked("spir64", "ll", {}), "__clb_ctl_"));
  EXPECT_FALSE(has(linked("nvptx64", "ll", {}), "__clb_ctl_"));
}

// A program compiled first (an OpenCL "compiled object") takes the options
// of its link, as clLinkProgram does.
TEST(Controls, OptionsApplyToBitcodeInputs) {
  clb::LinkRequest compile = linkRequest("spir64", "bc", kHypot);
  compile.compileOnly = true;
  auto object = clb::link(compile);
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());
  size_t infinities[2] = {};
  for (bool finite : {false, true}) {
    clb::LinkRequest r;
    r.target = "spir64";
    r.emit = "ll";
    r.libraryDir = CLB_TEST_LIBRARY_DIR;
    r.bitcode.emplace_back("object.bc", *object);
    if (finite)
      r.clangArgs.push_back("-cl-finite-math-only");
    auto out = clb::link(r);
    ASSERT_TRUE(bool(out)) << llvm::toString(out.takeError());
    EXPECT_EQ(has(*out, "fcmp uno"), !finite) << *out;
    infinities[finite] = occurrences(*out, "0x7FF0000000000000");
  }
  EXPECT_LT(infinities[1], infinities[0]);
  EXPECT_TRUE(clb::isControlOption("-cl-fast-relaxed-math"));
  EXPECT_TRUE(clb::isControlOption("-cl-clb-correctly-rounded-math"));
  EXPECT_TRUE(clb::isLibraryOnlyOption("-cl-clb-correctly-rounded-math"));
  EXPECT_FALSE(clb::isLibraryOnlyOption("-cl-fast-relaxed-math"));
  EXPECT_FALSE(clb::isControlOption("-cl-mad-enable"));
  EXPECT_FALSE(clb::isControlOption("-DN=4"));
}

// clb-libgen refuses a library that uses a control clb-link cannot value.
TEST(Controls, UnknownControlStopsTheLibraryBuild) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("clb-controls-" + std::to_string(getpid()));
  fs::create_directories(dir);
  llvm::LLVMContext ctx;
  llvm::SMDiagnostic diag;
  auto m = llvm::parseAssemblyString(
      "target triple = \"spir64-unknown-unknown\"\n"
      "@__clb_ctl_bogus = external addrspace(2) constant i32\n"
      "define spir_func i32 @_Z11__clb_probev() {\n"
      "  %v = load i32, i32 addrspace(2)* @__clb_ctl_bogus\n"
      "  ret i32 %v\n"
      "}\n",
      diag, ctx);
  ASSERT_TRUE(m) << diag.getMessage().str();
  std::string input = (dir / "probe.bc").string();
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(input, ec);
    ASSERT_FALSE(ec) << ec.message();
    llvm::WriteBitcodeToFile(*m, os);
  }
  std::string output = (dir / "lib.bc").string();
  llvm::Error e = clb::buildLibrary({input}, "spir64", output, "");
  ASSERT_TRUE(bool(e));
  std::string msg = llvm::toString(std::move(e));
  EXPECT_NE(msg.find("__clb_ctl_bogus"), std::string::npos) << msg;
  EXPECT_FALSE(fs::exists(output));
  fs::remove_all(dir);
}

// The correctly rounded variant computes float math through double: where a
// target's devices may have no double (spirv64), clb-link refuses it with an
// error naming the option and the target; the targets
// with fast double take it.
TEST(Controls, CorrectlyRoundedRefusedWhereDoubleMayBeMissing) {
  const char *sinKernel = "kernel void k(global float *x) { x[0] = sin(x[0]); }\n";
  CLBTEST_NEEDS_TARGET("spirv64");
  clb::LinkRequest r = linkRequest("spirv64", "spv", sinKernel);
  r.clangArgs = {"-cl-clb-correctly-rounded-math"};
  auto out = clb::link(r);
  ASSERT_FALSE(out) << "spirv64 linked with the correctly rounded variant";
  const std::string msg = llvm::toString(out.takeError());
  EXPECT_TRUE(has(msg, "-cl-clb-correctly-rounded-math")) << msg;
  EXPECT_TRUE(has(msg, "refused for spirv64")) << msg;
  r.clangArgs.clear();
  auto plain = clb::link(r);
  EXPECT_TRUE(bool(plain)) << (plain ? "" : llvm::toString(plain.takeError()));
  for (const char *target : {"spir64", "nvptx64", "amdgcn"}) {
    clb::LinkRequest ok = linkRequest(target, "bc", sinKernel);
    ok.clangArgs = {"-cl-clb-correctly-rounded-math"};
    auto linkedOk = clb::link(ok);
    EXPECT_TRUE(bool(linkedOk)) << target << ": "
                                << (linkedOk ? "" : llvm::toString(linkedOk.takeError()));
  }
}

// -cl-unsafe-math-optimizations (and -cl-fast-relaxed-math) pick the relaxed
// float cores (<clb/float_relaxed.h>): on nvptx64 float exp and sin become
// the special function unit's approximations, with their ftz forms only
// under -cl-denorms-are-zero as well; half and double stay as they are (the
// kernels do no arithmetic of their own, which the options would change).
TEST(Controls, UnsafeMathPicksTheRelaxedFloatCoresOnly) {
  const std::string src =
      "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
      "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
      "kernel void f(global float *o) { o[0] = exp(o[1]); o[2] = sin(o[3]); }\n"
      "kernel void h(global half *o) { o[0] = exp(o[1]); o[2] = sin(o[3]); }\n"
      "kernel void d(global double *o) { o[0] = exp(o[1]); o[2] = sin(o[3]); }\n";
  auto ptx = [&](std::vector<std::string> options) {
    clb::LinkRequest r = linkRequest("nvptx64", "ptx", src);
    r.clangArgs = std::move(options);
    auto out = clb::link(r);
    if (!out) {
      ADD_FAILURE() << llvm::toString(out.takeError());
      return std::string();
    }
    return *out;
  };
  // The PTX with its calls' sequence numbers blanked: LLVM 19 counts them
  // on from one compile to the next in a process, so the same module's
  // numbers depend on what was compiled before it.
  auto blanked = [](const std::string &p) {
    return std::regex_replace(p, std::regex("callseq [0-9]+"), "callseq N");
  };
  // One kernel's body: from its .entry to the next one.
  auto body = [&](const std::string &p, const char *kernel) {
    size_t at = p.find(std::string(".entry ") + kernel);
    size_t end = p.find(".entry ", at + 1);
    return at == std::string::npos ? std::string() : blanked(p.substr(at, end - at));
  };
  const std::string strict = ptx({});
  EXPECT_FALSE(has(strict, "ex2.approx")) << strict;
  EXPECT_FALSE(has(strict, "sin.approx")) << strict;
  for (const char *option : {"-cl-unsafe-math-optimizations", "-cl-fast-relaxed-math"}) {
    const std::string relaxed = ptx({option});
    EXPECT_TRUE(has(body(relaxed, "f"), "ex2.approx.f32")) << option << "\n" << relaxed;
    EXPECT_TRUE(has(body(relaxed, "f"), "sin.approx.f32")) << option << "\n" << relaxed;
    EXPECT_FALSE(has(relaxed, "approx.ftz")) << option;
    EXPECT_EQ(body(relaxed, "h"), body(strict, "h")) << option;
    EXPECT_EQ(body(relaxed, "d"), body(strict, "d")) << option;
  }
  const std::string daz = ptx({"-cl-fast-relaxed-math", "-cl-denorms-are-zero"});
  EXPECT_TRUE(has(body(daz, "f"), "ex2.approx.ftz.f32")) << daz;
  EXPECT_TRUE(has(body(daz, "f"), "sin.approx.ftz.f32")) << daz;
  // -cl-denorms-are-zero alone changes no builtin.
  EXPECT_EQ(blanked(ptx({"-cl-denorms-are-zero"})), blanked(strict));
}
