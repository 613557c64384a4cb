// The README's demo: the statistics an auto-exposure pass needs from a frame,
// in the OpenCL C 3.0 an application would write. Every builtin it calls
// (the image read and its sampler, pow, dot, log, exp, the work-group
// collectives, the atomics) comes from clbuiltins, linked in by clb-link:
//
//   clb-link --target spir64 --emit bc -o demo.bc demo.cl -cl-std=CL3.0
//
// tools/demo/clb-demo.cpp runs it on PoCL and checks it against the host.

// Bilinear filtering at normalized coordinates, as a resampling pass uses it.
constant sampler_t bilinear =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;

typedef struct {
    atomic_uint max_bits;     // the brightest pixel's luminance, as_uint (>= 0)
    atomic_uint bright;       // pixels with luminance above 0.5
    atomic_uint groups_done;  // work-groups finished; the last one averages
    float log_average;        // exp(mean(log(delta + Y))), the frame's key
} exposure_stats;

// The sRGB transfer function, encoded value to linear light.
static float srgb_to_linear(float c)
{
    return c <= 0.04045f ? c / 12.92f : pow((c + 0.055f) / 1.055f, 2.4f);
}

// One work-item per pixel of the frame at half size: the sample point of
// pixel (x, y) is the corner shared by four source texels, so the linear
// sampler averages them (a 2x2 box downsample in one read). Writes each
// pixel's luminance, one partial sum of log-luminance per work-group, and
// combines the groups' maxima and counts with atomics; the last group to
// finish reduces the partial sums to the log-average.
kernel void exposure(read_only image2d_t frame, float2 inv_size, float delta,
                     global float *luminance, global float *group_log_sum,
                     global exposure_stats *stats)
{
    int x = get_global_id(0), y = get_global_id(1);
    float2 at = ((float2)(x, y) + 0.5f) * inv_size;
    float3 rgb = read_imagef(frame, bilinear, at).xyz;
    float3 linear = (float3)(srgb_to_linear(rgb.x), srgb_to_linear(rgb.y),
                             srgb_to_linear(rgb.z));
    float lum = dot(linear, (float3)(0.2126f, 0.7152f, 0.0722f));  // Rec. 709
    luminance[y * get_global_size(0) + x] = lum;

    float log_sum = work_group_reduce_add(log(delta + lum));
    float group_max = work_group_reduce_max(lum);
    uint bright = work_group_reduce_add(lum > 0.5f ? 1u : 0u);

    if (get_local_linear_id() == 0) {
        uint groups = get_num_groups(0) * get_num_groups(1);
        uint group = get_group_id(1) * get_num_groups(0) + get_group_id(0);
        group_log_sum[group] = log_sum;
        // Non-negative floats order as their bits do.
        atomic_fetch_max_explicit(&stats->max_bits, as_uint(group_max),
                                  memory_order_relaxed, memory_scope_device);
        atomic_fetch_add_explicit(&stats->bright, bright, memory_order_relaxed,
                                  memory_scope_device);
        // Release this group's partial sum, acquire every earlier group's.
        if (atomic_fetch_add_explicit(&stats->groups_done, 1u, memory_order_acq_rel,
                                      memory_scope_device) == groups - 1) {
            float total = 0.0f;
            for (uint g = 0; g < groups; ++g)
                total += group_log_sum[g];
            stats->log_average = exp(total / (float)(get_global_size(0) * get_global_size(1)));
        }
    }
}
