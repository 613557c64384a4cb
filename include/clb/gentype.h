// Gentype expansion: the one place that lists the types and widths a family's
// "gentype" stands for. A builtin is written once as a macro of its type and
// expanded here; nothing else in the library enumerates types by hand.
//
//   #define HADD(T) CLB_OVLD T hadd(T x, T y) { ... }
//   CLB_FOR_EACH_INTEGER_GENTYPE(HADD)
#ifndef CLB_GENTYPE_H
#define CLB_GENTYPE_H

// Scalar s and its vectors of 2, 3, 4, 8 and 16 elements.
#define CLB_WIDTHS_OF(F, s) F(s) F(s##2) F(s##3) F(s##4) F(s##8) F(s##16)

#define CLB_FOR_EACH_SIGNED_INTEGER_GENTYPE(F)                                  \
  CLB_WIDTHS_OF(F, char) CLB_WIDTHS_OF(F, short) CLB_WIDTHS_OF(F, int)          \
  CLB_WIDTHS_OF(F, long)
#define CLB_FOR_EACH_UNSIGNED_INTEGER_GENTYPE(F)                                \
  CLB_WIDTHS_OF(F, uchar) CLB_WIDTHS_OF(F, ushort) CLB_WIDTHS_OF(F, uint)       \
  CLB_WIDTHS_OF(F, ulong)
#define CLB_FOR_EACH_INTEGER_GENTYPE(F)                                         \
  CLB_FOR_EACH_SIGNED_INTEGER_GENTYPE(F) CLB_FOR_EACH_UNSIGNED_INTEGER_GENTYPE(F)

// The scalar types of the work-group collectives (the spec's and
// cl_khr_work_group_uniform_arithmetic's gentype), each passed with the
// caller's extra arguments: F(int, op) F(uint, op) ...
#define CLB_FOR_EACH_WORK_GROUP_INTEGER_TYPE(F, ...)                           \
  F(int, __VA_ARGS__) F(uint, __VA_ARGS__) F(long, __VA_ARGS__) F(ulong, __VA_ARGS__)
#define CLB_FOR_EACH_WORK_GROUP_TYPE(F, ...)                                   \
  CLB_FOR_EACH_WORK_GROUP_INTEGER_TYPE(F, __VA_ARGS__)                         \
  F(float, __VA_ARGS__) F(double, __VA_ARGS__) F(half, __VA_ARGS__)

#endif
