// printf on a target whose runtime has only C's printf underneath
// (CLB_PRINTF vprintf: CUDA's device-side `int vprintf(const char *format,
// void *arguments)`, which the driver prints on the host after the launch).
//
// OpenCL C's printf differs from C's in what the call passes, not in what is
// printed, so each call becomes one vprintf call of a format C understands
// and a buffer of the arguments C's conversions read:
//   - a vector specifier (%v4hlf, %#v2hhx) prints each element with the same
//     flags, width and precision, separated by commas: the format is a
//     literal, so the expansion is done here, once, into a new format;
//   - vector elements are passed as C's default promotions pass scalars:
//     char and short as int, float and half as double; the narrowing of hh
//     and h is done here (CUDA's vprintf mishandles them), hl (OpenCL's
//     32-bit length, which C lacks) is dropped, as are h and l on floating
//     conversions;
//   - scalars arrive promoted already (clang promotes float and half to
//     double at the call);
//   - %s takes a string literal only (OpenCL C's rule), copied to global
//     memory beside the format, as CUDA's own printf keeps its strings;
//   - the buffer holds each argument at its natural alignment (4 or 8
//     bytes), the layout vprintf reads;
//   - the result is 0 on success and -1 on failure (vprintf returns the
//     argument count or a negative value).
// Everything the format cannot be matched with (a width of *, a length that
// does not fit the argument, too few arguments) is a link error naming the
// format: OpenCL C leaves it undefined, and the GPU would print garbage.
#include "Internal.h"

#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/Support/raw_ostream.h>

#include <cctype>
#include <cstring>
#include <map>

namespace clb {

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

namespace {

// One conversion specification: %[flags][width][.precision][vN][length]conv.
struct Spec {
  std::string flags, width, precision, length;
  unsigned vector = 0;  // 0: a scalar
  char conversion = 0;
};

// The literal text before each conversion, and the conversions.
struct Format {
  std::vector<std::string> text;  // text[i] precedes specs[i]; one more at the end
  std::vector<Spec> specs;
};

bool isFloatConversion(char c) { return std::strchr("aAeEfFgG", c) != nullptr; }
bool isIntConversion(char c) { return std::strchr("diouxXc", c) != nullptr; }

llvm::Expected<Format> parse(llvm::StringRef f, const std::string &shown) {
  Format out;
  std::string text;
  auto bad = [&](const llvm::Twine &why) { return error("printf format " + shown + ": " + why); };
  for (size_t i = 0; i < f.size();) {
    if (f[i] != '%') {
      text += f[i++];
      continue;
    }
    if (i + 1 < f.size() && f[i + 1] == '%') {
      text += "%%";
      i += 2;
      continue;
    }
    Spec s;
    ++i;
    while (i < f.size() && std::strchr("-+ #0", f[i]))
      s.flags += f[i++];
    while (i < f.size() && std::isdigit((unsigned char)f[i]))
      s.width += f[i++];
    if (i < f.size() && f[i] == '.') {
      s.precision = ".";
      ++i;
      while (i < f.size() && std::isdigit((unsigned char)f[i]))
        s.precision += f[i++];
    }
    if (i < f.size() && f[i] == '*')
      return bad("a width or precision of * is not supported");
    if (i < f.size() && f[i] == 'v') {
      std::string n;
      for (++i; i < f.size() && std::isdigit((unsigned char)f[i]);)
        n += f[i++];
      if (n != "2" && n != "3" && n != "4" && n != "8" && n != "16")
        return bad("vector specifier v" + n + " (expected v2, v3, v4, v8 or v16)");
      s.vector = std::stoi(n);
    }
    for (const char *l : {"hh", "hl", "h", "l"})
      if (f.substr(i).startswith(l)) {
        s.length = l;
        i += s.length.size();
        break;
      }
    if (i >= f.size())
      return bad("ends inside a conversion");
    s.conversion = f[i++];
    if (!isFloatConversion(s.conversion) && !isIntConversion(s.conversion) &&
        !std::strchr("sp", s.conversion))
      return bad(llvm::Twine("unknown conversion '") + llvm::Twine(s.conversion) + "'");
    if (s.vector && !isFloatConversion(s.conversion) && !isIntConversion(s.conversion))
      return bad(llvm::Twine("a vector of %") + llvm::Twine(s.conversion) + " is not printable");
    if (s.vector && s.length.empty() && !isFloatConversion(s.conversion))
      return bad("an integer vector specifier needs a length (hh, h, hl or l)");
    if (!s.vector && s.length == "hl")
      return bad("the length hl applies to vectors only");
    out.text.push_back(text);
    text.clear();
    out.specs.push_back(s);
  }
  out.text.push_back(text);
  return out;
}

class Lowering {
public:
  Lowering(llvm::Module &m, llvm::Function *vprintf) : m_(m), vprintf_(vprintf) {}

