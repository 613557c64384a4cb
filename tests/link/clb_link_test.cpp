// clb-link as a library and as a command: what it links, and how it refuses
// bad input (one line naming the problem, non-zero exit, no output file).
#include "clbuiltins/Link.h"
#include "address_space_cap.h"
#include "link_helpers.h"
#include "llvm_compat.h"

#include <gtest/gtest.h>

#include <regex>

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/CrashRecoveryContext.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <functional>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include <unistd.h>

namespace fs = std::filesystem;

namespace {

using clbtest::linkFailure;
using clbtest::linkRequest;

std::unique_ptr<llvm::Module> parse(const std::string &bc, llvm::LLVMContext &ctx) {
  auto m = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bc, "out"), ctx);
  if (!m) {
    ADD_FAILURE() << "unreadable bitcode: " << llvm::toString(m.takeError());
    return nullptr;
  }
  return std::move(*m);
}

const char kHaddKernel[] =
    "kernel void k(global int *a) { a[get_global_id(0)] = hadd(a[0], a[1]); }\n";

TEST(ClbLink, LinksOnlyWhatKernelsNeedAndInternalizesIt) {
  for (const char *target : {"spir64", "spirv64", "nvptx64"}) {
    if (!clbtest::built(target))
      continue;
    auto r = linkRequest(target, "bc", kHaddKernel);
    r.optLevel = 0;
    auto bc = clb::link(r);
    ASSERT_TRUE(bool(bc)) << target << ": " << llvm::toString(bc.takeError());
    llvm::LLVMContext ctx;
    auto m = parse(*bc, ctx);
    ASSERT_TRUE(m);
    llvm::Function *k = m->getFunction("k");
    ASSERT_TRUE(k && !k->isDeclaration()) << target;
    EXPECT_FALSE(k->hasLocalLinkage());
    llvm::Function *hadd = m->getFunction("_Z4haddii");
    ASSERT_TRUE(hadd && !hadd->isDeclaration()) << target << ": hadd(int,int) not linked";
    EXPECT_TRUE(hadd->hasLocalLinkage()) << target;
    // Nothing the kernel does not call comes along.
    EXPECT_EQ(m->getFunction("_Z5rhaddii"), nullptr) << target;
    EXPECT_EQ(m->getFunction("_Z4haddcc"), nullptr) << target;
  }
}

TEST(ClbLink, UnresolvedFunctionsAreListedByDemangledName) {
  // Overloadable declarations with no definition anywhere stand for builtins
  // the library lacks, whatever families have landed since.
  auto r = linkRequest(
      "nvptx64", "ptx",
      "double3 __attribute__((overloadable)) no_such_builtin(double3);\n"
      "float __attribute__((overloadable)) no_such_builtin(ulong, float const __global *);\n"
      "kernel void k(global double *a, global float *b) {\n"
      "  double3 v = no_such_builtin((double3)(a[0], a[1], a[2])); a[0] = v.x;\n"
      "  b[0] = no_such_builtin(1ul, b); }\n");
  std::string msg = linkFailure(r);
  EXPECT_NE(msg.find("no definition for no_such_builtin(double3) (_Z15no_such_builtinDv3_d) "
                     "in clbuiltins for nvptx64"),
            std::string::npos)
      << msg;
  EXPECT_NE(msg.find("\nerror: no definition for no_such_builtin(ulong, float const __global*) "
                     "(_Z15no_such_builtinmPU3AS1Kf)"),
            std::string::npos)
      << msg;
}

TEST(ClbLink, RuntimeProvidedFunctionsMayStayExternalOnSpir) {
  auto r = linkRequest("spir64", "ll",
                       "kernel void k(global int *a) { a[get_global_id(0)] = get_local_size(0);"
                       " barrier(CLK_LOCAL_MEM_FENCE); }");
  auto ll = clb::link(r);
  ASSERT_TRUE(bool(ll)) << llvm::toString(ll.takeError());
  EXPECT_NE(ll->find("declare dso_local spir_func i64 @_Z13get_global_idj"), std::string::npos)
      << *ll;
  // nvptx64 defines them itself: nothing stays external (the NDRange comes
  // in the launch parameter, launch_parameter_test.cpp).
  r = linkRequest("nvptx64", "ll", r.sources[0].second);
  ll = clb::link(r);
  ASSERT_TRUE(bool(ll)) << llvm::toString(ll.takeError());
  EXPECT_EQ(ll->find("@_Z13get_global_idj"), std::string::npos);
  EXPECT_FALSE(std::regex_search(*ll, std::regex("\ndeclare [^\n]*@(_Z|__clb)"))) << *ll;
}

