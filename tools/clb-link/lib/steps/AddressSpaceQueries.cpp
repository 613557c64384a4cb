// NVVM's address-space queries (llvm.nvvm.isspacep.{global,shared,const,
// local}) answered where the IR shows the answer: the pointer is, through
// GEPs and casts, a cast to generic of a pointer in a named space. LLVM 15
// leaves them to run time. The library's nvptx64 atomics dispatch a generic
// pointer on these queries (targets/nvptx64/atomics/clb_rmw.cl); once a
// call is inlined into a kernel that passed a global or local pointer, the
// fold leaves only the instruction for that space. Run as a peephole after
// each instcombine, so the branches it decides are removed by the same
// pipeline.
//
// On SPIR the same look at the IR answers to_global, to_local and
// to_private (clang's calls of __to_global, ...), which nothing at run time
// can: PoCL's CPU memory is flat, so its __to_global returns the pointer
// whatever space it came from. A select or phi of pointers from different
// spaces becomes a select or phi of the answers. What the IR cannot show
// (a generic pointer loaded from memory, or a parameter of a function not
// inlined) is an error on a target whose runtime cannot answer either
// (spir64: PoCL), and stays the runtime's call on one that can (spirv64:
// the translator's OpGenericCastToPtrExplicit).
#include "steps/Steps.h"

#include "kernels/Kernels.h"

#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/IntrinsicsNVPTX.h>
#include <llvm/IR/Operator.h>
#include <llvm/Analysis/AssumptionCache.h>
#include <llvm/IR/Dominators.h>
#include <llvm/Transforms/Utils/PromoteMemToReg.h>

#include <algorithm>

namespace clb {

// The pointer a GEP or cast chain from `p` starts at, and in `space` the
// named address space it points into, or `generic` where the chain starts at
// a generic pointer (NVPTX numbers the generic space 0, SPIR 4).
static const llvm::Value *chainStart(const llvm::Value *p, unsigned generic, unsigned &space) {
  for (int depth = 0; depth < 32; ++depth) {
    space = p->getType()->getPointerAddressSpace();
    if (space != generic)
      return p;
    if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(p))
      p = gep->getPointerOperand();
    else if (auto *cast = llvm::dyn_cast<llvm::BitCastOperator>(p))
      p = cast->getOperand(0);
    else if (auto *cast = llvm::dyn_cast<llvm::AddrSpaceCastOperator>(p))
      p = cast->getPointerOperand();
    else
      return p;
  }
  space = generic;
  return p;
}

// The named address space `p` points into, or `generic` when the IR does not
// show it.
static unsigned knownSpace(const llvm::Value *p, unsigned generic) {
  unsigned space;
  chainStart(p, generic, space);
  return space;
}

// The casts' spaces in SPIR's numbering (private 0, global 1, local 3): the
// calls are SPIR's; the generic space is the target's genericAddressSpace.

struct SpirCast {
  const char *name;
  unsigned space;
};
const SpirCast kSpirCasts[] = {{"__to_global", 1}, {"__to_local", 3}, {"__to_private", 0}};

// Whether the IR shows, for every way `p` can be computed, which space it
// points into: GEPs and casts down to a named space or NULL, through selects
// and phis (loops included).
static bool decidable(const llvm::Value *p, unsigned generic,
                      llvm::SmallPtrSetImpl<const llvm::Value *> &seen) {
  unsigned space;
  p = chainStart(p, generic, space);
  if (space != generic || llvm::isa<llvm::ConstantPointerNull>(p))
    return true;
  if (!seen.insert(p).second)
    return true;  // a phi cycle: decided by its other incoming values
  if (seen.size() > 64)
    return false;
  if (auto *sel = llvm::dyn_cast<llvm::SelectInst>(p))
    return decidable(sel->getTrueValue(), generic, seen) &&
           decidable(sel->getFalseValue(), generic, seen);
  if (auto *phi = llvm::dyn_cast<llvm::PHINode>(p)) {
    for (const llvm::Value *v : phi->incoming_values())
      if (!decidable(v, generic, seen))
        return false;
    return true;
  }
  return false;
}

