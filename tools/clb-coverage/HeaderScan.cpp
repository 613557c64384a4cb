#include "HeaderScan.h"

#include <clang/AST/ASTConsumer.h>
#include <clang/AST/ASTContext.h>
#include <clang/AST/Attr.h>
#include <clang/AST/Decl.h>
#include <clang/AST/Mangle.h>
#include <clang/Basic/TargetInfo.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Lex/PreprocessorOptions.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <memory>

using namespace clang;

namespace clbcov {
namespace {

// Keeps the first error so a broken header gives one readable line.
class FirstError : public DiagnosticConsumer {
public:
  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error || !Message.empty())
      return;
    SmallString<128> Text;
    Info.FormatDiagnostic(Text);
    Message = Text.str().str();
    if (Info.getLocation().isValid() && Info.hasSourceManager()) {
      PresumedLoc P = Info.getSourceManager().getPresumedLoc(Info.getLocation());
      if (P.isValid())
        Message = llvm::sys::path::filename(P.getFilename()).str() + ":" +
                  std::to_string(P.getLine()) + ": " + Message;
    }
  }
  std::string Message;
};

class Collector : public ASTConsumer {
public:
  Collector(ScanResult &R, Preprocessor &PP) : Result(R), PP(PP) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    std::unique_ptr<MangleContext> Mangler(ItaniumMangleContext::create(Ctx, Ctx.getDiagnostics()));
    const SourceManager &SM = Ctx.getSourceManager();
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      auto *FD = dyn_cast<FunctionDecl>(D);
      if (!FD || !FD->getIdentifier())
        continue;
      PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(FD->getLocation()));
      if (P.isInvalid())
        continue;
      HeaderDecl H;
      H.Name = FD->getName().str();
      H.File = llvm::sys::path::filename(P.getFilename()).str();
      H.Line = P.getLine();
      H.Column = P.getColumn();
      H.Overloadable = FD->hasAttr<OverloadableAttr>();
      H.ClangBuiltin = FD->getBuiltinID() != 0;
      if (Mangler->shouldMangleDeclName(FD)) {
        llvm::raw_string_ostream OS(H.Mangled);
        Mangler->mangleName(GlobalDecl(FD), OS);
      } else {
        H.Mangled = H.Name;
      }
      Result.Decls.push_back(std::move(H));
    }
    for (const auto &Opt : Ctx.getTargetInfo().getSupportedOpenCLOpts())
      if (Opt.getValue())
        Result.EnabledOptions.push_back(Opt.getKey().str());
    std::sort(Result.EnabledOptions.begin(), Result.EnabledOptions.end());
    for (const auto &M : PP.macros()) {
      llvm::StringRef Name = M.first->getName();
      if ((Name.startswith("__opencl_c_") || Name.startswith("cl_")) &&
          PP.isMacroDefined(M.first))
        Result.FeatureMacros.push_back(Name.str());
    }
    std::sort(Result.FeatureMacros.begin(), Result.FeatureMacros.end());
  }

private:
  ScanResult &Result;
  Preprocessor &PP;
};

class CollectAction : public ASTFrontendAction {
public:
  explicit CollectAction(ScanResult &R) : Result(R) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    return std::make_unique<Collector>(Result, CI.getPreprocessor());
  }

private:
  ScanResult &Result;
};

std::vector<std::string> &extraHeaders() {
  static std::vector<std::string> Headers;
  return Headers;
}

} // namespace

void addExtraHeader(const std::string &Path) { extraHeaders().push_back(Path); }

bool scanHeader(const std::string &IncludeDir, const ScanConfig &Config, ScanResult &Result,
                std::string &Error) {
  const std::string Input = "clb-coverage-input.cl";
  std::string Ext = "-cl-ext=+all";
  for (const std::string &O : Config.Options)
    Ext += ",+" + O;
  std::string Std = "-cl-std=" + Config.Std;
  // cc1 arguments: no driver, so nothing about the host leaks in.
  std::vector<const char *> Args = {"-triple", Config.Triple.c_str(), Std.c_str(), Ext.c_str(),
                                    "-fsyntax-only", "-w", "-x", "cl", Input.c_str()};

  CompilerInstance CI;
  auto *Diags = new FirstError;
  CI.createDiagnostics(Diags, /*ShouldOwnClient=*/true);
  if (!CompilerInvocation::CreateFromArgs(CI.getInvocation(), Args, CI.getDiagnostics())) {
    Error = "bad clang arguments for " + Config.Triple + ": " + Diags->Message;
    return false;
  }
  // Caret display also turns on clang's "N errors generated" line; one line is enough.
  CI.getDiagnosticOpts().ShowCarets = false;
  // Included by name from a small in-memory main file rather than with
  // -finclude-default-header, so a prelude can come first.
  std::string Source;
  if (Config.PretendSpir)
    Source += "#define __SPIR__ 1\n";
  Source += "#include <opencl-c.h>\n";
  for (const std::string &H : extraHeaders())
    Source += "#include \"" + H + "\"\n";
  CI.getHeaderSearchOpts().AddPath(IncludeDir, frontend::Angled, false, false);
  CI.getPreprocessorOpts().addRemappedFile(
      Input, llvm::MemoryBuffer::getMemBufferCopy(Source, Input).release());

  CollectAction Action(Result);
  bool Ok = CI.ExecuteAction(Action);
  if (!Ok || CI.getDiagnostics().hasErrorOccurred()) {
    Error = "opencl-c.h (" + Config.Triple + ", " + Config.Std + "): " +
            (Diags->Message.empty() ? std::string("parse failed") : Diags->Message);
    return false;
  }
  return true;
}

} // namespace clbcov