// The layer's mode (inlineLaneWiseOverloads): PoCL compiles each kernel
// alone and would copy a library function the link left out of line into it
// and into its three entry points; the link keeps those calls. Functions that
// reach a barrier, a work-item query or any other declaration stay inlinable:
// PoCL needs them in the kernel.
TEST(ClbLink, TheLayersLinkKeepsLargeLibraryCallsOutOfLine) {
  std::string source;
  for (int i = 0; i < 6; ++i)
    source += "kernel void k" + std::to_string(i) +
              "(global float4 *x, global int *y, local int *t) {\n"
              "  size_t g = get_global_id(0);\n"
              "  x[g] = sin(x[g] * " +
              std::to_string(i) +
              ".5f);\n"
              "  y[g] = add_sat(y[g], work_group_scan_inclusive_add(y[g + 1]));\n"
              "  y[g + 1] = work_group_reduce_max(y[g]) + get_local_id(0) + t[0]; }\n";
  auto r = linkRequest("spir64", "bc", source);
  r.inlineLaneWiseOverloads = true;
  r.clangArgs = {"-cl-std=CL2.0"};
  auto bc = clb::link(r);
  ASSERT_TRUE(bool(bc)) << llvm::toString(bc.takeError());
  llvm::LLVMContext ctx;
  ctx.setOpaquePointers(true);  // as PoCL reads it (tools/clb-layer/PoclCalls.cpp)
  auto m = parse(*bc, ctx);
  ASSERT_TRUE(m);
  // sin(float4) is its float core lane by lane (<clb/float_math.h>): the
  // large function is the core, called once per lane of each kernel.
  llvm::Function *sin4 = m->getFunction("__clb_sinf");
  ASSERT_TRUE(sin4 && !sin4->isDeclaration()) << "sin's float core was inlined into 6 kernels";
  EXPECT_TRUE(sin4->hasFnAttribute(llvm::Attribute::NoInline));
  EXPECT_EQ(sin4->getNumUses(), 24u);
  // The invariant, checked on every function: noinline only on what reaches
  // no declaration but intrinsics.
  std::function<bool(const llvm::Function &)> reachesDeclaration = [&](const llvm::Function &f) {
    if (f.isDeclaration())
      return !f.isIntrinsic();
    for (const llvm::BasicBlock &b : f)
      for (const llvm::Instruction &i : b)
        if (auto *call = llvm::dyn_cast<llvm::CallBase>(&i))
          if (!call->getCalledFunction() || reachesDeclaration(*call->getCalledFunction()))
            return true;
    return false;
  };
  int kept = 0;
  for (const llvm::Function &f : *m)
    if (!f.isDeclaration() && f.getCallingConv() != llvm::CallingConv::SPIR_KERNEL &&
        f.hasFnAttribute(llvm::Attribute::NoInline)) {
      ++kept;
      EXPECT_FALSE(reachesDeclaration(f)) << f.getName().str() << " reaches a declaration";
    }
  EXPECT_GE(kept, 1) << "sin's float core";
  // Small builtins are inlined whatever the program's size.
  EXPECT_EQ(m->getFunction("_Z7add_satii"), nullptr);
  // Without the mode (nvptx64's and clb-link's own pipeline), -O2 decides alone.
  r.inlineLaneWiseOverloads = false;
  bc = clb::link(r);
  ASSERT_TRUE(bool(bc)) << llvm::toString(bc.takeError());
  llvm::LLVMContext ctx2;
  ctx2.setOpaquePointers(true);
  auto m2 = parse(*bc, ctx2);
  ASSERT_TRUE(m2);
  sin4 = m2->getFunction("_Z3sinDv4_f");
  EXPECT_TRUE(!sin4 || !sin4->hasFnAttribute(llvm::Attribute::NoInline));
}

