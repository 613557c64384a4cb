// The sub-groups the layer claims for PoCL (one work-item each, the library's
// generic/subgroups/ emulation): what the device and clGetKernelSubGroupInfo
// say agrees with what a kernel sees at run time, every sub-group extension
// is claimed and usable, and bad queries get the API's error codes.
#include "layer_fixture.h"

#include <algorithm>
#include <set>

namespace {

// Per work-item: the six sub-group queries, then the sum of checks of one
// builtin of each extension that passed (each is exact for a sub-group of
// one work-item, and would differ for a larger one or a missing overload).
const char kQuerySource[] = R"CLC(
kernel void queries(global uint *out) {
  uint x = (uint)get_global_id(0) * 2654435761u + 1u;
  global uint *o = out + get_global_id(0) * 7;
  o[0] = get_sub_group_size();
  o[1] = get_max_sub_group_size();
  o[2] = get_num_sub_groups();
  o[3] = get_enqueued_num_sub_groups();
  o[4] = get_sub_group_id();
  o[5] = get_sub_group_local_id();
  uint ok = 0;
  ok += sub_group_reduce_add(x) == x && sub_group_broadcast(x, 0) == x;
  ok += sub_group_broadcast((char)x, 0) == (char)x;                     // extended_types
  ok += sub_group_elect() == 1 && sub_group_non_uniform_all_equal(x);  // non_uniform_vote
  ok += sub_group_ballot(1).x == 1u && sub_group_ballot(0).x == 0u;    // ballot
  ok += sub_group_non_uniform_scan_exclusive_add(x) == 0u;             // non_uniform_arithmetic
  ok += sub_group_shuffle_xor(x, 0) == x;                              // shuffle
  ok += sub_group_shuffle_down(x, 0) == x;                             // shuffle_relative
  ok += sub_group_clustered_reduce_max(x, 1) == x;                     // clustered_reduce
  ok += sub_group_rotate(x, 0) == x;                                   // rotate
  o[6] = ok;
}
)CLC";
constexpr unsigned kChecks = 9;

const char *const kExtensions[] = {"cl_khr_subgroups",
                                   "cl_khr_subgroup_extended_types",
                                   "cl_khr_subgroup_non_uniform_vote",
                                   "cl_khr_subgroup_ballot",
                                   "cl_khr_subgroup_non_uniform_arithmetic",
                                   "cl_khr_subgroup_shuffle",
                                   "cl_khr_subgroup_shuffle_relative",
                                   "cl_khr_subgroup_clustered_reduce",
                                   "cl_khr_subgroup_rotate"};

class LayerSubGroups : public PoclTest {
 protected:
  void SetUp() override {
    PoclTest::SetUp();
    program = built(kQuerySource, "-cl-std=CL3.0");
    cl_int err;
    kernel = clCreateKernel(program, "queries", &err);
    ASSERT_EQ(err, CL_SUCCESS);
  }
  void TearDown() override {
    if (kernel)
      clReleaseKernel(kernel);
    if (program)
      clReleaseProgram(program);
    PoclTest::TearDown();
  }
  // A size_t answer with a size_t[] input; fails the test on an error.
  size_t info(cl_kernel_sub_group_info what, std::vector<size_t> input = {}) {
    size_t v = 0, size = 0;
    EXPECT_EQ(clGetKernelSubGroupInfo(kernel, device, what, input.size() * sizeof(size_t),
                                      input.empty() ? nullptr : input.data(), sizeof v, &v, &size),
              CL_SUCCESS)
        << what;
    EXPECT_EQ(size, sizeof v);
    return v;
  }
  cl_program program = nullptr;
  cl_kernel kernel = nullptr;
};

