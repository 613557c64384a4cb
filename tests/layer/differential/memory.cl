// Vector loads and stores in every address space, async copies, atomics
// on global and local memory, and conversions. `scratch` holds the host's
// data; work-items write only their own half-precision slots past 2048.
constant float table[32] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
                            -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -16};
kernel void memory(global uchar *out, global float *scratch, local float *tile,
                   global int *counters) {
  BEGIN
  const int l = (int)get_local_id(0);
  private float priv[32];
  for (int i = 0; i < 32; ++i)
    priv[i] = i * 0.5f + g;
  tile[l] = g * 1.5f;
  barrier(CLK_LOCAL_MEM_FENCE);
  PUT(float16, vload16(1, priv)); PUT(float8, vload8(0, table + (g % 4)));
  PUT3(float, vload3(2, scratch + g * 32)); PUT(float4, vload4(0, tile));
  vstore8(vload8(0, priv) * 2.0f, 1, priv); PUT(float8, vload8(1, priv));
  vstore_half_rtz(priv[3] * 1.001f, 0, (private half *)(priv + 20));
  PUT(float, vload_half(0, (private half *)(priv + 20)));
  vstore_half4_rte(vload4(0, priv) / 3.0f, g, (global half *)scratch + 4096);
  PUT(float4, vload_half4(g, (global const half *)scratch + 4096));
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy(tile + 16, scratch + get_group_id(0) * 16, 16, 0);
  wait_group_events(1, &e);
  PUT(float, tile[16 + (l + 3) % 16]);
  barrier(CLK_LOCAL_MEM_FENCE);
  e = async_work_group_strided_copy(tile, scratch + get_group_id(0) * 64, 16, 4, 0);
  wait_group_events(1, &e);
  PUT(float, tile[(l + 5) % 16]);
  prefetch(scratch, 16);
  atomic_add(&counters[0], g);
  atomic_max(&counters[1], g * 7 % 13);
  local int lc;
  if (l == 0) lc = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&lc);
  atomic_xchg(&counters[2 + get_group_id(0)], 5);
  barrier(CLK_LOCAL_MEM_FENCE);
  PUT(int, lc);
  float16 x = (float16)IOTA16 * 123.37f - g * 1000.5f;
  PUT(int16, convert_int16_sat_rte(x)); PUT(uchar16, convert_uchar16_sat(x));
  // Halved for short: a conversion without _sat of a value out of the
  // destination's range is implementation-defined, and PoCL's own answer
  // changes with the CPU (wrapped on AVX-512, saturated elsewhere).
  PUT(short16, convert_short16_rtn(x * 0.5f)); PUT(ulong16, convert_ulong16_sat_rtp(x));
  PUT(float16, convert_float16(convert_int16_rtz(x)));
}
