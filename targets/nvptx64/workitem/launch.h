// The nvptx64 launch ABI, device half (the host half, with the layout and the
// reasons, is include/clbuiltins/nvptx_launch.h; change both together).
//
// CUDA knows neither global offsets nor non-uniform work-groups, so the host
// splits an NDRange into up to 2^work_dim CUDA launches of uniform blocks (the
// interior, then each remainder region) and passes each launch a description
// of the whole NDRange. clb-link appends that description to every kernel as
// one more parameter, by value (tools/clb-link/lib/LaunchParameter.cpp), so it
// lives in the parameter bank: reading a field is a constant-bank operand, not
// a load, and concurrent launches of one module with different NDRanges
// cannot disturb each other. Blocks are exactly the OpenCL work-group size, so
// get_local_size is %ntid and barriers never wait on threads that do not exist.
#ifndef CLB_NVPTX_LAUNCH_H
#define CLB_NVPTX_LAUNCH_H

typedef struct {
  uint work_dim;
  uint flags;  // 0; reserved
  ulong global_offset[3];
  ulong global_size[3];
  ulong enqueued_local_size[3];
  ulong num_groups[3];
  ulong group_offset[3];  // the first group of this CUDA launch
  // group_offset * enqueued_local_size + global_offset: the global id of this
  // launch's first work-item, so that get_global_id is ctaid * ntid + tid +
  // global_id_base, the CUDA index plus one add (a launch of partial groups
  // has one block in that dimension, so ctaid * ntid is 0 there).
  ulong global_id_base[3];
} __clb_nvptx_launch_t;

// CLB_LAUNCH_PARAMETER_BYTES in targets/nvptx64/target.cmake sizes the
// parameter clb-link appends.
_Static_assert(sizeof(__clb_nvptx_launch_t) == 152, "launch parameter size");

// Link-time hooks clb-link resolves in each kernel: the kernel's launch
// parameter, and whether the program was linked with --uniform-launch (the
// host promises launches without global offset whose groups all have the
// enqueued size; the NDRange is then CUDA's own grid).
const __generic __clb_nvptx_launch_t *__clb_launch_parameter(void);
int __clb_launch_uniform(void);

// Dimensions past 2 answer as the spec orders for dimindx >= get_work_dim():
// the host fills unused dimensions with size 1, offset 0.
static inline size_t __clb_nvptx_tid(uint d) {
  return d == 0 ? (uint)__nvvm_read_ptx_sreg_tid_x()
       : d == 1 ? (uint)__nvvm_read_ptx_sreg_tid_y()
       : d == 2 ? (uint)__nvvm_read_ptx_sreg_tid_z() : 0;
}
static inline size_t __clb_nvptx_ntid(uint d) {
  return d == 0 ? (uint)__nvvm_read_ptx_sreg_ntid_x()
       : d == 1 ? (uint)__nvvm_read_ptx_sreg_ntid_y()
       : d == 2 ? (uint)__nvvm_read_ptx_sreg_ntid_z() : 1;
}
static inline size_t __clb_nvptx_ctaid(uint d) {
  return d == 0 ? (uint)__nvvm_read_ptx_sreg_ctaid_x()
       : d == 1 ? (uint)__nvvm_read_ptx_sreg_ctaid_y()
       : d == 2 ? (uint)__nvvm_read_ptx_sreg_ctaid_z() : 0;
}
static inline size_t __clb_nvptx_nctaid(uint d) {
  return d == 0 ? (uint)__nvvm_read_ptx_sreg_nctaid_x()
       : d == 1 ? (uint)__nvvm_read_ptx_sreg_nctaid_y()
       : d == 2 ? (uint)__nvvm_read_ptx_sreg_nctaid_z() : 1;
}
// The launch parameter's entry for dimension d, or fallback past dimension 2.
#define CLB_NVPTX_LAUNCH_FIELD(field, d, fallback) \
  ((d) < 3 ? (size_t)__clb_launch_parameter()->field[(d)] : (size_t)(fallback))

#endif
