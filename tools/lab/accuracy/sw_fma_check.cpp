// Checks the software float fma of targets/spirv64/math/fma.cl (integer
// arithmetic on the bits, no fma instruction) against the host's fmaf bit for
// bit (any NaN matches any NaN): every combination of a list of special and
// boundary values, then N random triples (default 10^9) drawn from several
// families (raw bits, c near -a*b for cancellation, subnormal operands and
// results, products near overflow, halfway cases). A development tool; run:
//
//   clang-15 -x cl -cl-std=CL3.0 -target x86_64-unknown-linux-gnu -Xclang -finclude-default-header
//   \
//     -O2 -Wall -Werror -Wno-psabi -Iinclude -Ibuild/generated/include \
//     -c targets/spirv64/math/fma.cl -o /tmp/sw_fma.o
//   g++ -std=c++17 -O2 -march=native -pthread tools/lab/accuracy/sw_fma_check.cpp /tmp/sw_fma.o -o
//   /tmp/sw_fma_check /tmp/sw_fma_check [N]
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <thread>
#include <vector>

extern "C" float _Z9__clb_fmafff(float, float, float);

static uint32_t bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
static float flt(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

static std::atomic<uint64_t> mismatches{0};

static bool check(float a, float b, float c) {
  float want = std::fmaf(a, b, c), got = _Z9__clb_fmafff(a, b, c);
  if (bits(want) == bits(got) || (std::isnan(want) && std::isnan(got)))
    return true;
  if (mismatches.fetch_add(1) < 20)
    std::printf("MISMATCH fma(%a, %a, %a) = %a, got %a\n", a, b, c, want, got);
  return false;
}

// One random triple of family k.
static void draw(std::mt19937_64 &g, int k, float &a, float &b, float &c) {
  uint64_t r = g(), s = g();
  uint32_t ua = (uint32_t)r, ub = (uint32_t)(r >> 32), uc = (uint32_t)s;
  auto with_exp = [](uint32_t u, int e) { return (u & 0x807fffffu) | ((uint32_t)e << 23); };
  int e1 = (int)((s >> 32) % 254) + 1, e2 = (int)((s >> 40) % 254) + 1;
  switch (k) {
  case 0:  // raw bits
    a = flt(ua);
    b = flt(ub);
    c = flt(uc);
    break;
  case 1: {  // exponents chosen so the product and c overlap
    a = flt(with_exp(ua, e1));
    b = flt(with_exp(ub, e2));
    int ep = e1 + e2 - 127 + (int)((s >> 48) % 61) - 30;
    ep = ep < 0 ? 0 : ep > 254 ? 254 : ep;
    c = flt(with_exp(uc, ep));
    break;
  }
  case 2: {  // c = -round(a*b) plus a few ulps: cancellation
    a = flt(with_exp(ua, (int)((s >> 32) % 200) + 27));
    b = flt(with_exp(ub, (int)((s >> 40) % 200) + 27));
    float p = a * b;
    int32_t d = (int32_t)((s >> 48) % 9) - 4;
    c = -flt(bits(p) + d);
    if (s & 1)
      c = -c, a = -a;
    break;
  }
  case 3:  // subnormal or tiny operands
    a = flt((ua & 0x80ffffffu) >> (s & 7));
    b = flt(with_exp(ub, (int)((s >> 32) % 160) + 1));
    c = flt(uc & ((s >> 40) & 1 ? 0x807fffffu : 0x81ffffffu));
    if ((s >> 41) & 1)
      std::swap(a, b);
    break;
  case 4: {  // products and results near overflow or underflow to subnormal
    int hi = (s >> 50) & 1;
    int ea = (int)((s >> 32) % 40) + (hi ? 110 : 30);
    int eb = (hi ? 254 + 127 - 2 : 127 - 150) - ea + (int)((s >> 40) % 8);
    eb = eb < 1 ? 1 : eb > 254 ? 254 : eb;
    a = flt(with_exp(ua, ea));
    b = flt(with_exp(ub, eb));
    c = (s >> 51) & 1 ? flt(with_exp(uc, hi ? 254 : 1 + (int)((s >> 52) % 3)))
                      : flt(uc & 0x807fffffu);
    break;
  }
  default: {  // short significands: exact products, ties (halfway cases)
    uint32_t m1 = ua & 0x7ff000u, m2 = ub & 0x7ffc00u;
    a = flt(with_exp(m1 | (ua & 0x80000000u), e1));
    b = flt(with_exp(m2 | (ub & 0x80000000u), e2));
    int ep = e1 + e2 - 127 + (int)((s >> 48) % 51) - 25;
    ep = ep < 0 ? 0 : ep > 254 ? 254 : ep;
    c = flt(with_exp(uc & 0x80000000u, ep) | (uint32_t)((s >> 56) & 3));
    break;
  }
  }
}

int main(int argc, char **argv) {
  uint64_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 0) : 1000000000ull;
  // Structured: all combinations of specials and boundaries, both signs.
  const uint32_t base[] = {0,          1,          2,          3,          0x7fffff,   0x400000,
                           0x400001,   0x800000,   0x800001,   0xffffff,   0x1000000,  0x33800000,
                           0x33800001, 0x34000000, 0x3f000000, 0x3f7fffff, 0x3f800000, 0x3f800001,
                           0x3fffffff, 0x40000000, 0x40400000, 0x3fc00000, 0x3fc00001, 0x4b000000,
                           0x4b800000, 0x5f000000, 0x5f800000, 0x5f7fffff, 0x1f800000, 0x1f7fffff,
                           0x20000000, 0x7f000000, 0x7effffff, 0x7f7fffff, 0x7f800000, 0x7f800001,
                           0x7fc00000, 0x7fffffff, 0x3effffff, 0x3f800002};
  std::vector<float> vals;
  for (uint32_t u : base)
    vals.push_back(flt(u)), vals.push_back(flt(u | 0x80000000u));
  uint64_t structured = 0;
  for (float a : vals)
    for (float b : vals)
      for (float c : vals)
        check(a, b, c), ++structured;
  // Exact cancellations and halfway cases by construction: c = -(a*b) split,
  // a*b = x.5 ulp products.
  std::mt19937_64 g0(7);
  for (int i = 0; i < 1 << 22; ++i) {
    uint64_t r = g0();
    // a = 1 + k 2^-23 (k < 2^12), b = 1 + j 2^-12: a*b needs up to 35 bits.
    float a = flt(0x3f800000u | (uint32_t)(r & 0xfffu)),
          b = flt(0x3f800000u | (uint32_t)((r >> 12) & 0x7ffu) << 12);
    double p = (double)a * (double)b;  // exact
    float hi = (float)p, lo = (float)(p - hi);
    check(a, b, -hi), check(a, b, -lo), check(a, b, -p > 0 ? hi : -hi + lo), check(-a, b, hi);
    check(a, b, flt(bits(-hi) ^ 1)), check(a, b, lo), check(a, b, -lo * 0.5f);
    structured += 7;
  }
  std::printf("structured: %llu triples, %llu mismatches\n", (unsigned long long)structured,
              (unsigned long long)mismatches.load());
  uint64_t before = mismatches.load();
  unsigned nt = std::thread::hardware_concurrency();
  if (nt == 0)
    nt = 1;
  std::vector<std::thread> ts;
  for (unsigned t = 0; t < nt; ++t)
    ts.emplace_back([=] {
      std::mt19937_64 g(1234567 + t);
      for (uint64_t i = t; i < n; i += nt) {
        float a, b, c;
        draw(g, (int)(i % 6), a, b, c);
        check(a, b, c);
      }
    });
  for (auto &t : ts)
    t.join();
  uint64_t random_bad = mismatches.load() - before;
  std::printf("random: %llu triples, %llu mismatches\n", (unsigned long long)n,
              (unsigned long long)random_bad);
  return mismatches.load() ? 1 : 0;
}
