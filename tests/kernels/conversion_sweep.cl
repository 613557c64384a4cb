// The GPU sweep's device side (tests/gpu/conversion_sweep.cu): float bit
// pattern base + i converted to int, uint (every mode, plain and _sat) and
// half (every mode). Slices of n results: int/uint 0-3 rte, rtz, rtp, rtn;
// 4-7 the same with _sat. half 0-3 rte, rtz, rtp, rtn.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define MODES(D, out, x)                                                        \
  out[0 * n + i] = convert_##D##_rte(x); out[1 * n + i] = convert_##D##_rtz(x); \
  out[2 * n + i] = convert_##D##_rtp(x); out[3 * n + i] = convert_##D##_rtn(x); \
  out[4 * n + i] = convert_##D##_sat_rte(x); out[5 * n + i] = convert_##D##_sat_rtz(x); \
  out[6 * n + i] = convert_##D##_sat_rtp(x); out[7 * n + i] = convert_##D##_sat_rtn(x);

kernel void sweep_float(uint base, ulong n, global int *ri, global uint *ru, global ushort *rh) {
  size_t i = get_global_id(0);
  float x = as_float(base + (uint)i);
  MODES(int, ri, x)
  MODES(uint, ru, x)
  rh[0 * n + i] = as_ushort(convert_half_rte(x));
  rh[1 * n + i] = as_ushort(convert_half_rtz(x));
  rh[2 * n + i] = as_ushort(convert_half_rtp(x));
  rh[3 * n + i] = as_ushort(convert_half_rtn(x));
}
