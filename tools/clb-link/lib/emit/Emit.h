// The end of the link: the optimizer (Optimize.cpp) and the output forms
// (Emit.cpp), SPIR-V with what llvm-spirv 15 needs done first
// (LowerForSpirv.cpp, SpirvAtomics.cpp) and after (SpirvExactFloat.cpp).
#ifndef CLB_LINK_EMIT_H
#define CLB_LINK_EMIT_H

#include "support/Support.h"

#include <llvm/Target/TargetMachine.h>

#include <iosfwd>
#include <memory>
#include <string>

namespace clb {

// Optimize.cpp: runs the optimization pipeline for the level; 0 still inlines
// always_inline and drops what nothing uses. Function passes skip
// kPreoptimized functions, and the attribute is removed. `reoptimized`: the
// consumer optimizes the program again (LinkRequest::inlineLaneWiseOverloads),
// and above 0 the pipeline is the inliner with one round of simplification.
void optimize(llvm::Module &m, const TargetInfo &target, int level, bool reoptimized);
// The target's LLVM TargetMachine (its cost model for optimize(), its
// backend for the asm and obj forms); null for a target without a
// processor (CLB_CPU).
llvm::Expected<std::unique_ptr<llvm::TargetMachine>> targetMachine(const TargetInfo &target);

// Emit.cpp: the module in the form the target gives the emit kind
// (TargetInfo::emitForms).
llvm::Expected<std::string> emit(llvm::Module &m, const TargetInfo &target,
                                 const std::string &kind);
bool isEmitForm(const std::string &form);
// `m` as SPIR-V 1.0 (the version every consumer reads, and that spirv-link
// pairs with llvm-spirv's default modules), declaring what it uses. False with
// `err` set when the translator refuses it. crossDevice: see
// lowerAtomicsForSpirv.
bool writeSpirvModule(llvm::Module &m, std::ostream &os, std::string &err, bool crossDevice = true);

// LowerForSpirv.cpp: expands the intrinsics llvm-spirv 15 cannot translate
// (saturating arithmetic, vector reductions) into plain instructions and puts
// functions with sampler parameters first; run it just before translation.
void lowerForSpirv(llvm::Module &m, bool crossDevice = true);

// SpirvAtomics.cpp: each atomic instruction as the SPIR-V friendly call
// (__spirv_AtomicIAdd, ...) that gives llvm-spirv 15 its Scope and
// Semantics, which it would take from the instruction as Device and the
// ordering alone; lowerForSpirv runs it. The system scope (all_svm_devices)
// becomes CrossDevice, or Device without crossDevice: Mesa 22.3 (rusticl)
// fails to load a library module with any CrossDevice scope.
void lowerAtomicsForSpirv(llvm::Module &m, bool crossDevice);

// SpirvExactFloat.cpp: the SPIR-V binary `spv` with every float arithmetic
// instruction that has no FPFastMathMode decorated FPFastMathMode None, so
// that consumers keep it as written (the file says why); "" if `spv` is not
// a little-endian SPIR-V module.
std::string withExactFloatArithmetic(const std::string &spv);

}  // namespace clb

#endif
