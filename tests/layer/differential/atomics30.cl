// OpenCL C 3.0 only: C11 atomics on local atomic_ulong and global atomic_int.
kernel void atomics30(global uchar *out, global atomic_int *counter) {
  BEGIN
  local atomic_ulong total;
  if (get_local_id(0) == 0)
    atomic_init(&total, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit(&total, (ulong)g << 33, memory_order_relaxed, memory_scope_work_group);
  atomic_fetch_or_explicit(&total, 1ul << (g % 32), memory_order_relaxed, memory_scope_work_group);
  atomic_fetch_add(counter, g);
  barrier(CLK_LOCAL_MEM_FENCE);
  PUT(ulong, atomic_load_explicit(&total, memory_order_relaxed, memory_scope_work_group));
}
