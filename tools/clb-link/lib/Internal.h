// Pieces of the link pipeline shared between its source files.
#ifndef CLB_LINK_INTERNAL_H
#define CLB_LINK_INTERNAL_H

#include "clbuiltins/Link.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <LLVMSPIRVLib/LLVMSPIRVOpts.h>

#include <memory>
#include <optional>

namespace clb {

// A kernel entry point: clang marks OpenCL kernels with the SPIR kernel
// calling convention on every target (nvptx64 adds nvvm.annotations).
bool isKernel(const llvm::Function &f);

// Compiles OpenCL C for `target` in-process with clang 15. `text` is the
// source when given, else the file `name` is read. On success, clang's
// warnings are appended to `warnings` when given.
llvm::Expected<std::unique_ptr<llvm::Module>>
compileOpenCL(const std::string &name, const std::optional<std::string> &text,
              const TargetInfo &target, const std::vector<std::string> &clangArgs,
              llvm::LLVMContext &ctx, std::string *warnings = nullptr);

// Loads one INPUT: OpenCL C (.cl), LLVM bitcode (by its magic) or LLVM IR (.ll).
llvm::Expected<std::unique_ptr<llvm::Module>>
loadInput(const std::string &path, const TargetInfo &target,
          const std::vector<std::string> &clangArgs, llvm::LLVMContext &ctx);

// Parses bitcode from a file, naming the file and the reason on failure.
llvm::Expected<std::unique_ptr<llvm::Module>> loadBitcode(const std::string &path,
                                                          llvm::LLVMContext &ctx);

// An error unless the module was made for the target's architecture.
llvm::Error checkTriple(const llvm::Module &m, const TargetInfo &target,
                        const std::string &what);

// Gives each kernel that uses work-group collectives its own __local scratch
// (<kernel>.__clb_work_group_scratch), inlining the collectives into it.
llvm::Error assignWorkGroupScratch(llvm::Module &m, const TargetInfo &target);

// For a library used without clb-link (the SPIR-V module that spirv-link and
// rusticl take): one module-level __local scratch, sized for the target's
// largest work-group, behind the library's scratch hook. SPIR-V gives each
// work-group its own copy of a Workgroup variable, so sharing is safe there.
void defineSharedWorkGroupScratch(llvm::Module &m, const TargetInfo &target);

// Runs the optimization pipeline for the level; 0 still inlines always_inline
// and drops what nothing uses.
void optimize(llvm::Module &m, const TargetInfo &target, int level);

// The module in the emit form (bc, ll, spv, ptx).
llvm::Expected<std::string> emit(llvm::Module &m, const TargetInfo &target,
                                 const std::string &kind);

// SPIR-V 1.0, the version every consumer reads and spirv-link pairs with the
// modules llvm-spirv makes by default (the translator would pick 1.4).
SPIRV::TranslatorOpts spirvOptions();
// Rewrites what the optimizer may form but SPIR-V cannot express (vector
// reduction intrinsics) into plain vector operations; run before writeSpirv.
void prepareForSpirv(llvm::Module &m);

}  // namespace clb

#endif
