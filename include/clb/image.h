// Internal interface of the image family (generic/image/).
//
// Every public image builtin is generated (gen/Images.cpp, image/builtins.cl)
// as a call to one of the cores below: one per kind of data (float, half,
// integer), whatever the image type. The wrapper turns its image into the
// descriptor (<clbuiltins/host/image.h>, PoCL's layout), its sampler into
// the sampler's bits, and its coordinates into the canonical (x, y, z, s):
// z is the layer of an image array (1D arrays too) or a 3D image's depth
// coordinate, s an msaa image's sample; `shape` (constant at each call, so
// it folds once the core is inlined) says which of them mean something.
#ifndef CLB_IMAGE_H
#define CLB_IMAGE_H

#include <clb/defs.h>
#include <clb/types.h> /* CLB_HAS_FP16 */
#include <clbuiltins/host/image.h>

typedef const global clb_image_desc *clb_image;

// An image argument's descriptor and a sampler's bits (both are pointers in
// clang 15's IR: the image to the descriptor, the sampler's value the bits).
#define __clb_image(img) __builtin_astype((img), clb_image)
#define __clb_sampler(s) ((uint)(ulong)__builtin_astype((s), constant void *))

// shape: the axes sampled (1, 2 or 3), plus the flags.
#define CLB_IMAGE_AXES(shape) ((shape) & 3)
#define CLB_IMAGE_ARRAYED 4 /* z is a layer */
#define CLB_IMAGE_MSAA 8    /* s is a sample */

// The sampler argument of the reads without one: no addressing (an
// out-of-range coordinate reads the border), no layer clamping.
#define CLB_IMAGE_SAMPLERLESS 0x100u

// ---- Mip levels (cl_khr_mipmap_image) ---------------------------------------------
// The levels of an image: the count a mip descriptor carries
// (<clbuiltins/host/image.h>), or 1 for any other descriptor (PoCL's own
// images hold 64 in num_mip_levels and have one level).
static inline int __clb_image_levels(clb_image d) {
  const int n = d->num_mip_levels;
  return (n & CLB_IMAGE_MIP_MAGIC_MASK) == CLB_IMAGE_MIP_MAGIC
             ? clamp(n & 0xFFFF, 1, CLB_IMAGE_MAX_LEVELS)
             : 1;
}

// Level `level` (>= 1) of a mip descriptor: its entry after the 56 bytes.
static inline const global clb_image_level *__clb_image_level(clb_image d, int level) {
  return (const global clb_image_level *)((const global uchar *)d + sizeof(clb_image_desc)) +
         level;
}

// A size of level `level`: max(1, size >> level) where the type has the
// size, 0 where it has not. Level 0 is the descriptor's own, unchanged, so
// the cores' level-0 calls fold to what they read without mipmaps.
static inline int __clb_level_size(int size, int level) {
  return level == 0 ? size : size ? max(size >> level, 1) : 0;
}

// Reads: float coordinates through the sampler, or integer coordinates
// (with a sampler: unnormalized, nearest, per the spec; or
// CLB_IMAGE_SAMPLERLESS). `to_half`: normalized channels are rounded to half
// directly from their exact value, so read_imageh rounds once.
float4 __clb_read_image_float(clb_image d, uint sampler, float4 coord, int shape, int to_half);
float4 __clb_read_image_float_at(clb_image d, uint sampler, int4 coord, int shape, int to_half);
// Integer channels: the stored value, sign-extended for signed types
// (read_imagei and read_imageui both take these bits).
uint4 __clb_read_image_integer(clb_image d, uint sampler, float4 coord, int shape);
uint4 __clb_read_image_integer_at(clb_image d, uint sampler, int4 coord, int shape);
void __clb_write_image_float(clb_image d, int4 coord, float4 color, int shape);
// The color is signed (write_imagei: is_signed) or unsigned (write_imageui)
// and saturates to the channel's type (convert_<T>_sat).
void __clb_write_image_integer(clb_image d, int4 coord, uint4 color, int shape, int is_signed);
// Mipmapped reads: `lod` explicit, or computed from the gradients (in
// normalized coordinates per axis, as the canonical coordinate; an array's layer
// has none) by __clb_image_gradient_lod. Float results filter between two
// levels where the sampler's CLB_SAMPLER_MIP_FILTER_LINEAR bit is set,
// integer results always take the nearest level.
float4 __clb_read_image_float_lod(clb_image d, uint sampler, float4 coord, float lod, int shape);
float4 __clb_read_image_float_grad(clb_image d, uint sampler, float4 coord, float4 gx, float4 gy,
                                   int shape);
uint4 __clb_read_image_integer_lod(clb_image d, uint sampler, float4 coord, float lod, int shape);
uint4 __clb_read_image_integer_grad(clb_image d, uint sampler, float4 coord, float4 gx, float4 gy,
                                    int shape);
float __clb_image_gradient_lod(clb_image d, float4 gx, float4 gy, int shape);
// Writes to level `lod` (outside [0, levels - 1]: nothing is written).
void __clb_write_image_float_lod(clb_image d, int4 coord, int lod, float4 color, int shape);
void __clb_write_image_integer_lod(clb_image d, int4 coord, int lod, uint4 color, int shape,
                                   int is_signed);
#if CLB_HAS_FP16
half4 __clb_read_image_half(clb_image d, uint sampler, float4 coord, int shape);
half4 __clb_read_image_half_at(clb_image d, uint sampler, int4 coord, int shape);
void __clb_write_image_half(clb_image d, int4 coord, half4 color, int shape);
#endif

// The sRGB conversions as tables (generated into image/builtins.cl by
// gen/SrgbTables.cpp from the spec's formulas in double): each code's linear
// value, as float and as half bits, and thresholds[k], the smallest float
// that write_imagef encodes to code k or more.
extern constant float __clb_srgb_to_linear[256];
extern constant ushort __clb_srgb_to_linear_half[256];
extern constant float __clb_srgb_thresholds[256];

// ---- Texels (generic/image/clb_texel.cl, with the writes) ---------------------
// The texel at canonical integer coordinates, or the border color where
// they are outside the image (every axis, layer and sample is checked: an
// image is never read or written out of bounds).
// `level`: the mip level read (0 for every read without a lod).
float4 __clb_image_texel_float(clb_image d, int4 at, int shape, int to_half, int level);
uint4 __clb_image_texel_integer(clb_image d, int4 at, int shape, int level);
void __clb_write_image_float_level(clb_image d, int4 at, int level, float4 color, int shape);
void __clb_write_image_integer_level(clb_image d, int4 at, int level, uint4 color, int shape,
                                     int is_signed);

// The spec's linear filter around i0, i1 with the weights frac (those of
// __clb_image_locate), in mip level `level`.
float4 __clb_image_filter_linear(clb_image d, int4 i0, int4 i1, float4 frac, int shape, int to_half,
                                 int level);

// ---- Sampling (generic/image/clb_sample.cl) ----------------------------------
// The texel coordinates of float coordinates `coord` under `sampler`, for
// nearest filtering (i0) or linear (i0, i1 and the weights frac), in mip
// level `level`'s sizes.
void __clb_image_locate(clb_image d, uint sampler, float4 coord, int shape, int linear, int level,
                        private int4 *i0, private int4 *i1, private float4 *frac);

#endif
