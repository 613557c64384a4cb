// Every work-group collective for every type (tests/kernels/
// work_group_collectives.cl) against the host reference
// (tests/support/work_group_reference.h): group sizes 1 to the device
// maximum, 2-D and 3-D groups, non-uniform last groups where the backend runs
// them, extremes, bitwise determinism across runs, the spec's example, a loop
// of mixed collectives, and a 50-run stress test.
#include "backend.h"
#include "work_group_reference.h"

#include <gtest/gtest.h>

#include <random>
#include <sstream>

namespace clbtest {
namespace {

constexpr WgOp kArithOps[] = {WgOp::Add, WgOp::Min, WgOp::Max, WgOp::Mul};
constexpr WgOp kBitOps[] = {WgOp::And, WgOp::Or, WgOp::Xor};
const char *opName(WgOp op) {
  static const char *names[] = {"add", "min", "max", "mul", "and", "or", "xor"};
  return names[int(op)];
}

NDRange range3(std::initializer_list<size_t> global, std::initializer_list<size_t> local) {
  NDRange r;
  r.dims = global.size();
  std::copy(global.begin(), global.end(), r.global);
  std::copy(local.begin(), local.end(), r.local);
  return r;
}

// The shapes every type runs: 1-D sizes (3 groups; 2 past 256), the device
// maximum, 2-D 8x8 and 16x3, 3-D 4x4x4 and 3x5x7. 160 and 256 are whole warps
// that nvptx64's 32-bit scans rake (5 and 8 warps), 1024 whole warps that
// scan by warps.
std::vector<NDRange> uniformShapes(size_t maxSize) {
  std::vector<size_t> sizes = {1, 2, 7, 32, 33, 64, 100, 160, 255, 256, 1024};
  if (std::find(sizes.begin(), sizes.end(), maxSize) == sizes.end())
    sizes.push_back(maxSize);
  std::vector<NDRange> out;
  for (size_t s : sizes)
    if (s <= maxSize)
      out.push_back(NDRange::linear(s * (s > 256 ? 2 : 3), s));
  out.push_back(range3({16, 16}, {8, 8}));
  out.push_back(range3({32, 6}, {16, 3}));
  out.push_back(range3({8, 4, 8}, {4, 4, 4}));
  out.push_back(range3({6, 5, 7}, {3, 5, 7}));
  return out;
}

// Last groups smaller than the enqueued size in every dimension used.
std::vector<NDRange> nonUniformShapes() {
  return {NDRange::linear(64 * 2 + 37, 64), NDRange::linear(250, 100),
          NDRange::linear(1024 + 1, 1024), range3({20, 13}, {8, 8}), range3({7, 5, 9}, {3, 5, 7})};
}

// Broadcast source: valid in every group, the last (smallest) included.
void broadcastSource(const NDRange &r, size_t src[3]) {
  for (unsigned d = 0; d < 3; ++d) {
    size_t last = r.global[d] - (r.groups(d) - 1) * r.local[d];
    src[d] = d == 1 ? last / 2 : last - 1;
  }
}

template <class D>
std::vector<typename WgType<D>::Host> inputs(size_t n, bool extremes, unsigned seed) {
  using T = WgType<D>;
  using H = typename T::Host;
  std::mt19937_64 rng(seed);
  std::vector<H> xs(n);
  for (H &x : xs) {
    if constexpr (T::isFloat) {
      // Near +-1 so that mul stays finite over thousands of items.
      std::uniform_real_distribution<double> u(0, 1);
      double spread = std::is_same_v<D, HalfBits> ? 0.06 : 0.2;
      double v = (1 - spread / 2 + spread * u(rng)) * (rng() % 2 ? -1 : 1);
      if (extremes && rng() % 8 == 0) {
        // No subnormals: a runtime may flush them (PoCL does).
        const double specials[] = {NAN, INFINITY, -INFINITY, -0.0, 0.0, 1.0, -2.5};
        v = specials[rng() % 7];
      }
      x = T::fromValue(v);
    } else {
      x = H(rng());
      if (extremes && rng() % 4 == 0) {
        const H specials[] = {std::numeric_limits<H>::min(), std::numeric_limits<H>::max(), 0,
                              H(-1), 1};
        x = specials[rng() % 5];
      }
    }
  }
  return xs;
}

// Checks plane `plane` of `out` for the group, given what each item must hold.
template <class D, class Check>
void checkPlane(const std::vector<typename WgType<D>::Host> &out, size_t n, int plane,
                const WorkGroupItems &w, const std::string &what, Check check, int &failures) {
  for (size_t i = 0; i < w.items.size() && failures < 10; ++i) {
    auto got = out[plane * n + w.items[i]];
    std::string why;
    if (!check(i, got, why)) {
      ++failures;
      ADD_FAILURE() << what << " local linear id " << i << " of " << w.items.size() << ": " << why;
    }
  }
}

template <class D>
void checkCollectives(const std::vector<typename WgType<D>::Host> &xs,
                      const std::vector<typename WgType<D>::Host> &out, const NDRange &r,
                      const std::string &label) {
  using T = WgType<D>;
  using H = typename T::Host;
  const size_t n = xs.size();
  size_t src[3];
  broadcastSource(r, src);
  int failures = 0;
  for (const WorkGroupItems &w : workGroupsOf(r)) {
    std::vector<H> g;
    for (size_t item : w.items)
      g.push_back(xs[item]);
    std::vector<WgOp> ops(std::begin(kArithOps), std::end(kArithOps));
    if constexpr (!T::isFloat)
      ops.insert(ops.end(), std::begin(kBitOps), std::end(kBitOps));
    for (WgOp op : ops) {
      int base = op <= WgOp::Mul ? 3 * int(op) : 15 + 3 * (int(op) - int(WgOp::And));
      std::string what = label + " " + opName(op);
      if constexpr (T::isFloat) {
        std::vector<FloatExpect> inc = floatInclusive<D>(op, g);
        auto describe = [](H got, const FloatExpect &e) {
          std::ostringstream os;
          os.precision(20);
          os << "got " << T::value(got) << " (0x" << std::hex << bitsOf(got) << std::dec
             << ") want ";
          if (e.exact)
            os << "bits 0x" << std::hex << e.bits;
          else
            os << e.value << " +- " << e.tolerance;
          return os.str();
        };
        auto expectAt = [&](size_t i, H got, const FloatExpect &e, std::string &why) {
          if (floatMatches<D>(got, e))
            return true;
          why = describe(got, e);
          return false;
        };
        checkPlane<D>(
            out, n, base, w, what + " reduce",
            [&](size_t i, H got, std::string &why) { return expectAt(i, got, inc.back(), why); },
            failures);
        checkPlane<D>(
            out, n, base + 1, w, what + " scan_inclusive",
            [&](size_t i, H got, std::string &why) { return expectAt(i, got, inc[i], why); },
            failures);
        checkPlane<D>(
            out, n, base + 2, w, what + " scan_exclusive",
            [&](size_t i, H got, std::string &why) {
              FloatExpect id;
              id.exact = true;
              id.bits = bitsOf(wgIdentity<D>(op));
              return expectAt(i, got, i == 0 ? id : inc[i - 1], why);
            },
            failures);
        // Every item holds the same bits of the reduction.
        H first = out[base * n + w.items[0]];
        checkPlane<D>(
            out, n, base, w, what + " reduce uniformity",
            [&](size_t, H got, std::string &why) {
              why = "bits differ from item 0's";
              return bitsOf(got) == bitsOf(first);
            },
            failures);
      } else {
        std::vector<H> inc(g.size());
        for (size_t i = 0; i < g.size(); ++i)
          inc[i] = i == 0 ? g[0] : integerOp(op, inc[i - 1], g[i]);
        auto exact = [&](H want) {
          return [want](size_t, H got, std::string &why) {
            why = "got " + std::to_string(got) + " want " + std::to_string(want);
            return got == want;
          };
        };
        checkPlane<D>(out, n, base, w, what + " reduce", exact(inc.back()), failures);
        checkPlane<D>(
            out, n, base + 1, w, what + " scan_inclusive",
            [&](size_t i, H got, std::string &why) { return exact(inc[i])(i, got, why); },
            failures);
        checkPlane<D>(
            out, n, base + 2, w, what + " scan_exclusive",
            [&](size_t i, H got, std::string &why) {
              return exact(i == 0 ? wgIdentity<D>(op) : inc[i - 1])(i, got, why);
            },
            failures);
      }
    }
    // Broadcasts: from linear id src[0] (1 argument), (x, y) and (x, y, z).
    size_t lin[3] = {src[0], src[0] + src[1] * w.size[0],
                     src[0] + (src[1] + src[2] * w.size[1]) * w.size[0]};
    for (int k = 0; k < 3; ++k) {
      H want = g[lin[k]];
      checkPlane<D>(
          out, n, 12 + k, w, label + " broadcast/" + std::to_string(k + 1),
          [&](size_t, H got, std::string &why) {
            why =
                "bits 0x" + std::to_string(bitsOf(got)) + " want 0x" + std::to_string(bitsOf(want));
            return bitsOf(got) == bitsOf(want);
          },
          failures);
    }
  }
}

template <class D>
int planesOf() {
  return WgType<D>::isFloat ? 15 : 24;
}

// Runs collectives_<type> over `range` twice on the same inputs: checks the
// first run against the reference and the second for the same bits.
template <class D>
void runCollectives(Backend *be, const std::string &type, const NDRange &range, bool extremes,
                    unsigned seed, int runs = 2,
                    const std::string &file = "work_group_collectives.cl",
                    const std::string &kernel = "") {
  using H = typename WgType<D>::Host;
  auto &program = be->load(file);
  const size_t n = range.totalItems();
  std::vector<H> xs = inputs<D>(n, extremes, seed);
  auto in = be->upload(xs);
  size_t src[3];
  broadcastSource(range, src);
  std::string label = type + " " + range.describe() + (extremes ? " extremes" : "");
  std::vector<H> first;
  for (int run = 0; run < runs; ++run) {
    auto out = be->upload(std::vector<H>(n * planesOf<D>(), H(0x5a)));
    program.run(kernel.empty() ? "collectives_" + type : kernel, range,
                {in, out, uint64_t(src[0]), uint64_t(src[1]), uint64_t(src[2])});
    std::vector<H> got = out->template read<H>(n * planesOf<D>());
    if (run == 0) {
      checkCollectives<D>(xs, got, range, label);
      first = got;
    } else if (std::memcmp(got.data(), first.data(), got.size() * sizeof(H)) != 0) {
      ADD_FAILURE() << label << ": run " << run << " differs in its bits from run 0";
    }
    if (::testing::Test::HasFailure())
      return;
  }
}

// int and float run every shape; the other types (the same code, another
// width) a subset that keeps each path: one item, a partial warp, a full
// group, the maximum, 2-D and 3-D. PoCL compiles each kernel once per local
// size, which is most of the suite's time.
bool inSubset(const NDRange &r, size_t maxSize) {
  return r.dims > 1
             ? r.local[0] != 16 && r.local[0] != 4
             : r.local[0] == 1 || r.local[0] == 33 || r.local[0] == 256 || r.local[0] == maxSize;
}

template <class D>
void runType(const std::string &type, bool everyShape) {
  CLBTEST_BACKEND_OR_SKIP(be);
  unsigned seed = 1;
  for (const NDRange &r : uniformShapes(be->maxWorkGroupSize())) {
    if (!everyShape && !inSubset(r, be->maxWorkGroupSize()))
      continue;
    runCollectives<D>(be, type, r, false, seed++);
    if (r.local[0] == 33 || r.local[0] == 256 || r.dims == 3)
      runCollectives<D>(be, type, r, true, seed++);
    if (::testing::Test::HasFailure())
      return;
  }
  if (be->runsNonUniformGroups())
    for (const NDRange &r : nonUniformShapes()) {
      runCollectives<D>(be, type, r, false, seed++);
      runCollectives<D>(be, type, r, true, seed++);
    }
}

TEST(WorkGroupCollectives, Int) {
  runType<int32_t>("int", true);
}
TEST(WorkGroupCollectives, Uint) {
  runType<uint32_t>("uint", false);
}
TEST(WorkGroupCollectives, Long) {
  runType<int64_t>("long", false);
}
TEST(WorkGroupCollectives, Ulong) {
  runType<uint64_t>("ulong", false);
}
TEST(WorkGroupCollectives, Float) {
  runType<float>("float", true);
}
TEST(WorkGroupCollectives, Double) {
  runType<double>("double", false);
}
TEST(WorkGroupCollectives, Half) {
  runType<HalfBits>("half", false);
}

// Kernels with reqd_work_group_size (tests/kernels/work_group_reqd.cl), which
// clb-link specialises for that size on nvptx64: groups of that size, and
// non-uniform last groups smaller than it, which take the general path.
template <class D>
void runReqd(const std::string &type) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const size_t shapes[][3] = {{7, 1, 1},  {100, 1, 1}, {256, 1, 1}, {1024, 1, 1},
                              {16, 3, 1}, {32, 3, 1},  {4, 4, 4}};
  unsigned seed = 500;
  for (const auto &l : shapes) {
    if (l[0] * l[1] * l[2] > be->maxWorkGroupSize())
      continue;
    unsigned dims = l[2] > 1 ? 3 : l[1] > 1 ? 2 : 1;
    std::string kernel = "collectives_" + type + "_" + std::to_string(l[0]) + "x" +
                         std::to_string(l[1]) + "x" + std::to_string(l[2]);
    std::vector<NDRange> ranges;
    NDRange r;
    r.dims = dims;
    for (unsigned d = 0; d < dims; ++d) {
      r.local[d] = l[d];
      r.global[d] = l[d] * (d == 0 ? 3 : 2);
    }
    ranges.push_back(r);
    if (be->runsNonUniformGroups()) {
      for (unsigned d = 0; d < dims; ++d)
        r.global[d] -= l[d] / 2 ? l[d] / 2 : 0;
      if (r.global[0] % l[0] || (dims > 1 && r.global[1] % l[1]))
        ranges.push_back(r);
    }
    for (const NDRange &range : ranges) {
      runCollectives<D>(be, type, range, false, seed++, 2, "work_group_reqd.cl", kernel);
      runCollectives<D>(be, type, range, true, seed++, 2, "work_group_reqd.cl", kernel);
      if (::testing::Test::HasFailure())
        return;
    }
  }
}
TEST(WorkGroupCollectives, ReqdSizeInt) {
  runReqd<int32_t>("int");
}
TEST(WorkGroupCollectives, ReqdSizeUlong) {
  runReqd<uint64_t>("ulong");
}
TEST(WorkGroupCollectives, ReqdSizeFloat) {
  runReqd<float>("float");
}
TEST(WorkGroupCollectives, ReqdSizeDouble) {
  runReqd<double>("double");
}
TEST(WorkGroupCollectives, ReqdSizeHalf) {
  runReqd<HalfBits>("half");
}

// all, any and the logical reductions and scans, on groups with no false
// predicate, exactly one, and a random mix.
TEST(WorkGroupCollectives, Predicates) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("work_group_collectives.cl");
  std::vector<NDRange> shapes = uniformShapes(be->maxWorkGroupSize());
  if (be->runsNonUniformGroups())
    for (const NDRange &r : nonUniformShapes())
      shapes.push_back(r);
  std::mt19937 rng(7);
  for (const NDRange &r : shapes) {
    const size_t n = r.totalItems();
    std::vector<WorkGroupItems> groups = workGroupsOf(r);
    std::vector<int> xs(n);
    for (size_t gi = 0; gi < groups.size(); ++gi)
      for (size_t i = 0; i < groups[gi].items.size(); ++i) {
        int truthy = rng() % 2 ? -5 : 7;
        bool isFalse = gi % 3 == 0   ? false
                       : gi % 3 == 1 ? i == groups[gi].items.size() / 2
                                     : rng() % 2 == 0;
        xs[groups[gi].items[i]] = isFalse ? 0 : truthy;
      }
    auto in = be->upload(xs);
    auto out = be->upload(std::vector<int>(n * 11, 0x5a));
    program.run("collectives_predicate", r, {in, out});
    std::vector<int> got = out->read<int>(n * 11);
    for (const WorkGroupItems &w : groups) {
      std::vector<int> p;
      for (size_t item : w.items)
        p.push_back(xs[item] != 0);
      auto fold = [&](int op, size_t end) {  // 0 and, 1 or, 2 xor over p[0..end)
        int acc = op == 0 ? 1 : 0;
        for (size_t k = 0; k < end; ++k)
          acc = op == 0 ? (acc & p[k]) : op == 1 ? (acc | p[k]) : (acc ^ p[k]);
        return acc;
      };
      for (size_t i = 0; i < w.items.size(); ++i) {
        size_t item = w.items[i];
        auto at = [&](int plane) { return got[plane * n + item]; };
        std::string where = r.describe() + " item " + std::to_string(i);
        ASSERT_EQ(at(0), fold(0, p.size())) << "work_group_all " << where;
        ASSERT_EQ(at(1), fold(1, p.size())) << "work_group_any " << where;
        for (int op = 0; op < 3; ++op) {
          const char *name[] = {"logical_and", "logical_or", "logical_xor"};
          ASSERT_EQ(at(2 + 3 * op), fold(op, p.size())) << "reduce_" << name[op] << " " << where;
          ASSERT_EQ(at(3 + 3 * op), fold(op, i + 1))
              << "scan_inclusive_" << name[op] << " " << where;
          ASSERT_EQ(at(4 + 3 * op), fold(op, i)) << "scan_exclusive_" << name[op] << " " << where;
        }
      }
    }
  }
}

