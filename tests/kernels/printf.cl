// printf from every work-item: each conversion, flag, width and precision,
// scalars and every vector form, each line tagged with the work-item and the
// case number (tests/suite/printf_test.cpp formats the same values with the
// host's snprintf). status[g] ORs every return value: 0 when all succeed;
// doubles[0] says whether the double cases ran (not on devices without
// cl_khr_fp64, such as rusticl's llvmpipe).
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
// The values must be the host's bit for bit: no fused multiply-adds.
#pragma OPENCL FP_CONTRACT OFF

#define P(n, format, ...) s |= printf("%u %d: " format "\n", g, n, __VA_ARGS__)

kernel void printf_all(global int *status, global int *doubles) {
  uint g = get_global_id(0);
  int s = 0;
  int i = (int)g * 7919 - 200;
  uint u = g * 2654435761u;
  long l = (long)g * -1234567890123L;
  ulong ul = ((ulong)g << 40) | g;
  float f = (float)g * 0.375f - 3.0f;
  char c = (char)('A' + g % 26);

  // Integers: flags, width, precision, lengths.
  P(0, "%d|%i|%-8d|%+d|% d|%08d|%.5d", i, i, i, i, i, i, i);
  P(1, "%u|%o|%#o|%x|%#x|%X|%#10X", u, u, u, u, u, u, u);
  P(2, "%ld|%li|%lu|%lx|%#lX|%-22ld|", l, l, ul, ul, ul, l);
  P(3, "%hhd|%hhu|%hd|%hu|%hhx", i, i, i, i, i);
  P(4, "%c|%5c|%-3c|", c, c, c);
  // Floating point: every conversion, flags, width, precision.
  P(5, "%f|%.0f|%+.3f|%10.2f|%-10.1f|%010.4f", f, f, f, f, f, f);
  P(6, "%e|%.2E|%g|%G|%.3g|%#g", f, f, f, f, f, f);
  P(7, "%a|%A|%.3a", f, f, f);
  P(9, "%f|%e|%g|%f", INFINITY, -INFINITY, NAN, 0.0f);
  // Strings (literals only, as OpenCL C requires) and a literal %.
  P(10, "%s|%-8s|%8s|%.3s|100%%", "hello", "ab", "cd", "truncated");
  // Vectors: each element with the same flags, width and precision.
  P(11, "%v2hhd|%#v2hhx|%v4hhu", (char2)((char)g, (char)-g), (uchar2)((uchar)g, (uchar)(255 - g)),
    (uchar4)((uchar)g, 0, 128, 255));
  P(12, "%#v2hx|%v3hd|%v8hu", (ushort2)((ushort)(g * 1000), (ushort)(65535 - g)),
    (short3)((short)g, (short)-g, 32767), (ushort8)((ushort)g, 1, 2, 3, 4, 5, 6, 65535));
  P(13, "%v4hli|%+v2hld|%v8hlX|%#v3hlo", (int4)(i, -i, (int)g, INT_MIN), (int2)(i, 0),
    (uint8)(u, 1, 2, 3, 0xdeadbeef, 5, 6, UINT_MAX), (uint3)(u, 8, 0));
  P(14, "%v2ld|%v3lu|%#v4lx", (long2)(l, LONG_MAX), (ulong3)(ul, 0, ULONG_MAX), (ulong4)(ul, 1, 2, 3));
  P(15, "%v2hlf|%8.2v4hlf|%v3hle", (float2)(f, -f), (float4)(f, -f * 1024, 1e10f, 0x1.555556p-2f),
    (float3)(f, 0.5f, -0.25f));
  P(16, "%v4hlg|%v2hla|%v16hlf", (float4)(f, 1e-5f, 123456789.0f, 0x1p-130f), (float2)(f, 1.0f),
    (float16)(f, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
#ifdef cl_khr_fp64
  double d = (double)g * 1e10 + 0.1;
  // (l on a double: PoCL 3.1's printf prints a double without it at float
  // precision.)
  P(8, "%lf|%.10le|%.15lg|%la", d, d, d, d);
  P(17, "%v2lf|%.3v3le|%v4lg", (double2)(d, -d), (double3)(d, 1.0, 0.5), (double4)(d, 1e300, 1e-300, 0));
  doubles[0] = 1;
#endif
  status[g] = s;
}
