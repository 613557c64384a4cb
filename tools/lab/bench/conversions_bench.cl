// The conversion benchmark's OpenCL kernels (tools/lab/bench/README in
// docs/performance.md): linked once with clbuiltins and once with libclc-15.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// The launch ABI's cost alone: a copy through get_global_id.
kernel void copy_float(global const float *in, global float *out) {
  size_t i = get_global_id(0);
  out[i] = in[i];
}
kernel void int_sat_rte(global const float *in, global int *out) {
  size_t i = get_global_id(0);
  out[i] = convert_int_sat_rte(in[i]);
}
// libclc-15 does not define convert_half_rtz(float): its build leaves it out.
#ifndef CLB_BENCH_NO_HALF_RTZ
kernel void half_rtz(global const float *in, global ushort *out) {
  size_t i = get_global_id(0);
  out[i] = as_ushort(convert_half_rtz(in[i]));
}
#endif
kernel void float_rtp_long(global const long *in, global float *out) {
  size_t i = get_global_id(0);
  out[i] = convert_float_rtp(in[i]);
}
kernel void vstore_half_rte_float(global const float *in, global half *out) {
  size_t i = get_global_id(0);
  vstore_half_rte(in[i], i, out);
}
