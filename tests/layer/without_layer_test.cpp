// Without the layer, PoCL alone: the work-group collective program fails to
// build, cleanly (an error code and a log, no crash), which is what the layer
// is for.
#include "layer_fixture.h"

using WithoutLayer = PoclTest;

TEST_F(WithoutLayer, WorkGroupReduceAddFailsCleanly) {
  ASSERT_EQ(std::getenv("OPENCL_LAYERS"), nullptr) << "run this test without the layer";
  EXPECT_FALSE(deviceBool(CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT));
  cl_program p = source(kReduceAddSource);
  EXPECT_EQ(clBuildProgram(p, 1, &device, "-cl-std=CL3.0", nullptr, nullptr),
            CL_BUILD_PROGRAM_FAILURE);
  EXPECT_NE(buildLog(p).find("work_group_reduce_add"), std::string::npos) << buildLog(p);
  cl_int err;
  EXPECT_EQ(clCreateKernel(p, "reduce_add", &err), nullptr);
  EXPECT_EQ(err, CL_INVALID_PROGRAM_EXECUTABLE);
  clReleaseProgram(p);
}
