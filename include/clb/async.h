// The share of an asynchronous copy each work-item takes: the group's items
// in linear order, each copying every items()-th element from item().
#ifndef CLB_ASYNC_H
#define CLB_ASYNC_H

#include <clb/defs.h>
#include <clb/types.h>
#include <clbuiltins/extended_async_copies.h>

static inline size_t __clb_async_item(void) { return get_local_linear_id(); }
static inline size_t __clb_async_items(void) {
  return get_local_size(0) * get_local_size(1) * get_local_size(2);
}

#endif
