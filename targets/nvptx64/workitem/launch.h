// The nvptx64 launch ABI. CUDA knows neither global offsets nor non-uniform
// work-groups, so the host runtime describes the NDRange here before each
// launch (cuModuleGetGlobal + copy), and splits a non-uniform NDRange into up
// to 2^work_dim CUDA launches of uniform blocks: the interior, then each
// remainder region, with group_offset naming the first group of each launch.
// Blocks are then exactly the OpenCL work-group size, so get_local_size is
// %ntid and barriers never wait on threads that do not exist.
// Layout is shared with tests/support/cuda_launch.h: change both together.
#ifndef CLB_NVPTX_LAUNCH_H
#define CLB_NVPTX_LAUNCH_H

typedef struct {
  uint work_dim;
  uint reserved;
  ulong global_offset[3];
  ulong global_size[3];
  ulong enqueued_local_size[3];
  ulong num_groups[3];
  ulong group_offset[3];
} __clb_nvptx_launch_t;

extern global __clb_nvptx_launch_t __clb_nvptx_launch;

// Dimensions past 2 answer as the spec orders for dimindx >= get_work_dim():
// the host fills unused dimensions with size 1, offset 0.
static inline size_t __clb_nvptx_tid(uint d) {
  return d == 0 ? __nvvm_read_ptx_sreg_tid_x()
       : d == 1 ? __nvvm_read_ptx_sreg_tid_y()
       : d == 2 ? __nvvm_read_ptx_sreg_tid_z() : 0;
}
static inline size_t __clb_nvptx_ntid(uint d) {
  return d == 0 ? __nvvm_read_ptx_sreg_ntid_x()
       : d == 1 ? __nvvm_read_ptx_sreg_ntid_y()
       : d == 2 ? __nvvm_read_ptx_sreg_ntid_z() : 1;
}
static inline size_t __clb_nvptx_ctaid(uint d) {
  return d == 0 ? __nvvm_read_ptx_sreg_ctaid_x()
       : d == 1 ? __nvvm_read_ptx_sreg_ctaid_y()
       : d == 2 ? __nvvm_read_ptx_sreg_ctaid_z() : 0;
}
// The launch-table entry for dimension d, or fallback past dimension 2.
#define CLB_NVPTX_LAUNCH_FIELD(field, d, fallback) \
  ((d) < 3 ? (size_t)__clb_nvptx_launch.field[(d)] : (size_t)(fallback))

#endif
