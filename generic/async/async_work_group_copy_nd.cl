// cl_khr_extended_async_copies: 2-D and 3-D copies of num_bytes_per_element
// elements, shared among the work-items as the 1-D copies are: line by line,
// the group's items take the line's bytes in turn, so any element size,
// offset and stride works and neighbouring items touch neighbouring bytes.
// (No division of a flat index: LLVM turns a div/rem pair into a freeze,
// which the SPIR-V translator cannot translate.)
#include <clb/async.h>

#define CLB_COPY_ND(DST, SRC)                                                   \
  CLB_ASYNC event_t async_work_group_copy_3D3D(                            \
      DST void *dst, size_t dst_offset, const SRC void *src, size_t src_offset, \
      size_t bytes, size_t per_line, size_t lines, size_t planes, size_t src_line_stride, \
      size_t src_plane_stride, size_t dst_line_stride, size_t dst_plane_stride, event_t e) { \
    DST uchar *d = (DST uchar *)dst + dst_offset * bytes;                       \
    const SRC uchar *s = (const SRC uchar *)src + src_offset * bytes;           \
    const size_t line = per_line * bytes, first = __clb_async_item(), n = __clb_async_items(); \
    for (size_t p = 0; p < planes; ++p)                                         \
      for (size_t l = 0; l < lines; ++l) {                                      \
        DST uchar *dl = d + (p * dst_plane_stride + l * dst_line_stride) * bytes; \
        const SRC uchar *sl = s + (p * src_plane_stride + l * src_line_stride) * bytes; \
        for (size_t b = first; b < line; b += n)                                \
          dl[b] = sl[b];                                                        \
      }                                                                         \
    return e;                                                                   \
  }                                                                             \
  CLB_ASYNC event_t async_work_group_copy_2D2D(                            \
      DST void *dst, size_t dst_offset, const SRC void *src, size_t src_offset, \
      size_t bytes, size_t per_line, size_t lines, size_t src_line_stride,      \
      size_t dst_line_stride, event_t e) {                                      \
    return async_work_group_copy_3D3D(dst, dst_offset, src, src_offset, bytes, per_line, \
                                            lines, 1, src_line_stride, 0, dst_line_stride, 0, e); \
  }
CLB_COPY_ND(local, global)
CLB_COPY_ND(global, local)
