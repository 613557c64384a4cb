// fma and mad for SPIR-V consumers (overrides generic/math/fma.cl).
//
// Mesa's SPIR-V front end lowers OpenCL.std fma (float) to a call of the
// library's fma, and SPIRV-LLVM-Translator turns llvm.fma back into
// OpenCL.std fma: the generic core (__builtin_fmaf) would make Mesa inline
// fma into fma forever (clCreateKernel hangs). So float fma is computed here
// on the bits, with no fma instruction, intrinsic or double: the exact
// 48-bit product of the significands, c aligned to it with a sticky bit,
// one rounding to nearest even, subnormals, overflow, IEEE's NaN, infinity
// and signed-zero rules; tools/lab/accuracy/sw_fma_check.cpp tests it with
// the host's fmaf bit for bit. double keeps llvm.fma (rusticl's devices
// without fp64 never call it); half is generic/math/clb_fma_half.cl's.
#include <clb/math.h>

// The float fma is branch-free: Mesa inlines it into every call site and
// vector lane of every math core, and its passes pay for each branch (a
// version with early returns, ~18 conditional branches, made a program using
// lgamma at six widths take over 10 minutes to build on rusticl). So the
// special cases and the general path are all computed and the result picked
// with selects; every shift count is kept in [0, 63] (OpenCL C masks larger
// counts, it does not make them 0) and every clz argument nonzero.
CLB_OVLD CLB_CONST float __clb_fma(float a, float b, float c) {
  uint ua = __builtin_astype(a, uint), ub = __builtin_astype(b, uint),
       uc = __builtin_astype(c, uint);
  uint sp = (ua ^ ub) & 0x80000000u, sc = uc & 0x80000000u;
  uint aa = ua & 0x7fffffffu, ab = ub & 0x7fffffffu, ac = uc & 0x7fffffffu;

  // A NaN or an infinity: NaNs propagate (quieted, a's first, then b's, then
  // c's), inf * 0 and inf - inf are the default NaN, inf * finite is the
  // signed infinity, and a finite product with an infinite c gives c.
  bool special = (aa >= 0x7f800000u) | (ab >= 0x7f800000u) | (ac >= 0x7f800000u);
  bool pinf = (aa == 0x7f800000u) | (ab == 0x7f800000u);
  bool invalid = (aa == 0) | (ab == 0) | ((ac == 0x7f800000u) & (sc != sp));
  uint rinf = invalid ? 0x7fc00000u : (sp | 0x7f800000u);
  uint rspec = pinf ? rinf : uc;
  rspec = ac > 0x7f800000u ? (uc | 0x00400000u) : rspec;
  rspec = ab > 0x7f800000u ? (ub | 0x00400000u) : rspec;
  rspec = aa > 0x7f800000u ? (ua | 0x00400000u) : rspec;

  // An exact zero product (a and b finite): c, or a zero that is -0 only if
  // both are -0.
  bool pzero = (aa == 0) | (ab == 0);
  uint rzero = ac == 0 ? (sp & sc) : uc;

  // The general path, computed for every input (its result is discarded
  // when one of the above applies). Significands and exponents:
  // x = m 2^(e - 150), subnormals with e = 1.
  int ea = (int)(aa >> 23), eb = (int)(ab >> 23), ec = (int)(ac >> 23);
  ulong ma = (aa & 0x7fffffu) | (ea ? 0x800000u : 0u);
  ulong mb = (ab & 0x7fffffu) | (eb ? 0x800000u : 0u);
  ulong mc = (ac & 0x7fffffu) | (ec ? 0x800000u : 0u);
  ea += ea == 0;
  eb += eb == 0;
  ec += ec == 0;
  // The exact product (at most 48 bits), its top bit moved to bit 61:
  // p = mp 2^xp. "| 1" keeps clz defined for a zero product (whose result
  // is not used) and does not change it otherwise.
  ulong mp = ma * mb;
  int shp = __builtin_clzl(mp | 1) - 2;
  mp <<= shp;
  int xp = ea + eb - 300 - shp;
  // c the same way.
  int shc = __builtin_clzl(mc | 1) - 2;
  mc <<= shc;
  int xc = ec - 150 - shc;
  // The larger magnitude (both tops at bit 61) keeps its bits; the smaller
  // is shifted right, the bits it loses kept as a sticky bit 0. Both have
  // at least 14 zero bits at the bottom, so a loss means a shift past 14,
  // a result whose top is at bit 60 or above and whose rounding point is
  // far above bit 0: an odd sum cannot land on a rounding boundary.
  // c == 0 (mc == 0) takes the product alone: mbig = mp, lo = 0.
  bool pbig = (ac == 0) | (xp > xc) | ((xp == xc) & (mp >= mc));
  ulong mbig = pbig ? mp : mc, msmall = pbig ? mc : mp;
  int xbig = pbig ? xp : xc, d = pbig ? xp - xc : xc - xp;
  // msmall < 2^62, so a shift by 63 leaves 0 and a sticky bit for any
  // nonzero msmall: exactly what any larger shift would give. Clamping d
  // to 63 keeps the shifts defined (d < 0 only when c == 0 forced pbig;
  // then msmall == 0 and lo == 0 whatever the shift).
  int dd = d < 0 ? 0 : (d > 63 ? 63 : d);
  ulong lo = (msmall >> dd) | (ulong)((msmall & ((1ul << dd) - 1)) != 0);
  ulong m = sp == sc ? mbig + lo : mbig - lo;
  int x = xbig;
  uint s = pbig ? sp : sc;
  // m == 0 only by exact cancellation: +0 to nearest.
  bool cancel = m == 0;

  // Round m 2^x (m < 2^63) to 24 bits, or to the subnormal grid 2^-149.
  int n = 63 - __builtin_clzl(m | 1);
  int e = n + x + 127;  // the biased exponent, if normal
  int eb1 = e < 1 ? 1 : e;
  int r = eb1 - 150 - x;  // bits of m below the result's last place
  // r <= 0 (then -r <= 23): shift left, exact. 0 < r <= 63: shift right
  // and round to nearest even. r > 63: m < 2^63 <= half the last place,
  // the result is 0. At most one of ls, rs is nonzero.
  int ls = r < 0 ? -r : 0;
  int rs = r < 0 ? 0 : (r > 63 ? 63 : r);
  ulong q = (m << ls) >> rs;
  ulong rem = m & ((1ul << rs) - 1), hw = (1ul << rs) >> 1;
  // rs == 0: rem == hw == 0, which must not round.
  uint up = (uint)(rem > hw) | ((uint)(rem == hw) & (uint)(rs != 0) & (uint)q & 1u);
  q = r > 63 ? 0 : q + up;
  // The hidden bit (or a carry out of the significand) adds to the exponent.
  // eb1 <= 62 + 194 + 127, so the shift does not wrap.
  uint bits = ((uint)(eb1 - 1) << 23) + (uint)q;
  bits = ((eb1 - 1 >= 255) | (bits >= 0x7f800000u)) ? 0x7f800000u : bits;
  uint rgen = cancel ? 0u : (s | bits);

  uint rfin = pzero ? rzero : rgen;
  uint res = special ? rspec : rfin;
  return __builtin_astype(res, float);
}

CLB_IF_FP64(CLB_OVLD CLB_CONST double __clb_fma(double a, double b, double c) {
  return __builtin_fma(a, b, c);
})
CLB_FOR_EACH_FLOAT32_64(CLB_MATH_MAP3, __clb_fma)

#define CLB_MAD(T, ...) CLB_OVLD CLB_CONST T __clb_mad(T a, T b, T c) { return __clb_fma(a, b, c); }
CLB_FOR_EACH_FLOAT(CLB_MAD)
