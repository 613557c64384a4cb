/* The image ABI, host half: how a runtime passes images and samplers to
 * kernels that clb-link built for nvptx64 or amdgcn (installed as
 * <clbuiltins/host/image.h>; C99 or C++, header-only, no OpenCL or CUDA
 * headers needed). The library's image builtins (generic/image/) read the same
 * struct: this header is also compiled as OpenCL C (include/clb/image.h), so
 * the layout is written once.
 *
 * An image kernel argument is the 8-byte device address of a
 * clb_image_desc in global memory; a sampler argument is an 8-byte integer
 * holding the sampler's bits (CLB_SAMPLER_*, the values of OpenCL C's CLK_*
 * sampler constants). On spir64 the runtime is PoCL, which builds this very
 * layout itself (its dev_image_t, pocl_image_types.h) and passes a sampler
 * as a pointer-sized integer with the same bits: checked on PoCL 3.1, see
 * docs/usage.md.
 *
 * Texel (x, y, z) of an image starts at
 *     data + z * slice_pitch + y * row_pitch + x * elem_size * num_channels
 * where z is the layer of a 1D or 2D image array (1D arrays too use
 * slice_pitch, as PoCL does) and the depth of a 3D image. For the msaa types
 * (cl_khr_gl_msaa_sharing, which PoCL lacks) the num_samples samples of a
 * texel are consecutive: sample s of texel (x, y[, layer]) starts at
 *     data + layer * slice_pitch + y * row_pitch
 *          + (x * num_samples + s) * elem_size * num_channels.
 *
 * Mipmapped images (cl_khr_mipmap_image) are a clb_image_mip_desc: the
 * 56-byte descriptor, describing level 0, then one clb_image_level per level.
 * num_mip_levels tells the two apart: CLB_IMAGE_MIP_MAGIC plus the level
 * count marks a mip descriptor; any other value (PoCL writes 64 there for
 * its own images, which have one level) means one level and nothing after
 * the 56 bytes. Level l has the sizes max(1, size >> l) of the sizes the
 * image type has (an array's layer count is every level's), and texel
 * (x, y, z) of level l starts at
 *     data + level[l].offset + z * level[l].slice_pitch
 *          + y * level[l].row_pitch + x * elem_size * num_channels;
 * level 0 is read from the descriptor's own data and pitches (level[0]
 * must agree: offset 0, the same pitches).
 *
 * elem_size is the size of one channel in bytes and num_channels the number
 * of channels stored (PoCL's convention: CL_RGBA/CL_UNORM_INT8 has elem_size
 * 1, num_channels 4). The packed types (CL_UNORM_SHORT_565, _555,
 * CL_UNORM_INT_101010) count as one channel of 2 or 4 bytes. */
#ifndef CLBUILTINS_HOST_IMAGE_H
#define CLBUILTINS_HOST_IMAGE_H

#ifdef __OPENCL_C_VERSION__
/* The library's view: the data pointer is a global pointer. */
#define CLB_IMAGE_ADDRESS global uchar *
#define CLB_IMAGE_INT int
#define CLB_IMAGE_U64 ulong
#else
#include <stddef.h>
#include <stdint.h>
#include <string.h>
/* The host's view: a device address (a CUdeviceptr on CUDA). */
#define CLB_IMAGE_ADDRESS uint64_t
#define CLB_IMAGE_INT int32_t
#define CLB_IMAGE_U64 uint64_t
#endif

/* 56 bytes, PoCL 3.1's dev_image_t field for field. Sizes not used by an
 * image type are 0 (a 2D image's depth, a 1D image's height). order and
 * data_type hold the cl_channel_order / cl_channel_type values (CL_RGBA =
 * 0x10B5, CL_UNORM_INT8 = 0x10D2, ...), the same numbers as OpenCL C's
 * CLK_* constants. */
