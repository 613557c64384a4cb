// Texels: where a texel is, and its channels to and from colors, for every
// channel order and data type the library reads (include/clb/image.h).
//
// Normalized channels are decoded in float, without a division and without
// double (norm_value below): GPUs pay a subroutine for a division and most
// have slow double or none. Only the sRGB orders' transfer function is
// evaluated in double.
#include <clb/convert.h>
#include <clb/image.h>

// ---- Channel order ------------------------------------------------------------
// For each of r, g, b, a (a nibble each, r lowest): the stored channel it
// reads, or CLB_ZERO / CLB_ONE for the spec's missing-channel values.
#define CLB_ZERO 4u
#define CLB_ONE 5u
#define CLB_SWIZZLE(r, g, b, a) ((r) | (g) << 4 | (b) << 8 | (a) << 12)

static uint swizzle(int order) {
  switch (order) {
  case CLK_R:
  case CLK_Rx:
  case CLK_DEPTH:
    return CLB_SWIZZLE(0, CLB_ZERO, CLB_ZERO, CLB_ONE);
  case CLK_A:
    return CLB_SWIZZLE(CLB_ZERO, CLB_ZERO, CLB_ZERO, 0);
  case CLK_RG:
  case CLK_RGx:
    return CLB_SWIZZLE(0, 1, CLB_ZERO, CLB_ONE);
  case CLK_RA:
    return CLB_SWIZZLE(0, CLB_ZERO, CLB_ZERO, 1);
  case CLK_RGB:
  case CLK_RGBx:
  case CLK_sRGB:
  case CLK_sRGBx:
    return CLB_SWIZZLE(0, 1, 2, CLB_ONE);
  case CLK_RGBA:
  case CLK_sRGBA:
    return CLB_SWIZZLE(0, 1, 2, 3);
  case CLK_BGRA:
  case CLK_sBGRA:
    return CLB_SWIZZLE(2, 1, 0, 3);
  case CLK_ARGB:
    return CLB_SWIZZLE(1, 2, 3, 0);
  case CLK_ABGR:
    return CLB_SWIZZLE(3, 2, 1, 0);
  case CLK_INTENSITY:
    return CLB_SWIZZLE(0, 0, 0, 0);
  case CLK_LUMINANCE:
    return CLB_SWIZZLE(0, 0, 0, CLB_ONE);
  default:  // not an order the library knows: reads as (0, 0, 0, 1)
    return CLB_SWIZZLE(CLB_ZERO, CLB_ZERO, CLB_ZERO, CLB_ONE);
  }
}

// The color component stored in channel i (the first that reads it:
// CL_INTENSITY and CL_LUMINANCE store r), or -1 for a padding channel.
static int component_of_channel(uint sw, int i) {
  for (int c = 0; c < 4; ++c)
    if (((sw >> (4 * c)) & 15u) == (uint)i)
      return c;
  return -1;
}

// The spec's border: alpha 1 for the orders without alpha ("Determining the
// Border Color or Value"; CL_sRGB reads as CL_RGB), else 0; depth reads 0.
static int border_alpha(int order) {
  return order == CLK_R || order == CLK_RG || order == CLK_RGB || order == CLK_LUMINANCE ||
         order == CLK_sRGB;
}

static int is_srgb(int order) {
  return order == CLK_sRGB || order == CLK_sRGBx || order == CLK_sRGBA || order == CLK_sBGRA;
}

