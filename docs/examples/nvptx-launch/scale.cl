// The kernel of the nvptx64 launch example (main.c): any OpenCL C kernel.
//   clb-link --target nvptx64 --emit ptx -O3 -o scale.ptx scale.cl
kernel void scale(global float *data, float factor, uint n) {
  size_t i = get_global_id(0);
  if (i - get_global_offset(0) < n)
    data[i] *= factor;
}
