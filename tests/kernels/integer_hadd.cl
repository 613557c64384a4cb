// hadd and rhadd for every integer gentype. The type list is written out
// here, apart from the library's own, so a missing overload fails to link.
#define HADD_KERNEL(T)                                                        \
  __kernel void hadd_##T(__global const T *a, __global const T *b,            \
                         __global T *h, __global T *r) {                      \
    size_t i = get_global_id(0);                                              \
    h[i] = hadd(a[i], b[i]);                                                  \
    r[i] = rhadd(a[i], b[i]);                                                 \
  }
#define WIDTHS(T) HADD_KERNEL(T) HADD_KERNEL(T##2) HADD_KERNEL(T##3) \
  HADD_KERNEL(T##4) HADD_KERNEL(T##8) HADD_KERNEL(T##16)

WIDTHS(char) WIDTHS(uchar) WIDTHS(short) WIDTHS(ushort)
WIDTHS(int) WIDTHS(uint) WIDTHS(long) WIDTHS(ulong)
