// prefetch is a hint; the copies read global memory directly, so it does
// nothing.
#include <clb/defs.h>
#include <clb/types.h>

#define CLB_PREFETCH(T, ...) CLB_OVLD void prefetch(const global T *p, size_t n) {}
CLB_FOR_EACH_ALL(CLB_PREFETCH)