// ---- Where a texel is -----------------------------------------------------------
// The address of the texel at canonical coordinates of mip level `level`,
// or NULL where any coordinate the shape uses is outside that level. Level 0
// is the descriptor's own geometry (every image's); a level above it takes
// its sizes from level 0's and its offset and pitches from its entry.
static global uchar *texel_address(clb_image d, int4 at, int shape, int level) {
  const int axes = CLB_IMAGE_AXES(shape);
  int in = (uint)at.x < (uint)__clb_level_size(d->width, level);
  if (axes >= 2)
    in &= (uint)at.y < (uint)__clb_level_size(d->height, level);
  else
    at.y = 0;
  if (axes == 3)
    in &= (uint)at.z < (uint)__clb_level_size(d->depth, level);
  else if (shape & CLB_IMAGE_ARRAYED)
    in &= (uint)at.z < (uint)d->array_size;
  else
    at.z = 0;
  long samples = 1;
  if (shape & CLB_IMAGE_MSAA) {
    in &= (uint)at.w < (uint)d->num_samples;
    samples = d->num_samples;
  } else {
    at.w = 0;
  }
  // The address is computed whatever `in` says and selected at the end: the
  // descriptor's fields are then read unconditionally, once for all the
  // texels of a filter, and no branch separates one texel's load from the
  // next. (Level 0 reads the descriptor, a level above it its entry.)
  const long texel_bytes = (long)d->elem_size * d->num_channels;
  long offset = 0, row_pitch = d->row_pitch, slice_pitch = d->slice_pitch;
  if (level) {
    const global clb_image_level *l = __clb_image_level(d, level);
    offset = l->offset;
    row_pitch = l->row_pitch;
    slice_pitch = l->slice_pitch;
  }
  global uchar *p = d->data + offset + (long)at.z * slice_pitch + (long)at.y * row_pitch +
                    ((long)at.x * samples + at.w) * texel_bytes;
  return in ? p : 0;
}

// ---- Decoding ---------------------------------------------------------------------
// The code c of a normalized channel as a float, c / max correctly rounded
// (max = 2^k - 1 for unorm, 2^(k-1) - 1 for snorm, k <= 16; a constant at
// every call). q = c * (1 / max) is within an ulp of the quotient; its
// residual c - q * max is exact in one fma, and one fma more rounds q
// correctly, for every code of every normalized type
// (ImageRead.EveryCodeOfEveryNormalizedType checks all of them against the
// host's division). `to_half`: the result is c / max rounded once to half
// (and held in a float): q rounded to odd by the residual's sign keeps the
// information a second rounding needs (float has 13 more bits than half), so
// rounding that to half is rounding the quotient itself.
static float norm_value(int c, float max, int to_half) {
  // The magnitude in float (exact), not abs(c): LLVM narrows abs of a
  // sign-extended short to a 16-bit abs, for which -32768 is poison, and on
  // nvptx64 the most negative snorm16 code then read as +32768 / 32767.
  const float a = c < 0 ? -(float)c : (float)c;
#ifdef __SPIR__
  // CPUs divide in a few cycles, vectorized; the division is the quotient
  // correctly rounded.
  float q = a / max;
#else
  const float r = 1.0f / max;
  float q = a * r;
  q = fma(fma(-q, max, a), r, q);
#endif
#if CLB_HAS_FP16
  if (to_half) {
    const float e = fma(-q, max, a);  // exact: the sign says where a / max lies
    const uint odd = (as_uint(q) - (e < 0.0f)) | (e != 0.0f);
    q = __clb_float_rte_half(__clb_half_rte_float(as_float(odd)));
  }
#endif
  // The spec's max(-1, c / max): the most negative snorm code reads -1 too.
  return c < 0 ? -fmin(q, 1.0f) : q;
}

// Stored channel i of a non-packed texel, as the color component reads it
// (rounded to half already where `to_half`).
static float channel_value(global const uchar *p, int i, int type, int to_half) {
  switch (type) {
  case CLK_UNORM_INT8:
    return norm_value(p[i], 255.0f, to_half);
  case CLK_SNORM_INT8:
    return norm_value(((global const char *)p)[i], 127.0f, to_half);
  case CLK_UNORM_INT16:
    return norm_value(((global const ushort *)p)[i], 65535.0f, to_half);
  case CLK_SNORM_INT16:
    return norm_value(((global const short *)p)[i], 32767.0f, to_half);
  case CLK_FLOAT: {
    const float f = ((global const float *)p)[i];
#if CLB_HAS_FP16
    if (to_half)
      return __clb_float_rte_half(__clb_half_rte_float(f));
#endif
    return f;
  }
#if CLB_HAS_FP16
  case CLK_HALF_FLOAT:
    return __clb_float_rte_half(as_half(((global const ushort *)p)[i]));
#endif
  default:  // integer channels through read_imagef: undefined by the spec
    return 0.0f;
  }
}

