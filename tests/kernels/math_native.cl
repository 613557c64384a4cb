// native_ and half_ exp, exp2, exp10, log, log2, log10, sin, cos, tan and
// powr (float alone, as clang declares them) at every width: input pair
// (x, y) gives the twenty results in this order.
#define NATIVE(T)                                                              \
  __kernel void native_##T(__global const T *x, __global const T *y,          \
                           __global T *out) {                                  \
    size_t i = get_global_id(0);                                              \
    T a = x[i], b = y[i];                                                     \
    __global T *o = out + 20 * i;                                             \
    o[0] = native_exp(a);                                                     \
    o[1] = native_exp2(a);                                                    \
    o[2] = native_exp10(a);                                                   \
    o[3] = native_log(a);                                                     \
    o[4] = native_log2(a);                                                    \
    o[5] = native_log10(a);                                                   \
    o[6] = native_sin(a);                                                     \
    o[7] = native_cos(a);                                                     \
    o[8] = native_tan(a);                                                     \
    o[9] = native_powr(a, b);                                                 \
    o[10] = half_exp(a);                                                      \
    o[11] = half_exp2(a);                                                     \
    o[12] = half_exp10(a);                                                    \
    o[13] = half_log(a);                                                      \
    o[14] = half_log2(a);                                                     \
    o[15] = half_log10(a);                                                    \
    o[16] = half_sin(a);                                                      \
    o[17] = half_cos(a);                                                      \
    o[18] = half_tan(a);                                                      \
    o[19] = half_powr(a, b);                                                  \
  }
NATIVE(float) NATIVE(float2) NATIVE(float3) NATIVE(float4) NATIVE(float8) NATIVE(float16)
