// The sampled inputs of the double accuracy runs (and the float binary
// sample of the CPU run): input i of a function is a pure function of
// (domain, i), so the GPU driver, the MPFR checker and the PoCL tool each
// regenerate the same inputs instead of storing them. Only integer and
// exact floating operations (bit patterns, ldexp by construction), so every
// compiler and libm produce the same bits; the checker also compares a hash.
//
// Input i of a function, in order:
//   - the special values (pairs of them for binary functions; x times the
//     special n for (x, n) functions),
//   - the domain's interesting points and their 3 neighbours each side,
//   - random inputs from a counter-based hash: half raw bit patterns (every
//     exponent, NaNs and infinities included), half log-uniform inside the
//     domain where the function does something (acos: |x| <= 1, exp: |x|
//     below the overflow, pow: y log2 x in range, ...).
// Usable from host C++ and CUDA (host and device).
#ifndef CLB_ACCURACY_SAMPLE_INPUTS_H
#define CLB_ACCURACY_SAMPLE_INPUTS_H

#include <stdint.h>
#include <string.h>

#ifdef __CUDACC__
#define CLB_SAMPLE_HD __host__ __device__
#else
#define CLB_SAMPLE_HD
#endif

enum ClbSampleDomain {
  CLB_DOMAIN_ANY,     // every finite double matters (atan, cbrt, asinh)
  CLB_DOMAIN_UNIT,    // |x| <= 1 (asin, acos, atanh)
  CLB_DOMAIN_LOG,     // x > 0, and near 1 (log*, sqrt, rsqrt)
  CLB_DOMAIN_LOG1P,   // x > -1, near 0 and near -1
  CLB_DOMAIN_ACOSH,   // x >= 1, near 1
  CLB_DOMAIN_EXP,     // |x| up to past every overflow (exp*, sinh, cosh, tanh)
  CLB_DOMAIN_TRIG,    // every exponent, near multiples of pi/2
  CLB_DOMAIN_PI,      // integers, half-integers, |x| < 2^60
  CLB_DOMAIN_GAMMA,   // |x| < 2^10, near the poles (tgamma, lgamma)
  CLB_DOMAIN_ERF,     // |x| < 32
  CLB_DOMAIN_ROUND,   // |x| < 2^54, half-integers (rint, round, floor ...)
  CLB_DOMAIN_BINARY,  // (x, y) over every exponent, often close in size
  CLB_DOMAIN_FMOD,    // (x, y) with x/y from 1 to 2^1000
  CLB_DOMAIN_POW,     // (x, y) with y log2 |x| in range, integer y, x near 1
  CLB_DOMAIN_POWR,    // pow's, x >= 0 mostly
  CLB_DOMAIN_LDEXP,   // (x, n), n over every scale and beyond
  CLB_DOMAIN_POWN,    // (x, n), x^n in range
  CLB_DOMAIN_ROOTN,   // (x, n), small and huge n
};

// 53 double or 24 float: the format the inputs are drawn for.
struct ClbSampleFormat {
  int precision, emin, emax;  // significand bits; least normal and largest exponent
};
#define CLB_SAMPLE_DOUBLE \
  ClbSampleFormat { 53, -1022, 1023 }
#define CLB_SAMPLE_FLOAT \
  ClbSampleFormat { 24, -126, 127 }

