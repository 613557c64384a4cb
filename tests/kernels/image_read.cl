// Image reads for tests/suite/image_read_test.cpp: one kernel per image type,
// every read of that type chosen by `mode` (the function, the coordinate
// kind, with or without the sampler), so formats and samplers are data and
// PoCL compiles each kernel once. Results travel as their bits. Work-item 0
// also answers the image queries into info[0..9]: width, height, depth,
// array size, get_image_dim's 4 components, channel data type, order (-1
// where the type has no such query).
//
// Each kernel has a twin, <name>_desc, taking the descriptor as a global
// pointer and turning it into the image with __builtin_astype: the PoCL
// backend passes images of formats PoCL cannot create that way
// (tests/support/opencl_backend.cpp).

typedef read_only image1d_t ro1d;
typedef read_only image1d_buffer_t ro1db;
typedef read_only image1d_array_t ro1da;
typedef read_only image2d_t ro2d;
typedef read_only image2d_array_t ro2da;
typedef read_only image3d_t ro3d;

// mode: 0-2 read_imagef, 3-5 read_imagei, 6-8 read_imageui; within each,
// float coordinates with the sampler, integer coordinates with the sampler,
// integer coordinates without one.
#define READ_BY_MODE(img, s, fc, ic)                                            \
  switch (mode) {                                                               \
  case 0: r = as_uint4(read_imagef(img, s, fc)); break;                         \
  case 1: r = as_uint4(read_imagef(img, s, ic)); break;                         \
  case 2: r = as_uint4(read_imagef(img, ic)); break;                            \
  case 3: r = as_uint4(read_imagei(img, s, fc)); break;                         \
  case 4: r = as_uint4(read_imagei(img, s, ic)); break;                         \
  case 5: r = as_uint4(read_imagei(img, ic)); break;                            \
  case 6: r = read_imageui(img, s, fc); break;                                  \
  case 7: r = read_imageui(img, s, ic); break;                                  \
  case 8: r = read_imageui(img, ic); break;                                     \
  }

#define INFO(w, h, d, n, dx, dy, dz, dw, img)                                   \
  if (get_global_id(0) == 0) {                                                  \
    info[0] = w; info[1] = h; info[2] = d; info[3] = n;                         \
    info[4] = dx; info[5] = dy; info[6] = dz; info[7] = dw;                     \
    info[8] = get_image_channel_data_type(img);                                 \
    info[9] = get_image_channel_order(img);                                     \
  }

static void read1d(ro1d img, sampler_t s, global const float4 *coords, int mode,
                   global uint4 *out, global int *info) {
  size_t i = get_global_id(0);
  float c = coords[i].x;
  uint4 r = 0;
  READ_BY_MODE(img, s, c, (int)c)
  out[i] = r;
  INFO(get_image_width(img), -1, -1, -1, -1, -1, -1, -1, img)
}

// 1D buffer images have no sampled reads.
static void read1db(ro1db img, global const float4 *coords, int mode, global uint4 *out,
                    global int *info) {
  size_t i = get_global_id(0);
  int c = (int)coords[i].x;
  uint4 r = 0;
  switch (mode) {
  case 2: r = as_uint4(read_imagef(img, c)); break;
  case 5: r = as_uint4(read_imagei(img, c)); break;
  case 8: r = read_imageui(img, c); break;
  }
  out[i] = r;
  INFO(get_image_width(img), -1, -1, -1, -1, -1, -1, -1, img)
}

static void read1da(ro1da img, sampler_t s, global const float4 *coords, int mode,
                    global uint4 *out, global int *info) {
  size_t i = get_global_id(0);
  float2 c = coords[i].xy;
  uint4 r = 0;
  READ_BY_MODE(img, s, c, convert_int2(c))
  out[i] = r;
  INFO(get_image_width(img), -1, -1, (int)get_image_array_size(img), -1, -1, -1, -1, img)
}

static void read2d(ro2d img, sampler_t s, global const float4 *coords, int mode,
                   global uint4 *out, global int *info) {
  size_t i = get_global_id(0);
  float2 c = coords[i].xy;
  uint4 r = 0;
  READ_BY_MODE(img, s, c, convert_int2(c))
  out[i] = r;
  int2 d = get_image_dim(img);
  INFO(get_image_width(img), get_image_height(img), -1, -1, d.x, d.y, -1, -1, img)
}

static void read2da(ro2da img, sampler_t s, global const float4 *coords, int mode,
                    global uint4 *out, global int *info) {
  size_t i = get_global_id(0);
  float4 c = coords[i];
  uint4 r = 0;
  READ_BY_MODE(img, s, c, convert_int4(c))
  out[i] = r;
  int2 d = get_image_dim(img);
  INFO(get_image_width(img), get_image_height(img), -1, (int)get_image_array_size(img), d.x,
       d.y, -1, -1, img)
}

static void read3d(ro3d img, sampler_t s, global const float4 *coords, int mode,
                   global uint4 *out, global int *info) {
  size_t i = get_global_id(0);
  float4 c = coords[i];
  uint4 r = 0;
  READ_BY_MODE(img, s, c, convert_int4(c))
  out[i] = r;
  int4 d = get_image_dim(img);
  INFO(get_image_width(img), get_image_height(img), get_image_depth(img), -1, d.x, d.y, d.z,
       d.w, img)
}

// The kernel's parameter spells the image type out: PoCL recognizes image
// arguments by the type name in the kernel's metadata, and a typedef's name
// makes it pass a plain pointer instead of its image descriptor.
#define READ_KERNELS(name, param, type)                                         \
  kernel void name(param img, sampler_t s, global const float4 *coords, int mode, \
                   global uint4 *out, global int *info) {                       \
    name##_body(img, s, coords, mode, out, info);                               \
  }                                                                             \
  kernel void name##_desc(global void *img, sampler_t s, global const float4 *coords, \
                          int mode, global uint4 *out, global int *info) {      \
    name##_body(__builtin_astype(img, type), s, coords, mode, out, info);       \
  }

#define read_1d_body read1d
#define read_1d_array_body read1da
#define read_2d_body read2d
#define read_2d_array_body read2da
#define read_3d_body read3d
READ_KERNELS(read_1d, read_only image1d_t, ro1d)
READ_KERNELS(read_1d_array, read_only image1d_array_t, ro1da)
READ_KERNELS(read_2d, read_only image2d_t, ro2d)
READ_KERNELS(read_2d_array, read_only image2d_array_t, ro2da)
READ_KERNELS(read_3d, read_only image3d_t, ro3d)

kernel void read_1d_buffer(read_only image1d_buffer_t img, sampler_t unused, global const float4 *coords, int mode,
                           global uint4 *out, global int *info) {
  read1db(img, coords, mode, out, info);
}
kernel void read_1d_buffer_desc(global void *img, sampler_t unused, global const float4 *coords,
                                int mode, global uint4 *out, global int *info) {
  read1db(__builtin_astype(img, ro1db), coords, mode, out, info);
}
