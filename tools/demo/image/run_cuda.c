/* The image demo on an NVIDIA GPU: resize_blur.cl linked by clb-link into
 * PTX, run through the CUDA driver API with clbuiltins' launch and image
 * headers (<clbuiltins/host/nvptx_launch.h>, <clbuiltins/host/image.h>):
 *   clb-link --target nvptx64 --emit ptx -O3 -o resize_blur.ptx resize_blur.cl
 *   cc -std=c99 -I<prefix>/include -I<cuda>/include run_cuda.c -lcuda -lm
 *   ./a.out resize_blur.ptx astronaut.ppm [out.ppm]
 * The same passes and checks as run_opencl.c (pipeline.h). */
#include "pipeline.h"

#include <clbuiltins/host/image.h>
#include <clbuiltins/host/nvptx_launch.h>
#include <cuda.h>

#define CHECK(call)                                  \
  do {                                               \
    CUresult r_ = (call);                            \
    if (r_ != CUDA_SUCCESS) {                        \
      const char *m_ = "?";                          \
      cuGetErrorString(r_, &m_);                     \
      fprintf(stderr, "%s failed: %s\n", #call, m_); \
      return 1;                                      \
    }                                                \
  } while (0)

/* An RGBA unorm8 image on the device: its texels and its descriptor (the
 * kernel argument is the descriptor's address). */
typedef struct {
  CUdeviceptr texels, desc;
} gpu_image;

static int make_image(gpu_image *g, demo_image im) {
  clb_image_desc d;
  const size_t bytes = (size_t)im.width * im.height * 4;
  CHECK(cuMemAlloc(&g->texels, bytes));
  CHECK(cuMemcpyHtoD(g->texels, im.rgba, bytes));
  if (clb_image_desc_fill(&d, 0x10B5 /* CL_RGBA */, 0x10D2 /* CL_UNORM_INT8 */, im.width, im.height,
                          0, 0, 0, g->texels) != bytes) {
    fprintf(stderr, "clb_image_desc_fill refused %d x %d\n", im.width, im.height);
    return 1;
  }
  CHECK(cuMemAlloc(&g->desc, sizeof d));
  CHECK(cuMemcpyHtoD(g->desc, &d, sizeof d));
  return 0;
}

/* Runs `f` over the texels of `dst` in 16 x 16 groups, `args` its own
 * arguments (the launch parameter is appended). */
static int run(CUfunction f, demo_image dst, void **args, int nargs) {
  clb_nvptx_region regions[CLB_NVPTX_MAX_REGIONS];
  const size_t global[2] = {((size_t)dst.width + 15) / 16 * 16,
                            ((size_t)dst.height + 15) / 16 * 16};
  const size_t local[2] = {16, 16}, offset[2] = {0, 0};
  void *params[4];
  int i, count = clb_nvptx_split(2, offset, global, local, regions);
  if (count < 0) {
    fprintf(stderr, "clb_nvptx_split: error %d\n", count);
    return 1;
  }
  for (i = 0; i < nargs; ++i)
    params[i] = args[i];
  for (i = 0; i < count; ++i) {
    params[nargs] = &regions[i].params;
    CHECK(cuLaunchKernel(f, regions[i].grid[0], regions[i].grid[1], regions[i].grid[2],
                         regions[i].block[0], regions[i].block[1], regions[i].block[2], 0, NULL,
                         params, NULL));
  }
  return 0;
}

int main(int argc, char **argv) {
  CUdevice device;
  CUcontext context;
  CUmodule module;
  CUfunction upscale, blur;
  gpu_image g[4];
  int along_x[2] = {1, 0}, along_y[2] = {0, 1}, i;
  demo_image picture, im[4];
  long wrong;
  if (argc != 3 && argc != 4) {
    fprintf(stderr, "usage: %s resize_blur.ptx astronaut.ppm [out.ppm]\n", argv[0]);
    return 2;
  }
  picture = demo_read_ppm(argv[2]);
  if (!picture.width)
    return 2;
  im[0] = picture;
  for (i = 1; i < 4; ++i)
    im[i] = demo_image_new(2 * picture.width, 2 * picture.height);
  CHECK(cuInit(0));
  CHECK(cuDeviceGet(&device, 0));
  CHECK(cuDevicePrimaryCtxRetain(&context, device));
  CHECK(cuCtxSetCurrent(context));
  CHECK(cuModuleLoad(&module, argv[1]));
  CHECK(cuModuleGetFunction(&upscale, module, "upscale"));
  CHECK(cuModuleGetFunction(&blur, module, "blur"));
  for (i = 0; i < 4; ++i)
    if (make_image(&g[i], im[i]))
      return 1;
  {
    void *a[] = {&g[0].desc, &g[1].desc};
    void *b[] = {&g[1].desc, &g[2].desc, along_x};
    void *c[] = {&g[2].desc, &g[3].desc, along_y};
    if (run(upscale, im[1], a, 2) || run(blur, im[2], b, 3) || run(blur, im[3], c, 3))
      return 1;
  }
  CHECK(cuCtxSynchronize());
  for (i = 1; i < 4; ++i)
    CHECK(cuMemcpyDtoH(im[i].rgba, g[i].texels, (size_t)im[i].width * im[i].height * 4));
  printf("image demo on the GPU: %s, %d x %d -> %d x %d\n", argv[2], picture.width, picture.height,
         im[3].width, im[3].height);
  wrong = demo_check_all(picture, im[1], im[2], im[3]);
  if (argc == 4 && !demo_write_ppm(argv[3], im[3])) {
    fprintf(stderr, "%s: cannot write\n", argv[3]);
    return 1;
  }
  printf("%s\n", wrong ? "FAILED: results differ from the reference" : "all passes exact");
  for (i = 0; i < 4; ++i) {
    CHECK(cuMemFree(g[i].texels));
    CHECK(cuMemFree(g[i].desc));
  }
  CHECK(cuModuleUnload(module));
  CHECK(cuDevicePrimaryCtxRelease(device));
  for (i = 0; i < 4; ++i)
    free(im[i].rgba);
  return wrong != 0;
}
