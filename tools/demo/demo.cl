// The README's demo: a work-group sum written with barriers (the conformance
// suite's pattern) and the overflow-free averages hadd/rhadd, all from
// clbuiltins or the runtime, linked by clb-link into one SPIR binary.
__kernel void group_sum(__global const int *in, __global int *scratch, __global int *out)
{
    size_t lid = get_local_id(0), lsize = get_local_size(0);
    __global int *mine = scratch + get_group_id(0) * lsize;
    mine[lid] = in[get_global_id(0)];
    for (uint live = (uint)lsize; live > 1;) {
        uint step = rhadd(live, 0u);  // ceil(live / 2)
        barrier(CLK_GLOBAL_MEM_FENCE);
        if (lid + step < live)
            mine[lid] += mine[lid + step];
        live = step;
    }
    if (lid == 0)
        out[get_group_id(0)] = mine[0];
}

__kernel void averages(__global const int *a, __global const int *b,
                       __global int *h, __global int *r)
{
    size_t i = get_global_id(0);
    h[i] = hadd(a[i], b[i]);
    r[i] = rhadd(a[i], b[i]);
}