TEST_F(LayerSubGroups, DeviceClaimsEverySubGroupExtension) {
  size_t size = 0;
  ASSERT_EQ(clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, 0, nullptr, &size), CL_SUCCESS);
  std::string ext(size, '\0');
  ASSERT_EQ(clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, size, ext.data(), nullptr), CL_SUCCESS);
  ext = " " + std::string(ext.c_str()) + " ";
  for (const char *e : kExtensions)
    EXPECT_NE(ext.find(" " + std::string(e) + " "), std::string::npos) << e;

  ASSERT_EQ(clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_FEATURES, 0, nullptr, &size), CL_SUCCESS);
  std::vector<cl_name_version> features(size / sizeof(cl_name_version));
  ASSERT_EQ(clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_FEATURES, size, features.data(), nullptr),
            CL_SUCCESS);
  EXPECT_TRUE(std::any_of(features.begin(), features.end(), [](const cl_name_version &nv) {
    return std::strcmp(nv.name, "__opencl_c_subgroups") == 0;
  }));

  // Every work-item is a sub-group: as many as a group has work-items, and
  // no forward progress of one while another of its group waits.
  cl_uint maxSubGroups = 0;
  size_t maxGroup = 0;
  ASSERT_EQ(clGetDeviceInfo(device, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof maxSubGroups,
                            &maxSubGroups, nullptr),
            CL_SUCCESS);
  ASSERT_EQ(
      clGetDeviceInfo(device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof maxGroup, &maxGroup, nullptr),
      CL_SUCCESS);
  EXPECT_EQ(maxSubGroups, maxGroup);
  EXPECT_FALSE(deviceBool(CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS));
}

// For each local size: the kernel's own answers, the queries' answers for
// that size, and the local size the queries give for that many sub-groups.
TEST_F(LayerSubGroups, KernelQueriesAgreeWithTheKernel) {
  const size_t kernelMax = info(CL_KERNEL_MAX_NUM_SUB_GROUPS);
  cl_uint deviceMax = 0;
  clGetDeviceInfo(device, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof deviceMax, &deviceMax, nullptr);
  EXPECT_GE(kernelMax, 64u);
  EXPECT_LE(kernelMax, deviceMax);
  EXPECT_EQ(info(CL_KERNEL_COMPILE_NUM_SUB_GROUPS), 0u);  // the source asks for none

  for (size_t count : {1, 7, 64}) {
    // The local size for `count` sub-groups, one-dimensional and padded with
    // 1s to the size asked for.
    size_t local[3] = {9, 9, 9}, got = 0;
    ASSERT_EQ(clGetKernelSubGroupInfo(kernel, device, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT,
                                      sizeof count, &count, sizeof local, local, &got),
              CL_SUCCESS);
    EXPECT_EQ(got, sizeof local);
    EXPECT_EQ(local[1], 1u);
    EXPECT_EQ(local[2], 1u);
    const size_t n = local[0];
    ASSERT_GT(n, 0u) << count;
    EXPECT_EQ(info(CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, {n}), count);
    // The same group in two and three dimensions.
    EXPECT_EQ(info(CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, {n, 1, 1}), count);
    const size_t maxSize = info(CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, {n});
    EXPECT_EQ(info(CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, {1, n}), maxSize);

    // Two groups of n work-items.
    std::vector<cl_uint> out =
        runOnBuffer(program, "queries", std::vector<cl_uint>(2 * n * 7, ~0u), 2 * n, n);
    std::set<cl_uint> ids;
    std::vector<size_t> sizes(count, 0);
    for (size_t i = 0; i < 2 * n; ++i) {
      const cl_uint *o = &out[i * 7];
      EXPECT_EQ(o[1], maxSize) << "item " << i << " of groups of " << n;
      EXPECT_LE(o[0], o[1]);
      EXPECT_EQ(o[2], count);
      EXPECT_EQ(o[3], count);
      ASSERT_LT(o[4], count);
      EXPECT_LT(o[5], o[0]);
      if (i < n) {
        ids.insert(o[4]);
        sizes[o[4]] = o[0];
      }
      EXPECT_EQ(o[6], kChecks) << "item " << i;
    }
    // The sub-groups the kernel saw partition the group.
    EXPECT_EQ(ids.size(), count);
    size_t total = 0;
    for (size_t s : sizes)
      total += s;
    EXPECT_EQ(total, n);
  }

  // One sub-group more than the kernel can have: no local size gives it.
  size_t tooMany = kernelMax + 1, local[2] = {9, 9};
  ASSERT_EQ(clGetKernelSubGroupInfo(kernel, device, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT,
                                    sizeof tooMany, &tooMany, sizeof local, local, nullptr),
            CL_SUCCESS);
  EXPECT_EQ(local[0], 0u);
  EXPECT_EQ(local[1], 0u);
  // A context of one device may name none.
  size_t count = 0, n = 7;
  EXPECT_EQ(clGetKernelSubGroupInfo(kernel, nullptr, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE,
                                    sizeof n, &n, sizeof count, &count, nullptr),
            CL_SUCCESS);
  EXPECT_EQ(count, info(CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, {7}));
}

