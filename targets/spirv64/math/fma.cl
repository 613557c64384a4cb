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
// without fp64 never call it).
#include <clb/math.h>

CLB_OVLD CLB_CONST float __clb_fma(float a, float b, float c) {
  uint ua = __builtin_astype(a, uint), ub = __builtin_astype(b, uint),
       uc = __builtin_astype(c, uint);
  uint sp = (ua ^ ub) & 0x80000000u, sc = uc & 0x80000000u;
  uint aa = ua & 0x7fffffffu, ab = ub & 0x7fffffffu, ac = uc & 0x7fffffffu;
  if (aa >= 0x7f800000u || ab >= 0x7f800000u || ac >= 0x7f800000u) {
    // A NaN or an infinity: NaNs propagate (quieted), inf * 0 and
    // inf - inf are the default NaN.
    if (aa > 0x7f800000u) return __builtin_astype(ua | 0x00400000u, float);
    if (ab > 0x7f800000u) return __builtin_astype(ub | 0x00400000u, float);
    if (ac > 0x7f800000u) return __builtin_astype(uc | 0x00400000u, float);
    if (aa == 0x7f800000u || ab == 0x7f800000u) {
      if (aa == 0 || ab == 0 || (ac == 0x7f800000u && sc != sp))
        return __builtin_astype(0x7fc00000u, float);
      return __builtin_astype(sp | 0x7f800000u, float);
    }
    return c;  // c infinite, the product finite
  }
  if (aa == 0 || ab == 0) {
    // An exact zero product: c, or a zero that is -0 only if both are -0.
    if (ac == 0) return __builtin_astype(sp & sc, float);
    return c;
  }
  // Significands and exponents: x = m 2^(e - 150), subnormals with e = 1.
  int ea = (int)(aa >> 23), eb = (int)(ab >> 23), ec = (int)(ac >> 23);
  ulong ma = (aa & 0x7fffffu) | (ea ? 0x800000u : 0u);
  ulong mb = (ab & 0x7fffffu) | (eb ? 0x800000u : 0u);
  ea += ea == 0;
  eb += eb == 0;
  // The exact product (at most 48 bits), its top bit moved to bit 61:
  // p = mp 2^xp.
  ulong mp = ma * mb;
  int shp = __builtin_clzl(mp) - 2;
  mp <<= shp;
  int xp = ea + eb - 300 - shp;
  ulong m;
  int x;
  uint s;
  if (ac == 0) {
    m = mp;
    x = xp;
    s = sp;
  } else {
    ulong mc = (ac & 0x7fffffu) | (ec ? 0x800000u : 0u);
    ec += ec == 0;
    int shc = __builtin_clzl(mc) - 2;
    mc <<= shc;
    int xc = ec - 150 - shc;
    // The larger magnitude (both tops at bit 61) keeps its bits; the smaller
    // is shifted right, the bits it loses kept as a sticky bit 0. Both have
    // at least 14 zero bits at the bottom, so a loss means a shift past 14,
    // a result whose top is at bit 60 or above and whose rounding point is
    // far above bit 0: an odd sum cannot land on a rounding boundary.
    bool pbig = xp > xc || (xp == xc && mp >= mc);
    ulong mbig = pbig ? mp : mc, msmall = pbig ? mc : mp;
    int xbig = pbig ? xp : xc, d = pbig ? xp - xc : xc - xp;
    s = pbig ? sp : sc;
    ulong lo;
    if (d == 0)
      lo = msmall;
    else if (d < 64)
      lo = (msmall >> d) | (ulong)((msmall << (64 - d)) != 0);
    else
      lo = 1;  // msmall is nonzero
    m = sp == sc ? mbig + lo : mbig - lo;
    x = xbig;
    if (m == 0) return 0.0f;  // exact cancellation: +0 to nearest
  }
  // Round m 2^x (m < 2^63) to 24 bits, or to the subnormal grid 2^-149.
  int n = 63 - __builtin_clzl(m);
  int e = n + x + 127;  // the biased exponent, if normal
  int eb1 = e < 1 ? 1 : e;
  int r = eb1 - 150 - x;  // bits of m below the result's last place
  ulong q;
  if (r <= 0) {
    q = m << (-r);
  } else if (r > 63) {
    q = 0;  // m < 2^63 <= half the last place
  } else {
    q = m >> r;
    ulong rem = m & ((1ul << r) - 1), hw = 1ul << (r - 1);
    q += rem > hw || (rem == hw && (q & 1));
  }
  // The hidden bit (or a carry out of the significand) adds to the exponent.
  uint bits = ((uint)(eb1 - 1) << 23) + (uint)q;
  if (eb1 - 1 >= 255 || bits >= 0x7f800000u) bits = 0x7f800000u;
  return __builtin_astype(s | bits, float);
}

CLB_IF_FP64(CLB_OVLD CLB_CONST double __clb_fma(double a, double b, double c) {
  return __builtin_fma(a, b, c);
})
CLB_FOR_EACH_FLOAT32_64(CLB_MATH_MAP3, __clb_fma)

#define CLB_MAD(T, ...) CLB_OVLD CLB_CONST T __clb_mad(T a, T b, T c) { return __clb_fma(a, b, c); }
CLB_FOR_EACH_FLOAT32_64(CLB_MAD)
