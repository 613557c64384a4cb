#include "HeaderScan.h"

#include "ClangCompat.h"

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

// OpenCL C's name for a builtin scalar type, or "" for any other type.
std::string scalarName(const BuiltinType *B) {
  switch (B->getKind()) {
  case BuiltinType::Void:
    return "void";
  case BuiltinType::Bool:
    return "bool";
  case BuiltinType::Char_S:
  case BuiltinType::SChar:
    return "char";
  case BuiltinType::Char_U:
  case BuiltinType::UChar:
    return "uchar";
  case BuiltinType::Short:
    return "short";
  case BuiltinType::UShort:
    return "ushort";
  case BuiltinType::Int:
    return "int";
  case BuiltinType::UInt:
    return "uint";
  case BuiltinType::Long:
    return "long";
  case BuiltinType::ULong:
    return "ulong";
  case BuiltinType::Half:
    return "half";
  case BuiltinType::Float:
    return "float";
  case BuiltinType::Double:
    return "double";
  default:
    return "";
  }
}

const char *addressSpaceName(LangAS AS) {
  switch (AS) {
  case LangAS::opencl_global:
    return "global";
  case LangAS::opencl_local:
    return "local";
  case LangAS::opencl_constant:
    return "constant";
  case LangAS::opencl_private:
    return "private";
  case LangAS::opencl_generic:
    return "generic";
  default:
    return "private";  // OpenCL 1.x: an unqualified pointee is private
  }
}

// See HeaderDecl::Return. Pointers name their pointee's address space and
// qualifiers; typedef sugar (size_t, float4) is looked through so that one
// type has one spelling.
std::string spell(QualType T, const ASTContext &Ctx) {
  QualType C = T.getCanonicalType();
  if (const auto *P = C->getAs<PointerType>()) {
    QualType E = P->getPointeeType();
    std::string Q;
    if (E.isConstQualified())
      Q += "const ";
    if (E.isVolatileQualified())
      Q += "volatile ";
    return Q + addressSpaceName(E.getAddressSpace()) + " " +
           spell(E.getUnqualifiedType().withoutLocalFastQualifiers(), Ctx) + " *";
  }
  if (const auto *V = C->getAs<ExtVectorType>())
    if (const auto *B = V->getElementType()->getAs<BuiltinType>()) {
      std::string S = scalarName(B);
      if (!S.empty())
        return S + std::to_string(V->getNumElements());
    }
  if (const auto *B = C->getAs<BuiltinType>()) {
    std::string S = scalarName(B);
    if (!S.empty())
      return S;
  }
  PrintingPolicy Policy(Ctx.getLangOpts());
  return C.getUnqualifiedType().getAsString(Policy);
}

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
      H.Return = spell(FD->getReturnType(), Ctx);
      for (const ParmVarDecl *P : FD->parameters())
        H.Params.push_back(spell(P->getType(), Ctx));
      H.Const = FD->hasAttr<ConstAttr>();
      H.Pure = FD->hasAttr<PureAttr>();
      H.Convergent = FD->hasAttr<ConvergentAttr>();
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
      if ((compat::startsWith(Name, "__opencl_c_") || compat::startsWith(Name, "cl_")) &&
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

}  // namespace

void addExtraHeader(const std::string &Path) {
  extraHeaders().push_back(Path);
}

bool scanHeader(const std::string &IncludeDir, const ScanConfig &Config, ScanResult &Result,
                std::string &Error) {
  const std::string Input = "clb-coverage-input.cl";
  std::string Ext = "-cl-ext=+all";
  for (const std::string &O : Config.Options)
    Ext += ",+" + O;
  std::string Std = "-cl-std=" + Config.Std;
  // cc1 arguments: no driver, so nothing about the host leaks in.
  std::vector<const char *> Args = {
      "-triple", Config.Triple.c_str(), Std.c_str(), Ext.c_str(), "-fsyntax-only", "-w", "-x",
      "cl",      Input.c_str()};

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
    Error = "opencl-c.h (" + Config.Triple + ", " + Config.Std +
            "): " + (Diags->Message.empty() ? std::string("parse failed") : Diags->Message);
    return false;
  }
  return true;
}

}  // namespace clbcov
