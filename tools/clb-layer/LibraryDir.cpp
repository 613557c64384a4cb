// Where the layer finds clbuiltins, and what the spir64 library defines.
#include "Claims.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>

#include <dlfcn.h>

#include <cstdlib>

namespace clb::layer {

const std::string &libraryDir() {
  static const std::string dir = [] {
    if (const char *env = std::getenv("CLB_LIBRARY_DIR"))
      return std::string(env);
    // The application is not ours, so look beside this shared object rather
    // than beside the executable.
    Dl_info info{};
    if (!dladdr((void *)&libraryDir, &info) || !info.dli_fname)
      return std::string();
    llvm::SmallString<256> so(info.dli_fname);
    llvm::sys::fs::make_absolute(so);
    llvm::StringRef soDir = llvm::sys::path::parent_path(so);
    // <build>/lib/clbuiltins; <prefix>/lib[/<multiarch>]/ -> <prefix>/share/clbuiltins.
    for (const char *rel : {"clbuiltins", "../share/clbuiltins", "../../share/clbuiltins"}) {
      llvm::SmallString<256> dir(soDir);
      llvm::sys::path::append(dir, rel);
      llvm::sys::path::remove_dots(dir, /*remove_dot_dot=*/true);
      if (llvm::sys::fs::exists(dir + "/spir64.bc"))
        return std::string(dir);
    }
    return std::string();
  }();
  return dir;
}

const std::set<std::string> &librarySymbols() {
  static const std::set<std::string> symbols = [] {
    std::set<std::string> names;
    auto buffer = llvm::MemoryBuffer::getFile(libraryDir() + "/spir64.bc");
    if (!buffer)
      return names;
    llvm::LLVMContext ctx;
    // Lazy: only the symbol table is read, no function bodies.
    auto m = llvm::getLazyBitcodeModule((*buffer)->getMemBufferRef(), ctx);
    if (!m) {
      llvm::consumeError(m.takeError());
      return names;
    }
    for (const llvm::Function &f : **m)
      if (!f.isDeclaration())
        names.insert(f.getName().str());
    return names;
  }();
  return symbols;
}

}  // namespace clb::layer