  llvm::Error lower(llvm::CallInst *call) {
    llvm::StringRef format;
    if (!llvm::getConstantStringInfo(call->getArgOperand(0), format))
      return error("printf in " + call->getFunction()->getName() +
                   ": the format is not a string literal (OpenCL C requires one)");
    std::string shown = "\"" + llvm::StringRef(format).str() + "\"";
    for (size_t at; (at = shown.find('\n')) != std::string::npos;)
      shown.replace(at, 1, "\\n");
    auto parsed = parse(format, shown);
    if (!parsed)
      return parsed.takeError();
    llvm::IRBuilder<> b(call);
    std::string cformat = parsed->text[0];
    std::vector<llvm::Value *> fields;
    unsigned next = 1;  // the call's operand for the next conversion
    for (size_t i = 0; i < parsed->specs.size(); ++i) {
      const Spec &s = parsed->specs[i];
      if (next >= call->arg_size())
        return error("printf format " + shown + " converts more arguments than the call passes");
      llvm::Value *arg = call->getArgOperand(next++);
      std::string piece;
      if (llvm::Error e = convert(b, s, arg, shown, piece, fields))
        return e;
      cformat += piece + parsed->text[i + 1];
    }
    if (next != call->arg_size())
      return error("printf format " + shown + " converts fewer arguments than the call passes");

    llvm::LLVMContext &ctx = m_.getContext();
    llvm::Type *generic = llvm::Type::getInt8PtrTy(ctx, 0);
    llvm::Value *buffer = llvm::ConstantPointerNull::get(llvm::cast<llvm::PointerType>(generic));
    if (!fields.empty()) {
      std::vector<llvm::Type *> types;
      for (llvm::Value *v : fields)
        types.push_back(v->getType());
      auto *layout = llvm::StructType::get(ctx, types);  // natural alignment: vprintf's layout
      llvm::Function *fn = call->getFunction();
      llvm::IRBuilder<> top(&fn->getEntryBlock(), fn->getEntryBlock().begin());
      llvm::AllocaInst *slot =
          top.CreateAlloca(layout, m_.getDataLayout().getAllocaAddrSpace(), nullptr, "printf.args");
      for (unsigned i = 0; i < fields.size(); ++i)
        b.CreateStore(fields[i], b.CreateStructGEP(layout, slot, i));
      buffer = b.CreatePointerBitCastOrAddrSpaceCast(slot, generic);
    }
    llvm::Value *result = b.CreateCall(vprintf_, {globalString(b, cformat), buffer});
    llvm::Value *failed = b.CreateICmpSLT(result, b.getInt32(0));
    llvm::Value *status = b.CreateSelect(failed, b.getInt32(-1), b.getInt32(0));
    call->replaceAllUsesWith(b.CreateSExtOrTrunc(status, call->getType()));
    call->eraseFromParent();
    return llvm::Error::success();
  }

private:
  // The C conversion(s) for `s` applied to `arg`, appending the buffer's fields.
  llvm::Error convert(llvm::IRBuilder<> &b, const Spec &s, llvm::Value *arg,
                      const std::string &shown, std::string &piece,
                      std::vector<llvm::Value *> &fields) {
    auto mismatch = [&](const llvm::Twine &why) {
      std::string type;
      llvm::raw_string_ostream os(type);
      arg->getType()->print(os);
      return error("printf format " + shown + ": %" + s.flags + s.width + s.precision +
                   (s.vector ? "v" + std::to_string(s.vector) : std::string()) + s.length +
                   std::string(1, s.conversion) + " " + why + ", the argument is " + os.str());
    };
    std::string head = "%" + s.flags + s.width + s.precision;
    std::string conv(1, s.conversion);
    if (s.conversion == 's' || s.conversion == 'p') {
      if (!arg->getType()->isPointerTy())
        return mismatch("takes a pointer");
      llvm::StringRef literal;
      if (s.conversion == 's') {
        if (!llvm::getConstantStringInfo(arg, literal))
          return mismatch("takes a string literal (OpenCL C's rule)");
        fields.push_back(globalString(b, literal.str()));
      } else {
        fields.push_back(b.CreatePointerBitCastOrAddrSpaceCast(
            arg, llvm::Type::getInt8PtrTy(arg->getContext(), 0)));
      }
      piece = head + conv;
      return llvm::Error::success();
    }
    const bool floating = isFloatConversion(s.conversion);
    unsigned lanes = 1;
    llvm::Type *element = arg->getType();
    if (s.vector) {
      auto *v = llvm::dyn_cast<llvm::FixedVectorType>(arg->getType());
      if (!v || v->getNumElements() != s.vector)
        return mismatch("takes a vector of " + llvm::Twine(s.vector));
      lanes = s.vector;
      element = v->getElementType();
    } else if (arg->getType()->isVectorTy()) {
      return mismatch("takes a scalar");
    }
    // What the length says the element is, in bits (0: the default).
    unsigned bits = s.length == "hh" ? 8 : s.length == "h" ? 16 : s.length == "hl" ? 32
                    : s.length == "l" ? 64 : 0;
    if (floating) {
      if (!element->isFloatingPointTy())
        return mismatch("takes a floating-point value");
      if (s.vector && bits && element->getPrimitiveSizeInBits() != bits)
        return mismatch("(its length) does not fit the element");
      piece.clear();
      for (unsigned i = 0; i < lanes; ++i) {
        llvm::Value *e = s.vector ? b.CreateExtractElement(arg, i) : arg;
        fields.push_back(b.CreateFPExt(e, b.getDoubleTy()));
        piece += (i ? "," : "") + head + conv;
      }
      return llvm::Error::success();
    }
    if (!element->isIntegerTy())
      return mismatch("takes an integer");
    unsigned have = element->getIntegerBitWidth();
    // Scalars come promoted (char and short as int), vector elements not.
    if (s.vector ? have != bits : (bits == 64) != (have == 64))
      return mismatch("(its length) does not fit the argument");
    // Only l reaches vprintf: the narrowing hh and h ask for is done here
    // (CUDA's vprintf misread the arguments after an h or hh conversion:
    // printf("%hd|%hhx") printed bytes of the format), and hl is OpenCL's.
    const bool narrow = bits == 8 || bits == 16;
    const bool isSigned = s.conversion == 'd' || s.conversion == 'i';
    std::string length = s.length == "l" ? "l" : "";
    piece.clear();
    for (unsigned i = 0; i < lanes; ++i) {
      llvm::Value *e = s.vector ? b.CreateExtractElement(arg, i) : arg;
      if (narrow)
        e = b.CreateTrunc(e, b.getIntNTy(bits));
      if (e->getType()->getIntegerBitWidth() < 32)
        e = isSigned ? b.CreateSExt(e, b.getInt32Ty()) : b.CreateZExt(e, b.getInt32Ty());
      fields.push_back(e);
      piece += (i ? "," : "") + head + length + conv;
    }
    return llvm::Error::success();
  }

