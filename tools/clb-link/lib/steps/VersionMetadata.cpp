#include "steps/Steps.h"

namespace clb {

// Version metadata merged from several modules would list several versions;
// consumers such as PoCL and the SPIR-V translator expect one.
void dedupeVersionMetadata(llvm::Module &m) {
  for (const char *name : {"opencl.ocl.version", "opencl.spir.version"}) {
    llvm::NamedMDNode *md = m.getNamedMetadata(name);
    if (!md || md->getNumOperands() < 2)
      continue;
    llvm::MDNode *first = md->getOperand(0);
    md->clearOperands();
    md->addOperand(first);
  }
}

}  // namespace clb