typedef struct clb_image_desc {
  CLB_IMAGE_ADDRESS data; /* texel (0, 0, 0) */
  CLB_IMAGE_INT width, height, depth;
  CLB_IMAGE_INT array_size;             /* layers of an image array, else 0 */
  CLB_IMAGE_INT row_pitch, slice_pitch; /* bytes */
  CLB_IMAGE_INT num_mip_levels;         /* CLB_IMAGE_MIP_MAGIC + levels, or one level */
  CLB_IMAGE_INT num_samples;            /* msaa images; else 0 */
  CLB_IMAGE_INT order, data_type;
  CLB_IMAGE_INT num_channels, elem_size;
} clb_image_desc;

/* A mip descriptor's num_mip_levels: the magic in the high 16 bits, the
 * level count (1 to CLB_IMAGE_MAX_LEVELS) in the low 16. No PoCL image
 * carries it, so PoCL's own value there is never taken for a level count. */
#define CLB_IMAGE_MIP_MAGIC 0x6D690000
#define CLB_IMAGE_MIP_MAGIC_MASK 0xFFFF0000
#define CLB_IMAGE_MAX_LEVELS 32 /* an int32 size has at most 31 */

/* One level of a mipmapped image, 16 bytes. */
typedef struct clb_image_level {
  CLB_IMAGE_U64 offset;                 /* bytes from the descriptor's data */
  CLB_IMAGE_INT row_pitch, slice_pitch; /* bytes; slice pitch 0 as at level 0 */
} clb_image_level;

/* The device reads level[1 .. levels - 1] only (level 0 from the
 * descriptor itself): a host may allocate 56 + 16 * levels bytes instead of
 * the whole struct. */
typedef struct clb_image_mip_desc {
  clb_image_desc image; /* level 0; num_mip_levels = CLB_IMAGE_MIP_MAGIC + levels */
  clb_image_level level[CLB_IMAGE_MAX_LEVELS];
} clb_image_mip_desc;

/* Sampler bits (a sampler argument's value). */
#define CLB_SAMPLER_NORMALIZED_COORDS 0x1
#define CLB_SAMPLER_ADDRESS_NONE 0x0
#define CLB_SAMPLER_ADDRESS_CLAMP_TO_EDGE 0x2
#define CLB_SAMPLER_ADDRESS_CLAMP 0x4
#define CLB_SAMPLER_ADDRESS_REPEAT 0x6
#define CLB_SAMPLER_ADDRESS_MIRRORED_REPEAT 0x8
#define CLB_SAMPLER_ADDRESS_MASK 0xE
#define CLB_SAMPLER_FILTER_NEAREST 0x10
#define CLB_SAMPLER_FILTER_LINEAR 0x20
/* cl_khr_mipmap_image's CL_SAMPLER_MIP_FILTER_MODE_KHR = CL_FILTER_LINEAR
 * (no CLK_ value: OpenCL C cannot declare it; the extension's default,
 * nearest, is the bit's absence). The library's own bit, clear in every
 * sampler PoCL or a program makes. */
#define CLB_SAMPLER_MIP_FILTER_LINEAR 0x40

