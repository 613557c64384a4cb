// vload<n>/vstore<n> and the half forms in every address space. One
// work-item walks WI vectors per width; widths use separate regions of REG
// elements, and `shift` (0 or an odd element count) moves every unaligned
// access off the vector's alignment. Kernels per address space and type:
//   vdata_<space>_<T>:  dst[r][shift + i*n ..] = vload<n>(i, src[r] + shift)
//                       via vstore<n> into the same space
//   vhalf_<space>:      vload_half[n] / vloada_half<n> into fout, and every
//                       vstore[a]_half[n][_mode] of fsrc/dsrc into hout
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define WI 8
#define REG (WI * 16 + 16)
#define SIZE (5 * REG)

#define COPY_N(N, r, LD, ST)                                                    \
  for (uint i = 0; i < WI; ++i)                                                 \
    vstore##N(vload##N(i, LD + (r) * REG + shift), i, ST + (r) * REG + shift);
#define COPY_ALL(LD, ST)                                                        \
  COPY_N(2, 0, LD, ST) COPY_N(3, 1, LD, ST) COPY_N(4, 2, LD, ST)                \
  COPY_N(8, 3, LD, ST) COPY_N(16, 4, LD, ST)

#define VDATA(T)                                                                \
  kernel void vdata_global_##T(global const T *src, global T *dst, uint shift) { \
    COPY_ALL(src, dst)                                                          \
  }                                                                             \
  kernel void vdata_constant_##T(constant T *src, global T *dst, uint shift) {  \
    COPY_ALL(src, dst)                                                          \
  }                                                                             \
  kernel void vdata_generic_##T(global const T *src, global T *dst, uint shift) { \
    const T *g = src;                                                           \
    T *h = dst;                                                                 \
    COPY_ALL(g, h)                                                              \
  }                                                                             \
  kernel void vdata_local_##T(global const T *src, global T *dst, uint shift) { \
    local T a[SIZE], b[SIZE];                                                   \
    for (uint k = 0; k < SIZE; ++k)                                             \
      a[k] = src[k], b[k] = dst[k];                                             \
    COPY_ALL((local const T *)a, (local T *)b)                                  \
    for (uint k = 0; k < SIZE; ++k)                                             \
      dst[k] = b[k];                                                            \
  }                                                                             \
  kernel void vdata_private_##T(global const T *src, global T *dst, uint shift) { \
    private T a[SIZE], b[SIZE];                                                 \
    for (uint k = 0; k < SIZE; ++k)                                             \
      a[k] = src[k], b[k] = dst[k];                                             \
    COPY_ALL((private const T *)a, (private T *)b)                              \
    for (uint k = 0; k < SIZE; ++k)                                             \
      dst[k] = b[k];                                                            \
  }
VDATA(char) VDATA(uchar) VDATA(short) VDATA(ushort) VDATA(int) VDATA(uint)
VDATA(long) VDATA(ulong) VDATA(float) VDATA(double) VDATA(half)

// ---- half forms ----
// fout regions 0..5: vload_half, vload_half2..16 at (i, H + r*REG + shift);
// regions 6..10: vloada_half2..16 at (i, H + r*REG) (3: stride 4).
// hout regions: for src in (float, double), mode in ("", rte, rtz, rtp, rtn):
//   11 regions: vstore_half, vstore_half2..16 (shifted), vstorea_half2..16.
#define PUTF(N, v, at) vstore##N(v, 0, fout + (at))
#define LOADS(H)                                                                \
  for (uint i = 0; i < WI; ++i) {                                               \
    fout[0 * REG + shift + i] = vload_half(i, H + 0 * REG + shift);             \
    PUTF(2, vload_half2(i, H + 1 * REG + shift), 1 * REG + shift + i * 2);      \
    PUTF(3, vload_half3(i, H + 2 * REG + shift), 2 * REG + shift + i * 3);      \
    PUTF(4, vload_half4(i, H + 3 * REG + shift), 3 * REG + shift + i * 4);      \
    PUTF(8, vload_half8(i, H + 4 * REG + shift), 4 * REG + shift + i * 8);      \
    PUTF(16, vload_half16(i, H + 5 * REG + shift), 5 * REG + shift + i * 16);   \
    PUTF(2, vloada_half2(i, H + 6 * REG), 6 * REG + i * 2);                     \
    PUTF(3, vloada_half3(i, H + 7 * REG), 7 * REG + i * 4);                     \
    PUTF(4, vloada_half4(i, H + 8 * REG), 8 * REG + i * 4);                     \
    PUTF(8, vloada_half8(i, H + 9 * REG), 9 * REG + i * 8);                     \
    PUTF(16, vloada_half16(i, H + 10 * REG), 10 * REG + i * 16);                \
  }
