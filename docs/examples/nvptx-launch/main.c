/* A complete host program for a kernel clb-link built for nvptx64: the CUDA
 * driver API plus <clbuiltins/host/nvptx_launch.h>. It runs scale.cl over
 * an NDRange that CUDA alone could not express (a global offset and a size
 * that is not a multiple of the work-group size) and checks the result.
 *   clb-link --target nvptx64 --emit ptx -O3 -o scale.ptx scale.cl
 *   cc -std=c99 -I<prefix>/include -I<cuda>/include main.c -lcuda -o scale
 *   ./scale scale.ptx */
#include <clbuiltins/host/nvptx_launch.h>
#include <cuda.h>

#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                 \
  do {                                                              \
    CUresult r_ = (call);                                           \
    if (r_ != CUDA_SUCCESS) {                                       \
      const char *m_ = "?";                                         \
      cuGetErrorString(r_, &m_);                                    \
      fprintf(stderr, "%s failed: %s\n", #call, m_);                \
      return 1;                                                     \
    }                                                               \
  } while (0)

int main(int argc, char **argv) {
  enum { N = 1000, OFFSET = 24 };
  float host[OFFSET + N];
  CUdevice device;
  CUcontext context;
  CUmodule module;
  CUfunction scale;
  CUdeviceptr data;
  clb_nvptx_region regions[CLB_NVPTX_MAX_REGIONS];
  size_t offset[1] = {OFFSET}, global[1] = {N}, local[1] = {128};
  float factor = 3.0f;
  unsigned n = N;
  int count, i, bad = 0;
  if (argc != 2) {
    fprintf(stderr, "usage: %s scale.ptx\n", argv[0]);
    return 2;
  }
  for (i = 0; i < OFFSET + N; ++i)
    host[i] = (float)i;
  CHECK(cuInit(0));
  CHECK(cuDeviceGet(&device, 0));
  CHECK(cuDevicePrimaryCtxRetain(&context, device));
  CHECK(cuCtxSetCurrent(context));
  CHECK(cuModuleLoad(&module, argv[1]));
  CHECK(cuModuleGetFunction(&scale, module, "scale"));
  CHECK(cuMemAlloc(&data, sizeof host));
  CHECK(cuMemcpyHtoD(data, host, sizeof host));

  /* The NDRange: 1000 work-items from global id 24, groups of 128 (seven
   * full groups and one of 104): two CUDA launches. */
  count = clb_nvptx_split(1, offset, global, local, regions);
  if (count < 0) {
    fprintf(stderr, "clb_nvptx_split: error %d\n", count);
    return 1;
  }
  for (i = 0; i < count; ++i) {
    /* The kernel's own arguments, then the launch parameter. */
    void *params[] = {&data, &factor, &n, &regions[i].params};
    CHECK(cuLaunchKernel(scale, regions[i].grid[0], regions[i].grid[1], regions[i].grid[2],
                         regions[i].block[0], regions[i].block[1], regions[i].block[2],
                         0, NULL, params, NULL));
  }
  CHECK(cuMemcpyDtoH(host, data, sizeof host));
  for (i = 0; i < OFFSET + N; ++i)
    bad += host[i] != (i < OFFSET ? (float)i : 3.0f * (float)i);
  printf("scale: %d launches, %d of %d values wrong\n", count, bad, OFFSET + N);
  CHECK(cuMemFree(data));
  CHECK(cuModuleUnload(module));
  CHECK(cuDevicePrimaryCtxRelease(device));
  return bad != 0;
}