  // A generic pointer to `text` in global memory (where CUDA keeps printf's
  // strings: the host reads them from there).
  llvm::Value *globalString(llvm::IRBuilder<> &b, const std::string &text) {
    llvm::Constant *&slot = strings_[text];
    if (!slot) {
      llvm::Constant *init = llvm::ConstantDataArray::getString(m_.getContext(), text);
      auto *g = new llvm::GlobalVariable(m_, init->getType(), true,
                                         llvm::GlobalValue::PrivateLinkage, init, "printf.string",
                                         nullptr, llvm::GlobalValue::NotThreadLocal, 1);
      g->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
      g->setAlignment(llvm::Align(1));
      slot = llvm::ConstantExpr::getPointerBitCastOrAddrSpaceCast(
          g, llvm::Type::getInt8PtrTy(m_.getContext(), 0));
    }
    return slot;
  }

  llvm::Module &m_;
  llvm::Function *vprintf_;
  std::map<std::string, llvm::Constant *> strings_;
};

}  // namespace

bool isPrintfStyle(const std::string &style) { return style.empty() || style == "vprintf"; }

llvm::Error lowerPrintf(llvm::Module &m, const TargetInfo &target) {
  llvm::Function *printf = m.getFunction("printf");
  if (target.printf != "vprintf" || !printf || !printf->isDeclaration())
    return llvm::Error::success();
  llvm::LLVMContext &ctx = m.getContext();
  llvm::Type *generic = llvm::Type::getInt8PtrTy(ctx, 0);
  llvm::FunctionCallee vprintf = m.getOrInsertFunction(
      "vprintf", llvm::FunctionType::get(llvm::Type::getInt32Ty(ctx), {generic, generic}, false));
  auto *fn = llvm::dyn_cast<llvm::Function>(vprintf.getCallee());
  if (!fn)
    return error("the program declares vprintf with another type than CUDA's "
                 "int vprintf(const char *, void *)");
  Lowering lowering(m, fn);
  for (llvm::User *u : llvm::make_early_inc_range(printf->users())) {
    auto *call = llvm::dyn_cast<llvm::CallInst>(u);
    if (!call || call->getCalledOperand() != printf)
      return error("printf is used other than by a call");
    if (llvm::Error e = lowering.lower(call))
      return e;
  }
  printf->eraseFromParent();
  return llvm::Error::success();
}

}  // namespace clb
