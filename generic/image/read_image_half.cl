// The half cores (read_imageh, write_imageh): the float cores with half
// conversions at the edge. Reads round normalized channels to half from
// their exact value (the float core's half flag), so the final float-to-half
// conversion is exact for them and rounds CL_FLOAT channels and filtered
// results once, to nearest even.
#include <clb/convert.h>
#include <clb/image.h>

#if CLB_HAS_FP16
static half4 to_half4(float4 v) {
  return (half4)(__clb_half_rte_float(v.x), __clb_half_rte_float(v.y), __clb_half_rte_float(v.z),
                 __clb_half_rte_float(v.w));
}

half4 __clb_read_image_half(clb_image d, uint sampler, float4 coord, int shape) {
  return to_half4(__clb_read_image_float(d, sampler, coord, shape, 1));
}

half4 __clb_read_image_half_at(clb_image d, uint sampler, int4 coord, int shape) {
  return to_half4(__clb_read_image_float_at(d, sampler, coord, shape, 1));
}

// half to float is exact.
void __clb_write_image_half(clb_image d, int4 coord, half4 color, int shape) {
  const float4 f = (float4)(__clb_float_rte_half(color.x), __clb_float_rte_half(color.y),
                            __clb_float_rte_half(color.z), __clb_float_rte_half(color.w));
  __clb_write_image_float(d, coord, f, shape);
}
#endif
