// Mipmapped images (cl_khr_mipmap_image, cl_khr_mipmap_image_writes) for
// tests/suite/image_mipmap_test.cpp: one read kernel and one write kernel
// per image type, the builtin chosen by `mode`, results as their bits.
// Work-item 0 answers get_image_num_mip_levels and the level-0 sizes into
// info[0..3].
//
// Reads take three float4 per work-item: the coordinate, gradient x (its w
// the explicit lod) and gradient y. `which` picks the sampler: 0 the
// argument; 1-3 program samplers with the library's linear mip filter bit
// (CLB_SAMPLER_MIP_FILTER_LINEAR, 0x40 in <clbuiltins/host/image.h>), which
// no cl_sampler carries on PoCL.
//
// As in image_read.cl, each kernel has a _desc twin taking the descriptor
// as a global pointer: PoCL makes no mipmapped image, so there the suite
// passes mip descriptors in shared virtual memory.

#define MIP_LINEAR 0x40
constant sampler_t ml1 =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR | MIP_LINEAR;
constant sampler_t ml2 =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST | MIP_LINEAR;
constant sampler_t ml3 =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_LINEAR | MIP_LINEAR;

// mode: 0 read_imagef with a lod, 1 with gradients; 2, 3 read_imagei; 4, 5
// read_imageui. F: the float result as a uint4 (depth images: in .x).
#define READ_MIP(img, s, c, gx, gy, lod, F)                                     \
  switch (mode) {                                                               \
  case 0: r = F(read_imagef(img, s, c, lod)); break;                            \
  case 1: r = F(read_imagef(img, s, c, gx, gy)); break;                         \
  case 2: r = as_uint4(read_imagei(img, s, c, lod)); break;                     \
  case 3: r = as_uint4(read_imagei(img, s, c, gx, gy)); break;                  \
  case 4: r = read_imageui(img, s, c, lod); break;                              \
  case 5: r = read_imageui(img, s, c, gx, gy); break;                           \
  }
#define F4(v) as_uint4(v)
#define F1(v) (uint4)(as_uint(v), 0u, 0u, 0u)
#define NO_INT(img, s, c, gx, gy, lod, F)                                       \
  switch (mode) {                                                               \
  case 0: r = F(read_imagef(img, s, c, lod)); break;                            \
  case 1: r = F(read_imagef(img, s, c, gx, gy)); break;                         \
  }

// One read body per image type: T the image type, C the coordinate, GX/GY
// the gradients, R the read macro, F the result's packing.
#define READ_BODY(name, T, C, G, R, F)                                          \
  static uint4 name##_one(T img, sampler_t s, float4 c4, float4 g4x, float4 g4y, \
                          int mode) {                                           \
    uint4 r = 0;                                                                \
    R(img, s, C(c4), G(g4x), G(g4y), g4x.w, F)                                  \
    return r;                                                                   \
  }                                                                             \
  static void name##_body(T img, sampler_t s, int which, global const float4 *in, \
                          int mode, global uint4 *out, global int *info) {      \
    size_t i = get_global_id(0);                                                \
    float4 c = in[3 * i], gx = in[3 * i + 1], gy = in[3 * i + 2];               \
    uint4 r;                                                                    \
    switch (which) {                                                            \
    case 1: r = name##_one(img, ml1, c, gx, gy, mode); break;                   \
    case 2: r = name##_one(img, ml2, c, gx, gy, mode); break;                   \
    case 3: r = name##_one(img, ml3, c, gx, gy, mode); break;                   \
    default: r = name##_one(img, s, c, gx, gy, mode); break;                    \
    }                                                                           \
    out[i] = r;                                                                 \
    if (i == 0) {                                                               \
      info[0] = get_image_num_mip_levels(img);                                  \
      info[1] = get_image_width(img);                                           \
    }                                                                           \
  }

#define X1(v) (v).x
#define XY(v) (v).xy
#define XYZW(v) (v)

READ_BODY(read_1d, read_only image1d_t, X1, X1, READ_MIP, F4)
READ_BODY(read_1d_array, read_only image1d_array_t, XY, X1, READ_MIP, F4)
READ_BODY(read_2d, read_only image2d_t, XY, XY, READ_MIP, F4)
READ_BODY(read_2d_array, read_only image2d_array_t, XYZW, XY, READ_MIP, F4)
READ_BODY(read_3d, read_only image3d_t, XYZW, XYZW, READ_MIP, F4)
READ_BODY(read_2d_depth, read_only image2d_depth_t, XY, XY, NO_INT, F1)
READ_BODY(read_2d_array_depth, read_only image2d_array_depth_t, XYZW, XY, NO_INT, F1)

