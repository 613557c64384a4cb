// ctz on NVIDIA GPUs: reverse the bits and count leading zeros (brev + clz,
// both defined for 0, so ctz(0) needs no test). LLVM's own cttz becomes
// popc(~x & (x - 1)) behind a branch on zero. Narrow elements get a 1 just
// above their width, as in the generic version.
#include <clb/integer.h>

static CLB_OVLD CLB_CONST uint clb_nv_ctz(uint x) {
  uint r;
  __asm__("{\n\t.reg .b32 t;\n\tbrev.b32 t, %1;\n\tclz.b32 %0, t;\n\t}" : "=r"(r) : "r"(x));
  return r;
}
static CLB_OVLD CLB_CONST uint clb_nv_ctz(ulong x) {
  uint r;
  __asm__("{\n\t.reg .b64 t;\n\tbrev.b64 t, %1;\n\tclz.b64 %0, t;\n\t}" : "=r"(r) : "l"(x));
  return r;
}

#define CLB_NV_CTZ_ONE(S, U, W, top) \
  static CLB_OVLD CLB_CONST S clb_ctz_one(S x) { return (S)clb_nv_ctz((W)(U)x | (top)); }
CLB_NV_CTZ_ONE(char, uchar, uint, 0x100u)
CLB_NV_CTZ_ONE(uchar, uchar, uint, 0x100u)
CLB_NV_CTZ_ONE(short, ushort, uint, 0x10000u)
CLB_NV_CTZ_ONE(ushort, ushort, uint, 0x10000u)
CLB_NV_CTZ_ONE(int, uint, uint, 0u)
CLB_NV_CTZ_ONE(uint, uint, uint, 0u)
CLB_NV_CTZ_ONE(long, ulong, ulong, 0ul)
CLB_NV_CTZ_ONE(ulong, ulong, ulong, 0ul)

#define CLB_CTZ(T, ...) \
  CLB_OVLD CLB_CONST T __clb_ctz(T x) { return CLB_MAP(T, clb_ctz_one, x); }
CLB_FOR_EACH_INTEGER(CLB_CTZ)
