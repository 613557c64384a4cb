// What only clb-libgen's library build (BuildLibrary.cpp, clb::buildLibrary
// in Link.h) does to the library: the SPIR atomic markers defined
// (AtomicMarkers.cpp), the rusticl drop-in's work-item queries
// (MesaWorkItem.cpp). It also uses the controls' defaults
// (steps/Controls.cpp) and the shared scratch (kernels/WorkGroupScratch.cpp),
// which live beside what the link does with them.
#ifndef CLB_LINK_LIBRARY_H
#define CLB_LINK_LIBRARY_H

#include "support/Support.h"

namespace clb {

// The library's SPIR atomic markers (__clb_llvm_atomicrmw_add, ...) defined
// as LLVM atomic instructions with each order and syncscope; clb-libgen runs
// it on every library.
llvm::Error defineAtomicMarkers(llvm::Module &m);

// The rusticl drop-in's get_local_size and get_local_linear_id read SPIR-V
// built-in variables instead of importing them (MesaWorkItem.cpp).
void lowerWorkItemQueriesForMesa(llvm::Module &m);

}  // namespace clb

#endif
