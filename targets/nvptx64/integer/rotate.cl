// rotate on nvptx64: LLVM 15's NVPTX backend miscompiles a 64-bit rotate by
// a variable count (the funnel shift the generic code becomes: rotate(LONG_MIN,
// -1) gave 0 on an H100, not 2^62), so 64-bit elements rotate through PTX
// written out; narrower ones keep the generic form, which becomes shf.l.wrap
// or plain shifts. PTX clamps shift counts to the register width, so a count
// of 0 shifts the other half out entirely, as the rotate needs.
#include <clb/integer.h>

static inline ulong __clb_rotate64(ulong x, ulong n) {
  ulong r;
  __asm__("{\n\t.reg .b64 lo, hi;\n\t.reg .u32 s, t;\n\t"
          "cvt.u32.u64 s, %2;\n\tand.b32 s, s, 63;\n\tsub.u32 t, 64, s;\n\t"
          "shl.b64 lo, %1, s;\n\tshr.b64 hi, %1, t;\n\tor.b64 %0, lo, hi;\n\t}"
          : "=l"(r)
          : "l"(x), "l"(n));
  return r;
}

#define CLB_ROTATE(T, ...)                                                   \
  CLB_OVLD CLB_CONST T __clb_rotate(T v, T i) {                              \
    typedef CLB_UNSIGNED(T) U;                                               \
    U u = __builtin_astype(v, U);                                            \
    U n = __builtin_astype(i, U) & (U)(CLB_BITS(T) - 1);                     \
    if (CLB_BITS(T) == 64) {                                                 \
      union { U v; ulong a[CLB_WIDTH(T)]; } uu = {u}, un = {n};              \
      for (int k = 0; k < CLB_WIDTH(T); ++k)                                 \
        uu.a[k] = __clb_rotate64(uu.a[k], un.a[k]);                          \
      return __builtin_astype(uu.v, T);                                      \
    }                                                                        \
    U back = ((U)CLB_BITS(T) - n) & (U)(CLB_BITS(T) - 1);                    \
    U r = (u << n) | (u >> back);                                            \
    return __builtin_astype(r, T);                                           \
  }
CLB_FOR_EACH_INTEGER(CLB_ROTATE)