// The spec's example (docs/conformance-notes.md says why 15, not 14).
TEST(WorkGroupCollectives, SpecExample) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("work_group_collectives.cl");
  std::vector<int32_t> xs = {3, 1, 7, 0, 4, 1, 6, 3};
  auto in = be->upload(xs);
  auto out = be->upload(std::vector<int32_t>(8 * 24, 0));
  program.run("collectives_int", NDRange::linear(8, 8),
              {in, out, uint64_t(0), uint64_t(0), uint64_t(0)});
  std::vector<int32_t> got = out->read<int32_t>(8 * 24);
  EXPECT_EQ(std::vector<int32_t>(got.begin() + 8, got.begin() + 16),
            (std::vector<int32_t>{3, 4, 11, 11, 15, 16, 22, 25}));
  EXPECT_EQ(std::vector<int32_t>(got.begin() + 16, got.begin() + 24),
            (std::vector<int32_t>{0, 3, 4, 11, 11, 15, 16, 22}));
  EXPECT_EQ(got[0], 25);
}

// Collectives of several types in a row inside a loop (scratch reuse).
TEST(WorkGroupCollectives, MixedTypesInALoop) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("work_group_collectives.cl");
  const int rounds = 5;
  std::vector<NDRange> shapes = {NDRange::linear(7 * 3, 7), NDRange::linear(256 * 2, 256),
                                 NDRange::linear(be->maxWorkGroupSize(), be->maxWorkGroupSize()),
                                 range3({8, 4, 8}, {4, 4, 4})};
  std::mt19937 rng(3);
  for (const NDRange &r : shapes) {
    const size_t n = r.totalItems();
    std::vector<int> xs(n);
    for (int &x : xs)
      x = rng() % 1000;
    auto in = be->upload(xs);
    auto out = be->upload(std::vector<int64_t>(2 * n, 0));
    program.run("collectives_loop", r, {in, out, rounds});
    std::vector<int64_t> got = out->read<int64_t>(2 * n);
    for (const WorkGroupItems &w : workGroupsOf(r)) {
      const size_t m = w.items.size();
      for (size_t i = 0; i < m; ++i) {
        int64_t acc = 0;
        double dacc = 0;
        int x = xs[w.items[i]];
        for (int k = 0; k < rounds; ++k) {
          int64_t sum = 0;
          double pre = 0;
          uint32_t excl = 0;
          int hmax = 0, any = 0;
          for (size_t j = 0; j < m; ++j) {
            int y = xs[w.items[j]];
            sum += int64_t(y) * (k + 1);
            any |= y == k;
            if (j <= i) {
              pre += double(y + k);
              hmax = std::max(hmax, y & 1023);
            }
            if (j < i)
              excl += uint32_t(y);
          }
          acc += sum;
          dacc += pre;
          acc ^= xs[w.items[k % w.size[0]]] + k;
          acc += hmax;
          acc += excl;
          acc += any;
        }
        ASSERT_EQ(got[w.items[i]], acc) << r.describe() << " item " << i << " (x " << x << ")";
        ASSERT_EQ(got[n + w.items[i]], int64_t(dacc)) << r.describe() << " item " << i;
      }
    }
  }
}