#ifndef __OPENCL_C_VERSION__
#ifdef __cplusplus
static_assert(sizeof(clb_image_desc) == 56, "the device reads 56 bytes");
static_assert(sizeof(clb_image_mip_desc) == 56 + 16 * CLB_IMAGE_MAX_LEVELS, "level[] at 56");
extern "C" {
#else
_Static_assert(sizeof(clb_image_desc) == 56, "the device reads 56 bytes");
_Static_assert(sizeof(clb_image_mip_desc) == 56 + 16 * CLB_IMAGE_MAX_LEVELS, "level[] at 56");
#endif

/* The sampler bits of a cl_sampler's properties, from the host API's values
 * (CL_ADDRESS_NONE 0x1130 ... CL_ADDRESS_MIRRORED_REPEAT 0x1134,
 * CL_FILTER_NEAREST 0x1140, CL_FILTER_LINEAR 0x1141); -1 for a value that is
 * none of them. */
static inline int64_t clb_sampler_bits(int normalized, uint32_t addressing_mode,
                                       uint32_t filter_mode) {
  static const uint32_t address[5] = {CLB_SAMPLER_ADDRESS_NONE, CLB_SAMPLER_ADDRESS_CLAMP_TO_EDGE,
                                      CLB_SAMPLER_ADDRESS_CLAMP, CLB_SAMPLER_ADDRESS_REPEAT,
                                      CLB_SAMPLER_ADDRESS_MIRRORED_REPEAT};
  if (addressing_mode < 0x1130 || addressing_mode > 0x1134 ||
      (filter_mode != 0x1140 && filter_mode != 0x1141))
    return -1;
  return (normalized ? CLB_SAMPLER_NORMALIZED_COORDS : 0) | address[addressing_mode - 0x1130] |
         (filter_mode == 0x1141 ? CLB_SAMPLER_FILTER_LINEAR : CLB_SAMPLER_FILTER_NEAREST);
}

/* Channels stored for a cl_channel_order (0: not an order the library
 * reads). CL_Rx, CL_RGx and CL_RGBx store their padding channel. */
static inline int clb_image_order_channels(uint32_t order) {
  switch (order) {
  case 0x10B0: /* CL_R */
  case 0x10B1: /* CL_A */
  case 0x10B8: /* CL_INTENSITY */
  case 0x10B9: /* CL_LUMINANCE */
  case 0x10BD: /* CL_DEPTH */
    return 1;
  case 0x10B2: /* CL_RG */
  case 0x10B3: /* CL_RA */
  case 0x10BA: /* CL_Rx */
    return 2;
  case 0x10B4: /* CL_RGB */
  case 0x10BB: /* CL_RGx */
  case 0x10BF: /* CL_sRGB */
    return 3;
  case 0x10B5: /* CL_RGBA */
  case 0x10B6: /* CL_BGRA */
  case 0x10B7: /* CL_ARGB */
  case 0x10BC: /* CL_RGBx */
  case 0x10C0: /* CL_sRGBx */
  case 0x10C1: /* CL_sRGBA */
  case 0x10C2: /* CL_sBGRA */
  case 0x10C3: /* CL_ABGR */
    return 4;
  default:
    return 0;
  }
}

/* Bytes of one channel of a cl_channel_type; for the packed types, of the
 * whole texel (0: not a type the library reads). */
static inline int clb_image_type_bytes(uint32_t data_type) {
  switch (data_type) {
  case 0x10D0: /* CL_SNORM_INT8 */
  case 0x10D2: /* CL_UNORM_INT8 */
  case 0x10D7: /* CL_SIGNED_INT8 */
  case 0x10DA: /* CL_UNSIGNED_INT8 */
    return 1;
  case 0x10D1: /* CL_SNORM_INT16 */
  case 0x10D3: /* CL_UNORM_INT16 */
  case 0x10D4: /* CL_UNORM_SHORT_565 */
  case 0x10D5: /* CL_UNORM_SHORT_555 */
  case 0x10D8: /* CL_SIGNED_INT16 */
  case 0x10DB: /* CL_UNSIGNED_INT16 */
  case 0x10DD: /* CL_HALF_FLOAT */
    return 2;
  case 0x10D6: /* CL_UNORM_INT_101010 */
  case 0x10D9: /* CL_SIGNED_INT32 */
  case 0x10DC: /* CL_UNSIGNED_INT32 */
  case 0x10DE: /* CL_FLOAT */
    return 4;
  default:
    return 0;
  }
}

static inline int clb_image_type_is_packed(uint32_t data_type) {
  return data_type == 0x10D4 || data_type == 0x10D5 || data_type == 0x10D6;
}

/* Fills *d for an image of the given format and sizes whose texels start at
 * device address `data`, rows and slices tightly packed (row_pitch = width *
 * texel size, slice_pitch = height * row_pitch, or row_pitch for a 1D
 * array; 0 where there are no slices). Pass 0 for sizes an image type
 * does not have: height for 1D images, depth for all but 3D, array_size for
 * all but arrays, num_samples for all but msaa. Returns the bytes the texels
 * occupy, or 0 (leaving *d zeroed) for an order/type pair the library does
 * not read, a packed type with another order than CL_RGB/CL_RGBx, a negative
 * size, both depth and array_size, or a row or slice pitch past INT32_MAX
 * bytes. */
static inline size_t clb_image_desc_fill(clb_image_desc *d, uint32_t order, uint32_t data_type,
                                         int32_t width, int32_t height, int32_t depth,
                                         int32_t array_size, int32_t num_samples, uint64_t data) {
  const int channels = clb_image_order_channels(order);
  const int bytes = clb_image_type_bytes(data_type);
  const int packed = clb_image_type_is_packed(data_type);
  int64_t texel, row, slice, total;
  memset(d, 0, sizeof *d);
  if (!channels || !bytes || width < 0 || height < 0 || depth < 0 || array_size < 0 ||
      num_samples < 0 || (depth && array_size))
    return 0;
  if (packed && order != 0x10B4 && order != 0x10BC) /* CL_RGB, CL_RGBx */
    return 0;
  texel = (int64_t)(packed ? 1 : channels) * bytes;
  row = texel * width * (num_samples ? num_samples : 1);
  /* A 1D array's layers follow each other row by row. */
  slice = row * (height ? height : 1);
  total = slice * (depth ? depth : 1) * (array_size ? array_size : 1);
  if (row > INT32_MAX || slice > INT32_MAX)
    return 0;
  d->data = data;
  d->width = width;
  d->height = height;
  d->depth = depth;
  d->array_size = array_size;
  d->row_pitch = (int32_t)row;
  /* PoCL's convention: a slice pitch only where there are slices. */
  d->slice_pitch = depth || array_size ? (int32_t)slice : 0;
  d->num_mip_levels = 0;
  d->num_samples = num_samples;
  d->order = (int32_t)order;
  d->data_type = (int32_t)data_type;
  d->num_channels = packed ? 1 : channels;
  d->elem_size = bytes;
  return (size_t)total;
}

/* Fills *d for a mipmapped image of `levels` levels (1 to
 * CLB_IMAGE_MAX_LEVELS, and no more than the largest size has: a 1D, 2D or 3D
 * image, arrayed or not, never msaa nor 1D buffer): level 0 as
 * clb_image_desc_fill fills it, then each level's texels right after the
 * previous level's, rows and slices tight. Returns the bytes all levels
 * occupy, or 0 (leaving *d zeroed) for what clb_image_desc_fill refuses or
 * a level count out of range. */
static inline size_t clb_image_desc_fill_mip(clb_image_mip_desc *d, uint32_t order,
                                             uint32_t data_type, int32_t width, int32_t height,
                                             int32_t depth, int32_t array_size, int32_t levels,
                                             uint64_t data) {
  int32_t largest = width > height ? width : height;
  uint64_t offset = 0;
  int l;
  memset(d, 0, sizeof *d);
  if (depth > largest)
    largest = depth;
  /* A size s has floor(log2(s)) + 1 levels. */
  if (levels < 1 || levels > CLB_IMAGE_MAX_LEVELS || largest < 1 || (largest >> (levels - 1)) < 1)
    return 0;
  for (l = 0; l < levels; ++l) {
    clb_image_desc level;
    const size_t bytes = clb_image_desc_fill(
        &level, order, data_type, width >> l > 1 ? width >> l : 1,
        height ? (height >> l > 1 ? height >> l : 1) : 0,
        depth ? (depth >> l > 1 ? depth >> l : 1) : 0, array_size, 0, data + offset);
    if (!bytes) {
      memset(d, 0, sizeof *d);
      return 0;
    }
    if (l == 0)
      d->image = level;
    d->level[l].offset = offset;
    d->level[l].row_pitch = level.row_pitch;
    d->level[l].slice_pitch = level.slice_pitch;
    offset += bytes;
  }
  d->image.num_mip_levels = (int32_t)(CLB_IMAGE_MIP_MAGIC + levels);
  return (size_t)offset;
}

#ifdef __cplusplus
}
#endif
#endif /* !__OPENCL_C_VERSION__ */

#endif
