// cl_khr_work_group_uniform_arithmetic for clbuiltins users.
//
// clang 15's opencl-c.h does not declare these builtins; include this header
// (installed as <clbuiltins/work_group_uniform_arithmetic.h>) in kernels that
// call them and link with clb-link. The declarations are the spec's, with
// clang's overloadable mangling (e.g. work_group_reduce_mul(int) is
// _Z21work_group_reduce_muli), as a compiler that declares the extension
// itself emits them, so kernels built either way link against clbuiltins.
// Requires OpenCL C 2.0, or 3.0 with __opencl_c_work_group_collective_functions.
#ifndef CLBUILTINS_WORK_GROUP_UNIFORM_ARITHMETIC_H
#define CLBUILTINS_WORK_GROUP_UNIFORM_ARITHMETIC_H

#if defined(__opencl_c_work_group_collective_functions) ||                      \
    (defined(__OPENCL_C_VERSION__) && __OPENCL_C_VERSION__ == 200)

#ifndef cl_khr_work_group_uniform_arithmetic
#define cl_khr_work_group_uniform_arithmetic 1
#endif

#define __CLB_WGUA_DECL __attribute__((overloadable, convergent))

// Logical: non-zero predicates are true; results are 1 or 0.
int __CLB_WGUA_DECL work_group_reduce_logical_and(int predicate);
int __CLB_WGUA_DECL work_group_reduce_logical_or(int predicate);
int __CLB_WGUA_DECL work_group_reduce_logical_xor(int predicate);
int __CLB_WGUA_DECL work_group_scan_inclusive_logical_and(int predicate);
int __CLB_WGUA_DECL work_group_scan_inclusive_logical_or(int predicate);
int __CLB_WGUA_DECL work_group_scan_inclusive_logical_xor(int predicate);
int __CLB_WGUA_DECL work_group_scan_exclusive_logical_and(int predicate);
int __CLB_WGUA_DECL work_group_scan_exclusive_logical_or(int predicate);
int __CLB_WGUA_DECL work_group_scan_exclusive_logical_xor(int predicate);

// Bitwise and multiplicative, per type.
#define __CLB_WGUA_FUNCTIONS(T, op)                                            \
  T __CLB_WGUA_DECL work_group_reduce_##op(T value);                           \
  T __CLB_WGUA_DECL work_group_scan_inclusive_##op(T value);                   \
  T __CLB_WGUA_DECL work_group_scan_exclusive_##op(T value);
#define __CLB_WGUA_INTEGER(op)                                                 \
  __CLB_WGUA_FUNCTIONS(int, op) __CLB_WGUA_FUNCTIONS(uint, op)                 \
  __CLB_WGUA_FUNCTIONS(long, op) __CLB_WGUA_FUNCTIONS(ulong, op)

__CLB_WGUA_INTEGER(and)
__CLB_WGUA_INTEGER(or)
__CLB_WGUA_INTEGER(xor)
__CLB_WGUA_INTEGER(mul)
__CLB_WGUA_FUNCTIONS(float, mul)
#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)
__CLB_WGUA_FUNCTIONS(double, mul)
#endif
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__CLB_WGUA_FUNCTIONS(half, mul)
#endif

#undef __CLB_WGUA_INTEGER
#undef __CLB_WGUA_FUNCTIONS
#undef __CLB_WGUA_DECL

#endif
#endif
