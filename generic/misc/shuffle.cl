// shuffle(x, mask) and shuffle2(x, y, mask) for every element type and every
// source width M / mask width N in {2, 4, 8, 16}. Only the low ilogb(M) bits
// (shuffle) or ilogb(2M) bits (shuffle2) of each mask component select, as
// the spec says; higher bits are ignored. The bodies: <clb/shuffle.h>.
#include <clb/shuffle.h>

#define __CLB_SHUFFLE(E, U) CLB_SHUFFLE_EACH_MN(CLB_SHUFFLE_PORTABLE, E, U)
#define CLB_SHUFFLE(E, ...) __CLB_SHUFFLE(E, CLB_UNSIGNED(E))
CLB_FOR_EACH_ALL_SCALAR(CLB_SHUFFLE)
