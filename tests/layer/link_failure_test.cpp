// Programs clb-link refuses come back through the layer as OpenCL error codes
// with the reason in the build log; the application goes on running (LLVM's
// default diagnostic handler would have ended it).
#include "layer_fixture.h"

namespace {

class LayerLinkFailure : public PoclTest {
 protected:
  cl_build_status status(cl_program p) {
    cl_build_status s = CL_BUILD_NONE;
    clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_STATUS, sizeof s, &s, nullptr);
    return s;
  }
};

TEST_F(LayerLinkFailure, TwoProgramsDefiningAFunction) {
  cl_program a = source(
      "int twice(int x) { return 2 * x; }\n"
      "kernel void k(global int *x) { x[0] = twice(x[0]); }\n");
  cl_program b = source("int twice(int x) { return x + x; }\n");
  for (cl_program p : {a, b})
    ASSERT_EQ(clCompileProgram(p, 0, nullptr, "", 0, nullptr, nullptr, nullptr, nullptr),
              CL_SUCCESS)
        << buildLog(p);
  cl_program inputs[] = {a, b};
  cl_int err = CL_SUCCESS;
  cl_program linked = clLinkProgram(context, 0, nullptr, "", 2, inputs, nullptr, nullptr, &err);
  EXPECT_EQ(err, CL_LINK_PROGRAM_FAILURE);
  ASSERT_NE(linked, nullptr);
  std::string log = buildLog(linked);
  EXPECT_NE(log.find("error: "), std::string::npos) << log;
  EXPECT_NE(log.find("'twice'"), std::string::npos) << log;
  EXPECT_EQ(status(linked), CL_BUILD_ERROR);
  for (cl_program p : {linked, a, b})
    clReleaseProgram(p);
}

TEST_F(LayerLinkFailure, RefusedProgramsAreBuildFailures) {
  struct Case {
    const char *source, *problem;
  };
  const Case cases[] = {
      {"int f(int n) { return n ? f(n - 1) : 0; }\n"
       "kernel void k(global int *x) { x[0] = f(x[0]); }\n",
       "recursion is not allowed in OpenCL C: f -> f"},
      {"kernel __attribute__((reqd_work_group_size(65536, 65536, 1)))\n"
       "void k(global int *x) { x[0] = 1; }\n",
       "kernel k: reqd_work_group_size(65536, 65536, 1) exceeds the largest work-group"},
  };
  for (const Case &c : cases) {
    cl_program p = source(c.source);
    EXPECT_EQ(clBuildProgram(p, 1, &device, "", nullptr, nullptr), CL_BUILD_PROGRAM_FAILURE);
    EXPECT_NE(buildLog(p).find(c.problem), std::string::npos) << buildLog(p);
    EXPECT_EQ(status(p), CL_BUILD_ERROR);
    clReleaseProgram(p);
  }
}

}  // namespace
