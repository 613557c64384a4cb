// Image writes for tests/suite/image_write_test.cpp: one kernel per image
// type, the function chosen by `mode` (0 write_imagef, 1 write_imagei,
// 2 write_imageui); colors travel as bits. Work-item i writes colors[i] at
// coords[i]; work-item 0 answers the queries of the write-only image into
// info[0..9] as image_read.cl does.
//
// rw_*: a read_write image (every type but depth) read at a texel (sampler-less), written there,
// fenced and read again: out[2i] is the first read, out[2i + 1] the second.
//
// <name>_desc twins take the descriptor as a global pointer (image_read.cl).

typedef write_only image1d_t wo1d;
typedef write_only image1d_buffer_t wo1db;
typedef write_only image1d_array_t wo1da;
typedef write_only image2d_t wo2d;
typedef write_only image2d_array_t wo2da;
typedef write_only image3d_t wo3d;
typedef read_write image1d_t rw1d;
typedef read_write image1d_buffer_t rw1db;
typedef read_write image1d_array_t rw1da;
typedef read_write image2d_array_t rw2da;
typedef read_write image2d_t rw2d;
typedef read_write image3d_t rw3d;

#define WRITE_BY_MODE(img, c)                                                   \
  switch (mode) {                                                               \
  case 0: write_imagef(img, c, as_float4(color)); break;                        \
  case 1: write_imagei(img, c, as_int4(color)); break;                          \
  case 2: write_imageui(img, c, color); break;                                  \
  }

#define INFO(w, h, d, n, dx, dy, dz, dw, img)                                   \
  if (get_global_id(0) == 0) {                                                  \
    info[0] = w; info[1] = h; info[2] = d; info[3] = n;                         \
    info[4] = dx; info[5] = dy; info[6] = dz; info[7] = dw;                     \
    info[8] = get_image_channel_data_type(img);                                 \
    info[9] = get_image_channel_order(img);                                     \
  }

#define ARGS global const int4 *coords, global const uint4 *colors, int mode, global int *info
#define PASS coords, colors, mode, info

static void write1d(wo1d img, ARGS) {
  size_t i = get_global_id(0);
  uint4 color = colors[i];
  WRITE_BY_MODE(img, coords[i].x)
  INFO(get_image_width(img), -1, -1, -1, -1, -1, -1, -1, img)
}

static void write1db(wo1db img, ARGS) {
  size_t i = get_global_id(0);
  uint4 color = colors[i];
  WRITE_BY_MODE(img, coords[i].x)
  INFO(get_image_width(img), -1, -1, -1, -1, -1, -1, -1, img)
}

static void write1da(wo1da img, ARGS) {
  size_t i = get_global_id(0);
  uint4 color = colors[i];
  WRITE_BY_MODE(img, coords[i].xy)
  INFO(get_image_width(img), -1, -1, (int)get_image_array_size(img), -1, -1, -1, -1, img)
}

static void write2d(wo2d img, ARGS) {
  size_t i = get_global_id(0);
  uint4 color = colors[i];
  WRITE_BY_MODE(img, coords[i].xy)
  int2 d = get_image_dim(img);
  INFO(get_image_width(img), get_image_height(img), -1, -1, d.x, d.y, -1, -1, img)
}

static void write2da(wo2da img, ARGS) {
  size_t i = get_global_id(0);
  uint4 color = colors[i];
  WRITE_BY_MODE(img, coords[i])
  int2 d = get_image_dim(img);
  INFO(get_image_width(img), get_image_height(img), -1, (int)get_image_array_size(img), d.x,
       d.y, -1, -1, img)
}

static void write3d(wo3d img, ARGS) {
  size_t i = get_global_id(0);
  uint4 color = colors[i];
  WRITE_BY_MODE(img, coords[i])
  int4 d = get_image_dim(img);
  INFO(get_image_width(img), get_image_height(img), get_image_depth(img), -1, d.x, d.y, d.z,
       d.w, img)
}

// Image parameters spell the type out (PoCL recognizes image arguments by
// the type name in the metadata: image_read.cl).
#define KERNELS(name, body, param, type)                                        \
  kernel void name(param img, ARGS) { body(img, PASS); }                         \
  kernel void name##_desc(global void *img, ARGS) {                             \
    body(__builtin_astype(img, type), PASS);                                    \
  }