// The spec's sRGB to linear formula ("Conversion Rules for sRGBA and sBGRA
// Images") of an 8-bit code, correctly rounded: a table (include/clb/image.h),
// as a double pow here would set the register count of every image kernel on
// nvptx64 (below).
static float srgb_to_linear(uint code, int to_half) {
#if CLB_HAS_FP16
  if (to_half)
    return __clb_float_rte_half(as_half(__clb_srgb_to_linear_half[code]));
#endif
  return __clb_srgb_to_linear[code];
}

// Stored channel `i` of the texel at p (a packed type's field i: r, g, b
// from the high bits down), as the color component reads it.
static float stored_channel(global const uchar *p, int i, int type, int to_half) {
  switch (type) {
  case CLK_UNORM_SHORT_565: {
    const uint u = *(global const ushort *)p;
    return i == 1 ? norm_value(u >> 5 & 63u, 63.0f, to_half)
                  : norm_value(u >> (i ? 0 : 11) & 31u, 31.0f, to_half);
  }
  case CLK_UNORM_SHORT_555: {
    const uint u = *(global const ushort *)p;
    return norm_value(u >> (10 - 5 * i) & 31u, 31.0f, to_half);
  }
  case CLK_UNORM_INT_101010: {
    const uint u = *(global const uint *)p;
    return norm_value(u >> (20 - 10 * i) & 1023u, 1023.0f, to_half);
  }
  default:
    return channel_value(p, i, type, to_half);
  }
}

// Every format, every order: the general decoder, out of line so that the
// fast paths below stay small enough to inline (on nvptx64 a call passes its
// arguments through memory and the caller's shape no longer folds). Each
// component reads its channel from memory again rather than holding all
// four: on nvptx64 a kernel takes the register count of everything it may
// call, so this function must stay as lean as the kernels that read the
// common formats (which then keep full occupancy).
static __attribute__((noinline)) float4 texel_float_general(clb_image d, global const uchar *p,
                                                            int to_half) {
  const int order = d->order, type = d->data_type;
  const uint sw = swizzle(order);
  const int srgb = is_srgb(order) && type == CLK_UNORM_INT8;
  float color[4];
  for (int c = 0; c < 4; ++c) {
    const uint from = sw >> (4 * c) & 15u;
    // Only r, g and b are sRGB-encoded; alpha is linear.
    float x = from == CLB_ZERO  ? 0.0f
              : from == CLB_ONE ? 1.0f
              : srgb && c < 3   ? srgb_to_linear(p[from], to_half)
                                : stored_channel(p, (int)from, type, to_half);
    color[c] = x;
  }
  return (float4)(color[0], color[1], color[2], color[3]);
}

// The formats most kernels read, decoded without the general decoder, with
// one vector load a texel (a texel is aligned to its size: runtimes give
// images, rows and slices in whole texels, the spec's row pitch a multiple
// of the element size). Half results take the general path, which rounds
// once.
// The kinds are tested as conditions on the format, never as one integer
// compared with each kind: LLVM turns such compares into a switch, and
// PoCL's vectorizer leaves a work-item loop with a switch in it scalar.
#define KIND_GENERAL 0
#define KIND_UNORM8X4 1 /* CL_RGBA or CL_BGRA, CL_UNORM_INT8 */
#define KIND_FLOATX4 2  /* CL_RGBA, CL_FLOAT */
static int is_unorm8x4(clb_image d, int to_half) {
  return !to_half && d->data_type == CLK_UNORM_INT8 &&
         (d->order == CLK_RGBA || d->order == CLK_BGRA);
}
static int is_floatx4(clb_image d, int to_half) {
  return !to_half && d->data_type == CLK_FLOAT && d->order == CLK_RGBA;
}

