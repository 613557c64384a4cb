// The read cores: float results (read_imagef, and read_imageh through
// read_image_half.cl) and integer results (read_imagei/ui), for every image
// type (include/clb/image.h says how the wrappers call them).
#include <clb/image.h>

// One mip level (0 for the reads without a lod), filtered as the sampler says.
static __attribute__((always_inline)) float4 read_float_level(clb_image d, uint sampler,
                                                              float4 coord, int shape, int to_half,
                                                              int level) {
  const int linear = (sampler & CLB_SAMPLER_FILTER_LINEAR) != 0;
  int4 i0, i1;
  float4 f;
  __clb_image_locate(d, sampler, coord, shape, linear, level, &i0, &i1, &f);
  if (!linear)
    return __clb_image_texel_float(d, i0, shape, to_half, level);
  return __clb_image_filter_linear(d, i0, i1, f, shape, to_half, level);
}

// A kernel's sampler is one value for all its work-items (a kernel argument
// or a program-scope constant), so testing it costs one uniform branch: the
// sampler image scaling uses gets its own copy of the read, in which the
// addressing mode's dispatch folds away. (A constant sampler folds the test
// too.)
#define CLB_SAMPLER_SCALING \
  (CLB_SAMPLER_NORMALIZED_COORDS | CLB_SAMPLER_ADDRESS_CLAMP_TO_EDGE | CLB_SAMPLER_FILTER_LINEAR)
__attribute__((always_inline)) float4 __clb_read_image_float(clb_image d, uint sampler,
                                                             float4 coord, int shape,
                                                             int to_half) {
  if (sampler == CLB_SAMPLER_SCALING)
    return read_float_level(d, CLB_SAMPLER_SCALING, coord, shape, to_half, 0);
  return read_float_level(d, sampler, coord, shape, to_half, 0);
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
  return __clb_image_texel_float(d, address_at(d, sampler, coord, shape), shape, to_half, 0);
}

// read_imagei/ui with a linear sampler: undefined by the spec; nearest here.
static uint4 read_integer_level(clb_image d, uint sampler, float4 coord, int shape, int level) {
  int4 i0, i1;
  float4 f;
  __clb_image_locate(d, sampler, coord, shape, 0, level, &i0, &i1, &f);
  return __clb_image_texel_integer(d, i0, shape, level);
}

uint4 __clb_read_image_integer(clb_image d, uint sampler, float4 coord, int shape) {
  return read_integer_level(d, sampler, coord, shape, 0);
}

uint4 __clb_read_image_integer_at(clb_image d, uint sampler, int4 coord, int shape) {
  return __clb_image_texel_integer(d, address_at(d, sampler, coord, shape), shape, 0);
}

// ---- Mipmaps (cl_khr_mipmap_image) ---------------------------------------------------
// The lod clamped to the image's levels, [0, levels - 1] (the extension's
// clamp, with CL_SAMPLER_LOD_MIN/MAX_KHR at their defaults, 0 and
// MAXFLOAT: the sampler's bits cannot carry others). NaN takes level 0.
static float clamp_lod(clb_image d, float lod) {
  return fmin(fmax(lod, 0.0f), (float)(__clb_image_levels(d) - 1));
}

// The nearest level to a clamped lod, a tie going to the lower (finer)
// level, as OpenGL and Vulkan round: ceil(lod + 0.5) - 1.
static int nearest_level(float lod) { return (int)ceil(lod - 0.5f); }

float4 __clb_read_image_float_lod(clb_image d, uint sampler, float4 coord, float lod, int shape) {
  lod = clamp_lod(d, lod);
  if (!(sampler & CLB_SAMPLER_MIP_FILTER_LINEAR))
    return read_float_level(d, sampler, coord, shape, 0, nearest_level(lod));
  // Linear between the levels around lod, weighted by its fraction; a level
  // of weight 0 is not read (an infinite texel times 0 would be NaN).
  const float l0 = floor(lod), t = lod - l0;
  const float4 a = read_float_level(d, sampler, coord, shape, 0, (int)l0);
  if (t == 0.0f)
    return a;
  const float4 b = read_float_level(d, sampler, coord, shape, 0, (int)l0 + 1);
  return (1.0f - t) * a + t * b;
}

// Integer channels are not filtered: the nearest level.
uint4 __clb_read_image_integer_lod(clb_image d, uint sampler, float4 coord, float lod, int shape) {
  return read_integer_level(d, sampler, coord, shape, nearest_level(clamp_lod(d, lod)));
}

// The lod of gradients: log2 of the longer of the two, each scaled to level
// 0's texels per axis (rho = max(|gx * size|, |gy * size|), the scale
// factor OpenGL and Vulkan take for isotropic filtering). Zero gradients
// give -infinity, which clamps to level 0.
float __clb_image_gradient_lod(clb_image d, float4 gx, float4 gy, int shape) {
  const int axes = CLB_IMAGE_AXES(shape);
  const float4 size = (float4)((float)d->width, axes >= 2 ? (float)d->height : 0.0f,
                               axes == 3 ? (float)d->depth : 0.0f, 0.0f);
  const float4 a = gx * size, b = gy * size;
  return log2(sqrt(fmax(dot(a, a), dot(b, b))));
}

float4 __clb_read_image_float_grad(clb_image d, uint sampler, float4 coord, float4 gx, float4 gy,
                                   int shape) {
  return __clb_read_image_float_lod(d, sampler, coord, __clb_image_gradient_lod(d, gx, gy, shape),
                                    shape);
}

uint4 __clb_read_image_integer_grad(clb_image d, uint sampler, float4 coord, float4 gx, float4 gy,
                                    int shape) {
  return __clb_read_image_integer_lod(d, sampler, coord,
                                      __clb_image_gradient_lod(d, gx, gy, shape), shape);
}
