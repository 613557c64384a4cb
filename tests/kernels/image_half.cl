// read_imageh and write_imageh (cl_khr_fp16) for tests/suite/
// image_half_test.cpp, on 2D images: mode 0 float coordinates with the
// sampler, 1 integer coordinates with it, 2 integer ones without; halves
// travel as their bits. <name>_desc twins as in image_read.cl.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef read_only image2d_t ro2d;
typedef write_only image2d_t wo2d;

static void readh(ro2d img, sampler_t s, global const float4 *coords, int mode,
                  global ushort4 *out) {
  size_t i = get_global_id(0);
  float2 c = coords[i].xy;
  half4 r = 0;
  switch (mode) {
  case 0: r = read_imageh(img, s, c); break;
  case 1: r = read_imageh(img, s, convert_int2(c)); break;
  case 2: r = read_imageh(img, convert_int2(c)); break;
  }
  out[i] = as_ushort4(r);
}

static void writeh(wo2d img, global const int4 *coords, global const ushort4 *colors) {
  size_t i = get_global_id(0);
  write_imageh(img, coords[i].xy, as_half4(colors[i]));
}

// Image parameters spell the type out (PoCL finds image arguments by the
// type name: image_read.cl).
kernel void read_half_2d(read_only image2d_t img, sampler_t s, global const float4 *coords,
                         int mode, global ushort4 *out) {
  readh(img, s, coords, mode, out);
}
kernel void read_half_2d_desc(global void *img, sampler_t s, global const float4 *coords,
                              int mode, global ushort4 *out) {
  readh(__builtin_astype(img, ro2d), s, coords, mode, out);
}
kernel void write_half_2d(write_only image2d_t img, global const int4 *coords,
                          global const ushort4 *colors) {
  writeh(img, coords, colors);
}
kernel void write_half_2d_desc(global void *img, global const int4 *coords,
                               global const ushort4 *colors) {
  writeh(__builtin_astype(img, wo2d), coords, colors);
}
