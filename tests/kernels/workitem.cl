// Every work-item writes what each work-item function returns into its own
// record. The slot is computed from get_global_id/offset/size, so a wrong id
// lands in a slot whose expected values differ: the host sees it.
#define RECORD_WORDS 36

__kernel void workitem_record(__global ulong *out)
{
    ulong slot = 0;
    for (int d = 2; d >= 0; --d)
        slot = slot * get_global_size(d) + (get_global_id(d) - get_global_offset(d));
    __global ulong *r = out + slot * RECORD_WORDS;
    r[0] = get_work_dim();
    for (uint d = 0; d < 3; ++d) {
        r[1 + d] = get_global_id(d);
        r[4 + d] = get_local_id(d);
        r[7 + d] = get_group_id(d);
        r[10 + d] = get_global_size(d);
        r[13 + d] = get_local_size(d);
        r[16 + d] = get_enqueued_local_size(d);
        r[19 + d] = get_num_groups(d);
        r[22 + d] = get_global_offset(d);
    }
    r[25] = get_global_linear_id();
    r[26] = get_local_linear_id();
    // Out of range dimensions (spec: sizes 1, ids and offsets 0).
    uint far = get_work_dim() + 2;
    r[27] = get_global_size(far);
    r[28] = get_global_id(far);
    r[29] = get_local_size(far);
    r[30] = get_local_id(far);
    r[31] = get_num_groups(far);
    r[32] = get_group_id(far);
    r[33] = get_global_offset(far);
    r[34] = get_enqueued_local_size(far);
    r[35] = 0x600d;
}
