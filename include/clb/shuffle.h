// shuffle and shuffle2 written for any target (generic/misc/shuffle.cl, and
// the type pairs a target does not replace): see CLB_SHUFFLE_PORTABLE.
#ifndef CLB_SHUFFLE_H
#define CLB_SHUFFLE_H
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
#define CLB_SHUFFLE_PORTABLE(E, U, M, N)                                         \
  CLB_OVLD CLB_CONST E##N __clb_shuffle(E##M x, U##N mask) {                     \
    typedef E##N R;                                                             \
    typedef U##N K;                                                             \
    const K k = mask & (K)(M - 1);                                              \
    R r = (R)x[0];                                                              \
    __CLB_LANES_##M(__CLB_PICK, x, 0)                                           \
    return r;                                                                   \
  }                                                                             \
  CLB_OVLD CLB_CONST E##N __clb_shuffle2(E##M x, E##M y, U##N mask) {            \
    typedef E##N R;                                                             \
    typedef U##N K;                                                             \
    const K k = mask & (K)(2 * M - 1);                                          \
    R r = (R)x[0];                                                              \
    __CLB_LANES_##M(__CLB_PICK, x, 0)                                           \
    __CLB_LANES_##M(__CLB_PICK, y, M)                                           \
    return r;                                                                   \
  }
// Every source width M and mask width N of element E (U: its unsigned
// integer, expanded before it is pasted into vector names); F(E, U, M, N).
#define CLB_SHUFFLE_EACH_N(F, E, U, M) F(E, U, M, 2) F(E, U, M, 4) F(E, U, M, 8) F(E, U, M, 16)
#define CLB_SHUFFLE_EACH_MN(F, E, U)                                            \
  CLB_SHUFFLE_EACH_N(F, E, U, 2) CLB_SHUFFLE_EACH_N(F, E, U, 4)                 \
  CLB_SHUFFLE_EACH_N(F, E, U, 8) CLB_SHUFFLE_EACH_N(F, E, U, 16)

#endif