TEST_F(LayerSubGroups, BadQueriesGetTheApisErrors) {
  size_t v = 0, one = 1, local[4] = {8, 1, 1, 1};
  auto query = [&](cl_kernel k, cl_kernel_sub_group_info what, size_t inSize, const void *in,
                   size_t outSize, void *out) {
    return clGetKernelSubGroupInfo(k, device, what, inSize, in, outSize, out, nullptr);
  };
  for (cl_kernel_sub_group_info what :
       {CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE}) {
    EXPECT_EQ(query(kernel, what, 0, nullptr, sizeof v, &v), CL_INVALID_VALUE) << "no local size";
    EXPECT_EQ(query(kernel, what, sizeof(size_t), nullptr, sizeof v, &v), CL_INVALID_VALUE);
    EXPECT_EQ(query(kernel, what, 4 * sizeof(size_t), local, sizeof v, &v), CL_INVALID_VALUE)
        << "four dimensions";
    EXPECT_EQ(query(kernel, what, sizeof(size_t) + 1, local, sizeof v, &v), CL_INVALID_VALUE);
    EXPECT_EQ(query(kernel, what, sizeof(size_t), local, sizeof v - 1, &v), CL_INVALID_VALUE)
        << "too small an answer buffer";
    EXPECT_EQ(query(nullptr, what, sizeof(size_t), local, sizeof v, &v), CL_INVALID_KERNEL);
  }
  EXPECT_EQ(query(kernel, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, 2 * sizeof(size_t), local,
                  sizeof v, &v),
            CL_INVALID_VALUE);
  EXPECT_EQ(
      query(kernel, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, sizeof one, nullptr, sizeof v, &v),
      CL_INVALID_VALUE);
  EXPECT_EQ(query(kernel, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, sizeof one, &one,
                  4 * sizeof(size_t), local),
            CL_INVALID_VALUE)
      << "a four-dimensional answer";
  EXPECT_EQ(query(kernel, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, nullptr, sizeof(cl_uint), &v),
            CL_INVALID_VALUE);
  EXPECT_EQ(query(kernel, CL_KERNEL_COMPILE_NUM_SUB_GROUPS, 0, nullptr, 1, &v), CL_INVALID_VALUE);
  EXPECT_EQ(query(nullptr, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, nullptr, sizeof v, &v),
            CL_INVALID_KERNEL);
  // A kernel query that is not a sub-group one.
  EXPECT_EQ(query(kernel, CL_KERNEL_WORK_GROUP_SIZE, 0, nullptr, sizeof v, &v), CL_INVALID_VALUE);
  // Sizes alone: no answer buffer.
  size_t need = 0;
  EXPECT_EQ(clGetKernelSubGroupInfo(kernel, device, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, nullptr, 0,
                                    nullptr, &need),
            CL_SUCCESS);
  EXPECT_EQ(need, sizeof(size_t));
}

}  // namespace
