// async_work_group_copy and async_work_group_strided_copy on NVIDIA GPUs
// (sm_80): copies into local memory are real asynchronous copies, cp.async
// from global to shared memory, so the work-item goes on while the data is
// in flight; wait_group_events (wait_group_events.cl here) waits for its own
// copies (cp.async.wait_all) and then publishes every work-item's share with
// the barrier. cp.async moves 4, 8 or 16 bytes: elements of 4 to 16 bytes
// are one instruction each, larger ones 16 bytes at a time; 1- and 2-byte
// elements, and copies out of local memory (sm_80 has no asynchronous copy
// that way), are plain loads and stores. Shares are split as in the generic
// file (<clb/async.h>).
#include <clb/async.h>

#define CLB_NV_CP_ASYNC(T, ...)                                                 \
  static inline CLB_OVLD void clb_nv_cp_async(local T *d, const global T *s) {   \
    if (sizeof(T) < 4) {                                                        \
      *d = *s;                                                                  \
    } else if (sizeof(T) <= 16) {                                               \
      __asm__ volatile("cp.async.ca.shared.global [%0], [%1], %2;"             \
                       : : "l"((ulong)d), "l"((ulong)s), "n"(sizeof(T)) : "memory"); \
    } else {                                                                    \
      for (uint k = 0; k < sizeof(T); k += 16)                                  \
        __asm__ volatile("cp.async.cg.shared.global [%0], [%1], 16;"           \
                         : : "l"((ulong)d + k), "l"((ulong)s + k) : "memory");  \
    }                                                                           \
  }
CLB_FOR_EACH_ALL(CLB_NV_CP_ASYNC)

#define CLB_ASYNC_COPY(T, ...)                                                  \
  CLB_ASYNC event_t async_work_group_copy(local T *dst, const global T *src, size_t n, \
                                          event_t e) {                          \
    CLB_ASYNC_SHARE(n, clb_nv_cp_async(dst + i, src + i))                       \
    return e;                                                                   \
  }                                                                             \
  CLB_ASYNC event_t async_work_group_copy(global T *dst, const local T *src, size_t n, \
                                          event_t e) {                          \
    CLB_ASYNC_SHARE(n, dst[i] = src[i])                                         \
    return e;                                                                   \
  }                                                                             \
  CLB_ASYNC event_t async_work_group_strided_copy(local T *dst, const global T *src, \
                                                  size_t n, size_t stride, event_t e) { \
    CLB_ASYNC_SHARE(n, clb_nv_cp_async(dst + i, src + i * stride))              \
    return e;                                                                   \
  }                                                                             \
  CLB_ASYNC event_t async_work_group_strided_copy(global T *dst, const local T *src, \
                                                  size_t n, size_t stride, event_t e) { \
    CLB_ASYNC_SHARE(n, dst[i * stride] = src[i])                                \
    return e;                                                                   \
  }
CLB_FOR_EACH_ALL(CLB_ASYNC_COPY)
