// cl_khr_extended_async_copies for clbuiltins users.
//
// clang 15's opencl-c.h does not declare these builtins; include this header
// (installed as <clbuiltins/extended_async_copies.h>) in kernels that call
// them and link with clb-link. The declarations are the extension's, with
// clang's overloadable mangling, as newer clang headers declare them, so
// kernels built either way link against clbuiltins. Offsets and strides count
// elements of num_bytes_per_element bytes.
#ifndef CLBUILTINS_EXTENDED_ASYNC_COPIES_H
#define CLBUILTINS_EXTENDED_ASYNC_COPIES_H

#ifndef cl_khr_extended_async_copies
#define cl_khr_extended_async_copies 1
#endif

#define __CLB_EAC_DECL __attribute__((overloadable, convergent))

event_t __CLB_EAC_DECL async_work_group_copy_2D2D(
    __local void *dst, size_t dst_offset, const __global void *src, size_t src_offset,
    size_t num_bytes_per_element, size_t num_elements_per_line, size_t num_lines,
    size_t src_line_stride, size_t dst_line_stride, event_t event);
event_t __CLB_EAC_DECL async_work_group_copy_2D2D(
    __global void *dst, size_t dst_offset, const __local void *src, size_t src_offset,
    size_t num_bytes_per_element, size_t num_elements_per_line, size_t num_lines,
    size_t src_line_stride, size_t dst_line_stride, event_t event);
event_t __CLB_EAC_DECL async_work_group_copy_3D3D(
    __local void *dst, size_t dst_offset, const __global void *src, size_t src_offset,
    size_t num_bytes_per_element, size_t num_elements_per_line, size_t num_lines,
    size_t num_planes, size_t src_line_stride, size_t src_plane_stride, size_t dst_line_stride,
    size_t dst_plane_stride, event_t event);
event_t __CLB_EAC_DECL async_work_group_copy_3D3D(
    __global void *dst, size_t dst_offset, const __local void *src, size_t src_offset,
    size_t num_bytes_per_element, size_t num_elements_per_line, size_t num_lines,
    size_t num_planes, size_t src_line_stride, size_t src_plane_stride, size_t dst_line_stride,
    size_t dst_plane_stride, event_t event);

#undef __CLB_EAC_DECL

#endif
