// LLVM reports some failures (the IR linker's conflicts, backend errors)
// through the context's diagnostic handler. With none installed it prints the
// message and calls exit(1): in a library, that ends its host process (an
// OpenCL application calling clLinkProgram). Every context clb-link creates
// gets this handler instead, and the pipeline turns what it collected into an
// llvm::Error after each step that can report.
#include "Internal.h"

#include <llvm/IR/DiagnosticHandler.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/Support/raw_ostream.h>

namespace clb {

namespace {
struct Collector : llvm::DiagnosticHandler {
  explicit Collector(DiagnosticLog &log) : log(log) {}
  bool handleDiagnostics(const llvm::DiagnosticInfo &info) override {
    std::string *to = nullptr;
    switch (info.getSeverity()) {
    case llvm::DS_Error:
      to = &log.errors;
      break;
    case llvm::DS_Warning:
      to = &log.warnings;
      break;
    default:  // remarks and notes are not asked for
      return true;
    }
    llvm::raw_string_ostream os(*to);
    if (!to->empty())
      os << "\n";
    llvm::DiagnosticPrinterRawOStream printer(os);
    info.print(printer);
    return true;
  }
  DiagnosticLog &log;
};
}  // namespace

void collectDiagnostics(llvm::LLVMContext &ctx, DiagnosticLog &log) {
  ctx.setDiagnosticHandler(std::make_unique<Collector>(log));
}

std::string DiagnosticLog::takeErrors() {
  std::string e = std::move(errors);
  errors.clear();
  return e;
}

}  // namespace clb