// The texel at p, or the border where p is NULL, of a kind fixed by the
// caller. For CL_BGRA the channels come back in memory order: the caller
// swaps r and b (once for a whole filter, which is linear per channel).
// Outside the image the fast kinds load from the descriptor instead (always
// readable, and larger than a texel) and select the border (0: both orders
// have alpha): the loads are then unconditional, so a filter's texels are
// fetched together rather than one after another.
static __attribute__((always_inline)) float4 texel_of_kind(clb_image d, global const uchar *p,
                                                           int kind, int to_half) {
  global const uchar *at = p ? p : (global const uchar *)d;
  if (kind == KIND_UNORM8X4) {
    const uchar4 u = *(global const uchar4 *)at;
    const float4 v = (float4)(norm_value(u.x, 255.0f, 0), norm_value(u.y, 255.0f, 0),
                              norm_value(u.z, 255.0f, 0), norm_value(u.w, 255.0f, 0));
    return p ? v : 0.0f;
  }
  if (kind == KIND_FLOATX4) {
    const float4 v = vload4(0, (global const float *)at);
    return p ? v : 0.0f;
  }
  if (!p)
    return (float4)(0.0f, 0.0f, 0.0f, border_alpha(d->order) ? 1.0f : 0.0f);
  return texel_float_general(d, p, to_half);
}

static float4 channel_order(clb_image d, int kind, float4 v) {
  return kind == KIND_UNORM8X4 && d->order == CLK_BGRA ? v.zyxw : v;
}

// One texel: outside the image the border, by a branch (the load from the
// descriptor serves filters only: here, on PoCL, it would turn the
// work-items' consecutive loads into a gather).
__attribute__((always_inline)) float4 __clb_image_texel_float(clb_image d, int4 at, int shape,
                                                              int to_half, int level) {
  global const uchar *p = texel_address(d, at, shape, level);
  if (!p)
    return (float4)(0.0f, 0.0f, 0.0f, border_alpha(d->order) ? 1.0f : 0.0f);
  if (is_unorm8x4(d, to_half))
    return channel_order(d, KIND_UNORM8X4, texel_of_kind(d, p, KIND_UNORM8X4, 0));
  if (is_floatx4(d, to_half))
    return texel_of_kind(d, p, KIND_FLOATX4, 0);
  return texel_float_general(d, p, to_half);
}

// Corner k of the spec's linear filter: the texel taking i1 on the axes
// whose bit of k is set and i0 on the others, weighted by the product of a
// or 1 - a per axis. (An array's layer is the same in i0 and i1.)
static __attribute__((always_inline)) float4 corner(clb_image d, int4 i0, int4 i1, float4 f,
                                                    int shape, int to_half, int level, int kind,
                                                    int k) {
  const int axes = CLB_IMAGE_AXES(shape);
  const int4 at = (int4)(k & 1 ? i1.x : i0.x, k & 2 ? i1.y : i0.y, k & 4 ? i1.z : i0.z, 0);
  float w = k & 1 ? f.x : 1.0f - f.x;
  if (axes >= 2)
    w *= k & 2 ? f.y : 1.0f - f.y;
  if (axes == 3)
    w *= k & 4 ? f.z : 1.0f - f.z;
  return w * texel_of_kind(d, texel_address(d, at, shape, level), kind, to_half);
}