// spir64's and spirv64's bitcode has typed pointers; every pointer clb-link
// substitutes must have the type of what it replaces, or the bitcode is
// written with a GEP whose element type is not its pointer's, which a
// typed-pointer reader (llvm-dis-15 among them) refuses. The work-group
// scratch buffer, an i64 array, replaced a `local void *` call uncast.
TEST(ClbLink, TypedPointerBitcodeReadsBack) {
  const char source[] =
      "kernel void k(global int *a) { size_t g = get_global_id(0);\n"
      "  a[g] = work_group_scan_exclusive_add(a[g]) + work_group_reduce_min(a[g + 1]);\n"
      "  a[g + 2] = work_group_broadcast(a[g], 3); }\n";
  if (!clbtest::kTypedPointers)
    GTEST_SKIP() << "LLVM 19 has opaque pointers only: no typed-pointer reader to refuse a GEP";
  for (const char *target : {"spir64", "spirv64"})
    for (bool layer : {false, true}) {
      auto r = linkRequest(target, "bc", source);
      r.clangArgs = {"-cl-std=CL2.0"};
      r.inlineLaneWiseOverloads = layer;
      auto bc = clb::link(r);
      ASSERT_TRUE(bool(bc)) << target << ": " << llvm::toString(bc.takeError());
      llvm::LLVMContext ctx;
      ctx.setOpaquePointers(false);
      auto m = parse(*bc, ctx);
      ASSERT_TRUE(m) << target << (layer ? ", the layer's mode" : "");
      EXPECT_TRUE(m->getFunction("k"));
    }
}

TEST(ClbLink, EmitsValidSpirvAndPtx) {
  CLBTEST_NEEDS_TARGET("spirv64");
  auto spv = clb::link(linkRequest("spirv64", "spv", kHaddKernel));
  ASSERT_TRUE(bool(spv)) << llvm::toString(spv.takeError());
  fs::path tmp = fs::temp_directory_path() / "clb-link-test.spv";
  std::ofstream(tmp, std::ios::binary) << *spv;
  EXPECT_EQ(std::system((std::string(CLB_SPIRV_VAL) + " " + tmp.string()).c_str()), 0);
  fs::remove(tmp);

  auto ptx = clb::link(linkRequest("nvptx64", "ptx", kHaddKernel));
  ASSERT_TRUE(bool(ptx)) << llvm::toString(ptx.takeError());
  EXPECT_NE(ptx->find(".target sm_80"), std::string::npos);
  EXPECT_NE(ptx->find(".entry k("), std::string::npos);
}

// OpenCL C 2.0 atomics take generic pointers; nvptx64's dispatch them on
// isspacep, which clb-link answers once the caller's pointer is visible: a
// global and a local pointer each leave one instruction of their own space,
// and a pointer that may be either keeps the run-time test.
TEST(ClbLink, GenericAtomicsTakeTheSpaceTheCallerShows) {
  auto r = linkRequest("nvptx64", "ptx", R"(
    kernel void g(global atomic_uint *c) {
      atomic_fetch_add_explicit(c, 1u, memory_order_relaxed, memory_scope_device);
    }
    kernel void l(global uint *out) {
      local atomic_uint c;
      atomic_fetch_add_explicit(&c, 1u, memory_order_relaxed, memory_scope_work_group);
      out[0] = atomic_load(&c);
    }
    kernel void either(global atomic_uint *c, int pick) {
      local atomic_uint lc;
      generic atomic_uint *p = pick ? (generic atomic_uint *)c : &lc;
      atomic_fetch_add_explicit(p, 1u, memory_order_relaxed, memory_scope_device);
    })");
  r.clangArgs = {"-cl-std=CL3.0"};
  auto ptx = clb::link(r);
  ASSERT_TRUE(bool(ptx)) << llvm::toString(ptx.takeError());
  auto body = [&](const std::string &kernel) {
    size_t at = ptx->find(".entry " + kernel + "(");
    return at == std::string::npos ? std::string() : ptx->substr(at, ptx->find("\n}", at) - at);
  };
  EXPECT_NE(body("g").find("atom.relaxed.gpu.global.add.u32"), std::string::npos) << body("g");
  EXPECT_EQ(body("g").find("isspacep"), std::string::npos) << body("g");
  EXPECT_NE(body("l").find("atom.relaxed.cta.shared.add.u32"), std::string::npos) << body("l");
  EXPECT_EQ(body("l").find("isspacep"), std::string::npos) << body("l");
  EXPECT_NE(body("either").find("isspacep"), std::string::npos) << body("either");
}

