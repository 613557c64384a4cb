// shuffle(x, mask) and shuffle2(x, y, mask) for every element type and every
// source width M / mask width N in {2, 4, 8, 16}. Only the low ilogb(M) bits
// (shuffle) or ilogb(2M) bits (shuffle2) of each mask component select, as
// the spec says; higher bits are ignored.
#include <clb/defs.h>
#include <clb/types.h>

#define __CLB_SHUFFLE_MN(E, U, M, N)                                            \
  CLB_OVLD CLB_CONST E##N __clb_shuffle(E##M x, U##N mask) {                    \
    E##N r = (E##N)0;                                                           \
    for (int i = 0; i < N; ++i)                                                 \
      r[i] = x[mask[i] & (U)(M - 1)];                                           \
    return r;                                                                   \
  }                                                                             \
  CLB_OVLD CLB_CONST E##N __clb_shuffle2(E##M x, E##M y, U##N mask) {           \
    E##N r = (E##N)0;                                                           \
    for (int i = 0; i < N; ++i) {                                               \
      const U k = mask[i] & (U)(2 * M - 1);                                     \
      r[i] = k < M ? x[k] : y[k - M];                                           \
    }                                                                           \
    return r;                                                                   \
  }
#define __CLB_SHUFFLE_M(E, U, M)                                                \
  __CLB_SHUFFLE_MN(E, U, M, 2) __CLB_SHUFFLE_MN(E, U, M, 4)                     \
  __CLB_SHUFFLE_MN(E, U, M, 8) __CLB_SHUFFLE_MN(E, U, M, 16)
// U is expanded here, before it is pasted into vector names.
#define __CLB_SHUFFLE(E, U)                                                     \
  __CLB_SHUFFLE_M(E, U, 2) __CLB_SHUFFLE_M(E, U, 4) __CLB_SHUFFLE_M(E, U, 8)    \
  __CLB_SHUFFLE_M(E, U, 16)
#define CLB_SHUFFLE(E, ...) __CLB_SHUFFLE(E, CLB_UNSIGNED(E))
CLB_FOR_EACH_ALL_SCALAR(CLB_SHUFFLE)
