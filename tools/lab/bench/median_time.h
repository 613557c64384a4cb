// The GPU benchmarks' timer: a launch's median time over 7 runs after one
// warm-up (which also pays for the JIT), by CUDA events.
#ifndef CLB_BENCH_MEDIAN_TIME_H
#define CLB_BENCH_MEDIAN_TIME_H

#include <cuda_runtime.h>

#include <algorithm>
#include <vector>

template <class F>
float medianMilliseconds(F launch) {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  launch();
  cudaDeviceSynchronize();
  std::vector<float> ms;
  for (int r = 0; r < 7; ++r) {
    cudaEventRecord(a);
    launch();
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float t;
    cudaEventElapsedTime(&t, a, b);
    ms.push_back(t);
  }
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

#endif
