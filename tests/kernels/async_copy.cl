// async_work_group_copy, async_work_group_strided_copy, wait_group_events,
// prefetch and cl_khr_extended_async_copies in the CTS pattern: copy, wait
// (a barrier), use (tests/suite/async_copy_test.cpp). Group g works on
// region g of each buffer (region bytes apart). Types by hand.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include <clbuiltins/extended_async_copies.h>

// One type: src -> local (offset off), every item uses the local copy
// (reversed into rev, read by other items than wrote it), local -> dst with
// a stride, then src strided -> local -> dst2 contiguous.
#define COPY(T)                                                                 \
  {                                                                             \
    local T *l = (local T *)lbuf;                                               \
    const global T *s = (const global T *)(src + region) + off;                 \
    prefetch(s, n);                                                             \
    event_t ev = async_work_group_copy(l, s, n, 0);                             \
    wait_group_events(1, &ev);                                                  \
    for (size_t j = lid; j < n; j += ls)                                        \
      ((global T *)(rev + region))[j] = l[n - 1 - j];                           \
    barrier(CLK_LOCAL_MEM_FENCE);                                               \
    ev = async_work_group_strided_copy((global T *)(dst + region) + off, l, n, stride, 0); \
    wait_group_events(1, &ev);                                                  \
    ev = async_work_group_strided_copy(l, s, n, stride, 0);                     \
    wait_group_events(1, &ev);                                                  \
    ev = async_work_group_copy((global T *)(dst2 + region) + off, l, n, ev);    \
    wait_group_events(1, &ev);                                                  \
    break;                                                                      \
  }
#define WIDTHS(T) case __COUNTER__: COPY(T) case __COUNTER__: COPY(T##2) case __COUNTER__: COPY(T##3) \
  case __COUNTER__: COPY(T##4) case __COUNTER__: COPY(T##8) case __COUNTER__: COPY(T##16)

kernel void copy_types(global const uchar *src, global uchar *dst, global uchar *dst2,
                       global uchar *rev, int which, uint n, uint off, uint stride,
                       uint region_bytes) {
  local ulong16 lbuf[64];
  const size_t lid = get_local_id(0), ls = get_local_size(0);
  const size_t region = get_group_id(0) * region_bytes;
  switch (which) {
    WIDTHS(char) WIDTHS(uchar) WIDTHS(short) WIDTHS(ushort) WIDTHS(int) WIDTHS(uint)
    WIDTHS(long) WIDTHS(ulong) WIDTHS(float) WIDTHS(double) WIDTHS(half)
  }
}

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
