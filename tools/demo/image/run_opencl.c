/* The image demo on an OpenCL platform (PoCL 3.1 in the tests, with
 * OPENCL_LAYERS naming libclb-layer.so so that clbuiltins' image builtins
 * run): a plain OpenCL host program, nothing clbuiltins-specific in it.
 *   run_opencl resize_blur.cl astronaut.ppm [out.ppm]
 * Scales the picture up 2x and blurs it (resize_blur.cl), checks every pass
 * against the exact reference of pipeline.h and exits non-zero on any
 * difference. */
#define CL_TARGET_OPENCL_VERSION 300
#include "pipeline.h"

#include <CL/cl.h>

#define CHECK(call)                                        \
  do {                                                     \
    cl_int e_ = (call);                                    \
    if (e_ != CL_SUCCESS) {                                \
      fprintf(stderr, "%s failed: error %d\n", #call, e_); \
      return 1;                                            \
    }                                                      \
  } while (0)

static char *read_text(const char *path) {
  FILE *f = fopen(path, "rb");
  char *s = NULL;
  long n;
  if (!f)
    return NULL;
  if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
      (s = (char *)malloc((size_t)n + 1)) != NULL) {
    if (fread(s, 1, (size_t)n, f) != (size_t)n) {
      free(s);
      s = NULL;
    } else {
      s[n] = 0;
    }
  }
  fclose(f);
  return s;
}

static cl_mem make_image(cl_context ctx, demo_image im, cl_mem_flags flags, cl_int *err) {
  const cl_image_format format = {CL_RGBA, CL_UNORM_INT8};
  cl_image_desc desc;
  memset(&desc, 0, sizeof desc);
  desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  desc.image_width = (size_t)im.width;
  desc.image_height = (size_t)im.height;
  return clCreateImage(ctx, flags, &format, &desc, NULL, err);
}

/* Runs `kernel` over the texels of `dst` in 16 x 16 groups (the NDRange
 * rounded up: the kernels skip the texels past the edge). */
static cl_int run(cl_command_queue q, cl_kernel kernel, demo_image dst) {
  const size_t local[2] = {16, 16};
  const size_t global[2] = {((size_t)dst.width + 15) / 16 * 16,
                            ((size_t)dst.height + 15) / 16 * 16};
  return clEnqueueNDRangeKernel(q, kernel, 2, NULL, global, local, 0, NULL, NULL);
}

static cl_int read_back(cl_command_queue q, cl_mem img, demo_image im) {
  const size_t origin[3] = {0, 0, 0}, region[3] = {(size_t)im.width, (size_t)im.height, 1};
  return clEnqueueReadImage(q, img, CL_TRUE, origin, region, 0, 0, im.rgba, 0, NULL, NULL);
}

int main(int argc, char **argv) {
  cl_platform_id platform;
  cl_device_id device;
  cl_context ctx;
  cl_command_queue q;
  cl_program program;
  cl_kernel upscale, blur;
  cl_mem img[4];
  cl_int err;
  cl_int2 along_x = {{1, 0}}, along_y = {{0, 1}};
  demo_image picture, up, across, out;
  const char *source;
  char log[4096];
  long wrong;
  int i;
  if (argc != 3 && argc != 4) {
    fprintf(stderr, "usage: %s resize_blur.cl astronaut.ppm [out.ppm]\n", argv[0]);
    return 2;
  }
  if (!(source = read_text(argv[1]))) {
    fprintf(stderr, "%s: cannot read\n", argv[1]);
    return 2;
  }
  picture = demo_read_ppm(argv[2]);
  if (!picture.width)
    return 2;
  up = demo_image_new(2 * picture.width, 2 * picture.height);
  across = demo_image_new(up.width, up.height);
  out = demo_image_new(up.width, up.height);

  CHECK(clGetPlatformIDs(1, &platform, NULL));
  CHECK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL));
  ctx = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  CHECK(err);
  q = clCreateCommandQueueWithProperties(ctx, device, NULL, &err);
  CHECK(err);
  program = clCreateProgramWithSource(ctx, 1, &source, NULL, &err);
  CHECK(err);
  if (clBuildProgram(program, 1, &device, "-cl-std=CL3.0", NULL, NULL) != CL_SUCCESS) {
    clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    fprintf(stderr, "clBuildProgram failed:\n%s\n", log);
    return 1;
  }
  upscale = clCreateKernel(program, "upscale", &err);
  CHECK(err);
  blur = clCreateKernel(program, "blur", &err);
  CHECK(err);

  img[0] = make_image(ctx, picture, CL_MEM_READ_ONLY, &err);
  CHECK(err);
  for (i = 1; i < 4; ++i) {
    img[i] = make_image(ctx, up, CL_MEM_READ_WRITE, &err);
    CHECK(err);
  }
  {
    const size_t origin[3] = {0, 0, 0};
    const size_t region[3] = {(size_t)picture.width, (size_t)picture.height, 1};
    CHECK(
        clEnqueueWriteImage(q, img[0], CL_TRUE, origin, region, 0, 0, picture.rgba, 0, NULL, NULL));
  }
  CHECK(clSetKernelArg(upscale, 0, sizeof(cl_mem), &img[0]));
  CHECK(clSetKernelArg(upscale, 1, sizeof(cl_mem), &img[1]));
  CHECK(run(q, upscale, up));
  CHECK(clSetKernelArg(blur, 0, sizeof(cl_mem), &img[1]));
  CHECK(clSetKernelArg(blur, 1, sizeof(cl_mem), &img[2]));
  CHECK(clSetKernelArg(blur, 2, sizeof along_x, &along_x));
  CHECK(run(q, blur, across));
  CHECK(clSetKernelArg(blur, 0, sizeof(cl_mem), &img[2]));
  CHECK(clSetKernelArg(blur, 1, sizeof(cl_mem), &img[3]));
  CHECK(clSetKernelArg(blur, 2, sizeof along_y, &along_y));
  CHECK(run(q, blur, out));
  CHECK(read_back(q, img[1], up));
  CHECK(read_back(q, img[2], across));
  CHECK(read_back(q, img[3], out));

  printf("image demo on OpenCL: %s, %d x %d -> %d x %d\n", argv[2], picture.width, picture.height,
         out.width, out.height);
  wrong = demo_check_all(picture, up, across, out);
  if (argc == 4 && !demo_write_ppm(argv[3], out)) {
    fprintf(stderr, "%s: cannot write\n", argv[3]);
    return 1;
  }
  printf("%s\n", wrong ? "FAILED: results differ from the reference" : "all passes exact");
  for (i = 0; i < 4; ++i)
    clReleaseMemObject(img[i]);
  clReleaseKernel(upscale);
  clReleaseKernel(blur);
  clReleaseProgram(program);
  clReleaseCommandQueue(q);
  clReleaseContext(ctx);
  free(picture.rgba);
  free(up.rgba);
  free(across.rgba);
  free(out.rgba);
  free((void *)source);
  return wrong != 0;
}
