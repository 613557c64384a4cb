// The gamma family's constants and width-generic pieces: Q, with
// G(u) = 1/Gamma(1 + u) = 1 + u Q(u) on |u| <= 1/2, which the double cores'
// reduction (<clb/double_gamma.h>) and the float lgamma short path near 1
// and 2 (generic/math/lgamma.cl) share, and the float paths' short pieces
// (generic/math/tgamma.cl, lgamma.cl).
#ifndef CLB_GAMMA_H
#define CLB_GAMMA_H

#include <clb/defs.h>
#include <clb/types.h>

// gen/fit/gamma_constants.py prints these.
#define CLB_GAMMA_Q0 0x1.2788cfc6fb619p-1
#define CLB_GAMMA_Q1 -0x1.4fcf4026afa2ep-1
#define CLB_GAMMA_Q2 -0x1.5815e8fa27048p-5
#define CLB_GAMMA_Q3 0x1.5512320b43fbep-3
#define CLB_GAMMA_Q4 -0x1.59af103c3408dp-5
#define CLB_GAMMA_Q5 -0x1.3b4af28483e36p-7
#define CLB_GAMMA_Q6 0x1.d919c527f5b0dp-8
#define CLB_GAMMA_Q7 -0x1.317112ce39184p-10
#define CLB_GAMMA_Q8 -0x1.c364fe6e52278p-13
#define CLB_GAMMA_Q9 0x1.0c8a78cd1fa64p-13
#define CLB_GAMMA_Q10 -0x1.51ce8b32715f8p-16
#define CLB_GAMMA_Q11 -0x1.4fad3fb6b1f70p-20
#define CLB_GAMMA_Q12 0x1.30252195c8098p-20
#define CLB_GAMMA_Q13 -0x1.b998cc9b6804dp-23
#define CLB_GAMMA_Q14 0x1.a3f5517c08a55p-28
#define CLB_GAMMA_Q15 0x1.57e7a8c4ae044p-28
#define CLB_GAMMA_Q16 -0x1.420d38f176227p-30
#define CLB_GAMMA_Q17 0x1.b6806236029afp-34
// Q(u), G's quotient (its fit 2^-56 of G; gen/fit/gamma_fast_constants.py
// shows that as an error relative to Q itself).
#define CLB_GAMMA_Q(u)                                                         \
  (CLB_GAMMA_Q0 + (u) * (CLB_GAMMA_Q1 + (u) * (CLB_GAMMA_Q2 +                  \
   (u) * (CLB_GAMMA_Q3 + (u) * (CLB_GAMMA_Q4 + (u) * (CLB_GAMMA_Q5 +           \
   (u) * (CLB_GAMMA_Q6 + (u) * (CLB_GAMMA_Q7 + (u) * (CLB_GAMMA_Q8 +           \
   (u) * (CLB_GAMMA_Q9 + (u) * (CLB_GAMMA_Q10 + (u) * (CLB_GAMMA_Q11 +         \
   (u) * (CLB_GAMMA_Q12 + (u) * (CLB_GAMMA_Q13 + (u) * (CLB_GAMMA_Q14 +        \
   (u) * (CLB_GAMMA_Q15 + (u) * (CLB_GAMMA_Q16 +                               \
   (u) * CLB_GAMMA_Q17)))))))))))))))))

