// Every sub-group builtin and type (tests/kernels/subgroups.cl) against a
// host model of the device's sub-groups: runs of S consecutive linear local
// ids, S being the maximum sub-group size the device reports for a large
// group (1 on PoCL, whose sub-groups the library emulates with one
// work-item each; 32 on the GPU, the warp). Reductions and scans use exact
// host arithmetic (wrap-around integers; floats from {-2, -1, 1, 2}, whose
// sums and products are exact in any order); non-uniform functions are
// checked for the lanes that call them in four patterns (all, even lanes,
// lower half, upper half); shuffles where the spec defines the result (the
// source lane exists and is active); clustered functions for cluster sizes
// 1..32 up to the maximum sub-group size; ballots against a bit model.
#include "backend.h"
#include "half_float.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <sstream>

namespace clbtest {
namespace {

constexpr uint64_t kSentinel = 0x5a5a5a5a5a5a5a5aull;

// Local sizes: every interesting one on the GPU (multiples of 32 and not,
// one lane, the device maximum); two on PoCL, where each is a compile.
std::vector<size_t> localSizes(Backend *be) {
  if (be->compilesPerLocalSize())
    return {7, 33};
  std::vector<size_t> out;
  for (size_t n : {1, 7, 31, 32, 33, 64, 100, 1024})
    if (n <= be->maxWorkGroupSize())
      out.push_back(n);
  return out;
}

// One work-item's place in the model.
struct Item {
  size_t n = 0;                 // work-items in its group
  size_t i = 0;                 // linear local id
  size_t s = 0, l = 0, ms = 0;  // sub-group size, local id, maximum size
  std::vector<size_t> lanes;    // global linear ids of its sub-group, by lane
};

// Every item of a uniform NDRange, indexed by global linear id.
std::vector<Item> model(const NDRange &r, size_t S) {
  std::vector<Item> items(r.totalItems());
  size_t gsz[3] = {r.global[0], r.global[1], r.global[2]};
  size_t lsz[3] = {r.local[0], r.local[1], r.local[2]};
  size_t n = lsz[0] * lsz[1] * lsz[2];
  for (size_t gz = 0; gz < r.groups(2); ++gz)
    for (size_t gy = 0; gy < r.groups(1); ++gy)
      for (size_t gx = 0; gx < r.groups(0); ++gx) {
        std::vector<size_t> byLocal(n);
        for (size_t z = 0; z < lsz[2]; ++z)
          for (size_t y = 0; y < lsz[1]; ++y)
            for (size_t x = 0; x < lsz[0]; ++x) {
              size_t g = ((gz * lsz[2] + z) * gsz[1] + gy * lsz[1] + y) * gsz[0] + gx * lsz[0] + x;
              byLocal[(z * lsz[1] + y) * lsz[0] + x] = g;
            }
        for (size_t i = 0; i < n; ++i) {
          Item &it = items[byLocal[i]];
          it.n = n;
          it.i = i;
          size_t base = i / S * S;
          it.s = std::min(S, n - base);
          it.l = i - base;
          it.ms = std::min(S, n);
          it.lanes.assign(byLocal.begin() + base, byLocal.begin() + base + it.s);
        }
      }
  return items;
}

NDRange range3(std::initializer_list<size_t> global, std::initializer_list<size_t> local) {
  NDRange r;
  r.dims = global.size();
  std::copy(global.begin(), global.end(), r.global);
  std::copy(local.begin(), local.end(), r.local);
  return r;
}

constexpr size_t kQueryWords = 42;

struct QueryRun {
  NDRange range;
  std::vector<uint32_t> in, out;
};

QueryRun runQueries(Backend *be, const NDRange &r, unsigned seed) {
  QueryRun q{r, {}, {}};
  std::mt19937 rng(seed);
  q.in.resize(r.totalItems());
  for (auto &v : q.in)
    v = rng() & 0xffff;
  auto in = be->upload(q.in);
  std::vector<uint32_t> init(r.totalItems() * kQueryWords, 0xa5a5a5a5u);
  auto out = be->upload(init);
  be->load("subgroups.cl").run("sg_queries", r, {in, out});
  q.out = out->read<uint32_t>(init.size());
  return q;
}

// The device's sub-group size for a large group: get_max_sub_group_size in
// a group of 33 (at most 33 on any device this suite knows; PoCL 1, GPU 32).
size_t deviceSubGroupSize(Backend *be) {
  QueryRun q = runQueries(be, NDRange::linear(33, 33), 1);
  return q.out[1];
}

std::array<uint32_t, 4> bitsOf(const std::vector<bool> &set) {
  std::array<uint32_t, 4> b{};
  for (size_t k = 0; k < set.size() && k < 128; ++k)
    if (set[k])
      b[k / 32] |= 1u << (k % 32);
  return b;
}

void checkQueries(const QueryRun &q, size_t S) {
  std::vector<Item> items = model(q.range, S);
  size_t bad = 0;
  for (size_t g = 0; g < items.size(); ++g) {
    const Item &it = items[g];
    const uint32_t *o = &q.out[g * kQueryWords];
    std::vector<uint32_t> want(kQueryWords, 0xa5a5a5a5u);
    size_t enq = q.range.local[0] * q.range.local[1] * q.range.local[2];
    want[0] = it.s, want[1] = it.ms, want[2] = (it.n + S - 1) / S;
    want[3] = (enq + S - 1) / S, want[4] = it.i / S, want[5] = it.l;
    std::vector<bool> eq(128), ge(128), gt(128), le(128), lt(128), p(it.s), even(128);
    for (size_t k = 0; k < 128; ++k) {
      eq[k] = k == it.l;
      ge[k] = k >= it.l && k < it.ms;
      gt[k] = k > it.l && k < it.ms;
      le[k] = k <= it.l;
      lt[k] = k < it.l;
    }
    size_t count = 0, incl = 0, excl = 0, lsb = 0, msb = 0;
    bool any = false, all = true, evenAny = false, evenAll = true;
    for (size_t k = 0; k < it.s; ++k) {
      p[k] = q.in[it.lanes[k]] & 1;
      count += p[k];
      incl += p[k] && k <= it.l;
      excl += p[k] && k < it.l;
      if (p[k] && !any)
        lsb = k;
      if (p[k])
        msb = k;
      any = any || p[k];
      all = all && p[k];
      if (k % 2 == 0) {
        even[k] = p[k];
        evenAny = evenAny || p[k];
        evenAll = evenAll && p[k];
      }
    }
    auto put4 = [&](size_t at, const std::vector<bool> &set) {
      auto b = bitsOf(set);
      std::copy(b.begin(), b.end(), want.begin() + at);
    };
    put4(6, eq), put4(10, ge), put4(14, gt), put4(18, le), put4(22, lt);
    std::vector<bool> pb(p.begin(), p.end());
    pb.resize(128);
    put4(26, pb);
    want[30] = p[it.l];
    want[31] = p[(it.l + 1) % it.s];
    want[32] = count, want[33] = incl, want[34] = excl;
    want[35] = any ? lsb : 0, want[36] = any ? msb : 0;
    want[37] = all | any << 1 | all << 2 | any << 3;
    if (it.l % 2 == 0) {
      want[38] = bitsOf(even)[0];
      want[39] = evenAll | evenAny << 1;
    }
    want[40] = q.in[it.lanes[(it.l + 1) % it.s]];
    want[41] = want[40] + 1;
    for (size_t w = 0; w < kQueryWords; ++w)
      if (o[w] != want[w] && bad++ < 10)
        ADD_FAILURE() << q.range.describe() << " item " << g << " (local " << it.i << ") word " << w
                      << ": got " << o[w] << ", want " << want[w];
  }
  EXPECT_EQ(bad, 0u) << q.range.describe();
}

TEST(SubGroups, QueriesBallotsVotesAndBarriers) {
  CLBTEST_BACKEND_OR_SKIP(be);
  size_t S = deviceSubGroupSize(be);
  if (be->name() == "cuda")
    EXPECT_EQ(S, 32u) << "nvptx64 sub-groups are warps";
  else
    EXPECT_EQ(S, 1u) << "the emulation's sub-groups are single work-items";
  unsigned seed = 10;
  for (size_t n : localSizes(be))
    checkQueries(runQueries(be, NDRange::linear(2 * n, n), seed++), S);
  // 2-D and 3-D groups: sub-groups follow the linear local id.
  checkQueries(runQueries(be, range3({6, 5, 7}, {3, 5, 7}), seed++), S);
  if (!be->compilesPerLocalSize())
    checkQueries(runQueries(be, range3({32, 6}, {16, 3}), seed++), S);
}

// ---- The per-type kernels --------------------------------------------------

enum class Op { Add, Min, Max, Mul, And, Or, Xor };

// A type's host arithmetic on bit patterns (zero-extended in a uint64_t).
struct TypeInfo {
  std::string name;
  unsigned bits;
  bool isInt, isSigned;

