// The SPIR libraries' atomics keep each call's memory order and scope: after
// clb-link inlines a builtin called with constants, one LLVM instruction with
// that ordering and syncscope is left (spir64), and SPIR-V gets that Scope and
// MemorySemantics (spirv64), not the seq_cst at system scope of __sync_*.
#include "link_helpers.h"
#include "llvm_compat.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

namespace {

// One kernel per case: a single atomic call with constant order and scope.
// In OpenCL C 3.0 with the generic address space, clang 15 resolves the 2.0
// builtins to their generic-pointer overloads: their objects are generic
// (addrspace(4); SPIR-V semantics name both storage classes); atomic_inc
// keeps its local pointer. (clb-link's LLVM context has typed pointers.)
const char *const kKernels = R"(
kernel void add_relaxed_wg(volatile global atomic_int *p) {
  atomic_fetch_add_explicit(p, 1, memory_order_relaxed, memory_scope_work_group);
}
kernel void load_acquire_device(volatile local atomic_long *p, global long *o) {
  *o = atomic_load_explicit(p, memory_order_acquire, memory_scope_device);
}
kernel void store_release_all(volatile global atomic_float *g, int i) {
  volatile atomic_float *p = g + i;
  atomic_store_explicit(p, 1.0f, memory_order_release, memory_scope_all_svm_devices);
}
kernel void cas_acq_rel_sub_group(volatile global atomic_int *p, global int *o) {
  int e = o[0];
  o[1] = atomic_compare_exchange_strong_explicit(p, &e, 3, memory_order_acq_rel,
                                                 memory_order_acquire, memory_scope_sub_group);
}
kernel void min_seq_cst_item(volatile global atomic_uint *p, global uint *o) {
  *o = atomic_fetch_min_explicit(p, 7u, memory_order_seq_cst, memory_scope_work_item);
}
kernel void add_default(volatile global atomic_int *p) { atomic_fetch_add(p, 2); }
kernel void inc_local(volatile local int *p) { atomic_inc(p); }
kernel void xchg_release_wg(volatile global atomic_long *p, global long *o) {
  *o = atomic_exchange_explicit(p, 5, memory_order_release, memory_scope_work_group);
}
)";

struct Case {
  const char *kernel;
  std::string instruction;  // the IR line's operation and pointer
  const char *order;        // its syncscope and ordering, as the IR prints them
};
using clbtest::pointerIr;
const Case kCases[] = {
    {"add_relaxed_wg", "atomicrmw add " + pointerIr("i32", 4),
     "syncscope(\"workgroup\") monotonic"},
    {"load_acquire_device", "load atomic i64, " + pointerIr("i64", 4),
     "syncscope(\"device\") acquire"},
    {"store_release_all", "store atomic i32 1065353216, " + pointerIr("i32", 4), " release"},
    {"cas_acq_rel_sub_group", "cmpxchg " + pointerIr("i32", 4),
     "syncscope(\"subgroup\") acq_rel acquire"},
    {"min_seq_cst_item", "atomicrmw umin " + pointerIr("i32", 4),
     "syncscope(\"singlethread\") seq_cst"},
    {"add_default", "atomicrmw add " + pointerIr("i32", 4), "syncscope(\"device\") seq_cst"},
    {"inc_local", "atomicrmw add " + pointerIr("i32", 3), "syncscope(\"workgroup\") monotonic"},
    {"xchg_release_wg", "atomicrmw xchg " + pointerIr("i64", 4),
     "syncscope(\"workgroup\") release"},
};

std::string linked(const std::string &target, const std::string &emit) {
  auto r = clbtest::linkRequest(target, emit, kKernels);
  r.optLevel = 3;
  r.clangArgs = {"-cl-std=CL3.0"};
  auto out = clb::linkProgram(r);
  if (!out) {
    ADD_FAILURE() << llvm::toString(out.takeError());
    return "";
  }
  return out->bytes;
}

// The body of kernel `name` in the printed module.
std::string body(const std::string &ll, const std::string &name) {
  const size_t at = ll.find("@" + name + "(");
  if (at == std::string::npos)
    return "";
  return ll.substr(at, ll.find("\n}\n", at) - at);
}