#define STORES_MODE(S, SRC, M, base, HO)                                        \
  for (uint i = 0; i < WI; ++i) {                                               \
    vstore_half##M(SRC[(base) + 0 * REG + i], i, HO + ((base) + 0 * REG + shift)); \
    vstore_half2##M(vload2(i, SRC + (base) + 1 * REG), i, HO + ((base) + 1 * REG + shift)); \
    vstore_half3##M(vload3(i, SRC + (base) + 2 * REG), i, HO + ((base) + 2 * REG + shift)); \
    vstore_half4##M(vload4(i, SRC + (base) + 3 * REG), i, HO + ((base) + 3 * REG + shift)); \
    vstore_half8##M(vload8(i, SRC + (base) + 4 * REG), i, HO + ((base) + 4 * REG + shift)); \
    vstore_half16##M(vload16(i, SRC + (base) + 5 * REG), i, HO + ((base) + 5 * REG + shift)); \
    vstorea_half2##M(vload2(i, SRC + (base) + 6 * REG), i, HO + ((base) + 6 * REG)); \
    vstorea_half3##M(vload3(i, SRC + (base) + 7 * REG), i, HO + ((base) + 7 * REG)); \
    vstorea_half4##M(vload4(i, SRC + (base) + 8 * REG), i, HO + ((base) + 8 * REG)); \
    vstorea_half8##M(vload8(i, SRC + (base) + 9 * REG), i, HO + ((base) + 9 * REG)); \
    vstorea_half16##M(vload16(i, SRC + (base) + 10 * REG), i, HO + ((base) + 10 * REG)); \
  }
#define STORES(HO)                                                              \
  STORES_MODE(float, fsrc, , 0 * 11 * REG, HO)                                  \
  STORES_MODE(float, fsrc, _rte, 1 * 11 * REG, HO)                              \
  STORES_MODE(float, fsrc, _rtz, 2 * 11 * REG, HO)                              \
  STORES_MODE(float, fsrc, _rtp, 3 * 11 * REG, HO)                              \
  STORES_MODE(float, fsrc, _rtn, 4 * 11 * REG, HO)                              \
  STORES_MODE(double, dsrc, , 5 * 11 * REG, HO)                                 \
  STORES_MODE(double, dsrc, _rte, 6 * 11 * REG, HO)                             \
  STORES_MODE(double, dsrc, _rtz, 7 * 11 * REG, HO)                             \
  STORES_MODE(double, dsrc, _rtp, 8 * 11 * REG, HO)                             \
  STORES_MODE(double, dsrc, _rtn, 9 * 11 * REG, HO)
#define HSIZE (11 * REG)
#define HOUT (10 * 11 * REG)
#define HALF_ARGS                                                               \
  global const float *fsrc, global const double *dsrc, global float *fout,      \
  global half *hout, uint shift

kernel void vhalf_global(global const half *hsrc, HALF_ARGS) { LOADS(hsrc) STORES(hout) }
kernel void vhalf_constant(constant half *hsrc, HALF_ARGS) { LOADS(hsrc) STORES(hout) }
kernel void vhalf_generic(global const half *hsrc, HALF_ARGS) {
  const half *g = hsrc;
  half *h = hout;
  LOADS(g) STORES(h)
}
// local and private: the half data is staged through arrays in that space
// (the stores one source type at a time, to keep the arrays small).
#define STAGED(SPACE)                                                            \
  kernel void vhalf_##SPACE(global const half *hsrc, HALF_ARGS) {               \
    SPACE half a[HSIZE];                                                        \
    SPACE half b[11 * REG];                                                     \
    for (uint k = 0; k < HSIZE; ++k)                                            \
      a[k] = hsrc[k];                                                           \
    LOADS((SPACE const half *)a)                                                \
    for (uint part = 0; part < 10; ++part) {                                    \
      for (uint k = 0; k < 11 * REG; ++k)                                       \
        b[k] = hout[part * 11 * REG + k];                                       \
      SPACE half *hb = b - part * 11 * REG; /* regions relative to part */      \
      switch (part) {                                                           \
      case 0: STORES_MODE(float, fsrc, , 0 * 11 * REG, hb) break;               \
      case 1: STORES_MODE(float, fsrc, _rte, 1 * 11 * REG, hb) break;           \
      case 2: STORES_MODE(float, fsrc, _rtz, 2 * 11 * REG, hb) break;           \
      case 3: STORES_MODE(float, fsrc, _rtp, 3 * 11 * REG, hb) break;           \
      case 4: STORES_MODE(float, fsrc, _rtn, 4 * 11 * REG, hb) break;           \
      case 5: STORES_MODE(double, dsrc, , 5 * 11 * REG, hb) break;              \
      case 6: STORES_MODE(double, dsrc, _rte, 6 * 11 * REG, hb) break;          \
      case 7: STORES_MODE(double, dsrc, _rtz, 7 * 11 * REG, hb) break;          \
      case 8: STORES_MODE(double, dsrc, _rtp, 8 * 11 * REG, hb) break;          \
      default: STORES_MODE(double, dsrc, _rtn, 9 * 11 * REG, hb) break;         \
      }                                                                         \
      for (uint k = 0; k < 11 * REG; ++k)                                       \
        hout[part * 11 * REG + k] = b[k];                                       \
    }                                                                           \
  }
STAGED(local)
STAGED(private)
