// Every memory order x memory scope pair (tests/suite/atomics_scopes_test.cpp):
// each of the 25 pairs, as constants (as programs write them), on fetch_add,
// exchange, compare_exchange (success and failure), load and store. Scopes
// decide who may share an object: work_item and sub_group objects are each
// work-item's own cells; work_group adds a counter per group in local and in
// global memory; device and all_svm_devices add one counter for the whole
// NDRange. Loads, stores and failed exchanges take the part of an order
// they may carry (OpenCL leaves a release load undefined).
#define PAIRS 25
#define OWN 6  // own cells per pair and work-item

#define LOAD_ORDER(O) ((O) == memory_order_release ? memory_order_relaxed : (O) == memory_order_acq_rel ? memory_order_acquire : (O))
#define STORE_ORDER(O) ((O) == memory_order_acquire ? memory_order_relaxed : (O) == memory_order_acq_rel ? memory_order_release : (O))
#define FAIL_ORDER(O) LOAD_ORDER(O)

// Pair k = order index * 5 + scope index. own: OWN ints per item and pair,
// set by the host to k * 1000 + item; res: what each call returned.
#define PAIR(K, O, S, SHARED)                                                        \
  {                                                                                  \
    volatile global atomic_int *c = (volatile global atomic_int *)(own + ((size_t)gid * PAIRS + K) * OWN); \
    global int *r = res + ((size_t)gid * PAIRS + K) * 8;                             \
    r[0] = atomic_fetch_add_explicit(c, gid + 1, O, S);                              \
    r[1] = atomic_exchange_explicit(c + 1, -gid, O, S);                              \
    int e = atomic_load_explicit(c + 2, LOAD_ORDER(O), S);                           \
    r[2] = atomic_compare_exchange_strong_explicit(c + 2, &e, 7 * gid, O, FAIL_ORDER(O), S); \
    int f = -1;                                                                      \
    r[3] = atomic_compare_exchange_strong_explicit(c + 3, &f, 5, O, FAIL_ORDER(O), S); \
    r[4] = f;                                                                        \
    atomic_store_explicit(c + 4, 3 * gid, STORE_ORDER(O), S);                        \
    volatile atomic_int *g = (volatile atomic_int *)(c + 5); /* generic */           \
    r[5] = atomic_fetch_min_explicit(g, gid, O, S);                                  \
    SHARED(K, O, S)                                                                  \
  }
// Shared counters: each item adds 1 and records the old value.
#define NO_SHARED(K, O, S)
#define GROUP_SHARED(K, O, S)                                                        \
  r[6] = atomic_fetch_add_explicit(&lcount[K], 1, O, S);                             \
  r[7] = atomic_fetch_add_explicit((volatile global atomic_int *)&gcount[grp * PAIRS + K], 1, O, S);
#define DEVICE_SHARED(K, O, S)                                                       \
  r[6] = atomic_fetch_add_explicit(&lcount[K], 1, O, S);                             \
  r[7] = atomic_fetch_add_explicit((volatile global atomic_int *)&dcount[K], 1, O, S);

#define SCOPES(I, O)                                                                 \
  PAIR(I * 5 + 0, O, memory_scope_work_item, NO_SHARED)                              \
  PAIR(I * 5 + 1, O, memory_scope_sub_group, NO_SHARED)                              \
  PAIR(I * 5 + 2, O, memory_scope_work_group, GROUP_SHARED)                          \
  PAIR(I * 5 + 3, O, memory_scope_device, DEVICE_SHARED)                             \
  PAIR(I * 5 + 4, O, memory_scope_all_svm_devices, DEVICE_SHARED)

kernel void orders_scopes(global int *own, global int *res, global int *gcount,
                          global int *dcount, global int *lout) {
  local atomic_int lcount[PAIRS];
  const int gid = (int)get_global_id(0), lid = (int)get_local_id(0);
  const int grp = (int)get_group_id(0);
  if (lid < PAIRS)
    atomic_init(&lcount[lid], 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  SCOPES(0, memory_order_relaxed)
  SCOPES(1, memory_order_acquire)
  SCOPES(2, memory_order_release)
  SCOPES(3, memory_order_acq_rel)
  SCOPES(4, memory_order_seq_cst)
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < PAIRS)
    lout[grp * PAIRS + lid] = atomic_load_explicit(&lcount[lid], memory_order_relaxed, memory_scope_work_group);
}
