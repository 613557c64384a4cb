// clb-link's command line as a clang user reads it: -x names the language of
// the inputs after it, clang options with nothing to compile are refused, and
// compile errors carry clang's diagnostics and nothing else.
#include "clbuiltins/Link.h"
#include "llvm_compat.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

namespace fs = std::filesystem;

namespace {

const char kKernel[] = "kernel void k(global int *a) { a[get_global_id(0)] = hadd(a[0], a[1]); }\n";
// Hand-written IR: nothing here comes from clang.
const char kIrKernel[] =
    "target triple = \"spir64-unknown-unknown\"\n"
    "define spir_kernel void @from_ir(i32 addrspace(1)* %p) {\n"
    "  store i32 7, i32 addrspace(1)* %p\n"
    "  ret void\n"
    "}\n";

class ClbLinkOptions : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = fs::temp_directory_path() /
          ("clb-link-options-" + std::to_string(getpid()) + "-" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir);
    write("ok.cl", kKernel);
    write("kernel.txt", kKernel);  // OpenCL C under a suffix that says nothing
    write("ir.txt", kIrKernel);    // LLVM IR text, likewise
  }
  void TearDown() override { fs::remove_all(dir); }

  void write(const char *name, const std::string &text) {
    std::ofstream(dir / name, std::ios::binary) << text;
  }
  std::string path(const char *name) const { return (dir / name).string(); }
  std::string read(const char *name) const {
    std::ifstream in(dir / name, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  }

  struct Run {
    int status;
    std::string err;
  };
  // clb-link ARGS, run in `dir` so "ir" and "cl" would be found there were
  // they taken for input files.
  Run clbLink(const std::string &args) {
    std::string cmd = "cd " + dir.string() +
                      " && " CLB_LINK_EXE " --libdir " CLB_TEST_LIBRARY_DIR " " + args +
                      " 2>stderr.txt";
    int status = std::system(cmd.c_str());
    std::string err = read("stderr.txt");
    fs::remove(dir / "stderr.txt");
    return {status, err};
  }
  // A refused invocation: non-zero exit, the problem named, no output.
  void expectRefused(const std::string &args, const std::string &problem) {
    Run run = clbLink(args + " -o " + path("out.bin"));
    EXPECT_NE(run.status, 0) << args;
    EXPECT_NE(run.err.find("clb-link: error: " + problem), std::string::npos)
        << "want '" << problem << "' in\n"
        << run.err;
    EXPECT_FALSE(fs::exists(dir / "out.bin")) << args;
  }

  fs::path dir;
};

TEST_F(ClbLinkOptions, DashXNamesTheLanguageOfTheInputsAfterIt) {
  // Decoys: were "cl" or "ir" taken for input files, these would be read.
  write("cl", "not OpenCL C");
  write("ir", "not IR");
  Run run = clbLink("--target spir64 --emit ll -o out.ll -x cl kernel.txt -x ir ir.txt");
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string ll = read("out.ll");
  EXPECT_NE(ll.find("spir_kernel void @k("), std::string::npos) << ll;
  EXPECT_NE(ll.find("spir_kernel void @from_ir("), std::string::npos) << ll;
  // The joined form, and bitcode under -x ir whatever its name.
  run = clbLink("--target spir64 --emit bc -o k.data -xcl kernel.txt");
  ASSERT_EQ(run.status, 0) << run.err;
  run = clbLink("--target spir64 --emit ll -o out2.ll -x ir k.data");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(read("out2.ll").find("spir_kernel void @k("), std::string::npos);
  // -x none: suffixes decide again.
  expectRefused("--target spir64 --emit bc -x cl ok.cl -x none kernel.txt",
                "kernel.txt: unknown input kind");
}

