// Building from source with options, compile + link of two programs, build
// errors and their logs, program queries and callbacks.
#include "layer_fixture.h"

using LayerBuild = PoclTest;

TEST_F(LayerBuild, SourceWithOptions) {
  const std::string text = R"CLC(
#include "twice.h"
#include "sub/offset.h"
kernel void scale(global float *x, int bias) {
  size_t i = get_global_id(0);
  x[i] = mad(x[i], (float)TWICE(N), (float)(bias + OFFSET));
}
kernel void other(global int *x) { x[0] = __OPENCL_C_VERSION__; }
)CLC";
  const std::string options = "-D N=3 -I " CLB_LAYER_TEST_INCLUDE_DIR
                              " -cl-std=CL3.0 -cl-mad-enable -cl-fast-relaxed-math"
                              " -cl-denorms-are-zero -cl-kernel-arg-info -w";
  cl_program p = built(text, options.c_str());

  cl_build_status status;
  clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_STATUS, sizeof status, &status, nullptr);
  EXPECT_EQ(status, CL_BUILD_SUCCESS);
  cl_program_binary_type type;
  clGetProgramBuildInfo(p, device, CL_PROGRAM_BINARY_TYPE, sizeof type, &type, nullptr);
  EXPECT_EQ(type, CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
  size_t size = 0;
  clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_OPTIONS, 0, nullptr, &size);
  std::string got(size, '\0');
  clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_OPTIONS, size, got.data(), nullptr);
  EXPECT_STREQ(got.c_str(), options.c_str());
  EXPECT_EQ(programString(p, CL_PROGRAM_SOURCE), text);
  EXPECT_EQ(programString(p, CL_PROGRAM_KERNEL_NAMES), "scale;other");
  size_t numKernels = 0;
  clGetProgramInfo(p, CL_PROGRAM_NUM_KERNELS, sizeof numKernels, &numKernels, nullptr);
  EXPECT_EQ(numKernels, 2u);
  size_t binarySize = 0;
  clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof binarySize, &binarySize, nullptr);
  EXPECT_GT(binarySize, 0u);

  cl_int err;
  cl_kernel k = clCreateKernel(p, "scale", &err);
  ASSERT_EQ(err, CL_SUCCESS);
  char argName[64] = {};
  EXPECT_EQ(clGetKernelArgInfo(k, 1, CL_KERNEL_ARG_NAME, sizeof argName, argName, nullptr),
            CL_SUCCESS);
  EXPECT_STREQ(argName, "bias");
  std::vector<float> x = {1, 2, 3, 4};
  cl_mem m = buffer(x);
  int bias = 1;
  clSetKernelArg(k, 0, sizeof m, &m);
  clSetKernelArg(k, 1, sizeof bias, &bias);
  run(k, x.size(), 0);
  std::vector<float> y = read<float>(m, x.size());
  for (size_t i = 0; i < x.size(); ++i)
    EXPECT_FLOAT_EQ(y[i], x[i] * 6 + 8);

  cl_kernel version = clCreateKernel(p, "other", &err);
  ASSERT_EQ(err, CL_SUCCESS);
  std::vector<int> v = {0};
  cl_mem vm = buffer(v);
  clSetKernelArg(version, 0, sizeof vm, &vm);
  run(version, 1, 1);
  EXPECT_EQ(read<int>(vm, 1)[0], 300);

  EXPECT_EQ(clCreateKernel(p, "missing", &err), nullptr);
  EXPECT_EQ(err, CL_INVALID_KERNEL_NAME);
  clReleaseMemObject(vm);
  clReleaseMemObject(m);
  clReleaseKernel(version);
  clReleaseKernel(k);
  clReleaseProgram(p);
}

static void CL_CALLBACK countCall(cl_program p, void *data) {
  auto *seen = static_cast<std::vector<cl_program> *>(data);
  seen->push_back(p);
}

TEST_F(LayerBuild, CompileAndLinkTwoPrograms) {
  // The helper's header arrives as an embedded header program.
  cl_program header = source("#define SCALE(x) ((x) * K)\n");
  cl_program helper = source(R"CLC(
#include "scale.h"
int scaled(int x) { return SCALE(x) + 1; }
)CLC");
  cl_program kernel = source(R"CLC(
int scaled(int x);
kernel void apply(global int *x) { x[get_global_id(0)] = scaled(x[get_global_id(0)]); }
)CLC");
  std::vector<cl_program> seen;
  const char *names[] = {"scale.h"};
  ASSERT_EQ(clCompileProgram(helper, 1, &device, "-D K=5 -cl-std=CL1.2", 1, &header, names,
                             countCall, &seen),
            CL_SUCCESS)
      << buildLog(helper);
  ASSERT_EQ(clCompileProgram(kernel, 0, nullptr, "", 0, nullptr, nullptr, nullptr, nullptr),
            CL_SUCCESS)
      << buildLog(kernel);
  cl_program_binary_type type;
  clGetProgramBuildInfo(helper, device, CL_PROGRAM_BINARY_TYPE, sizeof type, &type, nullptr);
  EXPECT_EQ(type, CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT);
  // A compiled object is not an executable.
  cl_int err;
  EXPECT_EQ(clCreateKernel(kernel, "apply", &err), nullptr);
  EXPECT_EQ(err, CL_INVALID_PROGRAM_EXECUTABLE);

  cl_program inputs[] = {helper, kernel};
  cl_program linked = clLinkProgram(context, 1, &device, "", 2, inputs, countCall, &seen, &err);
  ASSERT_EQ(err, CL_SUCCESS) << buildLog(linked);
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[0], helper);
  EXPECT_EQ(seen[1], linked);
  clGetProgramBuildInfo(linked, device, CL_PROGRAM_BINARY_TYPE, sizeof type, &type, nullptr);
  EXPECT_EQ(type, CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
  EXPECT_EQ(programString(linked, CL_PROGRAM_KERNEL_NAMES), "apply");

  std::vector<int> x = {0, 1, 2, 3, 4, 5, 6, 7};
  std::vector<int> y = runOnBuffer(linked, "apply", x, x.size(), 4);
  for (size_t i = 0; i < x.size(); ++i)
    EXPECT_EQ(y[i], x[i] * 5 + 1);
  for (cl_program p : {linked, kernel, helper, header})
    clReleaseProgram(p);
}

