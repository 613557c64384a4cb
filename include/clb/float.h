// Per-type constants for cores written once over half, float and double.
#ifndef CLB_FLOAT_H
#define CLB_FLOAT_H
#include <clb/types.h>

#define __CLB_PASTE(a, b) a##b
#define CLB_PASTE(a, b) __CLB_PASTE(a, b)
// CLB_FLOAT_CONST(float4, PI) -> __CLB_PI_float: a constant of T's element
// type, so no double literal reaches a target without fp64.
#define CLB_FLOAT_CONST(T, NAME) CLB_PASTE(CLB_PASTE(__CLB_, NAME), CLB_PASTE(_, CLB_ELEMENT(T)))

// 180/pi and pi/180, each rounded once to the type.
#define __CLB_DEGREES_PER_RADIAN_half ((half)57.29577951308232087680f)
#define __CLB_DEGREES_PER_RADIAN_float 57.29577951308232087680f
#define __CLB_DEGREES_PER_RADIAN_double 57.29577951308232087680
#define __CLB_RADIANS_PER_DEGREE_half ((half)0.01745329251994329576923691f)
#define __CLB_RADIANS_PER_DEGREE_float 0.01745329251994329576923691f
#define __CLB_RADIANS_PER_DEGREE_double 0.01745329251994329576923691

// The bits of +infinity (every exponent bit set).
#define __CLB_INF_BITS_half ((ushort)0x7c00)
#define __CLB_INF_BITS_float 0x7f800000u
#define __CLB_INF_BITS_double 0x7ff0000000000000ul
// The bits of the smallest normal number.
#define __CLB_MIN_NORMAL_BITS_half ((ushort)0x0400)
#define __CLB_MIN_NORMAL_BITS_float 0x00800000u
#define __CLB_MIN_NORMAL_BITS_double 0x0010000000000000ul
// Everything but the sign.
#define __CLB_MAGNITUDE_BITS_half ((ushort)0x7fff)
#define __CLB_MAGNITUDE_BITS_float 0x7fffffffu
#define __CLB_MAGNITUDE_BITS_double 0x7ffffffffffffffful

// |x| in bits, as CLB_UNSIGNED(T): IEEE magnitudes order as these integers do,
// with every NaN above infinity.
#define CLB_MAGNITUDE(T, x) \
  (__builtin_astype((x), CLB_UNSIGNED(T)) & (CLB_UNSIGNED(T))CLB_FLOAT_CONST(T, MAGNITUDE_BITS))

#endif