// An i1 that is true where `p` (decidable) points into `space`, built before
// `at`; phis get a phi of their answers (memo breaks loops).
static llvm::Value *inSpace(llvm::Value *p, unsigned space, unsigned generic, llvm::Instruction *at,
                            llvm::DenseMap<llvm::Value *, llvm::PHINode *> &memo) {
  llvm::LLVMContext &c = p->getContext();
  unsigned known;
  auto *start = const_cast<llvm::Value *>(chainStart(p, generic, known));
  if (known != generic)
    return llvm::ConstantInt::getBool(c, known == space);
  if (llvm::isa<llvm::ConstantPointerNull>(start))
    return llvm::ConstantInt::getFalse(c);  // to_global(NULL) is NULL
  if (auto *sel = llvm::dyn_cast<llvm::SelectInst>(start)) {
    llvm::Value *a = inSpace(sel->getTrueValue(), space, generic, at, memo);
    llvm::Value *b = inSpace(sel->getFalseValue(), space, generic, at, memo);
    if (a == b)
      return a;
    return llvm::SelectInst::Create(sel->getCondition(), a, b, "", at);
  }
  auto *phi = llvm::cast<llvm::PHINode>(start);
  if (llvm::PHINode *done = memo.lookup(phi))
    return done;
  llvm::PHINode *out =
      llvm::PHINode::Create(llvm::Type::getInt1Ty(c), phi->getNumIncomingValues(), "", phi);
  memo[phi] = out;
  for (unsigned i = 0; i < phi->getNumIncomingValues(); ++i)
    out->addIncoming(inSpace(phi->getIncomingValue(i), space, generic,
                             phi->getIncomingBlock(i)->getTerminator(), memo),
                     phi->getIncomingBlock(i));
  return out;
}

// The SPIR casts of `f` whose answer the IR shows, replaced by it: the
// pointer itself where it is in the cast's space, NULL where it is not.
static bool foldSpirCasts(llvm::Function &f, unsigned generic) {
  std::vector<std::pair<llvm::CallInst *, unsigned>> calls;
  for (llvm::BasicBlock &b : f)
    for (llvm::Instruction &i : b)
      if (auto *call = llvm::dyn_cast<llvm::CallInst>(&i))
        if (const llvm::Function *callee = call->getCalledFunction())
          for (const SpirCast &c : kSpirCasts)
            if (callee->getName() == c.name && call->arg_size() == 1 &&
                call->getType()->isPointerTy() &&
                call->getType()->getPointerAddressSpace() == c.space)
              calls.emplace_back(call, c.space);
  bool changed = false;
  for (auto [call, space] : calls) {
    llvm::Value *p = call->getArgOperand(0);
    llvm::SmallPtrSet<const llvm::Value *, 16> seen;
    if (!decidable(p, generic, seen))
      continue;
    llvm::DenseMap<llvm::Value *, llvm::PHINode *> memo;
    llvm::Value *in = inSpace(p, space, generic, call, memo);
    llvm::Value *null =
        llvm::ConstantPointerNull::get(llvm::cast<llvm::PointerType>(call->getType()));
    llvm::Value *answer = null;
    if (!llvm::isa<llvm::ConstantInt>(in) || llvm::cast<llvm::ConstantInt>(in)->isOne()) {
      llvm::Value *cast =
          llvm::CastInst::CreatePointerBitCastOrAddrSpaceCast(p, call->getType(), "", call);
      answer = llvm::isa<llvm::ConstantInt>(in)
                   ? cast
                   : llvm::SelectInst::Create(in, cast, null, "", call);
    }
    call->replaceAllUsesWith(answer);
    call->eraseFromParent();
    changed = true;
  }
  return changed;
}