// An int index (a grid-stride loop's, from get_global_id and
// get_global_size) stays a 32-bit register on nvptx64 and each address is one
// mul.wide.s32, as nvcc makes it, not a 64-bit phi sign-extended by a shift
// pair; the emitted module keeps NVPTX's real data layout.
TEST(ClbLink, IntIndicesStay32BitOnNvptx64) {
  const char *source = R"(
    kernel void sum(global const int *in, global int *out, int n) {
      int acc = 0;
      for (int i = get_global_id(0); i < n; i += get_global_size(0))
        acc += in[i];
      out[get_global_id(0)] = acc;
    })";
  for (int level : {2, 3}) {
    auto r = linkRequest("nvptx64", "ptx", source);
    r.optLevel = level;
    auto ptx = clb::link(r);
    ASSERT_TRUE(bool(ptx)) << llvm::toString(ptx.takeError());
    // The loop: the block from the label before the load of in[i] (through
    // a register, not the launch table's symbol) to its branch.
    size_t load = ptx->find("ld.global.u32");
    while (load != std::string::npos &&
           ptx->substr(load, ptx->find('\n', load) - load).find("[%rd") == std::string::npos)
      load = ptx->find("ld.global.u32", load + 1);
    ASSERT_NE(load, std::string::npos) << *ptx;
    const size_t from = ptx->rfind("$L__BB", load);
    const std::string body = ptx->substr(from, ptx->find("bra", load) - from);
    EXPECT_NE(body.find("mul.wide.s32"), std::string::npos) << body;
    EXPECT_EQ(body.find("shl.b64"), std::string::npos) << body;
    // One 64-bit add, the address's; the index is added in 32 bits.
    const size_t add = body.find("add.s64");
    EXPECT_NE(add, std::string::npos) << body;
    EXPECT_EQ(body.find("add.s64", add + 1), std::string::npos) << body;
    r.emit = "ll";
    auto ll = clb::link(r);
    ASSERT_TRUE(bool(ll)) << llvm::toString(ll.takeError());
    EXPECT_NE(ll->find("n16:32:64\""), std::string::npos);
  }
}

TEST(ClbLink, ClangOptionsReachTheCompiler) {
  auto r = linkRequest("spir64", "ll", "kernel void k(global int *a) { a[0] = N; }");
  r.clangArgs = {"-DN=4242", "-cl-std=CL2.0"};
  auto ll = clb::link(r);
  ASSERT_TRUE(bool(ll)) << llvm::toString(ll.takeError());
  EXPECT_NE(ll->find("4242"), std::string::npos);
  EXPECT_NE(ll->find("!opencl.ocl.version = !{!"), std::string::npos);
}

TEST(ClbLink, CompileErrorsCarryClangDiagnostics) {
  std::string msg = linkFailure(linkRequest("spir64", "bc", "kernel void k() { undeclared(); }"));
  EXPECT_EQ(msg.rfind("cannot compile kernel.cl for spir64:", 0), 0u) << msg;
  EXPECT_NE(msg.find("kernel.cl:1:19: error"), std::string::npos) << msg;
}

TEST(ClbLink, RefusesBadRequests) {
  EXPECT_NE(linkFailure(linkRequest("x86", "bc", kHaddKernel)).find("unknown target 'x86'"),
            std::string::npos);
  EXPECT_NE(
      linkFailure(linkRequest("spir64", "ptx", kHaddKernel)).find("cannot emit 'ptx' for spir64"),
      std::string::npos);
  EXPECT_NE(
      linkFailure(linkRequest("nvptx64", "spv", kHaddKernel)).find("cannot emit 'spv' for nvptx64"),
      std::string::npos);
  auto r = linkRequest("spir64", "bc", kHaddKernel);
  r.libraryDir = "/nonexistent";
  EXPECT_NE(linkFailure(r).find("clbuiltins library for spir64 unusable"), std::string::npos);
}

