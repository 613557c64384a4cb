// The nvptx64 launch ABI: the parameter clb-link appends to every kernel
// (tools/clb-link/lib/kernels/LaunchParameter.cpp) and the host's split of an NDRange
// into uniform launches (include/clbuiltins/host/nvptx_launch.h). The values
// kernels read through it are checked on the GPU (tests/gpu/
// launch_concurrency.cu and every suite of clb-gpu-tests).
#include "link_helpers.h"

#include <clbuiltins/host/nvptx_launch.h>

#include <regex>
#include <set>
#include <tuple>

using clbtest::linkRequest;

namespace {

std::string linked(const std::string &emit, const std::string &source, bool uniform = false) {
  clb::LinkRequest r = linkRequest("nvptx64", emit, source);
  r.uniformLaunch = uniform;
  auto out = clb::link(r);
  if (!out) {
    ADD_FAILURE() << llvm::toString(out.takeError());
    return "";
  }
  return *out;
}

// The PTX of one entry, from ".entry name(" to its closing brace.
std::string entry(const std::string &ptx, const std::string &name) {
  size_t a = ptx.find(".entry " + name + "(");
  if (a == std::string::npos)
    return "";
  return ptx.substr(a, ptx.find("\n}\n", a) - a);
}

const char kKernels[] =
    "size_t where(void) { return get_global_id(0) + get_global_offset(1); }\n"
    "kernel void a(global int *p) { p[where()] = 1; }\n"
    "kernel void b(global int *p, int x) { p[where()] = x; }\n"
    "kernel void c(global int *p) { b(p, (int)get_work_dim()); }\n"
    "kernel void none(global int *p) { p[0] = 2; }\n"
    "__attribute__((reqd_work_group_size(64, 1, 1)))\n"
    "kernel void sum(global int *p) { p[get_global_id(0)] = work_group_reduce_add(p[0]); }\n";

}  // namespace

// Every kernel, whatever it calls, ends with the 152-byte parameter, and
// reads the NDRange from its own copy (ld.param), never from global memory.
TEST(LaunchParameter, EveryKernelTakesItAndReadsItsOwn) {
  std::string ptx = linked("ptx", kKernels);
  for (const char *k : {"a", "b", "c", "none", "sum"}) {
    std::string e = entry(ptx, k);
    ASSERT_FALSE(e.empty()) << k << "\n" << ptx;
    int last = std::string(k) == "b" ? 2 : 1;
    std::string param = std::string(k) + "_param_" + std::to_string(last);
    EXPECT_NE(e.find(".param .align 8 .b8 " + param + "[152]\n)"), std::string::npos) << e;
    if (std::string(k) != "none") {
      // Read as [param+offset], or through a register holding its address
      // where the reads sit in several blocks (ptxas folds both to the
      // constant bank).
      EXPECT_TRUE(e.find("[" + param + "+") != std::string::npos ||
                  e.find(", " + param + ";") != std::string::npos)
          << e;
      EXPECT_EQ(e.find("ld.global.u64"), std::string::npos) << e;
    }
  }
  // The kernel called as a function reads its caller's parameter.
  EXPECT_NE(entry(ptx, "c").find("[c_param_1+128]"), std::string::npos);  // global_id_base[0]
  EXPECT_EQ(ptx.find(".global .align"), std::string::npos) << "no NDRange table remains";
}

// The parameter is described in the kernel-argument metadata, and the kernel
// keeps its annotations (reqd_work_group_size -> .maxntid).
TEST(LaunchParameter, KeepsMetadataAndAnnotations) {
  std::string ll = linked("ll", kKernels);
  EXPECT_NE(ll.find("define dso_local spir_kernel void @none(ptr addrspace(1) nocapture noundef "
                    "writeonly align 4 %0, ptr nocapture noundef readonly byval([19 x i64]) "
                    "align 8 %1)"),
            std::string::npos)
      << ll;
  EXPECT_TRUE(std::regex_search(ll, std::regex(R"(!\{!"int\*", !"__clb_launch_t"\})"))) << ll;
  std::string ptx = linked("ptx", kKernels);
  EXPECT_NE(entry(ptx, "sum").find(".maxntid 64, 1, 1"), std::string::npos) << entry(ptx, "sum");
}

// --uniform-launch: get_global_id is ctaid * ntid + tid, nothing read from
// the parameter; other targets refuse the option.
TEST(LaunchParameter, UniformLaunchReadsHardwareIdsOnly) {
  std::string ptx = linked("ptx",
                           "kernel void copy(global const float *in, global float *out) {\n"
                           "  size_t i = get_global_id(0); out[i] = in[i]; }\n",
                           true);
  std::string e = entry(ptx, "copy");
  EXPECT_NE(e.find("mul.wide.u32"), std::string::npos) << e;
  EXPECT_EQ(e.find("[copy_param_2"), std::string::npos) << e;
  clb::LinkRequest r = linkRequest("spir64", "bc", "kernel void k(global int *p) { p[0] = 1; }");
  r.uniformLaunch = true;
  EXPECT_NE(clbtest::linkFailure(r).find("--uniform-launch: spir64 has no launch parameter"),
            std::string::npos);
}

