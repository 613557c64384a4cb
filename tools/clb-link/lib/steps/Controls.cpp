// Link-time controls: constants of the library (include/clb/controls.h)
// whose value comes from the user's build options, so a builtin branches on
// one once and the optimizer drops the branch not taken. The model is ROCm
// device-libs' __oclc_* variables, which its driver picks from the options
// the same way.
//
// The library declares each control; clb-libgen defines it with its strict
// value (0), so every module built from the library without clb-link (the
// SPIR-V library, rusticl's drop-in) behaves as the spec's default build.
// clb-link sets each control's value from LinkRequest::clangArgs before
// internalizing: the control becomes an internal constant and folds.
#include "steps/Steps.h"
#include "support/LLVMCompat.h"

#include <llvm/Analysis/ConstantFolding.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/Transforms/Utils/Local.h>
#include <llvm/IR/Instructions.h>

#include <algorithm>
#include <initializer_list>

namespace clb {

namespace {

constexpr const char *kCorrectlyRoundedMath = "-cl-clb-correctly-rounded-math";

struct Control {
  const char *name;
  // Any of these options sets it; the spec's implications are spelled out:
  // -cl-fast-relaxed-math sets -cl-finite-math-only and
  // -cl-unsafe-math-optimizations, which implies -cl-no-signed-zeros.
  std::initializer_list<const char *> options;
  // The options are clbuiltins' own: clang does not know them, so they
  // choose the library's variant and are not passed on to the front end.
  bool libraryOnly = false;
};

const Control kControls[] = {
    {"__clb_ctl_finite_math_only", {"-cl-finite-math-only", "-cl-fast-relaxed-math"}},
    {"__clb_ctl_unsafe_math_optimizations",
     {"-cl-unsafe-math-optimizations", "-cl-fast-relaxed-math"}},
    {"__clb_ctl_no_signed_zeros",
     {"-cl-no-signed-zeros", "-cl-unsafe-math-optimizations", "-cl-fast-relaxed-math"}},
    {"__clb_ctl_fast_relaxed_math", {"-cl-fast-relaxed-math"}},
    {"__clb_ctl_denorms_are_zero", {"-cl-denorms-are-zero"}},
    // The float math functions correctly rounded (computed through double),
    // instead of the default float-arithmetic ones within 1 ulp.
    {"__clb_ctl_correctly_rounded_math", {kCorrectlyRoundedMath}, true},
};

constexpr llvm::StringLiteral kPrefix = "__clb_ctl_";

const Control *findControl(llvm::StringRef name) {
  for (const Control &c : kControls)
    if (name == c.name)
      return &c;
  return nullptr;
}

llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

// Calls `f(global, control)` for each control of `m`; an error names the
// first __clb_ctl_ global this build does not know or that is not an int.
template <typename F>
llvm::Error forEachControl(llvm::Module &m, const char *who, F f) {
  for (llvm::GlobalVariable &gv : m.globals()) {
    if (!compat::startsWith(gv.getName(), kPrefix))
      continue;
    const Control *c = findControl(gv.getName());
    if (!c)
      return error(llvm::Twine(who) + ": the library uses the link-time control " + gv.getName() +
                   ", which this build of clb-link does not know " +
                   "(tools/clb-link/lib/steps/Controls.cpp lists them; library and linker " +
                   "from different builds?)");
    if (!gv.getValueType()->isIntegerTy(32))
      return error(llvm::Twine(who) + ": the link-time control " + gv.getName() + " is not an int");
    f(gv, *c);
  }
  return llvm::Error::success();
}

void setValue(llvm::GlobalVariable &gv, bool on) {
  gv.setInitializer(llvm::ConstantInt::get(gv.getValueType(), on ? 1 : 0));
  gv.setConstant(true);
  gv.setExternallyInitialized(false);
}

}  // namespace

bool isLibraryOnlyOption(const std::string &option) {
  for (const Control &c : kControls)
    for (const char *o : c.options)
      if (c.libraryOnly && option == o)
        return true;
  return false;
}

bool isControlOption(const std::string &option) {
  for (const Control &c : kControls)
    for (const char *o : c.options)
      if (option == o)
        return true;
  return false;
}

llvm::Error defineControlDefaults(llvm::Module &lib) {
  return forEachControl(lib, "clb-libgen", [](llvm::GlobalVariable &gv, const Control &) {
    gv.setLinkage(llvm::GlobalValue::ExternalLinkage);
    setValue(gv, false);
  });
}

void foldControls(llvm::Module &m) {
  for (llvm::GlobalVariable &gv : llvm::make_early_inc_range(m.globals())) {
    if (!compat::startsWith(gv.getName(), kPrefix) || !gv.hasInitializer())
      continue;
    for (llvm::User *u : llvm::make_early_inc_range(gv.users()))
      if (auto *load = llvm::dyn_cast<llvm::LoadInst>(u))
        if (load->getType() == gv.getValueType()) {
          load->replaceAllUsesWith(gv.getInitializer());
          load->eraseFromParent();
        }
    // Not exported either: a control is no part of the library's interface.
    if (gv.use_empty())
      gv.eraseFromParent();
  }
  // And the branches they decided go too. A consumer inlines before it
  // simplifies: rusticl inlined the correctly rounded variant's double code
  // behind `br i1 true` into every float lgamma, erfc or pow, and then lowered
  // it to software double on a device without fp64 (lgamma at six widths:
  // 795 s to build; libclc's file 1.8 s).
  const llvm::DataLayout &dl = m.getDataLayout();
  for (llvm::Function &f : m) {
    if (f.isDeclaration())
      continue;
    bool changed = true;
    while (changed) {
      changed = false;
      for (llvm::Instruction &i : llvm::make_early_inc_range(llvm::instructions(f)))
        if (llvm::Constant *c = llvm::ConstantFoldInstruction(&i, dl)) {
          i.replaceAllUsesWith(c);
          i.eraseFromParent();
          changed = true;
        }
      for (llvm::BasicBlock &bb : f)
        changed |= llvm::ConstantFoldTerminator(&bb, true);
      changed |= llvm::removeUnreachableBlocks(f);
    }
  }
}

bool wantsCorrectlyRoundedMath(const std::vector<std::string> &clangArgs) {
  return std::find(clangArgs.begin(), clangArgs.end(), kCorrectlyRoundedMath) != clangArgs.end();
}

llvm::Error resolveControls(llvm::Module &m, const std::vector<std::string> &clangArgs) {
  return forEachControl(m, "clb-link", [&](llvm::GlobalVariable &gv, const Control &c) {
    bool on = std::any_of(c.options.begin(), c.options.end(), [&](const char *o) {
      return std::find(clangArgs.begin(), clangArgs.end(), o) != clangArgs.end();
    });
    setValue(gv, on);
  });
}

}  // namespace clb
