// The read cores: float results (read_imagef, and read_imageh through
// read_image_half.cl) and integer results (read_imagei/ui), for every image
// type (include/clb/image.h says how the wrappers call them).
#include <clb/image.h>

float4 __clb_read_image_float(clb_image d, uint sampler, float4 coord, int shape, int to_half) {
  const int linear = (sampler & CLB_SAMPLER_FILTER_LINEAR) != 0;
  int4 i0, i1;
  float4 f;
  __clb_image_locate(d, sampler, coord, shape, linear, &i0, &i1, &f);
  if (!linear)
    return __clb_image_texel_float(d, i0, shape, to_half);
  // The 2, 4 or 8 texels of the spec's sums, corner k taking i1 on the axes
  // whose bit is set, weighted by the product of a or 1 - a per axis. (An
  // array's layer is the same in i0 and i1.)
  const int axes = CLB_IMAGE_AXES(shape);
  float4 sum = 0.0f;
  for (int k = 0; k < 1 << axes; ++k) {
    const int4 at = (int4)(k & 1 ? i1.x : i0.x, k & 2 ? i1.y : i0.y, k & 4 ? i1.z : i0.z, 0);
    float w = k & 1 ? f.x : 1.0f - f.x;
    if (axes >= 2)
      w *= k & 2 ? f.y : 1.0f - f.y;
    if (axes == 3)
      w *= k & 4 ? f.z : 1.0f - f.z;
    sum += w * __clb_image_texel_float(d, at, shape, to_half);
  }
  return sum;
}

// Integer coordinates: with a sampler (unnormalized and nearest, as the spec
// requires) clamp to edge clamps and an array's layer is clamped; without
// one (CLB_IMAGE_SAMPLERLESS) or with another addressing mode, coordinates
// outside the image read the border.
static int4 address_at(clb_image d, uint sampler, int4 c, int shape) {
  if (sampler & CLB_IMAGE_SAMPLERLESS)
    return c;
  const int axes = CLB_IMAGE_AXES(shape);
  if ((sampler & CLB_SAMPLER_ADDRESS_MASK) == CLB_SAMPLER_ADDRESS_CLAMP_TO_EDGE) {
    c.x = clamp(c.x, 0, d->width - 1);
    if (axes >= 2)
      c.y = clamp(c.y, 0, d->height - 1);
    if (axes == 3)
      c.z = clamp(c.z, 0, d->depth - 1);
  }
  if (axes < 3 && (shape & CLB_IMAGE_ARRAYED))
    c.z = clamp(c.z, 0, max(d->array_size - 1, 0));
  return c;
}

float4 __clb_read_image_float_at(clb_image d, uint sampler, int4 coord, int shape, int to_half) {
  return __clb_image_texel_float(d, address_at(d, sampler, coord, shape), shape, to_half);
}

// read_imagei/ui with a linear sampler: undefined by the spec; nearest here.
uint4 __clb_read_image_integer(clb_image d, uint sampler, float4 coord, int shape) {
  int4 i0, i1;
  float4 f;
  __clb_image_locate(d, sampler, coord, shape, 0, &i0, &i1, &f);
  return __clb_image_texel_integer(d, i0, shape);
}

uint4 __clb_read_image_integer_at(clb_image d, uint sampler, int4 coord, int shape) {
  return __clb_image_texel_integer(d, address_at(d, sampler, coord, shape), shape);
}
