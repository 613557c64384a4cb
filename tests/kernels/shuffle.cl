// shuffle and shuffle2 for one element type per kernel, every source width M
// and mask width N: work-item i takes vector i of x and y (width M) and of
// mask (width N); region ((m * 4 + k) * 2 + s) holds shuffle (s = 0) or
// shuffle2 (s = 1) for source width index m and mask width index k.
// half and double kernels exist where the device has them (not on
// llvmpipe), so the others still build there.
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#define SLOT(V, p, r) ((global V *)((p) + (size_t)(r) * n * 16))
#define MN(T, U, M, N, m, k)                                                    \
  {                                                                             \
    const T##M a = ((global const T##M *)x)[i], b = ((global const T##M *)y)[i]; \
    const U##N s = ((global const U##N *)mask)[i];                              \
    SLOT(T##N, out, (m * 4 + k) * 2)[i] = shuffle(a, s);                        \
    SLOT(T##N, out, (m * 4 + k) * 2 + 1)[i] = shuffle2(a, b, s);                \
  }
#define M_(T, U, M, m)                                                          \
  MN(T, U, M, 2, m, 0) MN(T, U, M, 4, m, 1) MN(T, U, M, 8, m, 2) MN(T, U, M, 16, m, 3)
#define SHUFFLE_KERNEL(T, U)                                                    \
  __kernel void shuffle_##T(global const T *x, global const T *y,               \
                            global const U *mask, global T *out) {              \
    const size_t i = get_global_id(0), n = get_global_size(0);                  \
    M_(T, U, 2, 0) M_(T, U, 4, 1) M_(T, U, 8, 2) M_(T, U, 16, 3)                \
  }
SHUFFLE_KERNEL(char, uchar)
SHUFFLE_KERNEL(uchar, uchar)
SHUFFLE_KERNEL(short, ushort)
SHUFFLE_KERNEL(ushort, ushort)
SHUFFLE_KERNEL(int, uint)
SHUFFLE_KERNEL(uint, uint)
SHUFFLE_KERNEL(long, ulong)
SHUFFLE_KERNEL(ulong, ulong)
#ifdef cl_khr_fp16
SHUFFLE_KERNEL(half, ushort)
#endif
SHUFFLE_KERNEL(float, uint)
#ifdef cl_khr_fp64
SHUFFLE_KERNEL(double, ulong)
#endif
