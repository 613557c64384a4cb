// Shared by every differential program: each work-item writes the bytes of
// its results into its own slice of `out`, in a fixed order, so the two
// runs (with and without the layer) can be compared byte for byte.
#define SLICE 16384
#define BEGIN                                \
  const int g = (int)get_global_id(0);       \
  global uchar *o = out + (size_t)g * SLICE; \
  size_t pos = 0;
#define PUT(T, v)                                     \
  do {                                                \
    T t_ = (v);                                       \
    for (size_t b_ = 0; b_ < sizeof(T); ++b_)         \
      o[pos + b_] = ((const private uchar *)&t_)[b_]; \
    pos += sizeof(T);                                 \
  } while (0)
// 3-element vectors element by element: their fourth lane is padding.
#define PUT3(E, v)  \
  do {              \
    PUT(E, (v).s0); \
    PUT(E, (v).s1); \
    PUT(E, (v).s2); \
  } while (0)
// Every width of element type E from a 16-wide value v: PUTALL(E, f(v...)).
#define WIDTHS(E, F, v)      \
  do {                       \
    PUT(E, F((v).s0));       \
    PUT(E##2, F((v).s01));   \
    PUT3(E, F((v).s012));    \
    PUT(E##4, F((v).lo.lo)); \
    PUT(E##8, F((v).lo));    \
    PUT(E##16, F(v));        \
  } while (0)
#define WIDTHS2(E, F, v, w)             \
  do {                                  \
    PUT(E, F((v).s0, (w).s0));          \
    PUT(E##2, F((v).s01, (w).s01));     \
    PUT3(E, F((v).s012, (w).s012));     \
    PUT(E##4, F((v).lo.lo, (w).lo.lo)); \
    PUT(E##8, F((v).lo, (w).lo));       \
    PUT(E##16, F(v, w));                \
  } while (0)
#define WIDTHS3(E, F, v, w, x)                     \
  do {                                             \
    PUT(E, F((v).s0, (w).s0, (x).s0));             \
    PUT(E##2, F((v).s01, (w).s01, (x).s01));       \
    PUT3(E, F((v).s012, (w).s012, (x).s012));      \
    PUT(E##4, F((v).lo.lo, (w).lo.lo, (x).lo.lo)); \
    PUT(E##8, F((v).lo, (w).lo, (x).lo));          \
    PUT(E##16, F(v, w, x));                        \
  } while (0)
#define IOTA16 (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