// The spec's sum over the 2, 4 or 8 corners, written out (the shape is a
// constant only once the read is inlined into its kernel, too late for an
// unrolling pragma) so that their loads are issued together.
static __attribute__((always_inline)) float4 filter_of_kind(clb_image d, int4 i0, int4 i1,
                                                            float4 f, int shape, int to_half,
                                                            int level, int kind) {
  const int axes = CLB_IMAGE_AXES(shape);
  float4 sum = 0.0f;
  sum += corner(d, i0, i1, f, shape, to_half, level, kind, 0);
  sum += corner(d, i0, i1, f, shape, to_half, level, kind, 1);
  if (axes >= 2) {
    sum += corner(d, i0, i1, f, shape, to_half, level, kind, 2);
    sum += corner(d, i0, i1, f, shape, to_half, level, kind, 3);
  }
  if (axes == 3) {
    sum += corner(d, i0, i1, f, shape, to_half, level, kind, 4);
    sum += corner(d, i0, i1, f, shape, to_half, level, kind, 5);
    sum += corner(d, i0, i1, f, shape, to_half, level, kind, 6);
    sum += corner(d, i0, i1, f, shape, to_half, level, kind, 7);
  }
  return channel_order(d, kind, sum);
}

// One copy of the filter per kind, the kind decided once per read.
__attribute__((always_inline)) float4 __clb_image_filter_linear(clb_image d, int4 i0, int4 i1,
                                                                float4 f, int shape, int to_half,
                                                                int level) {
  if (is_unorm8x4(d, to_half))
    return filter_of_kind(d, i0, i1, f, shape, 0, level, KIND_UNORM8X4);
  if (is_floatx4(d, to_half))
    return filter_of_kind(d, i0, i1, f, shape, 0, level, KIND_FLOATX4);
  return filter_of_kind(d, i0, i1, f, shape, to_half, level, KIND_GENERAL);
}

uint4 __clb_image_texel_integer(clb_image d, int4 at, int shape, int level) {
  global const uchar *p = texel_address(d, at, shape, level);
  const int order = d->order;
  if (!p)
    return (uint4)(0u, 0u, 0u, border_alpha(order) ? 1u : 0u);
  uint stored[4] = {0u, 0u, 0u, 0u};
  for (int i = 0; i < d->num_channels && i < 4; ++i) {
    switch (d->data_type) {
    case CLK_SIGNED_INT8:
      stored[i] = (uint)(int)((global const char *)p)[i];
      break;
    case CLK_UNSIGNED_INT8:
      stored[i] = p[i];
      break;
    case CLK_SIGNED_INT16:
      stored[i] = (uint)(int)((global const short *)p)[i];
      break;
    case CLK_UNSIGNED_INT16:
      stored[i] = ((global const ushort *)p)[i];
      break;
    case CLK_SIGNED_INT32:
    case CLK_UNSIGNED_INT32:
      stored[i] = ((global const uint *)p)[i];
      break;
    default:  // non-integer channels through read_imagei/ui: undefined
      break;
    }
  }
  const uint sw = swizzle(order);
  uint color[4];
  for (int c = 0; c < 4; ++c) {
    const uint from = sw >> (4 * c) & 15u;
    color[c] = from == CLB_ZERO ? 0u : from == CLB_ONE ? 1u : stored[from];
  }
  return (uint4)(color[0], color[1], color[2], color[3]);
}

// ---- Encoding -----------------------------------------------------------------------
// The spec's convert_<T>_sat_rte(x) for a channel of range [lo, hi]: NaN
// stores 0.
static int sat_rte(float x, float lo, float hi) {
  return isnan(x) ? 0 : (int)rint(fmin(fmax(x, lo), hi));
}

// The spec's linear to sRGB rule, the code floor(c * 255 + 0.5) of the
// formula in double: the largest code whose threshold (the smallest float
// encoding to it, include/clb/image.h) is at most c, by bisection.
static uint linear_to_srgb(float f) {
  const float c = isnan(f) ? 0.0f : fmin(fmax(f, 0.0f), 1.0f);
  uint k = 0;
  for (uint step = 128; step; step >>= 1)
    if (c >= __clb_srgb_thresholds[k + step])
      k += step;
  return k;
}

