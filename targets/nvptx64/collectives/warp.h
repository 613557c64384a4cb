// Warp-level pieces of the nvptx64 collectives: shuffles for every
// collective type (64-bit values move as two 32-bit halves, half as the low
// 16 bits), and where this work-item sits in its warp.
#ifndef CLB_NVPTX_WARP_H
#define CLB_NVPTX_WARP_H

#include <clb/work_group.h>

// Work-items are numbered x fastest into warps of 32, as OpenCL's linear
// local id counts them, so a warp is 32 consecutive linear ids.
typedef struct {
  uint n;     // work-items in the group
  uint lane;  // linear id % 32
  uint warp;  // linear id / 32
  uint warps; // ceil(n / 32)
  uint lanes; // work-items in this warp: 32 except in a last, partial warp
  uint mask;  // those lanes, for shfl.sync
} __clb_nvptx_warp_t;

static inline __clb_nvptx_warp_t __clb_nvptx_warp(void) {
  __clb_nvptx_warp_t w;
  uint i = __clb_work_group_linear_id();
  w.n = __clb_work_group_items();
  w.lane = i & 31;
  w.warp = i >> 5;
  w.warps = (w.n + 31) >> 5;
  w.lanes = __clb_work_group_min_uint(32u, w.n - (w.warp << 5));
  w.mask = w.lanes == 32 ? 0xffffffffu : (1u << w.lanes) - 1;
  return w;
}

// shfl.sync's c operand: clamp at lane 31 (down, bfly, idx) or 0 (up).
#define __CLB_NVPTX_SHFL_U32(kind, c)                                          \
  static inline uint __clb_nvptx_shfl_##kind##_u32(uint mask, uint v, int arg) { \
    return (uint)__nvvm_shfl_sync_##kind##_i32(mask, (int)v, arg, c);          \
  }
__CLB_NVPTX_SHFL_U32(bfly, 0x1f)
__CLB_NVPTX_SHFL_U32(down, 0x1f)
__CLB_NVPTX_SHFL_U32(up, 0)
__CLB_NVPTX_SHFL_U32(idx, 0x1f)

#define __CLB_NVPTX_SHFL_32(T, kind)                                           \
  static inline T __clb_nvptx_shfl_##kind##_##T(uint mask, T v, int arg) {     \
    return as_##T(__clb_nvptx_shfl_##kind##_u32(mask, as_uint(v), arg));       \
  }
#define __CLB_NVPTX_SHFL_64(T, kind)                                           \
  static inline T __clb_nvptx_shfl_##kind##_##T(uint mask, T v, int arg) {     \
    uint2 p = as_uint2(v);                                                     \
    p.x = __clb_nvptx_shfl_##kind##_u32(mask, p.x, arg);                       \
    p.y = __clb_nvptx_shfl_##kind##_u32(mask, p.y, arg);                       \
    return as_##T(p);                                                          \
  }
#define __CLB_NVPTX_SHFL_16(T, kind)                                           \
  static inline T __clb_nvptx_shfl_##kind##_##T(uint mask, T v, int arg) {     \
    return as_##T((ushort)__clb_nvptx_shfl_##kind##_u32(mask, as_ushort(v), arg)); \
  }
#define __CLB_NVPTX_SHFL_ALL_KINDS(SIZE, T)                                    \
  SIZE(T, bfly) SIZE(T, down) SIZE(T, up) SIZE(T, idx)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_32, int)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_32, uint)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_32, float)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_64, long)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_64, ulong)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_64, double)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_16, half)

// Barriers of the collectives: bar.sync orders shared memory within the CTA.
#define CLB_NVPTX_BARRIER() __nvvm_bar_sync(0)

#endif
