// The drop-in's scalar vloada_half and vstorea_half[_<mode>] (libclc exports
// them; no clang header declares them) give the right values. rusticl itself
// never calls them from OpenCL C (the translator turns such calls into
// OpenCL.std instructions Mesa implements), so the functions are taken from
// the built spirv64-mesa3d-.spv itself, translated back to LLVM, linked into
// a spir64 program and run on PoCL against the exact host reference.
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include "clbuiltins/Link.h"
#include "conversion_reference.h"

#include <LLVMSPIRVLib/LLVMSPIRVLib.h>
#include <gtest/gtest.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

namespace clbtest {
namespace {

const char *kSource = R"(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define OV __attribute__((overloadable))
#define LOAD(AS) float OV vloada_half(size_t, const AS half *);
LOAD(__global) LOAD(__local) LOAD(__private) LOAD(__constant)
#define STORE(M, T, AS) void OV vstorea_half##M(T, size_t, AS half *);
#define STORES(T, AS) STORE(, T, AS) STORE(_rte, T, AS) STORE(_rtz, T, AS) STORE(_rtp, T, AS) STORE(_rtn, T, AS)
STORES(float, __global) STORES(float, __local) STORES(float, __private)
STORES(double, __global) STORES(double, __local) STORES(double, __private)

// Local size 1, 64 elements a work-item; out holds one region of n per space.
kernel void loads(global const ushort *g, constant ushort *c, global float *out) {
  const size_t w = get_global_id(0), n = get_global_size(0) * 64;
  local ushort l[64];
  ushort p[64];
  for (int k = 0; k < 64; ++k)
    l[k] = p[k] = g[w * 64 + k];
  for (int k = 0; k < 64; ++k) {
    const size_t i = w * 64 + k;
    out[i] = vloada_half(i, (global const half *)g);
    out[n + i] = vloada_half(k, (local const half *)l);
    out[2 * n + i] = vloada_half(k, (private const half *)p);
    out[3 * n + i] = vloada_half(i, (constant half *)c);
  }
}

// Regions of n: for float then double, each mode (default, rte, rtz, rtp,
// rtn), the global, local and private stores.
#define ONE(R, M, X)                                                         \
  vstorea_half##M(X, i, (global half *)(out + (R) * n));                     \
  vstorea_half##M(X, k, (local half *)l);                                    \
  vstorea_half##M(X, k, (private half *)p);                                  \
  out[((R) + 1) * n + i] = l[k];                                             \
  out[((R) + 2) * n + i] = p[k];
#define MODES(R, X) ONE(R, , X) ONE(R + 3, _rte, X) ONE(R + 6, _rtz, X) ONE(R + 9, _rtp, X) ONE(R + 12, _rtn, X)
kernel void stores(global const float *f, global const double *d, global ushort *out) {
  const size_t w = get_global_id(0), n = get_global_size(0) * 64;
  local ushort l[64];
  ushort p[64];
  for (int k = 0; k < 64; ++k) {
    const size_t i = w * 64 + k;
    MODES(0, f[i])
    MODES(15, d[i])
  }
}
)";

constexpr unsigned kItems = 64, kN = kItems * 64;

// The drop-in's scalar forms and everything they call, as spir64 bitcode:
// the rest of the translated library is dropped, and what the wanted
// functions call becomes internal, so it cannot clash with spir64's library.
std::string dropInFunctions() {
  std::ifstream in(CLB_DROPIN_SPV, std::ios::binary);
  EXPECT_TRUE(in) << CLB_DROPIN_SPV;
  std::stringstream spv;
  spv << in.rdbuf();
  llvm::LLVMContext ctx;
  ctx.setOpaquePointers(false);  // the translator reads into typed pointers
  llvm::Module *raw = nullptr;
  std::string err;
  EXPECT_TRUE(llvm::readSpirv(ctx, spv, raw, err)) << err;
  if (!raw)
    return "";
  std::unique_ptr<llvm::Module> m(raw);
  std::vector<llvm::Function *> work;
  std::set<llvm::Function *> keep;
  for (llvm::Function &f : *m) {
    llvm::StringRef name = f.getName();
    if (!f.isDeclaration() &&
        (name.startswith("_Z11vloada_half") || name.startswith("_Z12vstorea_half") ||
         name.startswith("_Z16vstorea_half_rt")))
      work.push_back(&f);
  }
  EXPECT_EQ(work.size(), 34u) << "libclc exports 4 vloada_half and 30 vstorea_half[_<mode>]";
  std::set<llvm::Function *> wanted(work.begin(), work.end());
  while (!work.empty()) {
    llvm::Function *f = work.back();
    work.pop_back();
    if (!keep.insert(f).second)
      continue;
    for (llvm::BasicBlock &b : *f)
      for (llvm::Instruction &i : b)
        for (llvm::Value *op : i.operands())
          if (auto *g = llvm::dyn_cast<llvm::Function>(op->stripPointerCasts()))
            work.push_back(g);
  }
  // The translator reads an OpenCL.std instruction back as a call to the
  // builtin of that name, which the drop-in also defines (as a call to its
  // __clb_ core, hence a cycle): OpenCL builtins other than the wanted ones
  // come from spir64's library, as a consumer implements those instructions.
  for (llvm::Function &f : *m)
    if (!f.isDeclaration() && !wanted.count(&f) &&
        (!keep.count(&f) || !f.getName().startswith("__clb_")))
      f.deleteBody();
  for (llvm::Function &f : *m)
    if (keep.count(&f) && !f.isDeclaration() && !wanted.count(&f))
      f.setLinkage(llvm::GlobalValue::InternalLinkage);
  for (llvm::Function &f : llvm::make_early_inc_range(*m))
    if (f.isDeclaration() && f.use_empty())
      f.eraseFromParent();
  for (llvm::GlobalVariable &v : llvm::make_early_inc_range(m->globals())) {
    v.removeDeadConstantUsers();
    if (v.use_empty())
      v.eraseFromParent();
    else if (v.hasInitializer())
      v.setLinkage(llvm::GlobalValue::InternalLinkage);
  }
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  llvm::WriteBitcodeToFile(*m, os);
  return os.str();
}

void check(cl_int e, const char *what) {
  ASSERT_EQ(e, CL_SUCCESS) << what;
}

uint16_t halfBits(double v, bool dbl, Round mode) {
  uint64_t b = 0;
  if (dbl) {
    std::memcpy(&b, &v, 8);
  } else {
    float f = float(v);
    std::memcpy(&b, &f, 4);
  }
  return uint16_t(referenceToFloating(Kind::Half, dbl ? Kind::Double : Kind::Float, b, mode));
}

TEST(DropIn, ScalarAlignedHalfLoadsAndStores) {
  clb::LinkRequest req;
  req.target = "spir64";
  req.sources.emplace_back("scalar_aligned_half.cl", kSource);
  req.bitcode.emplace_back("spirv64-mesa3d-.spv's functions", dropInFunctions());
  req.clangArgs = {"-cl-std=CL3.0"};
  req.libraryDir = CLB_TEST_LIBRARY_DIR;
  auto spir = clb::link(req);
  ASSERT_TRUE(bool(spir)) << llvm::toString(spir.takeError());

  cl_platform_id platforms[8];
  cl_uint np = 0;
  check(clGetPlatformIDs(8, platforms, &np), "clGetPlatformIDs");
  cl_device_id dev = nullptr;
  for (cl_uint i = 0; i < np && !dev; ++i) {
    char name[256] = {};
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name - 1, name, nullptr);
    if (std::strstr(name, "Portable Computing Language"))
      clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_CPU, 1, &dev, nullptr);
  }
  ASSERT_NE(dev, nullptr) << "no PoCL CPU device";
  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  check(err, "clCreateContext");
  cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, nullptr, &err);
  check(err, "clCreateCommandQueue");
  const unsigned char *bin = reinterpret_cast<const unsigned char *>(spir->data());
  size_t binSize = spir->size();
  cl_program prog = clCreateProgramWithBinary(ctx, 1, &dev, &binSize, &bin, nullptr, &err);
  check(err, "clCreateProgramWithBinary");
  check(clBuildProgram(prog, 1, &dev, "-cl-std=CL3.0", nullptr, nullptr), "clBuildProgram");

  // Loads: every exponent with varied significands, subnormals, infinities, NaNs.
  std::vector<uint16_t> h(kN);
  for (unsigned i = 0; i < kN; ++i)
    h[i] = uint16_t(i * 16 + i % 16);
  // Stores: values around half's range and precision, exact ties, extremes.
  std::mt19937_64 rng(16);
  std::vector<double> v(kN);
  for (unsigned k = 0; k < kN; ++k) {
    v[k] = std::ldexp(double(rng() >> 11), int(rng() % 50) - 80);
    if (k % 5 == 0)  // halfway between two halves, normal or subnormal
      v[k] = std::ldexp(2049.0 + 2 * double(rng() % 1000), int(rng() % 40) - 34);
    if (rng() & 1)
      v[k] = -v[k];
    const double special[] = {INFINITY, NAN,  65520.0, 65519.99, -1e-30,
                              0.0,      -0.0, 0x1p-25, 0x1p-24};
    if (k < sizeof special / sizeof *special)
      v[k] = special[k];
  }
  std::vector<float> f(v.begin(), v.end());

  std::vector<float> loads(4 * kN);
  std::vector<uint16_t> stores(30 * kN);
  auto buffer = [&](size_t bytes, void *host) {
    cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE | (host ? CL_MEM_COPY_HOST_PTR : 0), bytes,
                              host, &err);
    EXPECT_EQ(err, CL_SUCCESS);
    return m;
  };
  cl_mem hb = buffer(kN * 2, h.data()), lo = buffer(loads.size() * 4, nullptr);
  cl_mem fb = buffer(kN * 4, f.data()), db = buffer(kN * 8, v.data()),
         so = buffer(stores.size() * 2, nullptr);
  const size_t global = kItems, local = 1;
  cl_kernel kl = clCreateKernel(prog, "loads", &err);
  check(err, "loads");
  clSetKernelArg(kl, 0, sizeof hb, &hb);
  clSetKernelArg(kl, 1, sizeof hb, &hb);
  clSetKernelArg(kl, 2, sizeof lo, &lo);
  cl_kernel ks = clCreateKernel(prog, "stores", &err);
  check(err, "stores");
  clSetKernelArg(ks, 0, sizeof fb, &fb);
  clSetKernelArg(ks, 1, sizeof db, &db);
  clSetKernelArg(ks, 2, sizeof so, &so);
  check(clEnqueueNDRangeKernel(q, kl, 1, nullptr, &global, &local, 0, nullptr, nullptr),
        "run loads");
  check(clEnqueueNDRangeKernel(q, ks, 1, nullptr, &global, &local, 0, nullptr, nullptr),
        "run stores");
  check(clEnqueueReadBuffer(q, lo, CL_TRUE, 0, loads.size() * 4, loads.data(), 0, nullptr, nullptr),
        "read loads");
  check(
      clEnqueueReadBuffer(q, so, CL_TRUE, 0, stores.size() * 2, stores.data(), 0, nullptr, nullptr),
      "read stores");

  const char *spaces[] = {"global", "local", "private", "constant"};
  unsigned bad = 0;
  for (unsigned s = 0; s < 4; ++s)
    for (unsigned i = 0; i < kN && bad < 20; ++i) {
      const uint32_t want =
          uint32_t(referenceToFloating(Kind::Float, Kind::Half, h[i], Round::Rte));
      uint32_t got;
      std::memcpy(&got, &loads[s * kN + i], 4);
      if (got != want) {
        ++bad;
        ADD_FAILURE() << "vloada_half(" << spaces[s] << ") of 0x" << std::hex << h[i] << ": 0x"
                      << got << ", want 0x" << want;
      }
    }
  const Round modes[] = {Round::Rte, Round::Rte, Round::Rtz, Round::Rtp, Round::Rtn};
  const char *names[] = {"", "_rte", "_rtz", "_rtp", "_rtn"};
  for (unsigned r = 0; r < 30; ++r) {
    const bool dbl = r >= 15;
    const unsigned mode = r % 15 / 3;
    for (unsigned i = 0; i < kN && bad < 20; ++i) {
      const uint16_t want = halfBits(v[i], dbl, modes[mode]);
      if (stores[r * kN + i] != want) {
        ++bad;
        ADD_FAILURE() << "vstorea_half" << names[mode] << "(" << (dbl ? "double" : "float") << ", "
                      << spaces[r % 3] << ") of " << (dbl ? v[i] : double(f[i])) << ": 0x"
                      << std::hex << stores[r * kN + i] << ", want 0x" << want;
      }
    }
  }
  for (cl_mem m : {hb, lo, fb, db, so})
    clReleaseMemObject(m);
  clReleaseKernel(kl);
  clReleaseKernel(ks);
  clReleaseProgram(prog);
  clReleaseCommandQueue(q);
  clReleaseContext(ctx);
}

}  // namespace
}  // namespace clbtest