  uint64_t mask() const { return bits == 64 ? ~0ull : (1ull << bits) - 1; }
  int64_t sval(uint64_t b) const {
    return bits == 64 ? int64_t(b) : int64_t(b << (64 - bits)) >> (64 - bits);
  }
  long double fval(uint64_t b) const {
    if (bits == 16)
      return halfToFloat(uint16_t(b));
    if (bits == 32) {
      float f;
      uint32_t u = uint32_t(b);
      std::memcpy(&f, &u, 4);
      return f;
    }
    double d;
    std::memcpy(&d, &b, 8);
    return d;
  }
  uint64_t fbits(long double v) const {
    if (bits == 16)
      return floatToHalf(float(v));
    if (bits == 32) {
      float f = float(v);
      uint32_t u;
      std::memcpy(&u, &f, 4);
      return u;
    }
    double d = double(v);
    uint64_t u;
    std::memcpy(&u, &d, 8);
    return u;
  }
  uint64_t identity(Op op) const {
    switch (op) {
    case Op::Add:
    case Op::Or:
    case Op::Xor:
      return isInt ? 0 : fbits(0.0L);
    case Op::Mul:
      return isInt ? 1 : fbits(1.0L);
    case Op::And:
      return mask();
    case Op::Min:
      return isInt ? (isSigned ? mask() >> 1 : mask()) : fbits(INFINITY);
    case Op::Max:
      return isInt ? (isSigned ? (mask() >> 1) + 1 : 0) : fbits(-INFINITY);
    }
    return 0;
  }
  uint64_t apply(Op op, uint64_t a, uint64_t b) const {
    if (isInt) {
      bool less = isSigned ? sval(a) < sval(b) : a < b;
      switch (op) {
      case Op::Add:
        return (a + b) & mask();
      case Op::Mul:
        return (a * b) & mask();
      case Op::Min:
        return less ? a : b;
      case Op::Max:
        return less ? b : a;
      case Op::And:
        return a & b;
      case Op::Or:
        return a | b;
      case Op::Xor:
        return a ^ b;
      }
    }
    long double x = fval(a), y = fval(b);
    switch (op) {
    case Op::Add:
      return fbits(x + y);
    case Op::Mul:
      return fbits(x * y);
    case Op::Min:
      return fbits(y < x ? y : x);
    case Op::Max:
      return fbits(x < y ? y : x);
    default:
      break;
    }
    ADD_FAILURE() << "no " << int(op) << " for " << name;
    return 0;
  }
  uint64_t plus(uint64_t a, unsigned e) const {
    return isInt ? (a + e) & mask() : fbits(fval(a) + e);
  }
};

// gtest and ctest name a parameter by its type name.
void PrintTo(const TypeInfo &t, std::ostream *os) {
  *os << t.name;
}

// What one result slot must hold.
struct Want {
  enum Kind { Bits, Bool, Any, Untouched } kind = Untouched;
  uint64_t v = kSentinel;
};

struct Expect {
  std::vector<Want> w;
  void bits(uint64_t v) { w.push_back({Want::Bits, v}); }
  void boolean(bool v) { w.push_back({Want::Bool, v}); }
  void any() { w.push_back({Want::Any, 0}); }
  void untouched(size_t n = 1) { w.insert(w.end(), n, Want{}); }
};

constexpr size_t kUniformResults = 44;
constexpr size_t kNuCommon = 52, kNuInt = 54;
constexpr Op kArith[] = {Op::Add, Op::Min, Op::Max, Op::Mul};
constexpr Op kBitwise[] = {Op::And, Op::Or, Op::Xor};

// The fold of xs[lanes] for the lanes taken, in lane order; the identity if
// none.
uint64_t fold(const TypeInfo &t, Op op, const std::vector<uint64_t> &xs,
              const std::vector<size_t> &lanes) {
  if (lanes.empty())
    return t.identity(op);
  uint64_t acc = xs[lanes[0]];
  for (size_t k = 1; k < lanes.size(); ++k)
    acc = t.apply(op, acc, xs[lanes[k]]);
  return acc;
}

bool activeIn(unsigned mode, size_t l, size_t s) {
  switch (mode) {
  case 0:
    return true;
  case 1:
    return l % 2 == 0;
  case 2:
    return l < (s + 1) / 2;
  default:
    return l >= s / 2;
  }
}

// Expected slots of one work-item.
Expect expectItem(const TypeInfo &t, const Item &it, const std::vector<uint64_t> &in) {
  Expect e;
  std::vector<uint64_t> xs(it.s);
  for (size_t k = 0; k < it.s; ++k)
    xs[k] = in[it.lanes[k]];
  auto upTo = [&](size_t end, auto pred) {
    std::vector<size_t> ls;
    for (size_t k = 0; k < end && k < it.s; ++k)
      if (pred(k))
        ls.push_back(k);
    return ls;
  };
  auto all = [](size_t) { return true; };
  e.bits(xs[it.s - 1]);
  e.bits(xs[0]);
  for (unsigned w : {2u, 3u, 4u, 8u, 16u})
    for (unsigned k = 0; k < w; ++k)
      e.bits(t.plus(xs[it.s - 1], k));
  for (Op op : {Op::Add, Op::Min, Op::Max}) {
    e.bits(fold(t, op, xs, upTo(it.s, all)));
    e.bits(fold(t, op, xs, upTo(it.l + 1, all)));
    e.bits(fold(t, op, xs, upTo(it.l, all)));
  }
  EXPECT_EQ(e.w.size(), kUniformResults);
  size_t perMode = kNuCommon + (t.isInt ? kNuInt : 0);
  for (unsigned mode = 0; mode < 4; ++mode) {
    auto act = [&](size_t k) { return k < it.s && activeIn(mode, k, it.s); };
    if (!act(it.l)) {
      e.untouched(perMode);
      continue;
    }
    size_t first = mode == 3 ? it.s / 2 : 0;
    for (Op op : kArith) {
      e.bits(fold(t, op, xs, upTo(it.s, act)));
      e.bits(fold(t, op, xs, upTo(it.l + 1, act)));
      e.bits(fold(t, op, xs, upTo(it.l, act)));
    }
    auto source = [&](size_t src, bool valid) {
      if (valid && src < it.s && act(src))
        e.bits(xs[src]);
      else
        e.any();
    };
    auto cluster = [&](size_t cs) {
      size_t base = it.l & ~(cs - 1);
      return upTo(base + cs, [&](size_t k) { return k >= base && act(k); });
    };
    for (size_t cs = 1; cs <= 32; cs *= 2) {
      if (cs > it.ms) {
        e.untouched(5);
        continue;
      }
      for (Op op : kArith)
        e.bits(fold(t, op, xs, cluster(cs)));
      size_t base = it.l & ~(cs - 1);
      source(base + ((it.l - base + 1) & (cs - 1)), true);
    }
    source((it.l * 7 + 3) % it.s, true);
    source(it.l ^ 2, true);
    source(it.l - 2, it.l >= 2);
    source(it.l + 2, true);
    source((it.l + 3) % it.ms, true);
    e.bits(xs[first]);
    e.bits(xs[first]);
    bool equal = true;
    for (size_t k = 0; k < it.s; ++k)
      if (act(k))
        equal = equal && (t.isInt ? xs[k] == xs[first] : t.fval(xs[k]) == t.fval(xs[first]));
    e.boolean(equal);
    e.boolean(true);
    e.boolean(it.l == first);
    if (!t.isInt)
      continue;
    for (Op op : kBitwise) {
      e.bits(fold(t, op, xs, upTo(it.s, act)));
      e.bits(fold(t, op, xs, upTo(it.l + 1, act)));
      e.bits(fold(t, op, xs, upTo(it.l, act)));
    }
    std::vector<uint64_t> ps(it.s);
    for (size_t k = 0; k < it.s; ++k)
      ps[k] = xs[k] & 1;
    TypeInfo b{"int", 32, true, true};
    auto logical = [&](Op op, const std::vector<size_t> &ls) {
      e.boolean((op == Op::And ? fold(b, op, ps, ls) & 1 : fold(b, op, ps, ls)) != 0);
    };
    for (Op op : kBitwise) {
      logical(op, upTo(it.s, act));
      logical(op, upTo(it.l + 1, act));
      logical(op, upTo(it.l, act));
    }
    for (size_t cs = 1; cs <= 32; cs *= 2) {
      if (cs > it.ms) {
        e.untouched(6);
        continue;
      }
      for (Op op : kBitwise)
        e.bits(fold(t, op, xs, cluster(cs)));
      for (Op op : kBitwise)
        logical(op, cluster(cs));
    }
  }
  EXPECT_EQ(e.w.size(), kUniformResults + 4 * perMode);
  return e;
}

std::vector<uint64_t> inputs(const TypeInfo &t, size_t count, unsigned seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint64_t> xs(count);
  for (uint64_t &x : xs) {
    if (t.isInt) {
      x = rng() & t.mask();
      if (rng() % 8 == 0)  // runs of equal values make all_equal true somewhere
        x = t.mask() >> 1;
    } else {
      static const long double vals[] = {-2, -1, 1, 2};
      x = t.fbits(vals[rng() % 4]);
    }
  }
  return xs;
}

void checkType(Backend *be, size_t S, const TypeInfo &t) {
  const size_t stride = kUniformResults + 4 * (kNuCommon + kNuInt);
  unsigned seed = t.bits * 7 + t.isInt * 3 + t.isSigned;
  for (size_t n : localSizes(be)) {
    NDRange r = NDRange::linear(2 * n, n);
    std::vector<uint64_t> in = inputs(t, r.totalItems(), seed++);
    if (n == 7)  // one group of equal values: all_equal is true there
      std::fill(in.begin(), in.begin() + 7, in[0]);
    auto din = be->upload(in);
    std::vector<uint64_t> init(r.totalItems() * stride, kSentinel);
    auto dout = be->upload(init);
    be->load("subgroups.cl").run("sg_" + t.name, r, {din, dout, uint32_t(stride)});
    std::vector<uint64_t> out = dout->read<uint64_t>(init.size());
    std::vector<Item> items = model(r, S);
    size_t bad = 0;
    for (size_t g = 0; g < items.size(); ++g) {
      Expect e = expectItem(t, items[g], in);
      for (size_t k = 0; k < e.w.size(); ++k) {
        uint64_t got = out[g * stride + k];
        const Want &w = e.w[k];
        bool ok = w.kind == Want::Any || (w.kind == Want::Bits && got == w.v) ||
                  (w.kind == Want::Bool && (got != 0) == (w.v != 0)) ||
                  (w.kind == Want::Untouched && got == kSentinel);
        if (!ok && bad++ < 10)
          ADD_FAILURE() << t.name << " " << r.describe() << " item " << g << " slot " << k
                        << ": got 0x" << std::hex << got << ", want 0x" << w.v << std::dec
                        << " (kind " << int(w.kind) << ")";
      }
    }
    EXPECT_EQ(bad, 0u) << t.name << " " << r.describe();
  }
}

class SubGroupTypes : public ::testing::TestWithParam<TypeInfo> {};

TEST_P(SubGroupTypes, EveryFunctionAgainstTheHostModel) {
  CLBTEST_BACKEND_OR_SKIP(be);
  checkType(be, deviceSubGroupSize(be), GetParam());
}

INSTANTIATE_TEST_SUITE_P(
    Types, SubGroupTypes,
    ::testing::Values(TypeInfo{"char", 8, true, true}, TypeInfo{"uchar", 8, true, false},
                      TypeInfo{"short", 16, true, true}, TypeInfo{"ushort", 16, true, false},
                      TypeInfo{"int", 32, true, true}, TypeInfo{"uint", 32, true, false},
                      TypeInfo{"long", 64, true, true}, TypeInfo{"ulong", 64, true, false},
                      TypeInfo{"float", 32, false, true}, TypeInfo{"double", 64, false, true},
                      TypeInfo{"half", 16, false, true}),
    [](const ::testing::TestParamInfo<TypeInfo> &i) { return i.param.name; });

}  // namespace
}  // namespace clbtest