TEST_F(LayerBuild, ErrorsAndLogs) {
  // A syntax error: CL_BUILD_PROGRAM_FAILURE, status error, clang's message.
  cl_program bad = source("kernel void f(global int *x) { x[0] = undeclared_thing; }\n");
  EXPECT_EQ(clBuildProgram(bad, 1, &device, "", nullptr, nullptr), CL_BUILD_PROGRAM_FAILURE);
  cl_build_status status;
  clGetProgramBuildInfo(bad, device, CL_PROGRAM_BUILD_STATUS, sizeof status, &status, nullptr);
  EXPECT_EQ(status, CL_BUILD_ERROR);
  std::string log = buildLog(bad);
  EXPECT_NE(log.find("error:"), std::string::npos) << log;
  EXPECT_NE(log.find("undeclared_thing"), std::string::npos) << log;
  cl_int err;
  EXPECT_EQ(clCreateKernel(bad, "f", &err), nullptr);
  EXPECT_EQ(err, CL_INVALID_PROGRAM_EXECUTABLE);
  size_t n;
  EXPECT_EQ(clGetProgramInfo(bad, CL_PROGRAM_NUM_KERNELS, sizeof n, &n, nullptr),
            CL_INVALID_PROGRAM_EXECUTABLE);
  // The same program builds once fixed... as a new program; and an invalid
  // option is CL_INVALID_BUILD_OPTIONS.
  EXPECT_EQ(clBuildProgram(bad, 1, &device, "-cl-no-such-option", nullptr, nullptr),
            CL_INVALID_BUILD_OPTIONS);
  EXPECT_EQ(clBuildProgram(bad, 1, &device, "-cl-std=CL9.9", nullptr, nullptr),
            CL_INVALID_BUILD_OPTIONS);
  clReleaseProgram(bad);

  // A warning clang gives by default: in the log with success, an error
  // under -Werror, silent with -w.
  const char *warns =
      "int pick(int a) { if (a) return 1; }\n"
      "kernel void f(global int *x) { x[0] = pick(x[0]); }\n";
  cl_program p = source(warns);
  EXPECT_EQ(clBuildProgram(p, 1, &device, "", nullptr, nullptr), CL_SUCCESS);
  EXPECT_NE(buildLog(p).find("warning:"), std::string::npos) << buildLog(p);
  EXPECT_EQ(clBuildProgram(p, 1, &device, "-Werror", nullptr, nullptr), CL_BUILD_PROGRAM_FAILURE);
  EXPECT_NE(buildLog(p).find("error:"), std::string::npos) << buildLog(p);
  EXPECT_EQ(clBuildProgram(p, 1, &device, "-w -Werror", nullptr, nullptr), CL_SUCCESS);
  EXPECT_EQ(buildLog(p).find("warning:"), std::string::npos) << buildLog(p);
  clReleaseProgram(p);

  // Compile and link failures have their own codes.
  cl_program c = source("void f( {\n");
  EXPECT_EQ(clCompileProgram(c, 0, nullptr, "", 0, nullptr, nullptr, nullptr, nullptr),
            CL_COMPILE_PROGRAM_FAILURE);
  EXPECT_EQ(clCompileProgram(c, 0, nullptr, "-bogus", 0, nullptr, nullptr, nullptr, nullptr),
            CL_INVALID_COMPILER_OPTIONS);
  cl_program user = source(
      "int missing(int);\n"
      "kernel void k(global int *x) { x[0] = missing(x[0]); }\n");
  ASSERT_EQ(clCompileProgram(user, 0, nullptr, "", 0, nullptr, nullptr, nullptr, nullptr),
            CL_SUCCESS);
  EXPECT_EQ(clLinkProgram(context, 0, nullptr, "-bogus", 1, &user, nullptr, nullptr, &err),
            nullptr);
  EXPECT_EQ(err, CL_INVALID_LINKER_OPTIONS);
  cl_program linked = clLinkProgram(context, 0, nullptr, "", 1, &user, nullptr, nullptr, &err);
  EXPECT_EQ(err, CL_LINK_PROGRAM_FAILURE);
  ASSERT_NE(linked, nullptr);
  EXPECT_NE(buildLog(linked).find("missing"), std::string::npos) << buildLog(linked);
  // Linking needs compiled objects.
  EXPECT_EQ(clLinkProgram(context, 0, nullptr, "", 1, &c, nullptr, nullptr, &err), nullptr);
  EXPECT_EQ(err, CL_INVALID_OPERATION);
  for (cl_program q : {linked, user, c})
    clReleaseProgram(q);
}
