// Samplers declared in the program (tests/suite/image_sampler_test.cpp):
// the 16 the spec allows as program-scope constants, one more declared
// inside a function, and a helper taking an image and a sampler that both
// kernels call (with a program sampler and with a kernel argument).

#define N CLK_NORMALIZED_COORDS_TRUE
#define U CLK_NORMALIZED_COORDS_FALSE
constant sampler_t s0 = U | CLK_ADDRESS_NONE | CLK_FILTER_NEAREST;
constant sampler_t s1 = U | CLK_ADDRESS_NONE | CLK_FILTER_LINEAR;
constant sampler_t s2 = U | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t s3 = U | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
constant sampler_t s4 = U | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
constant sampler_t s5 = U | CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR;
const sampler_t s6 = N | CLK_ADDRESS_NONE | CLK_FILTER_NEAREST;
const sampler_t s7 = N | CLK_ADDRESS_NONE | CLK_FILTER_LINEAR;
const sampler_t s8 = N | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
const sampler_t s9 = N | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
__constant sampler_t s10 = N | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
__constant sampler_t s11 = N | CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR;
__constant sampler_t s12 = N | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;
__constant sampler_t s13 = N | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
__constant sampler_t s14 = N | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_NEAREST;
__constant sampler_t s15 = N | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_LINEAR;

// The helper both kernels call.
static float4 sample(read_only image2d_t img, sampler_t s, float2 c) {
  return read_imagef(img, s, c);
}

// which: 0-15 the program samplers above in the order of the spec's
// legal list (tests/support/image_reference.h, legalSamplers()); 16 the one
// declared in this function (the same bits as s13).
kernel void program_samplers(read_only image2d_t img, global const float4 *coords, int which,
                             global float4 *out) {
  const sampler_t local_sampler = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT |
                                  CLK_FILTER_LINEAR;
  size_t i = get_global_id(0);
  float2 c = coords[i].xy;
  float4 r;
  switch (which) {
  case 0: r = sample(img, s0, c); break;
  case 1: r = sample(img, s1, c); break;
  case 2: r = sample(img, s2, c); break;
  case 3: r = sample(img, s3, c); break;
  case 4: r = sample(img, s4, c); break;
  case 5: r = sample(img, s5, c); break;
  case 6: r = sample(img, s6, c); break;
  case 7: r = sample(img, s7, c); break;
  case 8: r = sample(img, s8, c); break;
  case 9: r = sample(img, s9, c); break;
  case 10: r = sample(img, s10, c); break;
  case 11: r = sample(img, s11, c); break;
  case 12: r = sample(img, s12, c); break;
  case 13: r = sample(img, s13, c); break;
  case 14: r = sample(img, s14, c); break;
  case 15: r = sample(img, s15, c); break;
  default: r = sample(img, local_sampler, c); break;
  }
  out[i] = r;
}

kernel void argument_sampler(read_only image2d_t img, sampler_t s, global const float4 *coords,
                             global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = sample(img, s, coords[i].xy);
}