TEST(AtomicOrders, Spir64KeepsEachOrderAndScopeAsOneInstruction) {
  const std::string ll = linked("spir64", "ll");
  for (const Case &c : kCases) {
    const std::string b = body(ll, c.kernel);
    ASSERT_FALSE(b.empty()) << c.kernel << " not in the linked module";
    std::istringstream lines(b);
    std::string line, found;
    int atomics = 0;
    while (std::getline(lines, line))
      if (line.find("atomicrmw ") != std::string::npos ||
          line.find("cmpxchg ") != std::string::npos ||
          line.find("load atomic ") != std::string::npos ||
          line.find("store atomic ") != std::string::npos) {
        ++atomics;
        found = line;
      }
    EXPECT_EQ(atomics, 1) << c.kernel << ":\n" << b;
    EXPECT_NE(found.find(c.instruction), std::string::npos) << c.kernel << ": " << found;
    EXPECT_NE(found.find(c.order), std::string::npos) << c.kernel << ": " << found;
    if (std::string(c.order) == " release")  // all_svm_devices: the system scope
      EXPECT_EQ(found.find("syncscope"), std::string::npos) << c.kernel << ": " << found;
    EXPECT_EQ(b.find("switch "), std::string::npos) << c.kernel << " kept a switch:\n" << b;
  }
}

// SPIR-V opcodes and the word offsets of Scope and the semantics.
struct AtomicOp {
  const char *name;
  unsigned opcode, scope, semantics, unequal;  // unequal: 0 if none
};
const AtomicOp kOps[] = {{"load", 227, 4, 5, 0},     {"store", 228, 2, 3, 0},
                         {"exchange", 229, 4, 5, 0}, {"cas", 230, 4, 5, 6},
                         {"iadd", 234, 4, 5, 0},     {"umin", 237, 4, 5, 0}};

TEST(AtomicOrders, Spirv64GivesEachScopeAndSemantics) {
  CLBTEST_NEEDS_TARGET("spirv64");
  const std::string spv = linked("spirv64", "spv");
  ASSERT_EQ(spv.size() % 4, 0u);
  std::vector<uint32_t> w(spv.size() / 4);
  std::memcpy(w.data(), spv.data(), spv.size());
  ASSERT_GT(w.size(), 5u);
  ASSERT_EQ(w[0], 0x07230203u);
  std::map<uint32_t, uint32_t> constants;  // OpConstant id -> 32-bit value
  std::multiset<std::tuple<std::string, uint32_t, uint32_t, uint32_t>> seen;
  for (size_t at = 5; at < w.size();) {
    const uint32_t count = w[at] >> 16, opcode = w[at] & 0xffff;
    ASSERT_GT(count, 0u);
    ASSERT_LE(at + count, w.size());
    if (opcode == 43 && count == 4)  // OpConstant of a 32-bit type
      constants[w[at + 2]] = w[at + 3];
    for (const AtomicOp &op : kOps)
      if (opcode == op.opcode) {
        auto value = [&](unsigned word) {
          auto it = constants.find(w[at + word]);
          return it == constants.end() ? 0xffffffffu : it->second;
        };
        seen.insert(
            {op.name, value(op.scope), value(op.semantics), op.unequal ? value(op.unequal) : 0});
      }
    at += count;
  }
  // Scope: CrossDevice 0, Device 1, Workgroup 2, Subgroup 3, Invocation 4.
  // Semantics: Acquire 0x2, Release 0x4, AcquireRelease 0x8,
  // SequentiallyConsistent 0x10, with WorkgroupMemory 0x100 /
  // CrossWorkgroupMemory 0x200 for the object's storage when not relaxed.
  const std::multiset<std::tuple<std::string, uint32_t, uint32_t, uint32_t>> want = {
      {"iadd", 2, 0x0, 0},        // relaxed, work_group
      {"load", 1, 0x302, 0},      // acquire, device
      {"store", 0, 0x304, 0},     // release, all_svm_devices
      {"cas", 3, 0x308, 0x302},   // acq_rel / acquire, sub_group
      {"umin", 4, 0x310, 0},      // seq_cst, work_item
      {"iadd", 1, 0x310, 0},      // the default: seq_cst, device
      {"iadd", 2, 0x0, 0},        // atomic_inc on local: relaxed, work_group
      {"exchange", 2, 0x304, 0},  // release, work_group
  };
  EXPECT_EQ(seen, want);
}

}  // namespace
