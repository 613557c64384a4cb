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
#if CLB_HAS_FP16
half4 __clb_read_image_half(clb_image d, uint sampler, float4 coord, int shape);
half4 __clb_read_image_half_at(clb_image d, uint sampler, int4 coord, int shape);
void __clb_write_image_half(clb_image d, int4 coord, half4 color, int shape);
#endif

// ---- Texels (generic/image/clb_texel.cl, with the writes) ---------------------
// The texel at canonical integer coordinates, or the border color where
// they are outside the image (every axis, layer and sample is checked: an
// image is never read or written out of bounds).
float4 __clb_image_texel_float(clb_image d, int4 at, int shape, int to_half);
uint4 __clb_image_texel_integer(clb_image d, int4 at, int shape);

// ---- Sampling (generic/image/clb_sample.cl) ----------------------------------
// The texel coordinates of float coordinates `coord` under `sampler`, for
// nearest filtering (i0) or linear (i0, i1 and the weights frac).
void __clb_image_locate(clb_image d, uint sampler, float4 coord, int shape, int linear,
                        private int4 *i0, private int4 *i1, private float4 *frac);

#endif
