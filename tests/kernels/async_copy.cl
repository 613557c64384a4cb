// async_work_group_copy, async_work_group_strided_copy, wait_group_events,
// prefetch and cl_khr_extended_async_copies in the CTS pattern: copy, wait
// (a barrier), use (tests/suite/async_copy_test.cpp). Group g works on
// region g of each buffer (region bytes apart). Types by hand.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include <clbuiltins/extended_async_copies.h>

// Each phase is one switch over the 66 types, and the waits sit between the
// phases, so the kernel has five barriers, not five per type (PoCL compiles a
// barrier's regions once per barrier). Phases: src -> local at offset off;
// every item uses the local copy (reversed into rev, so items read elements
// other items copied); local -> dst with a stride; src strided -> local;
// local -> dst2 contiguous.
#define PHASE(P, T)                                                             \
  {                                                                             \
    local T *l = (local T *)lbuf;                                               \
    const global T *s = (const global T *)(src + region) + off;                 \
    if (P == 0) {                                                               \
      prefetch(s, n);                                                           \
      ev = async_work_group_copy(l, s, n, 0);                                   \
    } else if (P == 1) {                                                        \
      for (size_t j = lid; j < n; j += ls)                                      \
        ((global T *)(rev + region))[j] = l[n - 1 - j];                         \
    } else if (P == 2) {                                                        \
      ev = async_work_group_strided_copy((global T *)(dst + region) + off, l, n, stride, 0); \
    } else if (P == 3) {                                                        \
      ev = async_work_group_strided_copy(l, s, n, stride, 0);                   \
    } else {                                                                    \
      ev = async_work_group_copy((global T *)(dst2 + region) + off, l, n, ev);  \
    }                                                                           \
    break;                                                                      \
  }
#define WIDTHS(P, T)                                                            \
  case 6 * T##_ID: PHASE(P, T)                                                  \
  case 6 * T##_ID + 1: PHASE(P, T##2)                                           \
  case 6 * T##_ID + 2: PHASE(P, T##3)                                           \
  case 6 * T##_ID + 3: PHASE(P, T##4)                                           \
  case 6 * T##_ID + 4: PHASE(P, T##8)                                           \
  case 6 * T##_ID + 5: PHASE(P, T##16)
enum { char_ID, uchar_ID, short_ID, ushort_ID, int_ID, uint_ID, long_ID, ulong_ID, float_ID,
       double_ID, half_ID };
#define ALL_TYPES(P)                                                            \
  switch (which) {                                                              \
    WIDTHS(P, char) WIDTHS(P, uchar) WIDTHS(P, short) WIDTHS(P, ushort) WIDTHS(P, int) \
    WIDTHS(P, uint) WIDTHS(P, long) WIDTHS(P, ulong) WIDTHS(P, float) WIDTHS(P, double) \
    WIDTHS(P, half)                                                             \
  }

// A few types, for the other group sizes (PoCL compiles a kernel per local
// size; every type goes through one macro, so group sizes need not be
// crossed with all 66). which: 6 * type + width index, as above.
#define SOME_TYPES(P)                                                           \
  switch (which) {                                                              \
  case 6 * char_ID: PHASE(P, char)                                              \
  case 6 * int_ID + 2: PHASE(P, int3)                                           \
  case 6 * double_ID + 5: PHASE(P, double16)                                    \
  case 6 * half_ID + 1: PHASE(P, half2)                                         \
  }

#define COPY_KERNEL(NAME, TYPES)                                                \
  kernel void NAME(global const uchar *src, global uchar *dst, global uchar *dst2, \
                   global uchar *rev, int which, uint n, uint off, uint stride,  \
                   uint region_bytes) {                                         \
    local ulong16 lbuf[64];                                                     \
    const size_t lid = get_local_id(0), ls = get_local_size(0);                 \
    const size_t region = get_group_id(0) * region_bytes;                       \
    event_t ev = 0;                                                             \
    TYPES(0)                                                                    \
    wait_group_events(1, &ev);                                                  \
    TYPES(1)                                                                    \
    barrier(CLK_LOCAL_MEM_FENCE);                                               \
    TYPES(2)                                                                    \
    wait_group_events(1, &ev);                                                  \
    TYPES(3)                                                                    \
    wait_group_events(1, &ev);                                                  \
    TYPES(4)                                                                    \
    wait_group_events(1, &ev);                                                  \
  }
COPY_KERNEL(copy_types, ALL_TYPES)
COPY_KERNEL(copy_some_types, SOME_TYPES)

// 3-D (planes > 1) or 2-D (planes == 1) global -> local -> global, each
// direction with its own offsets and strides (in elements of bytes bytes).
kernel void copy_nd(global const uchar *src, global uchar *dst, uint region_bytes, uint bytes,
                    uint per_line, uint lines, uint planes, uint src_off, uint src_ls,
                    uint src_ps, uint loc_off, uint loc_ls, uint loc_ps, uint dst_off,
                    uint dst_ls, uint dst_ps) {
  local uchar lbuf[8192];
  const size_t region = get_group_id(0) * region_bytes;
  event_t ev;
  if (planes == 1)
    ev = async_work_group_copy_2D2D(lbuf, loc_off, src + region, src_off, bytes, per_line, lines,
                                    src_ls, loc_ls, 0);
  else
    ev = async_work_group_copy_3D3D(lbuf, loc_off, src + region, src_off, bytes, per_line, lines,
                                    planes, src_ls, src_ps, loc_ls, loc_ps, 0);
  wait_group_events(1, &ev);
  if (planes == 1)
    ev = async_work_group_copy_2D2D(dst + region, dst_off, lbuf, loc_off, bytes, per_line, lines,
                                    loc_ls, dst_ls, 0);
  else
    ev = async_work_group_copy_3D3D(dst + region, dst_off, lbuf, loc_off, bytes, per_line, lines,
                                    planes, loc_ls, loc_ps, dst_ls, dst_ps, 0);
  wait_group_events(1, &ev);
}
