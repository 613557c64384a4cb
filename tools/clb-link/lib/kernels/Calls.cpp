// Calls between the program's functions, once the library is linked in: no
// recursion, and a kernel called by another function gets a plain copy of
// its body for those calls.
#include "kernels/Kernels.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include <algorithm>

namespace clb {

static llvm::Function *directCallee(const llvm::CallBase &call) {
  return llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts());
}

// The defined functions `f` calls, in the order of their first call.
static llvm::SmallVector<const llvm::Function *, 8> definedCallees(const llvm::Function &f) {
  llvm::SmallVector<const llvm::Function *, 8> out;
  llvm::SmallPtrSet<const llvm::Function *, 8> seen;
  for (const llvm::Instruction &i : llvm::instructions(f))
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&i))
      if (const llvm::Function *g = directCallee(*call))
        if (!g->isDeclaration() && seen.insert(g).second)
          out.push_back(g);
  return out;
}

// A depth-first walk of the call graph from each function in module order;
// the first call back into the current path closes a cycle. As each function
// is finished, the longest chain of calls from it is known from its callees'
// (the graph has no cycle below it), so a chain past maxDepth is found too.
llvm::Error rejectRecursion(const llvm::Module &m, const TargetInfo &target, unsigned maxDepth) {
  enum State { Unseen, OnPath, Done };
  llvm::DenseMap<const llvm::Function *, State> state;
  // For a finished function: how many functions its longest chain of calls
  // holds (itself included), and the callee that chain goes through.
  llvm::DenseMap<const llvm::Function *, unsigned> depth;
  llvm::DenseMap<const llvm::Function *, const llvm::Function *> deepest;
  auto shown = [&](const llvm::Function *f) {
    return demangleBuiltin(f->getName().str(), &target);
  };
  struct Frame {
    const llvm::Function *f;
    llvm::SmallVector<const llvm::Function *, 8> callees;
    size_t next = 0;
  };
  for (const llvm::Function &root : m) {
    if (root.isDeclaration() || state.lookup(&root) != Unseen)
      continue;
    std::vector<Frame> path;
    path.push_back({&root, definedCallees(root)});
    state[&root] = OnPath;
    while (!path.empty()) {
      Frame &top = path.back();
      if (top.next == top.callees.size()) {
        unsigned d = 1;
        for (const llvm::Function *g : top.callees)
          if (depth.lookup(g) + 1 > d)
            d = depth.lookup(g) + 1, deepest[top.f] = g;
        depth[top.f] = d;
        if (maxDepth && d > maxDepth) {
          std::string chain = shown(top.f);
          const llvm::Function *f = top.f;
          for (unsigned shownLinks = 0; (f = deepest.lookup(f)); ++shownLinks) {
            if (shownLinks == 3) {
              chain += " -> ...";
              break;
            }
            chain += " -> " + shown(f);
          }
          return llvm::createStringError(
              llvm::inconvertibleErrorCode(),
              "calls nest %u functions deep (%s), more than the limit of %u "
              "(LinkRequest::maxCallDepth, clb-link --max-call-depth N; 0 lifts it)",
              d, chain.c_str(), maxDepth);
        }
        state[top.f] = Done;
        path.pop_back();
        continue;
      }
      const llvm::Function *g = top.callees[top.next++];
      State s = state.lookup(g);
      if (s == Done)
        continue;
      if (s == OnPath) {
        std::string cycle;
        auto it =
            std::find_if(path.begin(), path.end(), [&](const Frame &fr) { return fr.f == g; });
        for (; it != path.end(); ++it)
          cycle += shown(it->f) + " -> ";
        cycle += shown(g);
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       "recursion is not allowed in OpenCL C: %s", cycle.c_str());
      }
      state[g] = OnPath;
      path.push_back({g, definedCallees(*g)});
    }
  }
  return llvm::Error::success();
}

void separateCalledKernels(llvm::Module &m, const TargetInfo &target) {
  llvm::SmallVector<llvm::Function *, 8> kernels;
  for (llvm::Function &f : m)
    if (isKernel(f, target) && !f.isDeclaration())
      kernels.push_back(&f);
  // clang's convention for OpenCL C functions that are not kernels.
  const llvm::CallingConv::ID plain = target.functionCallingConvention;
  for (llvm::Function *kernel : kernels) {
    // Users are gathered per kernel: a copy made earlier may call this one.
    llvm::SmallVector<llvm::CallBase *, 8> calls;
    for (llvm::User *u : kernel->users())
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(u))
        if (directCallee(*call) == kernel)
          calls.push_back(call);
    if (calls.empty())
      continue;
    llvm::ValueToValueMapTy map;
    llvm::Function *body = llvm::CloneFunction(kernel, map);
    body->setName(kernel->getName() + ".__clb_called");
    body->setCallingConv(plain);
    body->setLinkage(llvm::GlobalValue::InternalLinkage);
    // Kernel metadata (argument info, reqd_work_group_size, hints) describes
    // the entry point, not a function run by another kernel's work-group.
    llvm::SmallVector<std::pair<unsigned, llvm::MDNode *>, 8> metadata;
    body->getAllMetadata(metadata);
    for (const auto &[kind, node] : metadata)
      if (kind != llvm::LLVMContext::MD_dbg)
        body->setMetadata(kind, nullptr);
    for (llvm::CallBase *call : calls) {
      call->setCalledFunction(body);
      call->setCallingConv(plain);
    }
  }
}

}  // namespace clb
