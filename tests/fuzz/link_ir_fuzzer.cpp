// libFuzzer target: clb::linkProgram on valid but unusual LLVM modules.
// The byte-level link_bitcode_fuzzer mostly exercises LLVM 15's bitcode
// reader, which crashes on malformed input by itself (docs/testing.md,
// "Fuzzing"); here LLVM's IR mutator (FuzzMutate) changes the seeds'
// instructions instead (inserts, deletes, modifies them), and every module
// it writes passes the verifier, so what is fuzzed is clb-link's own work
// on what it links: the library's resolution, the passes, emitting.
// Run with -cross_over=0 (a byte-level cross-over would leave the IR).
#include "clbuiltins/Link.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/FuzzMutate/IRMutator.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

#ifndef CLB_FUZZ_LIBRARY_DIR
#error "CLB_FUZZ_LIBRARY_DIR: the built library (build/lib/clbuiltins)"
#endif

namespace {

std::unique_ptr<llvm::Module> parse(const uint8_t *data, size_t size, llvm::LLVMContext &ctx) {
  auto m = llvm::parseBitcodeFile(
      llvm::MemoryBufferRef(llvm::StringRef(reinterpret_cast<const char *>(data), size), "in"),
      ctx);
  if (!m) {
    llvm::consumeError(m.takeError());
    return nullptr;
  }
  return std::move(*m);
}

llvm::IRMutator &mutator() {
  static llvm::IRMutator *m = [] {
    std::vector<llvm::TypeGetter> types{llvm::Type::getInt1Ty,  llvm::Type::getInt8Ty,
                                        llvm::Type::getInt16Ty, llvm::Type::getInt32Ty,
                                        llvm::Type::getInt64Ty, llvm::Type::getFloatTy,
                                        llvm::Type::getDoubleTy};
    std::vector<std::unique_ptr<llvm::IRMutationStrategy>> strategies;
    strategies.push_back(
        std::make_unique<llvm::InjectorIRStrategy>(llvm::InjectorIRStrategy::getDefaultOps()));
    strategies.push_back(std::make_unique<llvm::InstDeleterIRStrategy>());
    strategies.push_back(std::make_unique<llvm::InstModificationIRStrategy>());
    return new llvm::IRMutator(std::move(types), std::move(strategies));
  }();
  return *m;
}

}  // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize,
                                          unsigned seed) {
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(data, size, ctx);
  if (!m)
    return 0;
  mutator().mutateModule(*m, seed, size, maxSize);
  if (llvm::verifyModule(*m, &llvm::errs()))
    std::abort();  // the mutator's promise
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  llvm::WriteBitcodeToFile(*m, os);
  os.flush();
  if (bytes.size() > maxSize)
    return 0;
  std::memcpy(data, bytes.data(), bytes.size());
  return bytes.size();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  clb::LinkRequest r;
  r.target = "spir64";
  r.emit = "bc";
  r.libraryDir = CLB_FUZZ_LIBRARY_DIR;
  r.allowUnresolved = true;
  r.optLevel = 2;
  r.bitcode.emplace_back("fuzz.bc", std::string(reinterpret_cast<const char *>(data), size));
  llvm::Expected<clb::LinkResult> out = clb::linkProgram(r);
  if (!out && llvm::toString(out.takeError()).empty())
    std::abort();  // an error must say what is wrong
  return 0;
}