static void store_channel(global uchar *p, int i, int type, float f) {
  switch (type) {
  case CLK_UNORM_INT8:
    p[i] = (uchar)sat_rte(f * 255.0f, 0.0f, 255.0f);
    break;
  case CLK_SNORM_INT8:
    ((global char *)p)[i] = (char)sat_rte(f * 127.0f, -128.0f, 127.0f);
    break;
  case CLK_UNORM_INT16:
    ((global ushort *)p)[i] = (ushort)sat_rte(f * 65535.0f, 0.0f, 65535.0f);
    break;
  case CLK_SNORM_INT16:
    ((global short *)p)[i] = (short)sat_rte(f * 32767.0f, -32768.0f, 32767.0f);
    break;
  case CLK_FLOAT:
    ((global float *)p)[i] = f;
    break;
#if CLB_HAS_FP16
  case CLK_HALF_FLOAT:
    ((global ushort *)p)[i] = as_ushort(__clb_half_rte_float(f));
    break;
#endif
  default:  // integer channels through write_imagef: undefined, left as they are
    break;
  }
}

// write_imagef (write_imageh through read_image_half.cl). Writes take integer
// coordinates and no sampler; a texel outside the image (undefined by the
// spec) is not written. `level`: the mip level written (0 but for the
// writes with a lod).
static __attribute__((noinline)) void write_float_general(clb_image d, global uchar *p,
                                                         float4 color);

// On nvptx64 the color is taken before the bounds check: otherwise LLVM sinks
// the kernel's load of it into the in-bounds branch, after the descriptor's
// loads, and every write waits for the two in turn (0.85x nvcc's store).
#ifdef __NVPTX__
#define CLB_COLOR_NOW(c) __asm__ volatile("" ::"f"(c.x), "f"(c.y), "f"(c.z), "f"(c.w))
#else
#define CLB_COLOR_NOW(c)
#endif

__attribute__((always_inline)) void __clb_write_image_float_level(clb_image d, int4 at, int level,
                                                                  float4 color, int shape) {
  CLB_COLOR_NOW(color);
  global uchar *p = texel_address(d, at, shape, level);
  if (!p)
    return;
  const int type = d->data_type;
  // The formats most kernels write, with one vector store and no branch (a
  // branch per lane keeps PoCL from vectorizing work-items): the spec's
  // convert_uchar_sat_rte(c * 255) per channel, as store_channel does, NaN
  // storing 0 (fmax takes the number).
  if (type == CLK_UNORM_INT8 && (d->order == CLK_RGBA || d->order == CLK_BGRA)) {
    const float4 c = rint((d->order == CLK_RGBA ? color : color.zyxw) * 255.0f);
    const uchar4 u = convert_uchar4(fmin(fmax(c, 0.0f), 255.0f));
#ifdef __SPIR__
    vstore4(u, 0, p);  // PoCL's work-item loops vectorize byte stores better
#else
    *(global uchar4 *)p = u;  // one aligned 32-bit store, as the read
#endif
    return;
  }
  if (type == CLK_FLOAT && d->order == CLK_RGBA) {
    vstore4(color, 0, (global float *)p);
    return;
  }
  write_float_general(d, p, color);
}

__attribute__((always_inline)) void __clb_write_image_float(clb_image d, int4 at, float4 color,
                                                            int shape) {
  __clb_write_image_float_level(d, at, 0, color, shape);
}