// Bitcode the reader accepts but the verifier does not (here: a block with
// no terminator, the shape of a fuzzed input that crashed SimplifyCFG) is
// refused, named, before any pass sees it.
TEST(ClbLink, RefusesInvalidModules) {
  llvm::LLVMContext ctx;
  llvm::Module m("broken", ctx);
  m.setTargetTriple("spir64-unknown-unknown");
  auto *fn = llvm::Function::Create(llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), false),
                                    llvm::GlobalValue::ExternalLinkage, "k", m);
  fn->setCallingConv(llvm::CallingConv::SPIR_KERNEL);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", fn));
  b.CreateAlloca(b.getInt32Ty());  // and no terminator
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  llvm::WriteBitcodeToFile(m, os);
  os.flush();
  clb::LinkRequest r;
  r.target = "spir64";
  r.emit = "bc";
  r.libraryDir = CLB_TEST_LIBRARY_DIR;
  r.bitcode.emplace_back("broken.bc", bytes);
  std::string msg = linkFailure(r);
  EXPECT_NE(msg.find("broken.bc: not a valid LLVM module"), std::string::npos) << msg;
  EXPECT_NE(msg.find("does not have terminator"), std::string::npos) << msg;
}

// Bitcode that makes LLVM 15's own reader crash (a segfault) or abort (an
// allocation sized by a corrupt record count fails), found by mutating the
// fuzz seeds and checked in with them. clb-link reads outside bitcode under
// crash recovery first (tools/clb-link/lib/input/Inputs.cpp): each is an error
// naming the file, the process lives on, and links after it work, from 8
// threads at once as well (the recovery's signal handlers are installed
// while any thread reads).
// The process's SIGSEGV handler now: crash recovery must leave the host's.
void *segvHandler() {
  struct sigaction a = {};
  sigaction(SIGSEGV, nullptr, &a);
  return reinterpret_cast<void *>(a.sa_sigaction);
}

// 8 threads, each `rounds` times: `crash(t, i)`, "" when the crashing input
// gave the error expected (else what it gave), then a good link emitting
// `emit(t, i)`. Every thread must get through.
void expectCrashesBetweenGoodLinks(int rounds, const std::function<std::string(int, int)> &crash,
                                   const std::function<std::string(int, int)> &emit) {
  std::vector<std::string> results(8);
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < rounds; ++i) {
        std::string msg = crash(t, i);
        if (!msg.empty()) {
          results[t] = msg;
          return;
        }
        auto ok = clb::link(linkRequest("spir64", emit(t, i), kHaddKernel));
        if (!ok) {
          results[t] = llvm::toString(ok.takeError());
          return;
        }
      }
    });
  for (auto &th : threads)
    th.join();
  for (int t = 0; t < 8; ++t)
    EXPECT_EQ(results[t], "") << "thread " << t;
}

TEST(ClbLink, BitcodeThatCrashesLLVMsReaderIsAnError) {
  // The abort is LLVM's own report of a failed 32 GB allocation, which
  // must fail on any machine.
  clbtest::AddressSpaceCap cap;
  const std::string dir = std::string(CLB_TEST_KERNEL_DIR) + "/../fuzz/corpus/link_bitcode/";
  auto bytesOf = [](const std::string &path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  };
  const std::pair<std::string, std::string> cases[] = {
      {"regression-reader-segv.bc", "crashed reading it (signal 11)"},
      {"regression-reader-abort.bc", "aborted reading it (signal 6)"}};
  auto attempt = [&](const std::pair<std::string, std::string> &c) {
    clb::LinkRequest r;
    r.target = "spir64";
    r.emit = "bc";
    r.libraryDir = CLB_TEST_LIBRARY_DIR;
    r.bitcode.emplace_back(c.first, bytesOf(dir + c.first));
    if (r.bitcode.back().second.size() < 1000)
      return "cannot read " + dir + c.first;
    return linkFailure(r);
  };
  for (const auto &c : cases) {
    std::string msg = attempt(c);
    EXPECT_NE(msg.find(c.first + ": corrupt bitcode: LLVM's bitcode reader " + c.second),
              std::string::npos)
        << msg;
  }
  {
    auto ok = clb::link(linkRequest("spir64", "bc", kHaddKernel));
    EXPECT_TRUE(bool(ok)) << (ok ? "" : llvm::toString(ok.takeError()));
  }
  // The process's SIGSEGV handler is the same after a read as before it:
  // the host's own, or LLVM's where the host enabled crash recovery itself.
  for (bool hostEnabled : {false, true}) {
    if (hostEnabled)
      llvm::CrashRecoveryContext::Enable();
    void *before = segvHandler();
    attempt(cases[0]);
    EXPECT_EQ(segvHandler(), before) << (hostEnabled ? "host's recovery" : "no recovery");
    if (hostEnabled)
      llvm::CrashRecoveryContext::Disable();
  }
  expectCrashesBetweenGoodLinks(
      5,
      [&](int t, int i) {
        const auto &c = cases[(t + i) % 2];
        std::string msg = attempt(c);
        return msg.find(c.second) == std::string::npos ? msg : "";
      },
      [](int, int) { return "bc"; });
}

