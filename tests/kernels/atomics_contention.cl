// Atomics under contention and the memory model (tests/suite/atomics_test.cpp).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

// Every work-item of every group hits one of nhot addresses (gid % nhot) with
// each counter form; olds record what each saw. The bitwise and min/max
// operations fold a per-item value into hot[0] only (their old values do not
// identify an item).
kernel void contend(global int *inc, global uint *add, global ulong *add64,
                    global int *cas, global int *olds, global int *bits, global long *minmax,
                    int nhot) {
  const size_t gid = get_global_id(0), n = get_global_size(0);
  const int h = (int)(gid % (size_t)nhot);
  olds[gid] = atomic_inc(&inc[h]);
  olds[n + gid] = (int)atomic_fetch_add_explicit((volatile global atomic_uint *)&add[h], 1u,
                                                 memory_order_relaxed, memory_scope_device);
  olds[2 * n + gid] = (int)atom_add(&add64[h], 1ul);
  // A weak compare-exchange retry loop: must converge, each value once.
  volatile global atomic_int *c = (volatile global atomic_int *)&cas[h];
  int e = atomic_load_explicit(c, memory_order_relaxed);
  while (!atomic_compare_exchange_weak_explicit(c, &e, e + 1, memory_order_acq_rel,
                                                memory_order_relaxed))
    ;
  olds[3 * n + gid] = e;
  const int v = (int)(gid * 2654435761u);
  atomic_or(&bits[0], v & 0x55555555);
  atomic_xor(&bits[1], v);
  atomic_and(&bits[2], v | (int)(1u << (gid % 32)));
  atom_min(&minmax[0], (long)v * 3);
  atom_max(&minmax[1], (long)v * 3);
  atomic_fetch_sub_explicit((volatile global atomic_long *)&minmax[2], (long)v,
                            memory_order_seq_cst, memory_scope_all_svm_devices);
}

// The same counters in local memory: each group counts its own items.
kernel void contend_local(global int *olds, global int *totals) {
  local int counter;
  local uint acounter;
  const size_t lid = get_local_id(0), gid = get_global_id(0), n = get_global_size(0);
  if (lid == 0) {
    counter = 0;
    acounter = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  olds[gid] = atomic_inc(&counter);
  olds[n + gid] = (int)atomic_fetch_add_explicit((volatile local atomic_uint *)&acounter, 1u,
                                                 memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) {
    totals[2 * get_group_id(0)] = counter;
    totals[2 * get_group_id(0) + 1] = (int)acounter;
  }
}

// Floating sums of integer values are exact in any order.
kernel void contend_float(global float *f, global double *d, global half *h, int nhot) {
  const size_t gid = get_global_id(0);
  const int hot = (int)(gid % (size_t)nhot);
  const int v = (int)(gid % 7) - 3;
  atomic_fetch_add_explicit((volatile global atomic_float *)&f[hot], (float)v,
                            memory_order_relaxed, memory_scope_device);
  atomic_fetch_sub((volatile global atomic_double *)&d[hot], (double)v);
  atomic_fetch_add_explicit((volatile global atomic_half *)&h[hot], (half)(gid % 7 == 0),
                            memory_order_relaxed, memory_scope_device);
}

// Litmus tests. Instance m has its own x[m], y[m]. Writers and readers of an
// instance are in different work-groups (device scope: groups 2j and 2j+1)
// or in one group (work-group scope: local ids 2i and 2i+1). out[m] gets
// 2*r1 + r2. variant: 0 release/acquire, 1 relaxed (weak outcomes allowed),
// 2 seq_cst (store buffering only).
#define ROLE_AND_INSTANCE                                                       \
  const size_t lid = get_local_id(0), grp = get_group_id(0), ls = get_local_size(0); \
  const bool device = scope == 1;                                               \
  const bool first = device ? (grp % 2 == 0) : (lid % 2 == 0);                  \
  const size_t m = device ? (grp / 2) * ls + lid : grp * (ls / 2) + lid / 2;    \
  const memory_scope sc = device ? memory_scope_device : memory_scope_work_group; \
  volatile global atomic_int *px = (volatile global atomic_int *)&x[m];         \
  volatile global atomic_int *py = (volatile global atomic_int *)&y[m];

// Message passing: first writes x then sets y; second reads y then x.
// Forbidden with release/acquire: r1 (y) = 1 and r2 (x) = 0.
kernel void litmus_mp(global int *x, global int *y, global int *out, int scope, int variant) {
  ROLE_AND_INSTANCE
  const memory_order rel = variant == 0 ? memory_order_release : memory_order_relaxed;
  const memory_order acq = variant == 0 ? memory_order_acquire : memory_order_relaxed;
  if (first) {
    atomic_store_explicit(px, 1, memory_order_relaxed, sc);
    atomic_store_explicit(py, 1, rel, sc);
  } else {
    const int r1 = atomic_load_explicit(py, acq, sc);
    const int r2 = atomic_load_explicit(px, memory_order_relaxed, sc);
    out[m] = 2 * r1 + r2;
  }
}

// Store buffering: first writes x, reads y; second writes y, reads x.
// Forbidden with seq_cst: both read 0. Release/acquire allows it.
kernel void litmus_sb(global int *x, global int *y, global int *out, int scope, int variant) {
  ROLE_AND_INSTANCE
  const memory_order st = variant == 2 ? memory_order_seq_cst : memory_order_release;
  const memory_order ld = variant == 2 ? memory_order_seq_cst : memory_order_acquire;
  volatile global atomic_int *mine = first ? px : py, *other = first ? py : px;
  atomic_store_explicit(mine, 1, st, sc);
  const int r = atomic_load_explicit(other, ld, sc);
  out[2 * m + (first ? 0 : 1)] = r;
}
