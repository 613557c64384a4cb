// LLVM reports some failures (the IR linker's conflicts, backend errors)
// through the context's diagnostic handler. With none installed it prints the
// message and calls exit(1): in a library, that ends its host process (an
// OpenCL application calling clLinkProgram). Every context clb-link creates
// gets this handler instead, and the pipeline turns what it collected into an
// llvm::Error after each step that can report.
#include "support/Support.h"

#include <llvm/IR/DiagnosticHandler.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/Support/raw_ostream.h>

namespace clb {

namespace {
struct Collector : llvm::DiagnosticHandler {
  explicit Collector(DiagnosticLog &log) : log(log) {}
  bool handleDiagnostics(const llvm::DiagnosticInfo &info) override {
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::DiagnosticPrinterRawOStream printer(os);
    info.print(printer);
    os.flush();
    if (info.getSeverity() == llvm::DS_Error)
      log.errors += (log.errors.empty() ? "" : "\n") + text;
    else if (info.getSeverity() == llvm::DS_Warning)
      log.warnings += "warning: " + text + "\n";
    // Remarks and notes are not asked for.
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
