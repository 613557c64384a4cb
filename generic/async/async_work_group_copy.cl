// async_work_group_copy and async_work_group_strided_copy: every work-item of
// the group copies its share (elements lid, lid + size, ...) at once; the
// copy is complete for the whole group after wait_group_events, whose
// barrier makes every share visible to every work-item. The event carries
// nothing: wait_group_events waits for all of a group's copies. Written
// here rather than generated, to be always inlined (<clb/async.h>).
#include <clb/async.h>

#define CLB_ASYNC_COPY(T, ...)                                                  \
  CLB_ASYNC event_t async_work_group_copy(local T *dst, const global T *src, size_t n, \
                                               event_t e) {                     \
    CLB_ASYNC_SHARE(n, dst[i] = src[i])                                         \
    return e;                                                                   \
  }                                                                             \
  CLB_ASYNC event_t async_work_group_copy(global T *dst, const local T *src, size_t n, \
                                               event_t e) {                     \
    CLB_ASYNC_SHARE(n, dst[i] = src[i])                                         \
    return e;                                                                   \
  }                                                                             \
  CLB_ASYNC event_t async_work_group_strided_copy(local T *dst, const global T *src,  \
                                                       size_t n, size_t stride, event_t e) { \
    CLB_ASYNC_SHARE(n, dst[i] = src[i * stride])                                \
    return e;                                                                   \
  }                                                                             \
  CLB_ASYNC event_t async_work_group_strided_copy(global T *dst, const local T *src,  \
                                                       size_t n, size_t stride, event_t e) { \
    CLB_ASYNC_SHARE(n, dst[i * stride] = src[i])                                \
    return e;                                                                   \
  }
CLB_FOR_EACH_ALL(CLB_ASYNC_COPY)