KERNELS(write_1d, write1d, write_only image1d_t, wo1d)
KERNELS(write_1d_buffer, write1db, write_only image1d_buffer_t, wo1db)
KERNELS(write_1d_array, write1da, write_only image1d_array_t, wo1da)
KERNELS(write_2d, write2d, write_only image2d_t, wo2d)
KERNELS(write_2d_array, write2da, write_only image2d_array_t, wo2da)
KERNELS(write_3d, write3d, write_only image3d_t, wo3d)

// The read_write round trip: read, write, fence, read (the spec's example
// in "Reading and Writing to the Same Image in a Kernel").
#define RW_BY_MODE(img, c)                                                      \
  switch (mode) {                                                               \
  case 0:                                                                       \
    out[2 * i] = as_uint4(read_imagef(img, c));                                 \
    write_imagef(img, c, as_float4(color));                                     \
    atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel,           \
                           memory_scope_work_item);                             \
    out[2 * i + 1] = as_uint4(read_imagef(img, c));                             \
    break;                                                                      \
  case 1:                                                                       \
    out[2 * i] = as_uint4(read_imagei(img, c));                                 \
    write_imagei(img, c, as_int4(color));                                       \
    atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel,           \
                           memory_scope_work_item);                             \
    out[2 * i + 1] = as_uint4(read_imagei(img, c));                             \
    break;                                                                      \
  case 2:                                                                       \
    out[2 * i] = read_imageui(img, c);                                          \
    write_imageui(img, c, color);                                               \
    atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel,           \
                           memory_scope_work_item);                             \
    out[2 * i + 1] = read_imageui(img, c);                                      \
    break;                                                                      \
  }

#define RW_ARGS ARGS, global uint4 *out
#define RW_PASS PASS, out

static void readWrite1d(rw1d img, RW_ARGS) {
  size_t i = get_global_id(0);
  uint4 color = colors[i];
  RW_BY_MODE(img, coords[i].x)
  INFO(get_image_width(img), -1, -1, -1, -1, -1, -1, -1, img)
}

static void readWrite1db(rw1db img, RW_ARGS) {
  size_t i = get_global_id(0);
  uint4 color = colors[i];
  RW_BY_MODE(img, coords[i].x)
  INFO(get_image_width(img), -1, -1, -1, -1, -1, -1, -1, img)
}

static void readWrite2da(rw2da img, RW_ARGS) {
  size_t i = get_global_id(0);
  uint4 color = colors[i];
  RW_BY_MODE(img, coords[i])
  int2 d = get_image_dim(img);
  INFO(get_image_width(img), get_image_height(img), -1, (int)get_image_array_size(img), d.x,
       d.y, -1, -1, img)
}

static void readWrite1da(rw1da img, RW_ARGS) {
  size_t i = get_global_id(0);
  uint4 color = colors[i];
  RW_BY_MODE(img, coords[i].xy)
  INFO(get_image_width(img), -1, -1, (int)get_image_array_size(img), -1, -1, -1, -1, img)
}

static void readWrite2d(rw2d img, RW_ARGS) {
  size_t i = get_global_id(0);
  uint4 color = colors[i];
  RW_BY_MODE(img, coords[i].xy)
  int2 d = get_image_dim(img);
  INFO(get_image_width(img), get_image_height(img), -1, -1, d.x, d.y, -1, -1, img)
}

static void readWrite3d(rw3d img, RW_ARGS) {
  size_t i = get_global_id(0);
  uint4 color = colors[i];
  RW_BY_MODE(img, coords[i])
  int4 d = get_image_dim(img);
  INFO(get_image_width(img), get_image_height(img), get_image_depth(img), -1, d.x, d.y, d.z,
       d.w, img)
}

#define RW_KERNELS(name, body, param, type)                                     \
  kernel void name(param img, RW_ARGS) { body(img, RW_PASS); }                   \
  kernel void name##_desc(global void *img, RW_ARGS) {                          \
    body(__builtin_astype(img, type), RW_PASS);                                 \
  }

RW_KERNELS(rw_1d, readWrite1d, read_write image1d_t, rw1d)
RW_KERNELS(rw_1d_buffer, readWrite1db, read_write image1d_buffer_t, rw1db)
RW_KERNELS(rw_1d_array, readWrite1da, read_write image1d_array_t, rw1da)
RW_KERNELS(rw_2d_array, readWrite2da, read_write image2d_array_t, rw2da)
RW_KERNELS(rw_2d, readWrite2d, read_write image2d_t, rw2d)
RW_KERNELS(rw_3d, readWrite3d, read_write image3d_t, rw3d)