CLB_SAMPLE_HD inline uint64_t clb_sample_mix(uint64_t z) {  // splitmix64's finalizer
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

CLB_SAMPLE_HD inline double clb_sample_bits(uint64_t b) {
  double d;
  memcpy(&d, &b, 8);
  return d;
}
CLB_SAMPLE_HD inline uint64_t clb_sample_to_bits(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}
// 2^e exactly, e in [-1074, 1023].
CLB_SAMPLE_HD inline double clb_sample_pow2(int e) {
  if (e >= -1022)
    return clb_sample_bits(uint64_t(e + 1023) << 52);
  return clb_sample_bits(uint64_t(1) << (e + 1074));
}
// m in [1, 2) with `bits` random significand bits times 2^e (e >= emin of
// the format for a normal, below it rounded to the format's subnormals by
// construction: the significand is cut to the bits that exist there).
CLB_SAMPLE_HD inline double clb_sample_scaled(uint64_t r, int e, ClbSampleFormat f) {
  if (e > f.emax)
    e = f.emax;
  int bits = f.precision - 1;
  if (e < f.emin)
    bits -= f.emin - e;
  if (e < f.emin - f.precision + 1)
    e = f.emin - f.precision + 1;
  if (bits < 0)
    bits = 0;
  uint64_t m = bits > 0 ? (r >> (64 - bits)) : 0;
  // (1 + m 2^-bits) 2^e, exact: m fits the significand at that exponent.
  return (1.0 + double(m) * clb_sample_pow2(-bits)) * clb_sample_pow2(e);
}
// The format's value next to x, |d| steps away towards d's sign (x finite).
CLB_SAMPLE_HD inline double clb_sample_step(double x, int d, ClbSampleFormat f) {
  if (f.precision == 24) {
    float v = float(x);
    uint32_t b;
    memcpy(&b, &v, 4);
    for (; d != 0; d += d > 0 ? -1 : 1) {
      bool up = d > 0;
      if ((b & 0x7fffffffu) == 0)
        b = up ? 1u : 0x80000001u;
      else if (((b >> 31) == 0) == up)
        ++b;
      else
        --b;
    }
    memcpy(&v, &b, 4);
    return v;
  }
  uint64_t b = clb_sample_to_bits(x);
  for (; d != 0; d += d > 0 ? -1 : 1) {
    bool up = d > 0;
    if ((b << 1) == 0)
      b = up ? 1ull : 0x8000000000000001ull;
    else if (((b >> 63) == 0) == up)
      ++b;
    else
      --b;
  }
  return clb_sample_bits(b);
}
CLB_SAMPLE_HD inline double clb_sample_round_to(double x, ClbSampleFormat f) {
  return f.precision == 24 ? double(float(x)) : x;
}

// The special values: signed zeros, least and largest subnormals, least
// normal, 0.5, 1, 1.5, 2, 3, the largest finite value, infinities, NaN.
#define CLB_SAMPLE_SPECIALS 26
CLB_SAMPLE_HD inline double clb_sample_special(int k, ClbSampleFormat f) {
  const double inf = clb_sample_bits(0x7ff0000000000000ull);
  double v;
  switch (k / 2) {
  case 0:
    v = 0.0;
    break;
  case 1:
    v = clb_sample_pow2(f.emin - f.precision + 1);
    break;
  case 2:
    v = clb_sample_pow2(f.emin) - clb_sample_pow2(f.emin - f.precision + 1);
    break;
  case 3:
    v = clb_sample_pow2(f.emin);
    break;
  case 4:
    v = 0.5;
    break;
  case 5:
    v = 1.0;
    break;
  case 6:
    v = 1.5;
    break;
  case 7:
    v = 2.0;
    break;
  case 8:
    v = 3.0;
    break;
  case 9:
    v = (2.0 - clb_sample_pow2(1 - f.precision)) * clb_sample_pow2(f.emax);
    break;
  case 10:
    v = inf;
    break;
  case 11:
    v = clb_sample_bits(0x7ff8000000000000ull);
    break;
  default:
    v = 0.1 + 0.2;
    break;  // an inexact value, 12: 0.30000000000000004
  }
  v = clb_sample_round_to(v, f);
  return (k & 1) ? -v : v;
}
// The special n of the (x, n) functions.
#define CLB_SAMPLE_SPECIAL_N 16
CLB_SAMPLE_HD inline int clb_sample_special_n(int k) {
  const int n[CLB_SAMPLE_SPECIAL_N] = {
      0,          1,          -1, 2, -2, 3, -3, 4, 5, -5, 1023, -1074, 2147483647, -2147483647 - 1,
      2147483646, -2147483647};
  return n[k];
}

// The domain's interesting points (before neighbours): returns how many
// there are, and sets *x to point k when 0 <= k < that.
CLB_SAMPLE_HD inline int clb_sample_point(int domain, int k, double *x) {
  // Multiples of pi/2 and the doubles next to them that reduce worst, huge
  // arguments.
  const double trig[] = {0x1.921fb54442d18p+0,
                         0x1.921fb54442d18p+1,
                         0x1.2d97c7f3321d2p+2,
                         0x1.921fb54442d18p+2,
                         0x1.f6a7a2955385ep+2,
                         0x1.2d97c7f3321d2p+3,
                         0x1.921fb54442d18p+10,
                         0x1.6ac5b262ca1ffp+849,
                         0x1.8a5c3d9a0c7e2p+1022,
                         0x1p22,
                         0x1p30,
                         0x1.5fdbbe9bba775p+105,
                         1.0e22,
                         1.0e300};
  // Overflow and underflow of exp, exp2, exp10, expm1, sinh, cosh, tanh's
  // saturation; float's too (for the float sample).
  const double exps[] = {0x1.62e42fefa39efp+9,
                         -0x1.74385446d71c3p+9,
                         -0x1.74910d52d3051p+9,
                         0x1.0p+10,
                         -0x1.0c8p+10,
                         -0x1.0ccp+10,
                         0x1.34413509f79fep+8,
                         -0x1.434e6420f4374p+8,
                         -0x1.4p+8,
                         0x1.633ce8fb9f87dp+9,
                         -0x1.2b708872320e1p+5,
                         0x1.62e42fefa39efp-2,
                         0x1.2c4p+4,
                         0x1.62e43p+6,
                         -0x1.9fe368p+6,
                         0x1.65a9fap+6,
                         0x1.0p-28,
                         0x1.0p+28};
  // tgamma's overflow, lgamma's, the negative zeros of lgamma, huge values.
  const double gamma[] = {0x1.573fae561f647p+7,
                          0x1.5fp+7,
                          0x1.0p+7,
                          -0x1.5ep+7,
                          -0x1.5e8p+7,
                          -0x1.ap+7,
                          0x1.0000000000001p-1,
                          0x1.6a09e667f3bcdp+0,
                          0x1.c5bf891b4ef6bp-1,
                          -0x1.5fb410a1bd901p+1,
                          -0x1.3a7fc9600f86cp+1,
                          -0x1.f13a4a9e2d9bbp+1,
                          0x1.0p-1022,
                          0x1.0p+1017,
                          0x1.fep+6,
                          0x1.18p+5};
  // erfc's underflow (double, float), the pieces' edges, known hard cases.
  const double erf[] = {0x1.b39dc41e48bfdp+4,
                        0x1.aap+4,
                        0x1.3p+1,
                        0x1.8p+2,
                        0x1.0p-1,
                        0x1.fdep+2,
                        0x1.6f60a71fef778p+2,
                        0x1.7c36c471c5328p-2,
                        0x1.ecbbbp-1};
  const int nt = sizeof trig / sizeof trig[0], ne = sizeof exps / sizeof exps[0],
            ng = sizeof gamma / sizeof gamma[0], nf = sizeof erf / sizeof erf[0];
  switch (domain) {
  case CLB_DOMAIN_TRIG:
    // The list with both signs, then k pi/2 for |k| <= 64, rounded.
    if (k >= 0 && k < 2 * nt)
      *x = (k & 1) ? -trig[k / 2] : trig[k / 2];
    else if (k >= 2 * nt && k < 2 * nt + 129)
      *x = (k - 2 * nt - 64) * 0x1.921fb54442d18p+0;
    return 2 * nt + 129;
  case CLB_DOMAIN_PI:
  case CLB_DOMAIN_ROUND:
    // Every quarter in [-16, 16], then 2^51, 2^52, 2^53 and 2^62 with
    // their half and whole neighbours, both signs.
    if (k >= 0 && k < 129) {
      *x = (k - 64) * 0.25;
    } else if (k >= 129 && k < 129 + 56) {
      const int e[4] = {51, 52, 53, 62}, j = k - 129;
      double v = clb_sample_pow2(e[j / 14]) + ((j % 14) / 2 - 3) * 0.5;
      *x = (j & 1) ? -v : v;
    }
    return 129 + 56;
  case CLB_DOMAIN_LOG:
  case CLB_DOMAIN_LOG1P:
  case CLB_DOMAIN_ACOSH:
  case CLB_DOMAIN_UNIT:
    // 1 +- 2^-j (j = 1 .. 60) and their negatives, then sqrt(2),
    // sqrt(1/2) and powers of 10.
    if (k >= 0 && k < 240) {
      double v = 1.0 + ((k / 60) & 1 ? -1 : 1) * clb_sample_pow2(-(k % 60) - 1);
      *x = k >= 120 ? -v : v;
    } else if (k >= 240 && k < 246) {
      const double v[6] = {0x1.6a09e667f3bcdp+0, 0x1.6a09e667f3bcdp-1, 10.0, 100.0, 0.1, 1e22};
      *x = v[k - 240];
    }
    return 246;
  case CLB_DOMAIN_EXP:
    if (k >= 0 && k < 2 * ne)
      *x = (k & 1) ? -exps[k / 2] : exps[k / 2];
    return 2 * ne;
  case CLB_DOMAIN_GAMMA:
    // The list with both signs, then every pole 0 .. -200 approached from
    // both sides by 2^-j, j = 1, 10, 30, 45.
    if (k >= 0 && k < 2 * ng) {
      *x = (k & 1) ? -gamma[k / 2] : gamma[k / 2];
    } else if (k >= 2 * ng && k < 2 * ng + 201 * 8) {
      const int j[4] = {1, 10, 30, 45}, m = k - 2 * ng;
      *x = -(m / 8) + ((m & 1) ? -1 : 1) * clb_sample_pow2(-j[(m / 2) % 4]);
    }
    return 2 * ng + 201 * 8;
  case CLB_DOMAIN_ERF:
    if (k >= 0 && k < 2 * nf)
      *x = (k & 1) ? -erf[k / 2] : erf[k / 2];
    return 2 * nf;
  default:
    return 0;
  }
}
// Points (with 3 neighbours each side) of a unary domain: how many inputs they take.
CLB_SAMPLE_HD inline uint64_t clb_sample_point_count(int domain) {
  double x;
  return uint64_t(clb_sample_point(domain, -1, &x)) * 7;
}

// A value log-uniform over the exponents [elo, ehi] with a random
// significand, sign negative with probability neg/4.
CLB_SAMPLE_HD inline double clb_sample_log_uniform(uint64_t r, uint64_t s, int elo, int ehi,
                                                   int neg, ClbSampleFormat f) {
  const int least = f.emin - f.precision + 1;
  if (elo < least)
    elo = least;
  if (elo > f.emax)
    elo = f.emax;
  if (ehi > f.emax)
    ehi = f.emax;
  if (ehi < elo)
    ehi = elo;
  int e = elo + int((s >> 8) % uint64_t(ehi - elo + 1));
  double v = clb_sample_scaled(r, e, f);
  return int(s & 3) < neg ? -v : v;
}
CLB_SAMPLE_HD inline double clb_sample_raw(uint64_t r, ClbSampleFormat f) {
  if (f.precision == 24) {
    uint32_t b = uint32_t(r >> 32);
    float v;
    memcpy(&v, &b, 4);
    return v;
  }
  return clb_sample_bits(r);
}
CLB_SAMPLE_HD inline double clb_sample_trunc(double v) {  // |v| < 2^62
  long long t = (long long)v;
  return double(t);
}

// One random value of a unary domain, from two hash words.
CLB_SAMPLE_HD inline double clb_sample_random_x(int domain, uint64_t r, uint64_t s,
                                                ClbSampleFormat f) {
  if ((s >> 60) < 8)
    return clb_sample_raw(r, f);  // half: raw bits
  const int lowest = f.emin - f.precision + 1;
  const int sel = int((s >> 56) & 15);  // a second choice, 1/16 steps
  switch (domain) {
  case CLB_DOMAIN_UNIT:
    if (sel < 6) {  // 1 - 2^-j m, near the ends
      double v = 1.0 - clb_sample_scaled(r, -1 - int((s >> 8) % uint64_t(f.precision)), f);
      return clb_sample_round_to((s & 1) ? -v : v, f);
    }
    return clb_sample_log_uniform(r, s, -60, -1, 2, f);
  case CLB_DOMAIN_LOG:
    if (sel < 4) {
      double v = 1.0 + ((s & 1) ? -1 : 1) * clb_sample_scaled(r, -2 - int((s >> 8) % 60), f);
      return clb_sample_round_to(v, f);
    }
    return clb_sample_log_uniform(r, s, lowest, f.emax, 0, f);
  case CLB_DOMAIN_LOG1P:
    if (sel < 4)
      return -clb_sample_round_to(1.0 - clb_sample_scaled(r, -2 - int((s >> 8) % 60), f), f);
    return clb_sample_log_uniform(r, s, lowest, f.emax, sel < 10 ? 2 : 0, f);
  case CLB_DOMAIN_ACOSH:
    return clb_sample_round_to(
        1.0 + clb_sample_scaled(r, -60 + int((s >> 8) % uint64_t(f.emax + 61)), f), f);
  case CLB_DOMAIN_EXP:
    return clb_sample_log_uniform(r, s, -60, 10, 2, f);
  case CLB_DOMAIN_TRIG:
    return clb_sample_log_uniform(r, s, -30, sel < 8 ? 30 : f.emax, 2, f);
  case CLB_DOMAIN_PI: {
    double v = clb_sample_log_uniform(r, s, -30, sel < 8 ? 10 : 60, 2, f);
    if (sel < 4 && (v < 0x1p62 && v > -0x1p62))
      v = clb_sample_trunc(v * 2) / 2;
    return clb_sample_round_to(v, f);
  }
  case CLB_DOMAIN_ROUND: {
    double v = clb_sample_log_uniform(r, s, -3, f.precision + 1, 2, f);
    if (sel < 4)
      v = clb_sample_trunc(v * 2) / 2;
    return clb_sample_round_to(v, f);
  }
  case CLB_DOMAIN_GAMMA:
    if (sel < 4) {
      double v = -double(int((s >> 8) % 200)) +
                 ((s & 1) ? -1 : 1) * clb_sample_scaled(r, -1 - int((s >> 16) % 50), f);
      return clb_sample_round_to(v, f);
    }
    return clb_sample_log_uniform(r, s, -60, 10, 2, f);
  case CLB_DOMAIN_ERF:
    return clb_sample_log_uniform(r, s, -60, 5, 2, f);
  default:
    return clb_sample_log_uniform(r, s, lowest, f.emax, 2, f);
  }
}

// Input i of a function of `arity` 1 (x), 2 (x, y) or 3 (x, n).
CLB_SAMPLE_HD inline void clb_sample(int domain, int arity, uint64_t i, ClbSampleFormat f,
                                     double *x, double *y, int *n) {
  *y = 0;
  *n = 0;
  if (arity == 1) {
    if (i < CLB_SAMPLE_SPECIALS) {
      *x = clb_sample_special(int(i), f);
      return;
    }
    i -= CLB_SAMPLE_SPECIALS;
    const uint64_t points = clb_sample_point_count(domain);
    if (i < points) {
      double v;
      clb_sample_point(domain, int(i / 7), &v);
      *x = clb_sample_step(clb_sample_round_to(v, f), int(i % 7) - 3, f);
      return;
    }
  } else if (arity == 2 && i < CLB_SAMPLE_SPECIALS * CLB_SAMPLE_SPECIALS) {
    *x = clb_sample_special(int(i / CLB_SAMPLE_SPECIALS), f);
    *y = clb_sample_special(int(i % CLB_SAMPLE_SPECIALS), f);
    return;
  } else if (arity == 3 && i < CLB_SAMPLE_SPECIALS * CLB_SAMPLE_SPECIAL_N) {
    *x = clb_sample_special(int(i / CLB_SAMPLE_SPECIAL_N), f);
    *n = clb_sample_special_n(int(i % CLB_SAMPLE_SPECIAL_N));
    return;
  }
  const uint64_t r = clb_sample_mix(i * 4 + uint64_t(domain) * 0x1000000000ull);
  const uint64_t s = clb_sample_mix(i * 4 + 1 + uint64_t(domain) * 0x1000000000ull);
  const uint64_t t = clb_sample_mix(i * 4 + 2 + uint64_t(domain) * 0x1000000000ull);
  const uint64_t u = clb_sample_mix(i * 4 + 3 + uint64_t(domain) * 0x1000000000ull);
  if (arity == 1) {
    *x = clb_sample_random_x(domain, r, s, f);
    return;
  }
  if (arity == 3) {
    const int sel = int(u >> 60);
    if (domain == CLB_DOMAIN_LDEXP) {
      *x = clb_sample_random_x(CLB_DOMAIN_ANY, r, s, f);
      *n = sel < 2 ? int(uint32_t(t)) : int(t % 4401) - 2200;
      return;
    }
    if (domain == CLB_DOMAIN_ROOTN) {
      *x = clb_sample_random_x(CLB_DOMAIN_ANY, r, s, f);
      *n = sel < 2 ? int(uint32_t(t)) : int(t % 129) - 64;
      return;
    }
    // pown: x of every size with n keeping x^n about in range (|n e| up to
    // a little past the format's exponent range),
    // or x near 1 with a huge n, or random n.
    if (sel < 4) {
      // x = 1 +- 2^-j m, |n| below 2^min(j+5, 30): x^n from near 1 to past the range.
      const int j = 2 + int((s >> 8) % uint64_t(f.precision < 40 ? f.precision - 2 : 40));
      double v = 1.0 + ((s & 1) ? -1 : 1) * clb_sample_scaled(r, -j, f);
      *x = clb_sample_round_to((t & 1) ? -v : v, f);
      const int b = j + 5 < 30 ? j + 5 : 30;
      *n = int((long long)((t >> 8) % (uint64_t(1) << (b + 1))) - (1ll << b));
      return;
    }
    *x = clb_sample_random_x(CLB_DOMAIN_ANY, r, s, f);
    const uint64_t xb = clb_sample_to_bits(*x);
    int e = int((xb >> 52) & 2047) - 1023;
    if (e < 0)
      e = -e;
    const int range = sel < 6 ? 2147483647 : (f.emax + f.precision + 50) / (e + 1) + 1;
    *n = int(t % uint64_t(2 * (long long)range + 1) - range);
    return;
  }
  // Binary.
  const int sel = int(u >> 60);
  if (domain == CLB_DOMAIN_POW || domain == CLB_DOMAIN_POWR) {
    if (sel < 3) {  // x near 1, y large enough to leave 1
      const int j = 1 + int((s >> 8) % 50);
      double v = 1.0 + ((s & 1) ? -1 : 1) * clb_sample_scaled(r, -j, f);
      *x = clb_sample_round_to(v, f);
      *y = clb_sample_log_uniform(t, u, j - 10, j + 11, 2, f);
      return;
    }
    *x = clb_sample_random_x(CLB_DOMAIN_ANY, r, s, f);
    if (domain == CLB_DOMAIN_POWR && sel < 12 && *x < 0)
      *x = -*x;
    const uint64_t xb = clb_sample_to_bits(*x);
    int e = int((xb >> 52) & 2047) - 1023, le = 0;
    if (e < 0)
      e = -e;
    while ((1 << le) <= e)
      ++le;  // bits of |exponent|
    if (sel < 6) {
      *y = clb_sample_random_x(CLB_DOMAIN_ANY, t, u, f);
    } else {
      // |y log2 x| up to about 2^11: past every overflow and underflow.
      double v = clb_sample_log_uniform(t, u, -30, 11 - le, 2, f);
      if (sel < 10)
        v = clb_sample_trunc(v);  // integer y: negative x's results
      *y = clb_sample_round_to(v, f);
    }
    return;
  }
  *x = clb_sample_random_x(CLB_DOMAIN_ANY, r, s, f);
  if (domain == CLB_DOMAIN_FMOD && sel < 10) {
    // y below x by 2^0 .. 2^60 (a short reduction) or anything.
    const uint64_t xb = clb_sample_to_bits(*x);
    int e = int((xb >> 52) & 2047) - 1023;
    if (e == 1024)
      e = 0;
    const int d = sel < 6 ? int((t >> 8) % 61) : int((t >> 8) % 1100);
    *y = clb_sample_log_uniform(t, u, e - d, e - d, 2, f);
    return;
  }
  if (sel < 6) {
    // y of a size near x's (cancellation in atan2, hypot, fdim, the
    // magnitude comparisons), or equal to x but for the sign.
    const uint64_t xb = clb_sample_to_bits(*x);
    int e = int((xb >> 52) & 2047) - 1023;
    if (e == 1024)
      e = 0;
    if (sel == 0) {
      *y = (u & 1) ? -*x : *x;
      return;
    }
    const int d = int((t >> 8) % 7) - 3;
    *y = clb_sample_log_uniform(t, u, e + d, e + d, 2, f);
    return;
  }
  *y = clb_sample_random_x(CLB_DOMAIN_ANY, t, u, f);
}

// The domain of a builtin of gen/math_functions.def (host code).
inline int sampleDomainOf(const char *name) {
  struct Row {
    const char *name;
    int domain;
  };
  static const Row rows[] = {
      {"acos", CLB_DOMAIN_UNIT},
      {"acospi", CLB_DOMAIN_UNIT},
      {"asin", CLB_DOMAIN_UNIT},
      {"asinpi", CLB_DOMAIN_UNIT},
      {"atanh", CLB_DOMAIN_UNIT},
      {"acosh", CLB_DOMAIN_ACOSH},
      {"log", CLB_DOMAIN_LOG},
      {"log2", CLB_DOMAIN_LOG},
      {"log10", CLB_DOMAIN_LOG},
      {"sqrt", CLB_DOMAIN_LOG},
      {"rsqrt", CLB_DOMAIN_LOG},
      {"log1p", CLB_DOMAIN_LOG1P},
      {"exp", CLB_DOMAIN_EXP},
      {"exp2", CLB_DOMAIN_EXP},
      {"exp10", CLB_DOMAIN_EXP},
      {"expm1", CLB_DOMAIN_EXP},
      {"sinh", CLB_DOMAIN_EXP},
      {"cosh", CLB_DOMAIN_EXP},
      {"tanh", CLB_DOMAIN_EXP},
      {"sin", CLB_DOMAIN_TRIG},
      {"cos", CLB_DOMAIN_TRIG},
      {"tan", CLB_DOMAIN_TRIG},
      {"sinpi", CLB_DOMAIN_PI},
      {"cospi", CLB_DOMAIN_PI},
      {"tanpi", CLB_DOMAIN_PI},
      {"tgamma", CLB_DOMAIN_GAMMA},
      {"lgamma", CLB_DOMAIN_GAMMA},
      {"erf", CLB_DOMAIN_ERF},
      {"erfc", CLB_DOMAIN_ERF},
      {"ceil", CLB_DOMAIN_ROUND},
      {"floor", CLB_DOMAIN_ROUND},
      {"rint", CLB_DOMAIN_ROUND},
      {"round", CLB_DOMAIN_ROUND},
      {"trunc", CLB_DOMAIN_ROUND},
      {"fmod", CLB_DOMAIN_FMOD},
      {"remainder", CLB_DOMAIN_FMOD},
      {"pow", CLB_DOMAIN_POW},
      {"powr", CLB_DOMAIN_POWR},
      {"ldexp", CLB_DOMAIN_LDEXP},
      {"pown", CLB_DOMAIN_POWN},
      {"rootn", CLB_DOMAIN_ROOTN},
      {"atan2", CLB_DOMAIN_BINARY},
      {"atan2pi", CLB_DOMAIN_BINARY},
      {"copysign", CLB_DOMAIN_BINARY},
      {"fdim", CLB_DOMAIN_BINARY},
      {"fmax", CLB_DOMAIN_BINARY},
      {"fmin", CLB_DOMAIN_BINARY},
      {"hypot", CLB_DOMAIN_BINARY},
      {"maxmag", CLB_DOMAIN_BINARY},
      {"minmag", CLB_DOMAIN_BINARY},
      {"nextafter", CLB_DOMAIN_BINARY},
      // The results of the builtins with a second result (split_results.h);
      // frexp's and ilogb take every double (CLB_DOMAIN_ANY).
      {"fract_value", CLB_DOMAIN_ROUND},
      {"fract_iptr", CLB_DOMAIN_ROUND},
      {"modf_value", CLB_DOMAIN_ROUND},
      {"modf_iptr", CLB_DOMAIN_ROUND},
      {"sincos_value", CLB_DOMAIN_TRIG},
      {"sincos_cosval", CLB_DOMAIN_TRIG},
      {"lgamma_r_value", CLB_DOMAIN_GAMMA},
      {"lgamma_r_signp", CLB_DOMAIN_GAMMA},
  };
  // native_exp and half_exp share exp's domain.
  if (strncmp(name, "native_", 7) == 0)
    name += 7;
  else if (strncmp(name, "half_", 5) == 0)
    name += 5;
  if (strcmp(name, "recip") == 0)
    return CLB_DOMAIN_ANY;
  if (strcmp(name, "divide") == 0)
    return CLB_DOMAIN_BINARY;
  for (const Row &row : rows)
    if (strcmp(row.name, name) == 0)
      return row.domain;
  return CLB_DOMAIN_ANY;
}

#endif
