// Image throughput (docs/performance.md, "Images"): the three things image
// kernels do most, on a 2D CL_RGBA / CL_UNORM_INT8 image, one work-item a
// texel, written as users write them:
//   resample  read_imagef with a normalized, clamp-to-edge, linear sampler
//             (image scaling: four texels, the spec's weights);
//   fetch     read_imagef at integer coordinates, no sampler (a filter's
//             taps: one texel, unorm8 -> float);
//   store     write_imagef (float -> unorm8, round to nearest even, saturated).
// The same source runs on the GPU (image_bench.cu: clbuiltins against CUDA's
// texture hardware and against the same arithmetic written for nvcc) and on
// PoCL (image_pocl_bench.cpp: clbuiltins against PoCL's own builtins).

kernel void resample(read_only image2d_t src, sampler_t s, global float4 *out) {
  int x = get_global_id(0), y = get_global_id(1), w = get_global_size(0);
  float2 at = (float2)((x + 0.5f) / w, (y + 0.5f) / get_global_size(1));
  out[y * w + x] = read_imagef(src, s, at);
}

// The same through a program-scope sampler: a constant, so the read's
// sampler dispatch folds at link time.
constant sampler_t scaling = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;

kernel void resample_constant(read_only image2d_t src, global float4 *out) {
  int x = get_global_id(0), y = get_global_id(1), w = get_global_size(0);
  float2 at = (float2)((x + 0.5f) / w, (y + 0.5f) / get_global_size(1));
  out[y * w + x] = read_imagef(src, scaling, at);
}

kernel void fetch(read_only image2d_t src, global float4 *out) {
  int x = get_global_id(0), y = get_global_id(1), w = get_global_size(0);
  out[y * w + x] = read_imagef(src, (int2)(x, y));
}

kernel void store(write_only image2d_t dst, global const float4 *in) {
  int x = get_global_id(0), y = get_global_id(1), w = get_global_size(0);
  write_imagef(dst, (int2)(x, y), in[y * w + x]);
}
