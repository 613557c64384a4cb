#include "Symbols.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/SourceMgr.h>

#include <fstream>

namespace clbcov {

bool definedFunctions(const std::string &BitcodePath, std::set<std::string> &Names,
                      std::string &Error) {
  llvm::LLVMContext Ctx;
  llvm::SMDiagnostic Diag;
  // Lazy: only the symbol table is needed, and PoCL's kernel library is large.
  std::unique_ptr<llvm::Module> M = llvm::getLazyIRFileModule(BitcodePath, Diag, Ctx);
  if (!M) {
    Error = BitcodePath + ": " + Diag.getMessage().str();
    return false;
  }
  for (const llvm::Function &F : *M)
    if (!F.isDeclaration() && !F.hasLocalLinkage() && !F.hasAvailableExternallyLinkage())
      Names.insert(F.getName().str());
  return true;
}

bool readNameList(const std::string &Path, std::set<std::string> &Names, std::string &Error) {
  std::ifstream In(Path);
  if (!In) {
    Error = "cannot read " + Path;
    return false;
  }
  std::string Line;
  while (std::getline(In, Line)) {
    const auto B = Line.find_first_not_of(" \t\r");
    if (B == std::string::npos || Line[B] == '#')
      continue;
    const auto E = Line.find_last_not_of(" \t\r");
    Names.insert(Line.substr(B, E - B + 1));
  }
  return true;
}

}  // namespace clbcov