// Many groups at once, 50 runs, every run checked: on PoCL the groups run on
// all its threads, so a scratch shared between groups would show here.
TEST(WorkGroupCollectives, StressFiftyRuns) {
  CLBTEST_BACKEND_OR_SKIP(be);
  NDRange r = NDRange::linear(64 * 256, 64);
  for (int run = 0; run < 50 && !HasFailure(); ++run)
    runCollectives<int32_t>(be, "int", r, false, 1000 + run, 1);
}

// An OpenCL C 2.0 kernel (work_group_cl20.cl) links and runs.
TEST(WorkGroupCollectives, OpenCLC20) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("work_group_cl20.cl");
  NDRange r = NDRange::linear(3 * 40, 40);
  std::vector<int> xs(r.totalItems());
  for (size_t i = 0; i < xs.size(); ++i)
    xs[i] = int(i % 5) - 2;
  auto in = be->upload(xs);
  auto out = be->upload(std::vector<int>(3 * xs.size(), 0));
  program.run("collectives_cl20", r, {in, out});
  std::vector<int> got = out->read<int>(3 * xs.size());
  size_t n = xs.size();
  for (const WorkGroupItems &w : workGroupsOf(r)) {
    int sum = 0;
    uint32_t prod = 1;
    for (size_t item : w.items)
      sum += xs[item];
    for (size_t i = 0; i < w.items.size(); ++i) {
      prod *= uint32_t(xs[w.items[i]]);
      EXPECT_EQ(got[w.items[i]], sum);
      EXPECT_EQ(got[n + w.items[i]], int32_t(prod));
      EXPECT_EQ(got[2 * n + w.items[i]], xs[w.items.back()]);
    }
  }
}

}  // namespace
}  // namespace clbtest
