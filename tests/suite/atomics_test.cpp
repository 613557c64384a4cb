// Atomics: every builtin, form, order and scope on every atomic type and
// address space against exact host results (kernels/atomics.cl), contention
// on hot addresses, and message-passing / store-buffering litmus tests
// (kernels/atomics_contention.cl).
#include "backend.h"
#include "half_float.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <random>
#include <type_traits>

namespace clbtest {
namespace {

// kernels/atomics.cl's layout and operation codes.
constexpr unsigned ITEMS = 8, CELLS = 352, GROUPS = 2, N = ITEMS * GROUPS * CELLS;
enum Op {
  ADD,
  SUB,
  OR,
  XOR,
  AND,
  MIN,
  MAX,
  XCHG,
  LOAD,
  STORE,
  INIT,
  CAS_OK,
  CAS_FAIL,
  INC,
  DEC,
  LCAS_OK,
  LCAS_FAIL,
  TAS,
  CLEAR,
  OP_COUNT
};
const char *const kOpNames[] = {"add",     "sub",       "or",           "xor",  "and",
                                "min",     "max",       "xchg",         "load", "store",
                                "init",    "cas_ok",    "cas_fail",     "inc",  "dec",
                                "lcas_ok", "lcas_fail", "test_and_set", "clear"};
const char *const kSpaces[] = {"global", "local", "generic(global)", "generic(local)"};

// Host arithmetic. Integers wrap as unsigned; half goes through float (every
// value the test uses is an integer small enough to be exact).
struct HalfBits {
  uint16_t bits;
};
template <class T>
struct Num {
  static T add(T a, T b) {
    if constexpr (std::is_integral_v<T>)
      return T(std::make_unsigned_t<T>(a) + std::make_unsigned_t<T>(b));
    else
      return a + b;
  }
  static T sub(T a, T b) {
    if constexpr (std::is_integral_v<T>)
      return T(std::make_unsigned_t<T>(a) - std::make_unsigned_t<T>(b));
    else
      return a - b;
  }
};
template <class T>
T fmin0(T c, T v) {  // the extension's min: NaN ignored, -0 < +0
  if (std::isnan(v))
    return c;
  if (std::isnan(c))
    return v;
  if (v < c || (v == c && std::signbit(v)))
    return v;
  return c;
}
template <class T>
T fmax0(T c, T v) {
  if (std::isnan(v))
    return c;
  if (std::isnan(c))
    return v;
  if (v > c || (v == c && !std::signbit(v)))
    return v;
  return c;
}

// Values as the device stores them (T, or half bits) and as the host computes.
template <class T>
struct Repr {
  using Dev = T;
  using Host = T;
  static Host in(Dev d) { return d; }
  static Dev out(Host h) { return h; }
};
template <>
struct Repr<HalfBits> {
  using Dev = uint16_t;
  using Host = float;
  static Host in(Dev d) { return halfToFloat(d); }
  static Dev out(Host h) { return floatToHalf(h); }
};

template <class Dev>
bool same(Dev a, Dev b) {
  if constexpr (std::is_floating_point_v<Dev>)
    return (std::isnan(a) && std::isnan(b)) || std::memcmp(&a, &b, sizeof a) == 0;
  else
    return a == b;
}
template <class Dev>
bool sameValue(Dev a, Dev b, bool half) {
  if (half) {
    float x = halfToFloat(a), y = halfToFloat(b);
    return (std::isnan(x) && std::isnan(y)) || a == b;
  }
  return same(a, b);
}

template <class T>
void checkType(Backend *be, const std::string &name) {
  using R = Repr<T>;
  using Dev = typename R::Dev;
  using Host = typename R::Host;
  constexpr bool isHalf = std::is_same_v<T, HalfBits>;
  constexpr bool isFloat = !std::is_integral_v<Host>;
  auto &program = be->load("atomics.cl");
  const std::string kernel = "atomics_" + name;
  std::vector<Dev> zeros(N, Dev(0));
  auto dCells0 = be->upload(zeros), dCells = be->upload(zeros), dOperand = be->upload(zeros);
  auto dResult = be->upload(zeros), dExpect = be->upload(zeros);
  auto dOps = be->upload(std::vector<int>(CELLS, -1));
  // Runs the kernel; returns the operation of each cell it used (the
  // generic spaces have no OpenCL 1.x forms, so they use fewer).
  auto run = [&](int space) {
    dOps->write(std::vector<int>(CELLS, -1).data(), CELLS * sizeof(int));
    program.run(kernel, NDRange::linear(ITEMS * GROUPS, ITEMS),
                {dCells0, dCells, dOperand, dResult, dExpect, dOps, space});
    std::vector<int> ops = dOps->read<int>(CELLS);
    unsigned used = 0;
    while (used < CELLS && ops[used] >= 0)
      ++used;
    ops.resize(used);
    return ops;
  };
  // First run: which operation each cell gets.
  const std::vector<int> allOps = run(0);
  ASSERT_GT(allOps.size(), 20u) << name;
  ASSERT_LT(allOps.size(), CELLS) << name << ": kernels/atomics.cl uses more cells than it has";
  for (int op : allOps)
    ASSERT_TRUE(op >= 0 && op < int(OP_COUNT)) << name;

  std::mt19937_64 rng(sizeof(Dev) * 977 + isFloat);
  auto value = [&](int op) -> Host {
    if constexpr (isFloat) {
      const Host specials[] = {Host(0), -Host(0), std::numeric_limits<Host>::quiet_NaN(),
                               std::numeric_limits<Host>::infinity(),
                               -std::numeric_limits<Host>::infinity()};
      if ((op == MIN || op == MAX) && rng() % 3 == 0)
        return specials[rng() % 5];
      if ((op == ADD || op == SUB) && rng() % 8 == 0)
        return specials[rng() % 2];
      return Host(int(rng() % 2001) - 1000);
    } else {
      using L = std::numeric_limits<Host>;
      const Host edges[] = {L::min(), L::max(), Host(0), Host(1), Host(-1)};
      return rng() % 4 == 0 ? edges[rng() % 5] : Host(rng());
    }
  };
  for (int space = 0; space < 4; ++space) {
    std::vector<Dev> cells0(N), operand(N);
    for (size_t i = 0; i < N; ++i) {
      const unsigned k = i % CELLS;
      const int op = k < allOps.size() ? allOps[k] : -1;
      cells0[i] = R::out(value(op));
      operand[i] = R::out(value(op));
    }
    dCells0->write(cells0.data(), N * sizeof(Dev));
    dCells->write(cells0.data(), N * sizeof(Dev));
    dOperand->write(operand.data(), N * sizeof(Dev));
    dResult->write(zeros.data(), N * sizeof(Dev));
    dExpect->write(zeros.data(), N * sizeof(Dev));
    const std::vector<int> ops = run(space);
    const unsigned used = ops.size();
    EXPECT_EQ(
        std::vector<int>(allOps.begin(), allOps.begin() + std::min<size_t>(used, allOps.size())),
        ops)
        << name << " " << kSpaces[space] << ": the spaces share their forms' order";
    EXPECT_GE(used, space >= 2 ? allOps.size() - 24 : allOps.size())
        << name << " " << kSpaces[space];
    const std::vector<Dev> cells = dCells->template read<Dev>(N),
                           result = dResult->template read<Dev>(N),
                           expect = dExpect->template read<Dev>(N);
    int failures = 0;
    for (size_t i = 0; i < N && failures < 10; ++i) {
      const unsigned k = i % CELLS;
      if (k >= used)
        continue;
      const Op op = Op(ops[k]);
      const Host a = R::in(cells0[i]), b = R::in(operand[i]);
      Host fin = a, res = a;
      bool checkRes = true, checkExpect = false;
      switch (op) {
      case ADD:
        fin = Num<Host>::add(a, b);
        break;
      case SUB:
        fin = Num<Host>::sub(a, b);
        break;
      case INC:
        fin = Num<Host>::add(a, Host(1));
        break;
      case DEC:
        fin = Num<Host>::sub(a, Host(1));
        break;
      case MIN:
        if constexpr (isFloat)
          fin = fmin0(a, b);
        else
          fin = std::min(a, b);
        break;
      case MAX:
        if constexpr (isFloat)
          fin = fmax0(a, b);
        else
          fin = std::max(a, b);
        break;
      case XCHG:
        fin = b;
        break;
      case LOAD:
        break;
      case STORE:
      case INIT:
        fin = b;
        checkRes = false;
        break;
      case CAS_OK:
        fin = b;
        res = Host(1);
        checkExpect = true;
        break;
      case CAS_FAIL:
        res = Host(0);
        checkExpect = true;
        break;
      case LCAS_OK:
        fin = b;
        break;
      case LCAS_FAIL:
        break;
      case TAS:
        fin = Host(1);
        res = Host(a != Host(0));
        break;
      case CLEAR:
        fin = Host(0);
        checkRes = false;
        break;
      default:
        if constexpr (std::is_integral_v<Host>) {
          fin = op == OR ? Host(a | b) : op == XOR ? Host(a ^ b) : Host(a & b);
        } else {
          ADD_FAILURE() << name << ": bitwise op on a floating type";
        }
      }
      const Dev wantFin = R::out(fin), wantRes = R::out(res);
      const bool ok = sameValue(cells[i], wantFin, isHalf) &&
                      (!checkRes || sameValue(result[i], wantRes, isHalf)) &&
                      (!checkExpect || sameValue(expect[i], cells0[i], isHalf));
      if (!ok) {
        ++failures;
        ADD_FAILURE() << name << " " << kSpaces[space] << " cell " << k << " (" << kOpNames[op]
                      << "): a=" << +a << " b=" << +b << " -> stored " << +R::in(cells[i])
                      << " (want " << +fin << "), returned " << +R::in(result[i]) << " (want "
                      << +res << ")" << (checkExpect ? ", expected now " : "")
                      << (checkExpect ? std::to_string(+R::in(expect[i])) : "");
      }
    }
  }
}

TEST(Atomics, EveryFunctionTypeSpaceOrderAndScope) {
  CLBTEST_BACKEND_OR_SKIP(be);
  checkType<int32_t>(be, "int");
  checkType<uint32_t>(be, "uint");
  checkType<int64_t>(be, "long");
  checkType<uint64_t>(be, "ulong");
  checkType<float>(be, "float");
  checkType<double>(be, "double");
  checkType<HalfBits>(be, "half");
}

// Each old value of a counter seen exactly once: 0..count-1 per hot address.
void expectPermutation(const std::vector<int64_t> &olds, unsigned nhot, const char *what) {
  std::map<unsigned, std::vector<int64_t>> byHot;
  for (size_t i = 0; i < olds.size(); ++i)
    byHot[i % nhot].push_back(olds[i]);
  for (auto &[h, v] : byHot) {
    std::sort(v.begin(), v.end());
    for (size_t j = 0; j < v.size(); ++j)
      if (v[j] != int64_t(j)) {
        ADD_FAILURE() << what << " hot " << h << ": sorted old value " << j << " is " << v[j];
        break;
      }
  }
}

TEST(Atomics, ContentionOnHotAddresses) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("atomics_contention.cl");
  const size_t groups = 64, local = 64, n = groups * local;
  for (unsigned nhot : {1u, 5u}) {
    auto dInc = be->upload(std::vector<int32_t>(nhot, 0));
    auto dAdd = be->upload(std::vector<uint32_t>(nhot, 0));
    auto dAdd64 = be->upload(std::vector<uint64_t>(nhot, 0));
    auto dCas = be->upload(std::vector<int32_t>(nhot, 0));
    auto dOlds = be->upload(std::vector<int32_t>(4 * n, -1));
    const std::vector<int32_t> bits0 = {0, 0x12345678, -1};
    const std::vector<int64_t> mm0 = {0, 0, 1000};
    auto dBits = be->upload(bits0);
    auto dMinmax = be->upload(mm0);
    program.run("contend", NDRange::linear(n, local),
                {dInc, dAdd, dAdd64, dCas, dOlds, dBits, dMinmax, int(nhot)});
    const auto olds = dOlds->read<int32_t>(4 * n);
    const char *what[] = {"atomic_inc", "atomic_fetch_add", "atom_add(ulong)", "weak CAS loop"};
    for (unsigned f = 0; f < 4; ++f)
      expectPermutation(std::vector<int64_t>(olds.begin() + f * n, olds.begin() + (f + 1) * n),
                        nhot, what[f]);
    const auto inc = dInc->read<int32_t>(nhot), cas = dCas->read<int32_t>(nhot);
    const auto add = dAdd->read<uint32_t>(nhot);
    const auto add64 = dAdd64->read<uint64_t>(nhot);
    for (unsigned h = 0; h < nhot; ++h) {
      const int64_t want = n / nhot + (h < n % nhot);
      EXPECT_EQ(inc[h], want);
      EXPECT_EQ(add[h], uint64_t(want));
      EXPECT_EQ(add64[h], uint64_t(want));
      EXPECT_EQ(cas[h], want);
    }
    uint32_t orv = uint32_t(bits0[0]), xorv = uint32_t(bits0[1]), andv = uint32_t(bits0[2]);
    int64_t mn = mm0[0], mx = mm0[1], sub = mm0[2];
    for (size_t g = 0; g < n; ++g) {
      const uint32_t v = uint32_t(g * 2654435761u);
      orv |= v & 0x55555555u;
      xorv ^= v;
      andv &= v | (1u << (g % 32));
      mn = std::min(mn, int64_t(int32_t(v)) * 3);
      mx = std::max(mx, int64_t(int32_t(v)) * 3);
      sub -= int32_t(v);
    }
    const auto bits = dBits->read<int32_t>(3);
    const auto mm = dMinmax->read<int64_t>(3);
    EXPECT_EQ(uint32_t(bits[0]), orv);
    EXPECT_EQ(uint32_t(bits[1]), xorv);
    EXPECT_EQ(uint32_t(bits[2]), andv);
    EXPECT_EQ(mm[0], mn);
    EXPECT_EQ(mm[1], mx);
    EXPECT_EQ(mm[2], sub);
  }
  // Local memory: each group's counters.
  for (size_t ls : {size_t(1), size_t(7), size_t(64)}) {
    const size_t g = 16, m = g * ls;
    auto dOlds = be->upload(std::vector<int32_t>(2 * m, -1));
    auto dTotals = be->upload(std::vector<int32_t>(2 * g, -1));
    program.run("contend_local", NDRange::linear(m, ls), {dOlds, dTotals});
    const auto olds = dOlds->read<int32_t>(2 * m);
    const auto totals = dTotals->read<int32_t>(2 * g);
    for (unsigned f = 0; f < 2; ++f) {
      std::vector<int64_t> perGroup;
      for (size_t grp = 0; grp < g; ++grp) {
        std::vector<int64_t> v(olds.begin() + f * m + grp * ls,
                               olds.begin() + f * m + (grp + 1) * ls);
        expectPermutation(v, 1, f ? "local atomic_fetch_add" : "local atomic_inc");
        EXPECT_EQ(totals[2 * grp + f], int(ls));
      }
    }
  }
  // Floating sums of integers: exact whatever the order.
  for (unsigned nhot : {1u, 3u}) {
    auto dF = be->upload(std::vector<float>(nhot, 0.5f));
    auto dD = be->upload(std::vector<double>(nhot, 0.25));
    auto dH = be->upload(std::vector<uint16_t>(nhot, floatToHalf(-2.0f)));
    program.run("contend_float", NDRange::linear(n, local), {dF, dD, dH, int(nhot)});
    const auto f = dF->read<float>(nhot);
    const auto d = dD->read<double>(nhot);
    const auto h = dH->read<uint16_t>(nhot);
    for (unsigned k = 0; k < nhot; ++k) {
      int64_t s = 0, ones = 0;
      for (size_t g = k; g < n; g += nhot) {
        s += int64_t(g % 7) - 3;
        ones += g % 7 == 0;  // half sums stay below 2048, where integers are exact
      }
      EXPECT_EQ(f[k], 0.5f + float(s)) << "float hot " << k;
      EXPECT_EQ(d[k], 0.25 - double(s)) << "double hot " << k;
      EXPECT_EQ(halfToFloat(h[k]), -2.0f + float(ones)) << "half hot " << k;
    }
  }
}

// Instances per litmus run: small on the CPU (PoCL runs groups one after
// another, so weak outcomes hardly occur there); CLB_LITMUS_INSTANCES
// overrides (the GPU run asks for >= 1e5).
size_t litmusInstances(Backend *be) {
  if (const char *e = std::getenv("CLB_LITMUS_INSTANCES"))
    return std::max<size_t>(64, std::strtoull(e, nullptr, 10) / 64 * 64);
  return be->name() == "cuda" ? (size_t(1) << 17) : 4096;
}

TEST(Atomics, LitmusMessagePassingAndStoreBuffering) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("atomics_contention.cl");
  const size_t inst = litmusInstances(be), local = 64, items = 2 * inst;
  const char *scopes[] = {"work_group", "device"};
  for (int scope = 0; scope < 2; ++scope) {
    for (int variant : {0, 1}) {  // MP: release/acquire (checked), relaxed (counted)
      auto dx = be->upload(std::vector<int32_t>(inst, 0));
      auto dy = be->upload(std::vector<int32_t>(inst, 0));
      auto dout = be->upload(std::vector<int32_t>(inst, -1));
      program.run("litmus_mp", NDRange::linear(items, local), {dx, dy, dout, scope, variant});
      const auto out = dout->read<int32_t>(inst);
      size_t count[4] = {0, 0, 0, 0};
      for (int32_t o : out) {
        ASSERT_TRUE(o >= 0 && o < 4) << "reader of an instance did not run";
        ++count[o];
      }
      std::cout << "[ litmus   ] MP " << scopes[scope] << (variant ? " relaxed" : " rel/acq")
                << ": " << inst << " runs, (r1,r2)=(0,0) " << count[0] << " (0,1) " << count[1]
                << " (1,0) " << count[2] << " (1,1) " << count[3] << "\n";
      if (variant == 0)
        EXPECT_EQ(count[2], 0u) << "MP " << scopes[scope]
                                << ": forbidden outcome (flag seen, data not) occurred";
    }
    for (int variant : {2, 0}) {  // SB: seq_cst (checked), release/acquire (counted)
      auto dx = be->upload(std::vector<int32_t>(inst, 0));
      auto dy = be->upload(std::vector<int32_t>(inst, 0));
      auto dout = be->upload(std::vector<int32_t>(2 * inst, -1));
      program.run("litmus_sb", NDRange::linear(items, local), {dx, dy, dout, scope, variant});
      const auto out = dout->read<int32_t>(2 * inst);
      size_t both0 = 0;
      for (size_t m = 0; m < inst; ++m) {
        ASSERT_TRUE(out[2 * m] >= 0 && out[2 * m + 1] >= 0) << "a thread did not run";
        both0 += out[2 * m] == 0 && out[2 * m + 1] == 0;
      }
      std::cout << "[ litmus   ] SB " << scopes[scope] << (variant == 2 ? " seq_cst" : " rel/acq")
                << ": " << inst << " runs, both read 0: " << both0 << "\n";
      if (variant == 2)
        EXPECT_EQ(both0, 0u) << "SB " << scopes[scope] << ": forbidden outcome under seq_cst";
    }
  }
}

}  // namespace
}  // namespace clbtest
