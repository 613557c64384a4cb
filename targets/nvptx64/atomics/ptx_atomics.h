// The PTX atomic statements of nvptx64's atomics (clb_rmw.cl says why they
// are inline asm and how orders and scopes map), shared by clb_rmw.cl and
// clb_half.cl.
#ifndef CLB_NVPTX_PTX_ATOMICS_H
#define CLB_NVPTX_PTX_ATOMICS_H
#include <clb/atomic.h>

#define CLB_PTX_ORDERS(STMT, o, SC, ACQ, REL, AR, ...)                                      \
  switch ((int)(o)) {                                                                       \
  case __ATOMIC_RELAXED:                                                                    \
    STMT("", ".relaxed" SC, __VA_ARGS__);                                                   \
    break;                                                                                  \
  case __ATOMIC_ACQUIRE:                                                                    \
    STMT("", ACQ SC, __VA_ARGS__);                                                          \
    break;                                                                                  \
  case __ATOMIC_RELEASE:                                                                    \
    STMT("", REL SC, __VA_ARGS__);                                                          \
    break;                                                                                  \
  case __ATOMIC_ACQ_REL:                                                                    \
    STMT("", AR SC, __VA_ARGS__);                                                           \
    break;                                                                                  \
  default:                                                                                  \
    STMT("fence.sc" SC ";\n\t", AR SC, __VA_ARGS__);                                        \
    break;                                                                                  \
  }
#define CLB_PTX_SCOPED_global(STMT, o, s, ...)                                              \
  if ((int)(s) == __OPENCL_MEMORY_SCOPE_DEVICE) {                                           \
    CLB_PTX_ORDERS(STMT, o, ".gpu", __VA_ARGS__)                                            \
  } else if ((int)(s) == __OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES) {                           \
    CLB_PTX_ORDERS(STMT, o, ".sys", __VA_ARGS__)                                            \
  } else {                                                                                  \
    CLB_PTX_ORDERS(STMT, o, ".cta", __VA_ARGS__)                                            \
  }
#define CLB_PTX_SCOPED_generic CLB_PTX_SCOPED_global
#define CLB_PTX_SCOPED_local(STMT, o, s, ...) CLB_PTX_ORDERS(STMT, o, ".cta", __VA_ARGS__)
#define CLB_PTX_SPACE_global ".global"
#define CLB_PTX_SPACE_local ".shared"
#define CLB_PTX_SPACE_generic ""

#define CLB_PTX_RMW_SEMS ".acquire", ".release", ".acq_rel"
#define CLB_PTX_LOAD_SEMS ".acquire", ".acquire", ".acquire"
#define CLB_PTX_STORE_SEMS ".release", ".release", ".release"

// Statements: r = result, a = address, v = operand, c = compare value.
#define CLB_PTX_ATOM(PRE, SEM, SPACE, OP, C)                                                \
  __asm__ volatile(PRE "atom" SEM SPACE OP " %0, [%1], %2;" : "=" C(r) : "l"(a), C(v) : "memory")
#define CLB_PTX_CAS(PRE, SEM, SPACE, OP, C)                                                 \
  __asm__ volatile(PRE "atom" SEM SPACE OP " %0, [%1], %2, %3;"                             \
                   : "=" C(r) : "l"(a), C(c), C(v) : "memory")
#define CLB_PTX_LD(PRE, SEM, SPACE, OP, C)                                                  \
  __asm__ volatile(PRE "ld" SEM SPACE OP " %0, [%1];" : "=" C(r) : "l"(a) : "memory")
#define CLB_PTX_ST(PRE, SEM, SPACE, OP, C)                                                  \
  __asm__ volatile(PRE "st" SEM SPACE OP " [%0], %1;" : : "l"(a), C(v) : "memory")

#endif