// Every other format, out of line as texel_float_general is.
static void write_float_general(clb_image d, global uchar *p, float4 color) {
  const int type = d->data_type;
  const float rgba[4] = {color.x, color.y, color.z, color.w};
  switch (type) {
  case CLK_UNORM_SHORT_565:
    *(global ushort *)p = (ushort)(sat_rte(rgba[0] * 31.0f, 0.0f, 31.0f) << 11 |
                                   sat_rte(rgba[1] * 63.0f, 0.0f, 63.0f) << 5 |
                                   sat_rte(rgba[2] * 31.0f, 0.0f, 31.0f));
    return;
  case CLK_UNORM_SHORT_555:
    *(global ushort *)p = (ushort)(sat_rte(rgba[0] * 31.0f, 0.0f, 31.0f) << 10 |
                                   sat_rte(rgba[1] * 31.0f, 0.0f, 31.0f) << 5 |
                                   sat_rte(rgba[2] * 31.0f, 0.0f, 31.0f));
    return;
  case CLK_UNORM_INT_101010:
    *(global uint *)p = (uint)sat_rte(rgba[0] * 1023.0f, 0.0f, 1023.0f) << 20 |
                        (uint)sat_rte(rgba[1] * 1023.0f, 0.0f, 1023.0f) << 10 |
                        (uint)sat_rte(rgba[2] * 1023.0f, 0.0f, 1023.0f);
    return;
  }
  const uint sw = swizzle(d->order);
  const int srgb = is_srgb(d->order);
  for (int i = 0; i < d->num_channels && i < 4; ++i) {
    const int c = component_of_channel(sw, i);
    if (c < 0)  // padding (CL_Rx ...): stored as 0
      store_channel(p, i, type, 0.0f);
    else if (srgb && c < 3 && type == CLK_UNORM_INT8)
      p[i] = (uchar)linear_to_srgb(rgba[c]);
    else
      store_channel(p, i, type, rgba[c]);
  }
}

void __clb_write_image_integer_level(clb_image d, int4 at, int level, uint4 color, int shape,
                                     int is_signed) {
  global uchar *p = texel_address(d, at, shape, level);
  if (!p)
    return;
  const uint rgba[4] = {color.x, color.y, color.z, color.w};
  const uint sw = swizzle(d->order);
  for (int i = 0; i < d->num_channels && i < 4; ++i) {
    const int c = component_of_channel(sw, i);
    // write_imagei's value is signed, write_imageui's unsigned; either is
    // saturated to the channel's range (convert_<T>_sat).
    const long v = c < 0 ? 0 : is_signed ? (long)(int)rgba[c] : (long)rgba[c];
    switch (d->data_type) {
    case CLK_SIGNED_INT8:
      ((global char *)p)[i] = (char)clamp(v, (long)CHAR_MIN, (long)CHAR_MAX);
      break;
    case CLK_UNSIGNED_INT8:
      p[i] = (uchar)clamp(v, 0L, (long)UCHAR_MAX);
      break;
    case CLK_SIGNED_INT16:
      ((global short *)p)[i] = (short)clamp(v, (long)SHRT_MIN, (long)SHRT_MAX);
      break;
    case CLK_UNSIGNED_INT16:
      ((global ushort *)p)[i] = (ushort)clamp(v, 0L, (long)USHRT_MAX);
      break;
    case CLK_SIGNED_INT32:
      ((global int *)p)[i] = (int)clamp(v, (long)INT_MIN, (long)INT_MAX);
      break;
    case CLK_UNSIGNED_INT32:
      ((global uint *)p)[i] = (uint)clamp(v, 0L, (long)UINT_MAX);
      break;
    default:  // non-integer channels through write_imagei/ui: undefined, left
      break;
    }
  }
}

void __clb_write_image_integer(clb_image d, int4 at, uint4 color, int shape, int is_signed) {
  __clb_write_image_integer_level(d, at, 0, color, shape, is_signed);
}

// write_image*(..., lod, ...): a lod outside the image's levels (undefined
// by the spec, which requires [0, levels - 1]) writes nothing, as a
// coordinate outside the level does.
void __clb_write_image_float_lod(clb_image d, int4 at, int lod, float4 color, int shape) {
  if ((uint)lod < (uint)__clb_image_levels(d))
    __clb_write_image_float_level(d, at, lod, color, shape);
}

void __clb_write_image_integer_lod(clb_image d, int4 at, int lod, uint4 color, int shape,
                                   int is_signed) {
  if ((uint)lod < (uint)__clb_image_levels(d))
    __clb_write_image_integer_level(d, at, lod, color, shape, is_signed);
}
