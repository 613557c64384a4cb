// PoCL's own kernel library (share/pocl/kernel-<triple>-<variant>.bc), the
// one PoCL links for a device: the real list of builtins PoCL defines and
// the signatures and target attributes they were compiled with. Builtins
// clbuiltins lacks are called there under PoCL's own names and calling
// convention (PoclCalls.cpp), never through PoCL's SPIR-named wrappers,
// some of which call functions PoCL lacks or pass vectors the wrong way.
#ifndef CLB_LAYER_POCLLIBRARY_H
#define CLB_LAYER_POCLLIBRARY_H

#include "Layer.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <memory>
#include <mutex>
#include <set>
#include <string>

namespace clb::layer {

struct PoclLibrary {
  std::string path;      // the .bc file
  std::string cpu;       // its functions' "target-cpu"
  std::string features;  // and "target-features"
  // Read lazily: prototypes and attributes only. Guarded by `mutex`, as an
  // LLVMContext is not thread-safe.
  std::unique_ptr<llvm::LLVMContext> context;
  std::unique_ptr<llvm::Module> module;
  mutable std::mutex mutex;

  // Identifiers in PoCL's own shared object: the functions its compiler
  // lowers itself rather than taking from the library (work-item queries,
  // barrier, __translate_sampler_initializer...).
  std::set<std::string> compilerNames;

  // The definition of `name` in the library, or null.
  llvm::Function *definition(const std::string &name) const;
};

// The library PoCL links for `device`: the kernel-*.bc whose triple and
// target-cpu are the ones in the device's "HSTR:" (CL_DEVICE_VERSION).
// Looked for in CLB_POCL_KERNEL_DIR, else in share/pocl beside the PoCL
// shared object the layer calls. Null, with `why` set, if none matches.
const PoclLibrary *poclLibraryFor(cl_device_id device, std::string *why = nullptr);

// PoCL's own name for a builtin the SPIR mangling names `spirName`:
// "_cl_" before the name, and the address-space qualifiers of pointer
// parameters as PoCL's source compile mangles them (U3AS1 -> U8CLglobal,
// a plain P -> PU9CLprivate...). Empty when `spirName` is not a mangled name.
std::string poclName(const std::string &spirName);

// Rewrites `bitcode` (linked spir64 SPIR) so that every function it calls
// but does not define is called in `lib` under PoCL's name and convention,
// and gives every function the library's target-cpu and target-features,
// as PoCL's own compile does. False, with each builtin PoCL lacks (or
// whose convention the layer cannot bridge) named in `log`, otherwise.
// `lib` null (`noLibrary` says why): only a program calling nothing
// external builds.
bool adaptToPocl(std::string &bitcode, const PoclLibrary *lib, const std::string &noLibrary,
                 std::string &log);

}  // namespace clb::layer

#endif
