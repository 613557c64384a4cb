// The share of an asynchronous copy each work-item takes: the group's items
// in linear order, each copying every items()-th element from item().
#ifndef CLB_ASYNC_H
#define CLB_ASYNC_H

#include <clb/defs.h>
#include <clb/types.h>
#include <clbuiltins/extended_async_copies.h>

// The copies are always inlined: PoCL gives a kernel's __local arrays one
// copy per work-group only where the kernel's own body uses them, and the
// optimizer, seeing every call pass the same array, would otherwise move the
// array into a shared copy function (so its writes miss the kernel's reads).
#define CLB_ASYNC CLB_OVLD __attribute__((always_inline))

static inline size_t __clb_async_item(void) { return get_local_linear_id(); }

static inline size_t __clb_async_items(void) {
  return get_local_size(0) * get_local_size(1) * get_local_size(2);
}

// This work-item's share of a copy of n elements: STMT for each of its i.
#define CLB_ASYNC_SHARE(n, STMT)                                                \
  for (size_t i = __clb_async_item(), s = __clb_async_items(); i < (n); i += s) \
    STMT;

#endif