TEST_F(ClbLinkOptions, DashXRefusesWhatClangRefuses) {
  expectRefused("--target spir64 --emit bc -x bc ok.cl", "unknown language 'bc' for -x");
  expectRefused("--target spir64 --emit bc ok.cl -x cl",
                "'-x cl' after the last input has no effect");
  Run run = clbLink("--target spir64 --emit bc -o out.bin ok.cl -x");
  EXPECT_NE(run.status, 0);
  EXPECT_NE(run.err.find("clb-link: error: option -x needs a language"), std::string::npos)
      << run.err;
  EXPECT_FALSE(fs::exists(dir / "out.bin"));
  expectRefused("--target spir64 --emit bc -x ir kernel.txt", "kernel.txt: invalid LLVM IR");
  expectRefused("--target spir64 --emit bc -x cl missing.txt", "missing.txt: cannot read");
}

TEST_F(ClbLinkOptions, ClangOptionsNeedAnOpenCLInput) {
  expectRefused("--target spir64 --emit bc -x ir ir.txt -DN=4",
                "clang option -DN=4 given, but no input is OpenCL C");
  expectRefused("--target spir64 --emit bc -cl-std=CL2.0 -x ir ir.txt",
                "clang option -cl-std=CL2.0 given, but no input is OpenCL C");
  Run run = clbLink("--target spir64 --emit bc -o out.bc -x ir ir.txt -x cl kernel.txt -DN=4");
  EXPECT_EQ(run.status, 0) << run.err;
  run = clbLink("--target spir64 --emit bc -o out.bc ok.cl -DN=4");
  EXPECT_EQ(run.status, 0) << run.err;
  // The math-mode options choose the library's variants (link-time
  // controls), so they stand with IR inputs alone; a clang-only option
  // beside them is still refused.
  run = clbLink("--target spir64 --emit bc -o out.bc -cl-fast-relaxed-math -x ir ir.txt");
  EXPECT_EQ(run.status, 0) << run.err;
  expectRefused("--target spir64 --emit bc -cl-denorms-are-zero -x ir ir.txt -DN=4",
                "clang option -DN=4 given, but no input is OpenCL C");
}

TEST_F(ClbLinkOptions, CompileDiagnosticsAreOnlyClangsOwn) {
  write("broken.cl", "kernel void k(global int *p) { p[0] = q; }\n");
  for (const char *target : {"spir64", "spirv64", "nvptx64"}) {
    if (!clbtest::built(target))
      continue;
    Run run = clbLink(std::string("--target ") + target + " --emit bc -o out.bc broken.cl");
    EXPECT_NE(run.status, 0) << target;
    EXPECT_NE(run.err.find("use of undeclared identifier 'q'"), std::string::npos) << run.err;
    EXPECT_EQ(run.err.find("warning"), std::string::npos) << target << ":\n" << run.err;
  }
  // A clean kernel leaves no warnings behind either.
  for (const char *target : {"spir64", "nvptx64"}) {
    clb::LinkRequest r;
    r.target = target;
    r.sources.emplace_back("kernel.cl", kKernel);
    r.libraryDir = CLB_TEST_LIBRARY_DIR;
    auto result = clb::linkProgram(r);
    ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
    EXPECT_EQ(result->warnings, "") << target;
  }
}

// spirv-val does not check that half values come with Capability Float16;
// the script does (see it), on a kernel that computes on half.
TEST_F(ClbLinkOptions, SpirvOfHalfArithmeticDeclaresFloat16) {
  write("half.cl",
        "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
        "kernel void h(global half *p) { p[0] = p[1] * p[2] + p[3]; }\n");
  CLBTEST_NEEDS_TARGET("spirv64");
  Run run = clbLink("--target spirv64 --emit spv -o half.spv half.cl");
  ASSERT_EQ(run.status, 0) << run.err;
  std::string check =
      std::string("sh " CLB_SPIRV_CAPABILITIES " " CLB_SPIRV_DIS " ") + path("half.spv");
  EXPECT_EQ(std::system(check.c_str()), 0);
}

}  // namespace
