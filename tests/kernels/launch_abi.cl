// What every work-item sees of its NDRange, for the launch-ABI tests
// (tests/gpu/launch_concurrency.cu): 32 ulongs per work-item at its global
// linear id. Two kernels calling one helper, and a kernel calling a kernel,
// so every shape of call reaches the launch parameter.
#define SLOTS 32

static void record(global ulong *out, ulong tag) {
  global ulong *o = out + get_global_linear_id() * SLOTS;
  for (uint d = 0; d < 3; ++d) {
    o[0 + d] = get_global_id(d);
    o[3 + d] = get_local_id(d);
    o[6 + d] = get_group_id(d);
    o[9 + d] = get_global_size(d);
    o[12 + d] = get_local_size(d);
    o[15 + d] = get_num_groups(d);
    o[18 + d] = get_global_offset(d);
    o[21 + d] = get_enqueued_local_size(d);
  }
  o[24] = get_work_dim();
  o[25] = get_local_linear_id();
  o[26] = get_global_id(3) + get_global_size(3) * 100 + get_local_size(3) * 10000;
  o[27] = tag;
}

kernel void launch_record(global ulong *out, ulong tag) { record(out, tag); }

kernel void launch_record_via_kernel(global ulong *out, ulong tag) {
  launch_record(out, tag + 1);
}

kernel void launch_copy(global const uint *in, global uint *out) {
  size_t i = get_global_id(0);
  out[i] = in[i] + 1;
}
