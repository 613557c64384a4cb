// atan2, atan2pi, pow, powr, pown and rootn of half scalars, one result of
// each per pair (x[i], y[i]) and (x[i], n[i]), for
// tests/suite/math_half_pairs_test.cpp: one launch over 2^24 pairs. On a
// device without half the file is empty.
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_pairs(__global const half *x, __global const half *y,
                         __global const int *n, __global half *out) {
  size_t i = get_global_id(0), count = get_global_size(0);
  out[i] = atan2(x[i], y[i]);
  out[count + i] = atan2pi(x[i], y[i]);
  out[2 * count + i] = pow(x[i], y[i]);
  out[3 * count + i] = powr(x[i], y[i]);
  out[4 * count + i] = pown(x[i], n[i]);
  out[5 * count + i] = rootn(x[i], n[i]);
}
#endif