void prepareSpirCasts(llvm::Module &m, const TargetInfo &target) {
  if (!target.spirCasts)
    return;
  std::vector<llvm::Function *> roots;
  for (const SpirCast &c : kSpirCasts)
    if (llvm::Function *f = m.getFunction(c.name))
      roots.push_back(f);
  for (llvm::Function *f : reachingFunctions(roots))
    if (!isKernel(*f, target) && !f->hasFnAttribute(llvm::Attribute::NoInline))
      f->addFnAttr(llvm::Attribute::AlwaysInline);
}

bool isSpirCast(const llvm::Function &f, const TargetInfo &target) {
  if (!target.spirCasts)
    return false;
  for (const SpirCast &c : kSpirCasts)
    if (f.getName() == c.name)
      return true;
  return false;
}

std::vector<std::string> unansweredSpirCasts(llvm::Module &m, const TargetInfo &target) {
  if (!target.spirCasts)
    return {};
  // Once more, for -O0, which runs no peephole: its pointers still go
  // through allocas, which mem2reg turns into the phis the fold reads.
  for (llvm::Function &f : m) {
    if (f.isDeclaration())
      continue;
    llvm::DominatorTree dt(f);
    llvm::AssumptionCache ac(f);
    std::vector<llvm::AllocaInst *> allocas;
    for (llvm::Instruction &i : f.getEntryBlock())
      if (auto *a = llvm::dyn_cast<llvm::AllocaInst>(&i))
        if (llvm::isAllocaPromotable(a) && a->getAllocatedType()->isPointerTy())
          allocas.push_back(a);
    if (!allocas.empty())
      llvm::PromoteMemToReg(allocas, dt, &ac);
    foldSpirCasts(f, target.genericAddressSpace);
  }
  for (const SpirCast &c : kSpirCasts)
    if (llvm::Function *f = m.getFunction(c.name))
      if (f->isDeclaration() && f->use_empty())
        f->eraseFromParent();
  std::vector<std::string> found;
  for (const SpirCast &c : kSpirCasts)
    if (const llvm::Function *f = m.getFunction(c.name))
      if (std::find(target.runtimeProvided.begin(), target.runtimeProvided.end(), c.name) ==
          target.runtimeProvided.end())
        for (const llvm::User *u : f->users())
          if (auto *call = llvm::dyn_cast<llvm::CallInst>(u))
            found.push_back(llvm::StringRef(c.name).drop_front(2).str() + " in " +
                            call->getFunction()->getName().str());
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  return found;
}

llvm::PreservedAnalyses FoldAddressSpaceQueries::run(llvm::Function &f,
                                                     llvm::FunctionAnalysisManager &) {
  // NVPTX's address spaces, which the queries name.
  struct Query {
    llvm::Intrinsic::ID id;
    unsigned space;
  };
  static const Query queries[] = {{llvm::Intrinsic::nvvm_isspacep_global, 1},
                                  {llvm::Intrinsic::nvvm_isspacep_shared, 3},
                                  {llvm::Intrinsic::nvvm_isspacep_const, 4},
                                  {llvm::Intrinsic::nvvm_isspacep_local, 5}};
  const unsigned generic = target->genericAddressSpace;
  if (target->spirCasts)
    return foldSpirCasts(f, generic) ? llvm::PreservedAnalyses::none()
                                     : llvm::PreservedAnalyses::all();
  std::vector<llvm::IntrinsicInst *> folded;
  for (llvm::BasicBlock &b : f)
    for (llvm::Instruction &i : b)
      if (auto *call = llvm::dyn_cast<llvm::IntrinsicInst>(&i))
        for (const Query &q : queries)
          if (call->getIntrinsicID() == q.id) {
            const unsigned space = knownSpace(call->getArgOperand(0), generic);
            if (space == generic)
              break;
            call->replaceAllUsesWith(
                llvm::ConstantInt::getBool(call->getContext(), space == q.space));
            folded.push_back(call);
            break;
          }
  for (llvm::IntrinsicInst *call : folded)
    call->eraseFromParent();
  return folded.empty() ? llvm::PreservedAnalyses::all() : llvm::PreservedAnalyses::none();
}

}  // namespace clb
