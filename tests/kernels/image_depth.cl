// Depth images (CL_DEPTH) for the image suites: reads and writes with the
// argument lists of image_read.cl and image_write.cl (modes 0-2: float
// coordinates with the sampler, integer ones with it, integer ones without;
// writes mode 0). read_imagef returns the depth alone: it travels in .x.

typedef read_only image2d_depth_t ro2dd;
typedef read_only image2d_array_depth_t ro2dad;
typedef write_only image2d_depth_t wo2dd;
typedef write_only image2d_array_depth_t wo2dad;

#define READ_BY_MODE(img, s, fc, ic)                                            \
  switch (mode) {                                                               \
  case 0: r.x = as_uint(read_imagef(img, s, fc)); break;                        \
  case 1: r.x = as_uint(read_imagef(img, s, ic)); break;                        \
  case 2: r.x = as_uint(read_imagef(img, ic)); break;                           \
  }

#define INFO(w, h, d, n, dx, dy, dz, dw, img)                                   \
  if (get_global_id(0) == 0) {                                                  \
    info[0] = w; info[1] = h; info[2] = d; info[3] = n;                         \
    info[4] = dx; info[5] = dy; info[6] = dz; info[7] = dw;                     \
    info[8] = get_image_channel_data_type(img);                                 \
    info[9] = get_image_channel_order(img);                                     \
  }

static void read2dd(ro2dd img, sampler_t s, global const float4 *coords, int mode,
                    global uint4 *out, global int *info) {
  size_t i = get_global_id(0);
  float2 c = coords[i].xy;
  uint4 r = 0;
  READ_BY_MODE(img, s, c, convert_int2(c))
  out[i] = r;
  int2 d = get_image_dim(img);
  INFO(get_image_width(img), get_image_height(img), -1, -1, d.x, d.y, -1, -1, img)
}

static void read2dad(ro2dad img, sampler_t s, global const float4 *coords, int mode,
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

static void write2dd(wo2dd img, global const int4 *coords, global const uint4 *colors, int mode,
                     global int *info) {
  size_t i = get_global_id(0);
  write_imagef(img, coords[i].xy, as_float(colors[i].x));
  int2 d = get_image_dim(img);
  INFO(get_image_width(img), get_image_height(img), -1, -1, d.x, d.y, -1, -1, img)
}

static void write2dad(wo2dad img, global const int4 *coords, global const uint4 *colors,
                      int mode, global int *info) {
  size_t i = get_global_id(0);
  write_imagef(img, coords[i], as_float(colors[i].x));
  int2 d = get_image_dim(img);
  INFO(get_image_width(img), get_image_height(img), -1, (int)get_image_array_size(img), d.x,
       d.y, -1, -1, img)
}

// Image parameters spell the type out (PoCL recognizes image arguments by
// the type name in the metadata: image_read.cl).
#define READ_KERNELS(name, body, param, type)                                   \
  kernel void name(param img, sampler_t s, global const float4 *coords, int mode, \
                   global uint4 *out, global int *info) {                       \
    body(img, s, coords, mode, out, info);                                      \
  }                                                                             \
  kernel void name##_desc(global void *img, sampler_t s, global const float4 *coords, \
                          int mode, global uint4 *out, global int *info) {      \
    body(__builtin_astype(img, type), s, coords, mode, out, info);              \
  }

#define WRITE_KERNELS(name, body, param, type)                                  \
  kernel void name(param img, global const int4 *coords, global const uint4 *colors, int mode, \
                   global int *info) {                                          \
    body(img, coords, colors, mode, info);                                      \
  }                                                                             \
  kernel void name##_desc(global void *img, global const int4 *coords,          \
                          global const uint4 *colors, int mode, global int *info) { \
    body(__builtin_astype(img, type), coords, colors, mode, info);              \
  }

READ_KERNELS(read_2d_depth, read2dd, read_only image2d_depth_t, ro2dd)
READ_KERNELS(read_2d_array_depth, read2dad, read_only image2d_array_depth_t, ro2dad)
WRITE_KERNELS(write_2d_depth, write2dd, write_only image2d_depth_t, wo2dd)
WRITE_KERNELS(write_2d_array_depth, write2dad, write_only image2d_array_depth_t, wo2dad)
