// Kernels that call kernels using work-group collectives. A called kernel
// runs as a function of its caller's work-group: its collectives cover the
// caller's group, whatever the order of definitions, the callee's own
// reqd_work_group_size, or a loop around the call. Each kernel also runs on
// its own. Planes: out[p * n + global id], n the global size.

// Defined before their callers: one with reqd_work_group_size smaller than
// the callers' groups, one without.
kernel __attribute__((reqd_work_group_size(16, 1, 1))) void
sum16_before(global const int *in, global long *out, int k) {
  size_t g = get_global_id(0);
  out[g] = work_group_reduce_add((long)(in[g] + k));
}

kernel void scan_before(global const int *in, global long *out, int k) {
  size_t g = get_global_id(0);
  out[g] = work_group_scan_inclusive_add((long)in[g] * k);
}

// Defined after their callers.
kernel __attribute__((reqd_work_group_size(16, 1, 1))) void
sum16_after(global const int *in, global long *out, int k);
kernel void scan_after(global const int *in, global long *out, int k);

// Planes 0..4: sum16_before and sum16_after in a loop, scan_before,
// scan_after, and a collective of its own.
kernel void caller(global const int *in, global long *out, global long *tmp, int rounds) {
  size_t g = get_global_id(0), n = get_global_size(0);
  long a = 0, b = 0;
  for (int r = 0; r < rounds; ++r) {
    sum16_before(in, tmp, r);
    a += tmp[g];
    sum16_after(in, tmp, 2 * r);
    b += tmp[g];
  }
  out[g] = a;
  out[2 * n + g] = b;
  scan_before(in, tmp, 3);
  out[n + g] = tmp[g];
  scan_after(in, tmp, 5);
  out[3 * n + g] = tmp[g];
  out[4 * n + g] = work_group_reduce_max(in[g]);
}

// A caller with a reqd_work_group_size of its own (larger than sum16's) that
// calls a kernel that calls kernels: planes 0..4 as caller's, plane 5 its own.
kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
caller64(global const int *in, global long *out, global long *tmp, int rounds) {
  size_t g = get_global_id(0), n = get_global_size(0);
  caller(in, out, tmp, rounds);
  out[5 * n + g] = work_group_scan_exclusive_add((long)in[g]);
}

kernel __attribute__((reqd_work_group_size(16, 1, 1))) void
sum16_after(global const int *in, global long *out, int k) {
  size_t g = get_global_id(0);
  out[g] = work_group_reduce_add((long)(in[g] + k));
}

kernel void scan_after(global const int *in, global long *out, int k) {
  size_t g = get_global_id(0);
  out[g] = work_group_scan_inclusive_add((long)in[g] * k);
}
