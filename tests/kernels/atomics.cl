// Every atomic builtin, form, memory order and scope on every atomic type and
// address space, one call per cell (tests/suite/atomics_test.cpp checks each
// cell's old value, final value and, for compare-exchange, *expected against
// exact host arithmetic). Each work-item owns CELLS consecutive cells; call k
// uses cell k of its block and records the operation it applied in ops[k] so
// the host knows what to expect. space: 0 global, 1 local, 2 generic->global,
// 3 generic->local. The types are listed by hand (see tests/kernels/).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

#define ITEMS 8
#define CELLS 352

// Operation codes (atomics_test.cpp mirrors them).
enum { OP_ADD, OP_SUB, OP_OR, OP_XOR, OP_AND, OP_MIN, OP_MAX, OP_XCHG, OP_LOAD, OP_STORE,
       OP_INIT, OP_CAS_OK, OP_CAS_FAIL, OP_INC, OP_DEC, OP_LCAS_OK, OP_LCAS_FAIL, OP_TAS,
       OP_CLEAR };

// One call on cell k: P is the atomic object, V the operand, R the result.
#define CALL(OP, EXPR)                                                          \
  {                                                                             \
    const size_t at = base + k;                                                 \
    const TT V = operand[at];                                                    \
    ops[k] = OP;                                                                \
    result[at] = (TT)(EXPR);                                                     \
    ++k;                                                                        \
  }
#define CALL_VOID(OP, EXPR)                                                     \
  {                                                                             \
    const size_t at = base + k;                                                 \
    const TT V = operand[at];                                                    \
    ops[k] = OP;                                                                \
    EXPR;                                                                       \
    result[at] = (TT)0;                                                          \
    ++k;                                                                        \
  }
#define P (sp + at)
#define LP (lp + at)

// The forms of a read-modify-write: plain, every order, every order x scope.
#define SCOPES3(EMIT, OP, F, O)                                                 \
  EMIT(OP, F(P, V, O, memory_scope_work_group))                                 \
  EMIT(OP, F(P, V, O, memory_scope_device))                                     \
  EMIT(OP, F(P, V, O, memory_scope_all_svm_devices))
