// Code generation of the user's kernel (docs/performance.md, "Code generation
// against nvcc"): typical kernels written as OpenCL users write them, linked
// by clb-link -O3 to PTX; tools/lab/bench/codegen_bench.cu holds the same
// algorithms written as CUDA users write them and times both. Nothing here
// calls a collective builtin: what is compared is how the whole kernel is
// compiled (indexing, loads and stores, local memory, barriers, atomics).
// Indices are int, as most users write them; groups are 256 work-items
// (32 x 8 in 2-D).
#define GROUP 256
#define TILE 32
#define TILE_ROWS 8

// Grid-stride sum; the group folds its items' sums in local memory, item 0
// adds the group's sum to *sum.
kernel void reduce_int(global const int *in, global int *sum, int n) {
  local int s[GROUP];
  int lid = get_local_id(0);
  int acc = 0;
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    acc += in[i];
  s[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int h = get_local_size(0) / 2; h > 0; h >>= 1) {
    if (lid < h)
      s[lid] += s[lid + h];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    atomic_add(sum, s[0]);
}

// The same for float; item 0 writes the group's partial sum.
kernel void reduce_float(global const float *in, global float *partial, int n) {
  local float s[GROUP];
  int lid = get_local_id(0);
  float acc = 0.0f;
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    acc += in[i];
  s[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int h = get_local_size(0) / 2; h > 0; h >>= 1) {
    if (lid < h)
      s[lid] += s[lid + h];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = s[0];
}

kernel void saxpy(int n, float a, global const float *x, global float *y) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// Inclusive scan of each group's elements (Hillis-Steele), one per work-item.
kernel void scan_int(global const int *in, global int *out) {
  local int s[GROUP];
  int lid = get_local_id(0), gid = get_global_id(0);
  s[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int d = 1; d < get_local_size(0); d <<= 1) {
    int v = lid >= d ? s[lid - d] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    s[lid] += v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[gid] = s[lid];
}

// out (width rows of `height`) = the transpose of in (height rows of
// `width`): 32 x 32 tiles through local memory padded by one column against bank
// conflicts; groups of 32 x 8, each item moving 4 rows of its tile. The
// NDRange is (width, height / 4).
kernel void transpose(global const float *in, global float *out, int width, int height) {
  local float tile[TILE][TILE + 1];
  int tx = get_local_id(0), ty = get_local_id(1);
  int x = get_group_id(0) * TILE + tx;
  int y = get_group_id(1) * TILE + ty;
  for (int j = 0; j < TILE; j += TILE_ROWS)
    tile[ty + j][tx] = in[(y + j) * width + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  x = get_group_id(1) * TILE + tx;
  y = get_group_id(0) * TILE + ty;
  for (int j = 0; j < TILE; j += TILE_ROWS)
    out[(y + j) * height + x] = tile[tx][ty + j];
}

// 5-point stencil on a width x height grid; boundary points are copied.
kernel void stencil5(global const float *in, global float *out, int width, int height) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= width || y >= height)
    return;
  int i = y * width + x;
  if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.5f * in[i] + 0.125f * (in[i - 1] + in[i + 1] + in[i - width] + in[i + width]);
}

// 256-bin histogram of the bytes of `in` (n words): a group's counts in local
// memory, then added to the global bins.
kernel void histogram256(global const uint *in, global uint *hist, int n) {
  local uint h[256];
  int lid = get_local_id(0);
  for (int b = lid; b < 256; b += get_local_size(0))
    h[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
    uint w = in[i];
    atomic_inc(&h[w & 255]);
    atomic_inc(&h[(w >> 8) & 255]);
    atomic_inc(&h[(w >> 16) & 255]);
    atomic_inc(&h[w >> 24]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int b = lid; b < 256; b += get_local_size(0))
    if (h[b])
      atomic_add(&hist[b], h[b]);
}