// The float paths' short piece (<clb/float_fast.h>, tgamma.cl): for z >= 1/2
// (finite), w = z + 8 below 8 (else z) and log Gamma(z) = a + lo - log(pr),
// pr = z (z + 1) ... (z + 7) (else 1), by Stirling at w:
//   log Gamma(w) = (w - 1/2) log w - w + log(2 pi)/2 + P(1/w^2)/w
// (gen/fit/gamma_fast_constants.py: P's fit 2^-54 of the rest, at most
// 0.0104). log w = k ln2_hi32 + f + rest (<clb/gamma_fast.h>), its leading
// pair summed exactly (|k ln2| >= 2 > |f|), w - 1/2 is exact, the product's
// error kept by an fma, p - w summed exactly (p > w): what is rounded is
// the small part, lo's sum of magnitude at most 6 (a few 2^-52) and
// (w - 1/2) times log w's rest (2^-57 of up to 44: 2^-51.5). pr from pairs,
// z (z + 7) = q, pr = q (q + 6)(q + 10)(q + 12): 7 roundings, each term
// positive, at most 8 2^-53 relative.
#include <clb/gamma_fast.h>
#define CLB_FAST_STIRLING_P0 0x1.5555555555555p-4
#define CLB_FAST_STIRLING_P1 -0x1.6c16c16c14a76p-9
#define CLB_FAST_STIRLING_P2 0x1.a01a017e2d3d3p-11
#define CLB_FAST_STIRLING_P3 -0x1.38134db2f9c9ep-11
#define CLB_FAST_STIRLING_P4 0x1.b92c63c3424dcp-11
#define CLB_FAST_STIRLING_P5 -0x1.ef92c057f9c65p-10
#define CLB_FAST_STIRLING_P6 0x1.4c1bf975f0773p-8
#define CLB_FAST_HALF_LOG_2PI 0x1.d67f1c864beb5p-1 /* log(2 pi)/2 */
#define CLB_FAST_SINPI_K0 0x1.921fb54442d18p+1
#define CLB_FAST_SINPI_K1 -0x1.4abbce625be53p+2
#define CLB_FAST_SINPI_K2 0x1.466bc6775aae2p+1
#define CLB_FAST_SINPI_K3 -0x1.32d2cce62bd57p-1
#define CLB_FAST_SINPI_K4 0x1.50783487ec19fp-4
#define CLB_FAST_SINPI_K5 -0x1.e3074fdc52475p-8
#define CLB_FAST_SINPI_K6 0x1.e8f4338e1bb83p-12
#define CLB_FAST_SINPI_K7 -0x1.6fad488e45cd0p-16
#define CLB_FAST_SINPI_K8 0x1.aabbe517968f8p-21
#define CLB_FAST_SINPI_K9 -0x1.7ed4fa941f7b3p-26

#if CLB_HAS_FP64
#define CLB_GAMMA_STIRLING(T, ...)                                             \
  static inline CLB_OVLD T __clb_fast_lgamma_w(T z, private T *pr,             \
                                               private T *lo) {                \
    T q = z * (z + 7.0);                                                       \
    T p8 = q * (q + 6.0) * ((q + 10.0) * (q + 12.0));                          \
    *pr = z < 8.0 ? p8 : (T)1.0;                                               \
    T w = z < 8.0 ? z + 8.0 : z;                                               \
    T h = w - 0.5;                                                             \
    T kl, f;                                                                   \
    T rest = __clb_fast_log(w, &kl, &f);                                       \
    T lh = kl + f;                                                             \
    T ll = ((kl - lh) + f) + rest;                                             \
    T p = h * lh;                                                              \
    T pe = __clb_fma_f64(h, lh, -p) + h * ll;                                  \
    T t = p - w;                                                               \
    T te = (p - t) - w;                                                        \
    T iw = 1.0 / w;                                                            \
    T u = iw * iw;                                                             \
    T s = iw * (CLB_FAST_STIRLING_P0 + u * (CLB_FAST_STIRLING_P1 +             \
          u * (CLB_FAST_STIRLING_P2 + u * (CLB_FAST_STIRLING_P3 +              \
          u * (CLB_FAST_STIRLING_P4 + u * (CLB_FAST_STIRLING_P5 +              \
          u * CLB_FAST_STIRLING_P6))))));                                      \
    T low = te + (pe + (s + CLB_FAST_HALF_LOG_2PI));                           \
    T a = t + low;                                                             \
    *lo = (t - a) + low;                                                       \
    return a;                                                                  \
  }                                                                            \
  /* sin(pi x) for finite x, to 2^-51 of itself: x - n is exact. */           \
  static inline CLB_OVLD T __clb_fast_sinpi(T x) {                             \
    T n = __builtin_elementwise_floor(x + 0.5);                                \
    T u = x - n;                                                               \
    T z = u * u;                                                               \
    T s = u * (CLB_FAST_SINPI_K0 + z * (CLB_FAST_SINPI_K1 +                    \
          z * (CLB_FAST_SINPI_K2 + z * (CLB_FAST_SINPI_K3 +                    \
          z * (CLB_FAST_SINPI_K4 + z * (CLB_FAST_SINPI_K5 +                    \
          z * (CLB_FAST_SINPI_K6 + z * (CLB_FAST_SINPI_K7 +                    \
          z * (CLB_FAST_SINPI_K8 + z * CLB_FAST_SINPI_K9)))))))));             \
    T hn = 0.5 * n;                                                            \
    return hn != __builtin_elementwise_floor(hn) ? -s : s;                     \
  }
CLB_WIDTHS_OF_double(CLB_GAMMA_STIRLING)
#endif

#endif
