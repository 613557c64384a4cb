// Float arithmetic in the emitted SPIR-V marked as the LLVM IR meant it.
//
// An LLVM fadd, fsub, fmul, fdiv, frem or fneg without fast-math flags is
// one IEEE operation, exactly as written: the float cores' error-free
// transformations (<clb/float_ff.h>: (a + b) - a is not b) depend on it.
// SPIRV-LLVM-Translator 15 writes such an instruction undecorated, which
// SPIR-V lets a consumer contract, and Mesa's NIR treats an undecorated
// operation outside a kernel with ContractionOff (a library has no kernel)
// as inexact, open to its algebraic rewrites. NoContraction, the decoration
// made for this, needs the Shader capability; an OpenCL module says it with
// FPFastMathMode None (no latitude of any kind), which later Mesa versions
// map to an exact operation. (Mesa 22.3's rusticl passes the drop-in's float
// suites with and without it: no rewrite of the cores was observed there.)
// Instructions the translator decorated with FPFastMathMode (the IR allowed
// some latitude) keep their decoration.
#include "emit/Emit.h"

#include <cstring>
#include <set>
#include <vector>

namespace clb {

std::string withExactFloatArithmetic(const std::string &spv) {
  enum : uint32_t { opDecorate = 71, decorationFPFastMathMode = 40 };
  std::vector<uint32_t> words(spv.size() / 4);
  std::memcpy(words.data(), spv.data(), words.size() * 4);
  if (spv.size() % 4 != 0 || words.size() < 5 || words[0] != 0x07230203u)
    return "";
  // The sections before the types: capabilities to execution modes, debug
  // names, annotations (the SPIR-V spec's logical layout, 2.4).
  static const std::set<uint32_t> preamble = {
      17, 10, 11, 14, 15, 16,  331,          // Capability .. ExecutionModeId
      7,  4,  3,  2,  5,  6,   330,          // String, Source*, Name, MemberName, ModuleProcessed
      71, 72, 73, 74, 75, 332, 5632, 5633};  // the decorations
  // Result id of each float arithmetic opcode: OpFNegate, OpFAdd, OpFSub,
  // OpFMul, OpFDiv, OpFRem, OpFMod (operands: type, result, ...).
  static const std::set<uint32_t> arithmetic = {127, 129, 131, 133, 136, 140, 141};
  size_t insertAt = 0;
  std::set<uint32_t> relaxed;
  std::vector<uint32_t> exact;
  for (size_t at = 5; at < words.size();) {
    const uint32_t count = words[at] >> 16, op = words[at] & 0xffffu;
    if (count == 0 || at + count > words.size())
      return "";
    if (!insertAt && !preamble.count(op))
      insertAt = at;
    if (op == opDecorate && count >= 3 && words[at + 2] == decorationFPFastMathMode)
      relaxed.insert(words[at + 1]);
    if (arithmetic.count(op) && count >= 3)
      exact.push_back(words[at + 2]);
    at += count;
  }
  if (!insertAt)
    insertAt = words.size();
  std::vector<uint32_t> added;
  for (uint32_t id : exact)
    if (!relaxed.count(id))
      added.insert(added.end(), {4u << 16 | opDecorate, id, decorationFPFastMathMode, 0u});
  words.insert(words.begin() + insertAt, added.begin(), added.end());
  return std::string(reinterpret_cast<const char *>(words.data()), words.size() * 4);
}

}  // namespace clb