namespace {

struct Split {
  unsigned dims;
  size_t offset[3], global[3], local[3];
};

// Every work-group of the NDRange is in exactly one region, as the block of
// the right size, with the launch parameter describing the whole NDRange.
void checkSplit(const Split &s) {
  clb_nvptx_region regions[CLB_NVPTX_MAX_REGIONS];
  int n = clb_nvptx_split(s.dims, s.offset, s.global, s.local, regions);
  ASSERT_GE(n, 1);
  size_t groups[3], expectRegions = 1;
  for (unsigned d = 0; d < 3; ++d) {
    size_t g = d < s.dims ? s.global[d] : 1, l = d < s.dims ? s.local[d] : 1;
    groups[d] = (g + l - 1) / l;
    expectRegions *= (g / l != 0) + (g % l != 0);
  }
  EXPECT_EQ(size_t(n), expectRegions);
  std::set<std::tuple<size_t, size_t, size_t>> seen;
  for (int i = 0; i < n; ++i) {
    const clb_nvptx_region &r = regions[i];
    EXPECT_EQ(r.params.work_dim, s.dims);
    for (unsigned d = 0; d < 3; ++d) {
      size_t g = d < s.dims ? s.global[d] : 1, l = d < s.dims ? s.local[d] : 1;
      EXPECT_EQ(r.params.global_size[d], g);
      EXPECT_EQ(r.params.enqueued_local_size[d], l);
      EXPECT_EQ(r.params.num_groups[d], groups[d]);
      EXPECT_EQ(r.params.global_offset[d], d < s.dims ? s.offset[d] : 0);
      EXPECT_EQ(r.params.global_id_base[d],
                r.params.group_offset[d] * l + (d < s.dims ? s.offset[d] : 0));
    }
    for (size_t z = 0; z < r.grid[2]; ++z)
      for (size_t y = 0; y < r.grid[1]; ++y)
        for (size_t x = 0; x < r.grid[0]; ++x) {
          size_t id[3] = {x + r.params.group_offset[0], y + r.params.group_offset[1],
                          z + r.params.group_offset[2]};
          EXPECT_TRUE(seen.insert({id[0], id[1], id[2]}).second) << "group twice";
          for (unsigned d = 0; d < 3; ++d) {
            size_t g = d < s.dims ? s.global[d] : 1, l = d < s.dims ? s.local[d] : 1;
            size_t size = id[d] + 1 == groups[d] && g % l ? g % l : l;
            EXPECT_EQ(r.block[d], size) << "group " << id[d] << " of dimension " << d;
          }
        }
  }
  EXPECT_EQ(seen.size(), groups[0] * groups[1] * groups[2]);
}

}  // namespace

TEST(LaunchParameter, HostSplitCoversEveryGroupOnce) {
  checkSplit({1, {0}, {1024}, {256}});
  checkSplit({1, {7}, {1000}, {256}});
  checkSplit({1, {0}, {3}, {64}});
  checkSplit({2, {1, 2}, {100, 33}, {16, 8}});
  checkSplit({3, {0, 0, 5}, {17, 9, 70}, {4, 3, 64}});
  checkSplit({3, {0, 0, 0}, {8, 8, 8}, {8, 8, 8}});
}

TEST(LaunchParameter, HostSplitRejectsWhatCudaCannotLaunch) {
  clb_nvptx_region r[CLB_NVPTX_MAX_REGIONS];
  size_t g[3] = {64, 64, 64}, l[3] = {8, 8, 8}, zero[3] = {0, 8, 8};
  EXPECT_EQ(clb_nvptx_split(0, nullptr, g, l, r), CLB_NVPTX_BAD_WORK_DIM);
  EXPECT_EQ(clb_nvptx_split(4, nullptr, g, l, r), CLB_NVPTX_BAD_WORK_DIM);
  EXPECT_EQ(clb_nvptx_split(3, nullptr, g, zero, r), CLB_NVPTX_BAD_LOCAL_SIZE);
  EXPECT_EQ(clb_nvptx_split(3, nullptr, zero, l, r), 0) << "an empty NDRange launches nothing";
  size_t tall[2] = {1, 65536ull * 2}, one[2] = {1, 1};
  EXPECT_EQ(clb_nvptx_split(2, nullptr, tall, one, r), CLB_NVPTX_TOO_MANY_BLOCKS);
  size_t deep[3] = {1, 1, 128}, deepLocal[3] = {1, 1, 128};
  EXPECT_EQ(clb_nvptx_split(3, nullptr, deep, deepLocal, r), CLB_NVPTX_BAD_BLOCK);
}