// The kernel's parameter spells the image type out (PoCL recognizes image
// arguments by the type name in the kernel's metadata).
#define READ_KERNELS(name, T)                                                   \
  kernel void name(T img, sampler_t s, int which, global const float4 *in, int mode, \
                   global uint4 *out, global int *info) {                       \
    name##_body(img, s, which, in, mode, out, info);                            \
  }                                                                             \
  kernel void name##_desc(global void *img, sampler_t s, int which,             \
                          global const float4 *in, int mode, global uint4 *out, \
                          global int *info) {                                   \
    name##_body(__builtin_astype(img, T), s, which, in, mode, out, info);       \
  }

READ_KERNELS(read_1d, read_only image1d_t)
READ_KERNELS(read_1d_array, read_only image1d_array_t)
READ_KERNELS(read_2d, read_only image2d_t)
READ_KERNELS(read_2d_array, read_only image2d_array_t)
READ_KERNELS(read_3d, read_only image3d_t)
READ_KERNELS(read_2d_depth, read_only image2d_depth_t)
READ_KERNELS(read_2d_array_depth, read_only image2d_array_depth_t)

// Writes: at[i] = (coordinate..., lod) as int4 in the canonical order (x, y,
// z or layer), lod[i], color[i] as bits; mode 0 write_imagef, 1
// write_imagei, 2 write_imageui. Work-item 0 answers the query too.
#define WRITE_MIP(img, c, lod, v)                                               \
  switch (mode) {                                                               \
  case 0: write_imagef(img, c, lod, as_float4(v)); break;                       \
  case 1: write_imagei(img, c, lod, as_int4(v)); break;                         \
  case 2: write_imageui(img, c, lod, v); break;                                 \
  }
#define WRITE_DEPTH(img, c, lod, v)                                             \
  if (mode == 0)                                                                \
    write_imagef(img, c, lod, as_float(v.x));

#define WRITE_BODY(name, T, C, W)                                               \
  static void name##_body(T img, global const int4 *at, global const int *lod,  \
                          global const uint4 *color, int mode, global int *info) { \
    size_t i = get_global_id(0);                                                \
    const int4 a = at[i];                                                       \
    const uint4 v = color[i];                                                   \
    W(img, C(a), lod[i], v)                                                     \
    if (i == 0)                                                                 \
      info[0] = get_image_num_mip_levels(img);                                  \
  }

#define WRITE_KERNELS(name, T, C, W)                                            \
  WRITE_BODY(name, T, C, W)                                                     \
  kernel void name(T img, global const int4 *at, global const int *lod,         \
                   global const uint4 *color, int mode, global int *info) {     \
    name##_body(img, at, lod, color, mode, info);                               \
  }                                                                             \
  kernel void name##_desc(global void *img, global const int4 *at, global const int *lod, \
                          global const uint4 *color, int mode, global int *info) { \
    name##_body(__builtin_astype(img, T), at, lod, color, mode, info);          \
  }

#define IXYZ(v) (v)
WRITE_KERNELS(write_1d, write_only image1d_t, X1, WRITE_MIP)
WRITE_KERNELS(write_1d_array, write_only image1d_array_t, XY, WRITE_MIP)
WRITE_KERNELS(write_2d, write_only image2d_t, XY, WRITE_MIP)
WRITE_KERNELS(write_2d_array, write_only image2d_array_t, IXYZ, WRITE_MIP)
WRITE_KERNELS(write_3d, write_only image3d_t, IXYZ, WRITE_MIP)
WRITE_KERNELS(write_2d_depth, write_only image2d_depth_t, XY, WRITE_DEPTH)
WRITE_KERNELS(write_2d_array_depth, write_only image2d_array_depth_t, IXYZ, WRITE_DEPTH)

// clang 15 declares the read_write mipmap overloads in opencl-c.h but not in
// the builtin table its driver compiles with (clb-link, like clang, uses the
// table): a kernel calling them declares them, and the library's
// definitions (the same mangled names) are linked. A declaration of a
// builtin's name hides the table's overloads of it from the code after it,
// so these and the read_write kernels come last.
#define OVL __attribute__((overloadable))
OVL float4 read_imagef(read_write image2d_t, sampler_t, float2, float);
OVL float4 read_imagef(read_write image2d_t, sampler_t, float2, float2, float2);
OVL int4 read_imagei(read_write image2d_t, sampler_t, float2, float);
OVL int4 read_imagei(read_write image2d_t, sampler_t, float2, float2, float2);
OVL uint4 read_imageui(read_write image2d_t, sampler_t, float2, float);
OVL uint4 read_imageui(read_write image2d_t, sampler_t, float2, float2, float2);
OVL void write_imagef(read_write image2d_t, int2, int, float4);
OVL void write_imagei(read_write image2d_t, int2, int, int4);
OVL void write_imageui(read_write image2d_t, int2, int, uint4);

READ_BODY(read_2d_rw, read_write image2d_t, XY, XY, READ_MIP, F4)
READ_KERNELS(read_2d_rw, read_write image2d_t)
WRITE_KERNELS(write_2d_rw, read_write image2d_t, XY, WRITE_MIP)
