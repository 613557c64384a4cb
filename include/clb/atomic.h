// The atomic primitives every atomic builtin is written on, per target:
// generic/atomics/clb_rmw.cl (SPIR: LLVM atomic instructions) and
// targets/nvptx64/atomics/clb_rmw.cl (PTX atom/ld/st with semantics and
// scope). One overload per integer type and address space:
//   __clb_rmw_{add,and,or,xor,min,max,xchg}(p, v, order, scope) -> old value
//   __clb_rmw_cas(p, expected, desired, order, scope)          -> old value
//   __clb_rmw_load(p, order, scope), __clb_rmw_store(p, v, order, scope)
//   __clb_rmw_fadd(p, v, order, scope) on float and double
// min/max compare as the pointee type (signed for int/long). Everything else
// (sub, inc/dec, floating min/max, half, flags, compare_exchange) is built on
// these in generic/atomics/.
#ifndef CLB_ATOMIC_H
#define CLB_ATOMIC_H

#include <clb/defs.h>
#include <clb/types.h>

// Orders and scopes by value: their enumerators exist only where a target
// claims the matching feature.
#define CLB_RELAXED ((memory_order)__ATOMIC_RELAXED)
#define CLB_ACQUIRE ((memory_order)__ATOMIC_ACQUIRE)
#define CLB_RELEASE ((memory_order)__ATOMIC_RELEASE)
#define CLB_ACQ_REL ((memory_order)__ATOMIC_ACQ_REL)
#define CLB_SEQ_CST ((memory_order)__ATOMIC_SEQ_CST)
#define CLB_SCOPE_WORK_GROUP ((memory_scope)__OPENCL_MEMORY_SCOPE_WORK_GROUP)
#define CLB_SCOPE_DEVICE ((memory_scope)__OPENCL_MEMORY_SCOPE_DEVICE)
#define CLB_SCOPE_ALL_DEVICES ((memory_scope)__OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES)

// The spaces an atomic object may live in, and the integer types the
// primitives take.
#define CLB_ATOMIC_SPACES(F, ...) F(global, __VA_ARGS__) F(local, __VA_ARGS__) F(generic, __VA_ARGS__)
// The atomic type of T: atomic_int, ..., atomic_half.
#define CLB_ATOMIC(T) atomic_##T
#define CLB_ATOMIC_INTEGERS(F, ...) \
  F(int, __VA_ARGS__) F(uint, __VA_ARGS__) F(long, __VA_ARGS__) F(ulong, __VA_ARGS__)

#define CLB_RMW_DECLARE(T, AS)                                                              \
  CLB_OVLD T __clb_rmw_add(volatile AS T *p, T v, memory_order o, memory_scope s);          \
  CLB_OVLD T __clb_rmw_and(volatile AS T *p, T v, memory_order o, memory_scope s);          \
  CLB_OVLD T __clb_rmw_or(volatile AS T *p, T v, memory_order o, memory_scope s);           \
  CLB_OVLD T __clb_rmw_xor(volatile AS T *p, T v, memory_order o, memory_scope s);          \
  CLB_OVLD T __clb_rmw_min(volatile AS T *p, T v, memory_order o, memory_scope s);          \
  CLB_OVLD T __clb_rmw_max(volatile AS T *p, T v, memory_order o, memory_scope s);          \
  CLB_OVLD T __clb_rmw_xchg(volatile AS T *p, T v, memory_order o, memory_scope s);         \
  CLB_OVLD T __clb_rmw_cas(volatile AS T *p, T e, T d, memory_order o, memory_scope s);     \
  CLB_OVLD T __clb_rmw_load(volatile AS T *p, memory_order o, memory_scope s);              \
  CLB_OVLD void __clb_rmw_store(volatile AS T *p, T v, memory_order o, memory_scope s);
