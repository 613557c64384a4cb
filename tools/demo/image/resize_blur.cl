// The image demo's kernels (tools/demo/image): a picture scaled up 2x by the
// sampler's bilinear filter, then blurred by a 5-tap binomial filter, one
// pass per axis. Every pass reads one image and writes another, RGBA unorm8,
// as an image-processing program does. The same source runs on PoCL (the
// layer links clbuiltins into it) and on the GPU (clb-link makes its PTX).

// Scaling: normalized coordinates, so the sampler does the resize.
constant sampler_t scaling =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
// Filter taps: texel coordinates, the edge repeated past the border.
constant sampler_t taps = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel void upscale(read_only image2d_t src, write_only image2d_t dst) {
  const int2 at = (int2)(get_global_id(0), get_global_id(1)), size = get_image_dim(dst);
  if (at.x >= size.x || at.y >= size.y)
    return;  // the NDRange is rounded up to whole work-groups
  const float2 uv = (convert_float2(at) + 0.5f) / convert_float2(size);
  write_imagef(dst, at, read_imagef(src, scaling, uv));
}

// One pass of (1 4 6 4 1) / 16 along `step`, (1, 0) or (0, 1).
kernel void blur(read_only image2d_t src, write_only image2d_t dst, int2 step) {
  const int2 at = (int2)(get_global_id(0), get_global_id(1)), size = get_image_dim(dst);
  if (at.x >= size.x || at.y >= size.y)
    return;
  const float4 sum = read_imagef(src, taps, at - 2 * step) + 4.0f * read_imagef(src, taps, at - step) +
                     6.0f * read_imagef(src, taps, at) + 4.0f * read_imagef(src, taps, at + step) +
                     read_imagef(src, taps, at + 2 * step);
  write_imagef(dst, at, sum / 16.0f);
}