// A program clang 15's front end crashes on (C++ for OpenCL; LLVM issue
// 61885): the host process survives, the error says what happened, and
// links before and after it, from other threads too, are unaffected.
const char kFrontEndCrash[] = "a() { if constexpr (__adl_swap<>\n";

TEST(ClbLink, FrontEndCrashIsAnError) {
  CLBTEST_NEEDS_FRONT_END_CRASH();
  auto attempt = [] {
    clb::LinkRequest r = linkRequest("spir64", "bc", kFrontEndCrash);
    r.sources.back().first = "crash.cl";
    r.clangArgs = {"-cl-std=clc++2021"};
    return linkFailure(r);
  };
  const std::string want = "clang's front end crashed compiling crash.cl for spir64 (signal 11)";
  std::string msg = attempt();
  EXPECT_NE(msg.find(want), std::string::npos) << msg;
  // What clang said before it crashed comes with it.
  EXPECT_NE(msg.find("use of undeclared identifier '__adl_swap'"), std::string::npos) << msg;
  {
    auto ok = clb::link(linkRequest("spir64", "bc", kHaddKernel));
    EXPECT_TRUE(bool(ok)) << (ok ? "" : llvm::toString(ok.takeError()));
  }
  void *before = segvHandler();
  attempt();
  EXPECT_EQ(segvHandler(), before);
  expectCrashesBetweenGoodLinks(
      3,
      [&](int t, int i) {
        std::string m = (t + i) % 2 ? attempt() : want;
        return m.find(want) == std::string::npos ? m : "";
      },
      [](int t, int i) { return (t + i) % 3 ? "bc" : "ll"; });
}

// --- the command line -----------------------------------------------------

struct CliResult {
  int status;
  std::string err;
};

// stderr goes to a file in the calling test's own directory: ctest runs the
// CLI tests in parallel processes.
CliResult clbLink(const std::string &args, const fs::path &dir) {
  fs::path errFile = dir / "stderr.txt";
  std::string cmd = std::string(CLB_LINK_EXE) + " --libdir " CLB_TEST_LIBRARY_DIR " " + args +
                    " 2>" + errFile.string();
  int status = std::system(cmd.c_str());
  std::ifstream in(errFile);
  std::stringstream ss;
  ss << in.rdbuf();
  fs::remove(errFile);
  return {status, ss.str()};
}

class ClbLinkCli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = fs::temp_directory_path() /
          ("clb-link-cli-" + std::to_string(getpid()) + "-" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir);
    std::ofstream(dir / "ok.cl") << kHaddKernel;
  }
  void TearDown() override { fs::remove_all(dir); }
  std::string path(const char *name) { return (dir / name).string(); }

  // A bad invocation: non-zero exit, one error line naming `problem`, and
  // OUT neither created nor touched.
  void expectRefused(const std::string &args, const std::string &problem) {
    std::string out = path("out.bin");
    CliResult run = clbLink(args + " -o " + out, dir);
    EXPECT_NE(run.status, 0) << args;
    EXPECT_NE(run.err.find("clb-link: error: "), std::string::npos) << run.err;
    EXPECT_NE(run.err.find(problem), std::string::npos) << "want '" << problem << "' in\n"
                                                        << run.err;
    EXPECT_FALSE(fs::exists(out)) << args;
    for (const auto &e : fs::directory_iterator(dir))
      EXPECT_EQ(e.path().filename().string().find(".tmp-"), std::string::npos)
          << "temporary left behind: " << e.path();
  }
  fs::path dir;
};

TEST_F(ClbLinkCli, WritesOutput) {
  std::string out = path("k.ptx");
  CliResult run = clbLink("--target nvptx64 --emit ptx -O3 " + path("ok.cl") + " -o " + out, dir);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(fs::exists(out));
}

