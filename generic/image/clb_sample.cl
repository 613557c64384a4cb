// Addressing and filtering: from a sampler's float coordinates to the texels
// read and their weights, as the spec's "Addressing and Filter Modes"
// writes it, axis by axis.
#include <clb/image.h>

// One axis of size `size`: nearest gives *i0; linear gives *i0, *i1 and the
// fraction *a (the weight of *i1). Coordinates outside the image are left
// outside (CLK_ADDRESS_CLAMP: the border; CLK_ADDRESS_NONE: undefined by the
// spec, the border here); clamp to edge clamps.
static void axis(float s, int size, uint sampler, int linear, private int *i0, private int *i1,
                 private float *a) {
  const uint mode = sampler & CLB_SAMPLER_ADDRESS_MASK;
  const float fsize = (float)size;
  if ((sampler & CLB_SAMPLER_NORMALIZED_COORDS) &&
      (mode == CLB_SAMPLER_ADDRESS_REPEAT || mode == CLB_SAMPLER_ADDRESS_MIRRORED_REPEAT)) {
    const int repeat = mode == CLB_SAMPLER_ADDRESS_REPEAT;
    float u = repeat ? (s - floor(s)) * fsize : fabs(s - 2.0f * rint(0.5f * s)) * fsize;
    // u is in [0, size] for finite s; the clamp only keeps an infinite or
    // NaN s (undefined) from a float-to-int conversion out of range.
    u = fmin(fmax(u, 0.0f), fsize);
    if (!linear) {
      const int i = (int)floor(u);
      *i0 = repeat ? (i > size - 1 ? i - size : i) : min(i, size - 1);
      return;
    }
    const float f = floor(u - 0.5f);
    const int j = (int)f;
    *a = (u - 0.5f) - f;
    if (repeat) {
      *i0 = j < 0 ? size + j : j;
      *i1 = j + 1 > size - 1 ? j + 1 - size : j + 1;
    } else {
      *i0 = max(j, 0);
      *i1 = min(j + 1, size - 1);
    }
    return;
  }
  const float u = (sampler & CLB_SAMPLER_NORMALIZED_COORDS) ? s * fsize : s;
  const int edge = mode == CLB_SAMPLER_ADDRESS_CLAMP_TO_EDGE;
  // Every mode agrees on what lies past -1 and size (the edge or the
  // border), so the value is clamped there before it becomes an int.
  if (!linear) {
    const int i = (int)fmin(fmax(floor(u), -1.0f), fsize);
    *i0 = edge ? clamp(i, 0, size - 1) : i;
    return;
  }
  const float f = floor(u - 0.5f);
  *a = (u - 0.5f) - f;
  const int j = (int)fmin(fmax(f, -2.0f), fsize);
  *i0 = edge ? clamp(j, 0, size - 1) : j;
  *i1 = edge ? clamp(j + 1, 0, size - 1) : j + 1;
}

// Inlined: a read whose sampler is known (read_image.cl) folds the
// addressing dispatch.
__attribute__((always_inline)) void __clb_image_locate(clb_image d, uint sampler, float4 coord,
                                                      int shape, int linear, int level,
                                                      private int4 *i0, private int4 *i1,
                                                      private float4 *frac) {
  const int axes = CLB_IMAGE_AXES(shape);
  int x0 = 0, x1 = 0, y0 = 0, y1 = 0, z0 = 0, z1 = 0;
  float a = 0.0f, b = 0.0f, c = 0.0f;
  axis(coord.x, __clb_level_size(d->width, level), sampler, linear, &x0, &x1, &a);
  if (axes >= 2)
    axis(coord.y, __clb_level_size(d->height, level), sampler, linear, &y0, &y1, &b);
  if (axes == 3) {
    axis(coord.z, __clb_level_size(d->depth, level), sampler, linear, &z0, &z1, &c);
  } else if (shape & CLB_IMAGE_ARRAYED) {
    // The layer is never normalized nor filtered: clamp(rint(z), 0, size - 1)
    // ("Selecting an Image From an Image Array").
    z0 = z1 = (int)fmin(fmax(rint(coord.z), 0.0f), (float)max(d->array_size - 1, 0));
  }
  *i0 = (int4)(x0, y0, z0, 0);
  *i1 = (int4)(x1, y1, z1, 0);
  *frac = (float4)(a, b, c, 0.0f);
}