#define CLB_RMW_DECLARE_SPACE(AS, ...) CLB_ATOMIC_INTEGERS(CLB_RMW_DECLARE, AS)
CLB_ATOMIC_SPACES(CLB_RMW_DECLARE_SPACE)
#define CLB_RMW_DECLARE_FADD(AS, ...)                                                       \
  CLB_OVLD float __clb_rmw_fadd(volatile AS float *p, float v, memory_order o, memory_scope s); \
  CLB_IF_FP64(CLB_OVLD double __clb_rmw_fadd(volatile AS double *p, double v, memory_order o, \
                                             memory_scope s);)
CLB_ATOMIC_SPACES(CLB_RMW_DECLARE_FADD)
#undef CLB_RMW_DECLARE
#undef CLB_RMW_DECLARE_SPACE
#undef CLB_RMW_DECLARE_FADD

// The default order and scope of the builtins that take none (OpenCL C 3.0
// s6.15.12): seq_cst at device scope.
// PARAMS and ARGS are parenthesized lists.
#define CLB_UNPAREN(...) __VA_ARGS__
#define CLB_EXPLICIT_FORMS(R, NAME, PARAMS, ARGS)                                           \
  CLB_OVLD R __clb_##NAME##_explicit(CLB_UNPAREN PARAMS, memory_order o) {                  \
    return __clb_##NAME##_explicit(CLB_UNPAREN ARGS, o, CLB_SCOPE_DEVICE);                  \
  }                                                                                         \
  CLB_OVLD R __clb_##NAME(CLB_UNPAREN PARAMS) {                                             \
    return __clb_##NAME##_explicit(CLB_UNPAREN ARGS, CLB_SEQ_CST, CLB_SCOPE_DEVICE);        \
  }

// 16-bit atomics (half) work on the aligned 32-bit word holding them, by
// compare-and-swap: no target has 16-bit atomic instructions for every
// operation, and SPIR-V has none. op: CLB_HALF_{ADD,SUB,MIN,MAX,XCHG}; the
// result is the old value's bits.
#define CLB_HALF_ADD 0
#define CLB_HALF_SUB 1
#define CLB_HALF_MIN 2
#define CLB_HALF_MAX 3
#define CLB_HALF_XCHG 4
#if CLB_HAS_FP16
#define CLB_HALF_DECLARE(AS, ...)                                                           \
  CLB_OVLD ushort __clb_half_rmw(volatile AS half *p, half v, int op, memory_order o,       \
                                 memory_scope s);                                           \
  CLB_OVLD ushort __clb_half_load(volatile AS half *p, memory_order o, memory_scope s);
CLB_ATOMIC_SPACES(CLB_HALF_DECLARE)
#undef CLB_HALF_DECLARE
#endif

// Floating min and max of cl_ext_float_atomics, as fmin/fmax: a NaN operand
// leaves the other value; -0.0 orders below +0.0, so the result never depends
// on which zero was stored first. (Clang builtins: the relational family
// is not the library's yet.)
#define CLB_FLOAT_MIN(c, v) (__builtin_isnan(v) ? (c) : __builtin_isnan(c) ? (v) : ((v) < (c) || ((v) == (c) && __builtin_signbit(v))) ? (v) : (c))
#define CLB_FLOAT_MAX(c, v) (__builtin_isnan(v) ? (c) : __builtin_isnan(c) ? (v) : ((v) > (c) || ((v) == (c) && !__builtin_signbit(v))) ? (v) : (c))

// A compare-and-swap's one order: the stronger of success and failure
// (OpenCL requires failure to be no stronger than success, but a release
// success with an acquire failure needs both).
static inline memory_order __clb_cas_order(memory_order success, memory_order failure) {
  if (success == CLB_SEQ_CST || failure == CLB_SEQ_CST)
    return CLB_SEQ_CST;
  if (failure == CLB_ACQUIRE && success == CLB_RELEASE)
    return CLB_ACQ_REL;
  if (failure == CLB_ACQUIRE && success == CLB_RELAXED)
    return CLB_ACQUIRE;
  return success;
}

#endif
