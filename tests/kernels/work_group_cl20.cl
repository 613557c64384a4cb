// The collectives from an OpenCL C 2.0 kernel (args.txt: -cl-std=CL2.0),
// uniform arithmetic included: reduce add, scan mul, broadcast.
#include <clbuiltins/work_group_uniform_arithmetic.h>

kernel void collectives_cl20(global const int *in, global int *out) {
  size_t g = get_global_id(0), n = get_global_size(0);
  int x = in[g];
  out[g] = work_group_reduce_add(x);
  out[n + g] = work_group_scan_inclusive_mul(x);
  out[2 * n + g] = work_group_broadcast(x, get_local_size(0) - 1);
}
