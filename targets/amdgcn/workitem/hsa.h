// Where an amdgcn work-item learns its NDRange. The HSA runtime launches a
// kernel with an AQL kernel dispatch packet (hsa_kernel_dispatch_packet_t,
// in the HSA Platform System Architecture Specification); the hardware
// gives each wave the packet's address (__builtin_amdgcn_dispatch_ptr) and
// each work-item its ids. HSA grids need not be a multiple of the work-group
// size: the last group of a dimension is partial, as in OpenCL 2.0+.
//
// Global offsets are not in the packet: ROCm's OpenCL runtime passes them as
// the first hidden kernel arguments, three 64-bit values where
// __builtin_amdgcn_implicitarg_ptr points (code object v4, LLVM 15's default
// for amdhsa; the backend lists them as hidden_global_offset_x/y/z in the
// kernel's metadata, which is how the runtime knows to fill them).
#ifndef CLB_AMDGCN_HSA_H
#define CLB_AMDGCN_HSA_H

typedef struct {
  ushort header;
  ushort setup;  // bits 0-1: the number of dimensions
  ushort workgroup_size[3];
  ushort reserved0;
  uint grid_size[3];  // work-items, not work-groups
  uint private_segment_size;
  uint group_segment_size;
  ulong kernel_object;
  ulong kernarg_address;
  ulong reserved2;
  ulong completion_signal;
} __clb_hsa_dispatch_packet_t;

static inline __constant __clb_hsa_dispatch_packet_t *__clb_hsa_packet(void) {
  return (__constant __clb_hsa_dispatch_packet_t *)__builtin_amdgcn_dispatch_ptr();
}

// Each query answers dimensions past 2 as the spec orders for
// dimindx >= get_work_dim(): ids 0, sizes 1 (the runtime fills unused
// dimensions of the packet with size 1).
static inline size_t __clb_amdgcn_local_id(uint d) {
  return d == 0 ? __builtin_amdgcn_workitem_id_x()
       : d == 1 ? __builtin_amdgcn_workitem_id_y()
       : d == 2 ? __builtin_amdgcn_workitem_id_z() : 0;
}
static inline size_t __clb_amdgcn_group_id(uint d) {
  return d == 0 ? __builtin_amdgcn_workgroup_id_x()
       : d == 1 ? __builtin_amdgcn_workgroup_id_y()
       : d == 2 ? __builtin_amdgcn_workgroup_id_z() : 0;
}
static inline size_t __clb_amdgcn_enqueued_local_size(uint d) {
  return d < 3 ? __clb_hsa_packet()->workgroup_size[d] : 1;
}
static inline size_t __clb_amdgcn_global_size(uint d) {
  return d < 3 ? __clb_hsa_packet()->grid_size[d] : 1;
}
static inline size_t __clb_amdgcn_global_offset(uint d) {
  return d < 3 ? ((__constant ulong *)__builtin_amdgcn_implicitarg_ptr())[d] : 0;
}

#endif
