// shuffle(x, mask) and shuffle2(x, y, mask) for every element type and every
// source width M / mask width N in {2, 4, 8, 16}. Only the low ilogb(M) bits
// (shuffle) or ilogb(2M) bits (shuffle2) of each mask component select, as
// the spec says; higher bits are ignored.
#include <clb/defs.h>
#include <clb/types.h>

// Branch-free and memory-free: each source lane j is broadcast into the
// result lanes whose index equals j (M vector selects; a dynamic vector
// index would go through a stack copy of x on GPUs).
#define __CLB_SHUFFLE_MN(E, U, M, N)                                            \
  CLB_OVLD CLB_CONST E##N __clb_shuffle(E##M x, U##N mask) {                    \
    const U##N k = mask & (U##N)(M - 1);                                        \
    E##N r = (E##N)x[0];                                                        \
    for (int j = 1; j < M; ++j)                                                 \
      r = k == (U##N)j ? (E##N)x[j] : r;                                        \
    return r;                                                                   \
  }                                                                             \
  CLB_OVLD CLB_CONST E##N __clb_shuffle2(E##M x, E##M y, U##N mask) {           \
    const U##N k = mask & (U##N)(2 * M - 1);                                    \
    E##N r = (E##N)x[0];                                                        \
    for (int j = 1; j < M; ++j)                                                 \
      r = k == (U##N)j ? (E##N)x[j] : r;                                        \
    for (int j = 0; j < M; ++j)                                                 \
      r = k == (U##N)(M + j) ? (E##N)y[j] : r;                                  \
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
