// shuffle(x, mask) and shuffle2(x, y, mask) for every element type and every
// source width M / mask width N in {2, 4, 8, 16}. Only the low ilogb(M) bits
// (shuffle) or ilogb(2M) bits (shuffle2) of each mask component select, as
// the spec says; higher bits are ignored.
#include <clb/defs.h>
#include <clb/types.h>

// Branch-free and memory-free: each source lane j is broadcast into the
// result lanes whose index equals j (M vector selects; a dynamic vector
// index would go through a stack copy of x on GPUs). Written out rather
// than looped so that no target sees a partly unrolled loop.
#define __CLB_LANES_2(F, ...) F(0, __VA_ARGS__) F(1, __VA_ARGS__)
#define __CLB_LANES_4(F, ...) __CLB_LANES_2(F, __VA_ARGS__) F(2, __VA_ARGS__) F(3, __VA_ARGS__)
#define __CLB_LANES_8(F, ...) \
  __CLB_LANES_4(F, __VA_ARGS__) F(4, __VA_ARGS__) F(5, __VA_ARGS__) F(6, __VA_ARGS__) F(7, __VA_ARGS__)
#define __CLB_LANES_16(F, ...)                                                  \
  __CLB_LANES_8(F, __VA_ARGS__) F(8, __VA_ARGS__) F(9, __VA_ARGS__) F(10, __VA_ARGS__) \
  F(11, __VA_ARGS__) F(12, __VA_ARGS__) F(13, __VA_ARGS__) F(14, __VA_ARGS__) F(15, __VA_ARGS__)
// r takes source lane j of v where k selects index `base + j`.
#define __CLB_PICK(j, V, base) r = k == (K)(base + j) ? (R)V[j] : r;
#define __CLB_SHUFFLE_MN(E, U, M, N)                                            \
  CLB_OVLD CLB_CONST E##N __clb_shuffle(E##M x, U##N mask) {                    \
    typedef E##N R;                                                             \
    typedef U##N K;                                                             \
    const K k = mask & (K)(M - 1);                                              \
    R r = (R)x[0];                                                              \
    __CLB_LANES_##M(__CLB_PICK, x, 0)                                           \
    return r;                                                                   \
  }                                                                             \
  CLB_OVLD CLB_CONST E##N __clb_shuffle2(E##M x, E##M y, U##N mask) {           \
    typedef E##N R;                                                             \
    typedef U##N K;                                                             \
    const K k = mask & (K)(2 * M - 1);                                          \
    R r = (R)x[0];                                                              \
    __CLB_LANES_##M(__CLB_PICK, x, 0)                                           \
    __CLB_LANES_##M(__CLB_PICK, y, M)                                           \
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