#define RMW_FORMS(OP, NAME)                                                     \
  CALL(OP, NAME(P, V))                                                          \
  CALL(OP, NAME##_explicit(P, V, memory_order_relaxed))                         \
  CALL(OP, NAME##_explicit(P, V, memory_order_acquire))                         \
  CALL(OP, NAME##_explicit(P, V, memory_order_release))                         \
  CALL(OP, NAME##_explicit(P, V, memory_order_acq_rel))                         \
  CALL(OP, NAME##_explicit(P, V, memory_order_seq_cst))                         \
  SCOPES3(CALL, OP, NAME##_explicit, memory_order_relaxed)                      \
  SCOPES3(CALL, OP, NAME##_explicit, memory_order_acquire)                      \
  SCOPES3(CALL, OP, NAME##_explicit, memory_order_release)                      \
  SCOPES3(CALL, OP, NAME##_explicit, memory_order_acq_rel)                      \
  SCOPES3(CALL, OP, NAME##_explicit, memory_order_seq_cst)

// The other read-modify-writes share add's and exchange's instruction
// forms per order and scope (one macro on each target), so they take every
// order and every scope, not every pair: PoCL compiles this file cold.
#define RMW_FORMS_SHORT(OP, NAME)                                               \
  CALL(OP, NAME(P, V))                                                          \
  CALL(OP, NAME##_explicit(P, V, memory_order_relaxed))                         \
  CALL(OP, NAME##_explicit(P, V, memory_order_acquire))                         \
  CALL(OP, NAME##_explicit(P, V, memory_order_release))                         \
  CALL(OP, NAME##_explicit(P, V, memory_order_acq_rel))                         \
  CALL(OP, NAME##_explicit(P, V, memory_order_seq_cst))                         \
  CALL(OP, NAME##_explicit(P, V, memory_order_relaxed, memory_scope_work_group)) \
  CALL(OP, NAME##_explicit(P, V, memory_order_acq_rel, memory_scope_device))    \
  CALL(OP, NAME##_explicit(P, V, memory_order_seq_cst, memory_scope_all_svm_devices))

#define LOAD_FORMS                                                              \
  CALL(OP_LOAD, atomic_load(P))                                                 \
  CALL(OP_LOAD, atomic_load_explicit(P, memory_order_relaxed))                  \
  CALL(OP_LOAD, atomic_load_explicit(P, memory_order_acquire))                  \
  CALL(OP_LOAD, atomic_load_explicit(P, memory_order_seq_cst))                  \
  LOAD_SCOPES(memory_order_relaxed) LOAD_SCOPES(memory_order_acquire)           \
  LOAD_SCOPES(memory_order_seq_cst)
#define LOAD_SCOPES(O)                                                          \
  CALL(OP_LOAD, atomic_load_explicit(P, O, memory_scope_work_group))            \
  CALL(OP_LOAD, atomic_load_explicit(P, O, memory_scope_device))                \
  CALL(OP_LOAD, atomic_load_explicit(P, O, memory_scope_all_svm_devices))
#define STORE_FORMS                                                             \
  CALL_VOID(OP_STORE, atomic_store(P, V))                                       \
  CALL_VOID(OP_STORE, atomic_store_explicit(P, V, memory_order_relaxed))        \
  CALL_VOID(OP_STORE, atomic_store_explicit(P, V, memory_order_release))        \
  CALL_VOID(OP_STORE, atomic_store_explicit(P, V, memory_order_seq_cst))        \
  SCOPES3(CALL_VOID, OP_STORE, atomic_store_explicit, memory_order_relaxed)     \
  SCOPES3(CALL_VOID, OP_STORE, atomic_store_explicit, memory_order_release)     \
  SCOPES3(CALL_VOID, OP_STORE, atomic_store_explicit, memory_order_seq_cst)

// compare-exchange: OK expects the stored value (succeeds), FAIL expects its
// complement's value (fails and must write the stored value to *expected).
#define CAS(OP, EXP, NAME, ...)                                                 \
  {                                                                             \
    const size_t at = base + k;                                                 \
    const TT V = operand[at];                                                    \
    TT e = EXP;                                                                  \
    ops[k] = OP;                                                                \
    result[at] = (TT)NAME(P, &e, V, ##__VA_ARGS__);                              \
    expect[at] = e;                                                             \
    ++k;                                                                        \
  }
#define CAS_PAIRS(OP, EXP, NAME)                                                \
  CAS(OP, EXP, NAME)                                                            \
  CAS_ORDERS(OP, EXP, NAME##_explicit, memory_order_seq_cst, memory_order_seq_cst) \
  CAS_ORDERS(OP, EXP, NAME##_explicit, memory_order_acq_rel, memory_order_acquire) \
  CAS_ORDERS(OP, EXP, NAME##_explicit, memory_order_release, memory_order_relaxed) \
  CAS_ORDERS(OP, EXP, NAME##_explicit, memory_order_acquire, memory_order_acquire) \
  CAS_ORDERS(OP, EXP, NAME##_explicit, memory_order_relaxed, memory_order_relaxed)
#define CAS_ORDERS(OP, EXP, NAME, S, F)                                         \
  CAS(OP, EXP, NAME, S, F)                                                      \
  CAS(OP, EXP, NAME, S, F, memory_scope_work_group)                             \
  CAS(OP, EXP, NAME, S, F, memory_scope_device)                                 \
  CAS(OP, EXP, NAME, S, F, memory_scope_all_svm_devices)
#define CAS_FORMS                                                               \
  CAS_PAIRS(OP_CAS_OK, cells0[at], atomic_compare_exchange_strong)              \
  CAS(OP_CAS_OK, cells0[at], atomic_compare_exchange_weak)                      \
  CAS(OP_CAS_OK, cells0[at], atomic_compare_exchange_weak_explicit, memory_order_acq_rel, memory_order_acquire) \
  CAS(OP_CAS_OK, cells0[at], atomic_compare_exchange_weak_explicit, memory_order_release, memory_order_relaxed, memory_scope_work_group) \
  CAS_PAIRS(OP_CAS_FAIL, MISMATCH(cells0[at]), atomic_compare_exchange_strong)  \
  CAS(OP_CAS_FAIL, MISMATCH(cells0[at]), atomic_compare_exchange_weak)          \
  CAS(OP_CAS_FAIL, MISMATCH(cells0[at]), atomic_compare_exchange_weak_explicit, memory_order_seq_cst, memory_order_seq_cst, memory_scope_device)

#define COMMON_FORMS                                                            \
  RMW_FORMS(OP_XCHG, atomic_exchange)                                           \
  LOAD_FORMS STORE_FORMS                                                        \
  CALL_VOID(OP_INIT, atomic_init(P, V))                                         \
  CAS_FORMS

#define INTEGER_FORMS                                                           \
  RMW_FORMS(OP_ADD, atomic_fetch_add)                                           \
  RMW_FORMS_SHORT(OP_SUB, atomic_fetch_sub)                                           \
  RMW_FORMS_SHORT(OP_OR, atomic_fetch_or)                                             \
  RMW_FORMS_SHORT(OP_XOR, atomic_fetch_xor)                                           \
  RMW_FORMS_SHORT(OP_AND, atomic_fetch_and)                                           \
  RMW_FORMS_SHORT(OP_MIN, atomic_fetch_min)                                           \
  RMW_FORMS_SHORT(OP_MAX, atomic_fetch_max)                                           \
  COMMON_FORMS
#define FLOAT_FORMS HALF_FORMS CALL_VOID(OP_INIT, atomic_init(P, V)) CAS_FORMS
// clang 15 declares no atomic_init or compare-exchange on atomic_half.
#define HALF_FORMS                                                              \
  RMW_FORMS(OP_ADD, atomic_fetch_add)                                           \
  RMW_FORMS_SHORT(OP_SUB, atomic_fetch_sub)                                           \
  RMW_FORMS_SHORT(OP_MIN, atomic_fetch_min)                                           \
  RMW_FORMS_SHORT(OP_MAX, atomic_fetch_max)                                           \
  RMW_FORMS(OP_XCHG, atomic_exchange)                                           \
  LOAD_FORMS STORE_FORMS

// The OpenCL 1.x spellings (global and local only) on plain pointers LP.
#define LEGACY_FORMS(PRE)                                                       \
  CALL(OP_ADD, PRE##_add(LP, V))                                                \
  CALL(OP_SUB, PRE##_sub(LP, V))                                                \
  CALL(OP_XCHG, PRE##_xchg(LP, V))                                              \
  CALL(OP_INC, PRE##_inc(LP))                                                   \
  CALL(OP_DEC, PRE##_dec(LP))                                                   \
  CALL(OP_LCAS_OK, PRE##_cmpxchg(LP, cells0[at], V))                            \
  CALL(OP_LCAS_FAIL, PRE##_cmpxchg(LP, MISMATCH(cells0[at]), V))                \
  CALL(OP_MIN, PRE##_min(LP, V))                                                \
  CALL(OP_MAX, PRE##_max(LP, V))                                                \
  CALL(OP_AND, PRE##_and(LP, V))                                                \
  CALL(OP_OR, PRE##_or(LP, V))                                                  \
  CALL(OP_XOR, PRE##_xor(LP, V))

#define FLAG_FORMS                                                              \
  CALL(OP_TAS, atomic_flag_test_and_set(P))                                     \
  FLAG_TAS(memory_order_relaxed) FLAG_TAS(memory_order_acquire)                 \
  FLAG_TAS(memory_order_release) FLAG_TAS(memory_order_acq_rel)                 \
  FLAG_TAS(memory_order_seq_cst)                                                \
  CALL_VOID(OP_CLEAR, atomic_flag_clear(P))                                     \
  FLAG_CLEAR(memory_order_relaxed) FLAG_CLEAR(memory_order_release)             \
  FLAG_CLEAR(memory_order_seq_cst)
#define FLAG_TAS(O)                                                             \
  CALL(OP_TAS, atomic_flag_test_and_set_explicit(P, O))                         \
  CALL(OP_TAS, atomic_flag_test_and_set_explicit(P, O, memory_scope_work_group)) \
  CALL(OP_TAS, atomic_flag_test_and_set_explicit(P, O, memory_scope_device))    \
  CALL(OP_TAS, atomic_flag_test_and_set_explicit(P, O, memory_scope_all_svm_devices))
#define FLAG_CLEAR(O)                                                           \
  CALL_VOID(OP_CLEAR, atomic_flag_clear_explicit(P, O))                         \
  CALL_VOID(OP_CLEAR, atomic_flag_clear_explicit(P, O, memory_scope_work_group)) \
  CALL_VOID(OP_CLEAR, atomic_flag_clear_explicit(P, O, memory_scope_device))    \
  CALL_VOID(OP_CLEAR, atomic_flag_clear_explicit(P, O, memory_scope_all_svm_devices))

// One kernel per type. cells0 is the initial contents (never written);
// cells the atomic objects. NAMED: the forms for global/local pointers only.
#define KERNEL(T, FORMS, NAMED)                                                 \
  kernel void atomics_##T(global const T *cells0, global T *cells, global const T *operand, \
                          global T *result, global T *expect, global int *ops, int space) { \
    typedef T TT; /* the forms below name the type TT */                       \
    local T lcells[ITEMS * CELLS];                                              \
    const size_t lid = get_local_id(0);                                         \
    const size_t gbase = get_global_id(0) * CELLS, lbase = lid * CELLS;         \
    for (size_t c = 0; c < CELLS; ++c)                                          \
      lcells[lbase + c] = cells0[gbase + c];                                    \
    global T *g = cells + gbase - lbase;                                        \
    local T *l = lcells;                                                        \
    const size_t base = lbase; /* cell index within g (shifted) or l */         \
    cells0 += gbase - lbase;                                                    \
    operand += gbase - lbase;                                                   \
    result += gbase - lbase;                                                    \
    expect += gbase - lbase;                                                    \
    int k = 0;                                                                  \
    if (space == 0) {                                                           \
      volatile global atomic_##T *sp = (volatile global atomic_##T *)g;         \
      volatile global T *lp = g;                                                \
      FORMS NAMED                                                               \
    } else if (space == 1) {                                                    \
      volatile local atomic_##T *sp = (volatile local atomic_##T *)l;           \
      volatile local T *lp = l;                                                 \
      FORMS NAMED                                                               \
    } else {                                                                    \
      volatile atomic_##T *sp = space == 2 ? (volatile atomic_##T *)g : (volatile atomic_##T *)l; \
      FORMS                                                                     \
    }                                                                           \
    if (space == 1 || space == 3)                                               \
      for (size_t c = 0; c < CELLS; ++c)                                        \
        g[base + c] = lcells[lbase + c];                                        \
  }

#define MISMATCH(x) ((TT)~(x))
KERNEL(int, INTEGER_FORMS FLAG_FORMS, LEGACY_FORMS(atomic) LEGACY_FORMS(atom))
KERNEL(uint, INTEGER_FORMS, LEGACY_FORMS(atomic) LEGACY_FORMS(atom))
KERNEL(long, INTEGER_FORMS, LEGACY_FORMS(atom))
KERNEL(ulong, INTEGER_FORMS, LEGACY_FORMS(atom))
#undef MISMATCH
// Floating values mismatch by value (the host makes every stored value
// finite, so x + 1 differs from x unless x is huge; it picks small ones).
#define MISMATCH(x) ((x) + (TT)1)
KERNEL(float, FLOAT_FORMS, CALL(OP_XCHG, atomic_xchg(LP, V)))
KERNEL(double, FLOAT_FORMS, )
KERNEL(half, HALF_FORMS, )