TEST_F(ClbLinkCli, FrontEndCrashIsRefused) {
  CLBTEST_NEEDS_FRONT_END_CRASH();
  std::ofstream(dir / "crash.cl") << kFrontEndCrash;
  expectRefused(
      "--target spir64 --emit bc -cl-std=clc++2021 " + path("crash.cl") + " " + path("ok.cl"),
      "clang's front end crashed compiling " + path("crash.cl") + " for spir64");
}

TEST_F(ClbLinkCli, RefusesBadInput) {
  std::ofstream(dir / "corrupt.bc") << "BC\xC0\xDE this is not bitcode";
  std::ofstream(dir / "notbc.bc") << "plain text";
  std::ofstream(dir / "x86.ll") << "target triple = \"x86_64-pc-linux-gnu\"\n";
  std::ofstream(dir / "broken.cl") << "kernel void k() { nope }\n";
  std::ofstream(dir / "data.txt") << "hello";
  const std::string ok = path("ok.cl");
  expectRefused("--target spir64 --emit bc " + path("missing.cl"), "missing.cl: cannot read");
  expectRefused("--target spir64 --emit bc " + path("corrupt.bc"), "corrupt bitcode");
  expectRefused("--target spir64 --emit bc " + path("notbc.bc"), "corrupt bitcode");
  expectRefused("--target spir64 --emit bc " + path("x86.ll"),
                "is for x86_64-pc-linux-gnu, not spir64");
  expectRefused("--target spir64 --emit bc " + path("broken.cl"), "cannot compile");
  expectRefused("--target spir64 --emit bc " + path("data.txt"), "unknown input kind");
  expectRefused("--target mips --emit bc " + ok, "unknown target 'mips'");
  expectRefused("--target spir64 --emit exe " + ok, "cannot emit 'exe' for spir64");
  expectRefused("--target spir64 --emit bc -O7 " + ok, "bad optimization level -O7");
  expectRefused("--target spir64 --emit bc --frobnicate " + ok, "unknown option --frobnicate");
  expectRefused("--emit bc " + ok, "missing --target");
  expectRefused("--target spir64 " + ok, "missing --emit");
  expectRefused("--target spir64 --emit bc", "no input files");
  expectRefused("--target spir64 --emit bc -cl-std=CL9.9 " + ok, "bad compiler options");
}

// Conflicts LLVM reports through its diagnostic handler are one error line
// too, not LLVM's own message and exit.
TEST_F(ClbLinkCli, RefusesDuplicateDefinitions) {
  std::ofstream(dir / "a.cl") << "int twice(int x) { return 2 * x; }\n"
                                 "kernel void k(global int *a) { a[0] = twice(a[0]); }\n";
  std::ofstream(dir / "b.cl") << "int twice(int x) { return x + x; }\n";
  expectRefused("--target spir64 --emit bc " + path("a.cl") + " " + path("b.cl"),
                "b.cl with the other inputs: Linking globals named 'twice'");
  CliResult run = clbLink(
      "--target spir64 --emit bc " + path("a.cl") + " " + path("b.cl") + " -o " + path("out.bc"),
      dir);
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
}

TEST_F(ClbLinkCli, WarnsWhenTheProgramReplacesABuiltin) {
  std::ofstream(dir / "mine.cl")
      << "__attribute__((overloadable)) int hadd(int x, int y) { return x; }\n"
         "kernel void k(global int *a) { a[0] = hadd(a[1], a[2]); }\n";
  std::string out = path("mine.bc");
  CliResult run = clbLink("--target spir64 --emit bc " + path("mine.cl") + " -o " + out, dir);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.err.find("warning: the program's definition of hadd(int, int) (_Z4haddii) "
                         "replaces clbuiltins'"),
            std::string::npos)
      << run.err;
  EXPECT_TRUE(fs::exists(out));
}

TEST_F(ClbLinkCli, FailureLeavesExistingOutputAlone) {
  std::string out = path("keep.bc");
  std::ofstream(out) << "previous";
  CliResult run = clbLink("--target spir64 --emit bc " + path("missing.cl") + " -o " + out, dir);
  EXPECT_NE(run.status, 0);
  std::ifstream in(out);
  std::string content;
  in >> content;
  EXPECT_EQ(content, "previous");
}

}  // namespace
