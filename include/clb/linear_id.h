// get_global_linear_id and get_local_linear_id written on the other
// work-item functions (OpenCL C 3.0, 6.15.1), for targets whose runtime does
// not define them.
#ifndef CLB_LINEAR_ID_H
#define CLB_LINEAR_ID_H

static inline size_t __clb_global_linear_id(void) {
  size_t x = get_global_id(0) - get_global_offset(0);
  size_t y = get_global_id(1) - get_global_offset(1);
  size_t z = get_global_id(2) - get_global_offset(2);
  return (z * get_global_size(1) + y) * get_global_size(0) + x;
}

static inline size_t __clb_local_linear_id(void) {
  return (get_local_id(2) * get_local_size(1) + get_local_id(1)) * get_local_size(0) +
         get_local_id(0);
}

#endif
