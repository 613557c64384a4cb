// printf on a target whose runtime has no OpenCL C printf of its own:
// CLB_PRINTF vprintf (nvptx64: CUDA's device-side `int vprintf(const char
// *format, void *arguments)`, which the driver prints on the host after the
// launch) or printf-buffer (amdgcn: the code object's printf buffer, which
// ROCm's OpenCL runtime prints after the launch; see below).
//
// OpenCL C's printf differs from C's in what the call passes, not in what is
// printed, so each call becomes one record of a format C understands and the
// arguments C's conversions read, on both targets:
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
//   - %s takes a string literal only (OpenCL C's rule);
//   - the result is 0 on success and -1 on failure.
// Everything the format cannot be matched with (a width of *, a length that
// does not fit the argument, too few arguments) is a link error naming the
// format: OpenCL C leaves it undefined, and the GPU would print garbage.
//
// vprintf (nvptx64): one vprintf call per printf, its %s literals copied to
// global memory beside the format, as CUDA's own printf keeps its strings;
// the buffer holds each argument at its natural alignment (4 or 8 bytes),
// the layout vprintf reads; vprintf's result (the argument count or a
// negative value) becomes 0 or -1.
//
// printf-buffer (amdgcn), the convention of ROCm's OpenCL runtime (ROCclr's
// PrintfDbg) and of LLVM's AMDGPUPrintfRuntimeBinding pass, which LLVM 15
// cannot run on clang 15's opaque-pointer IR: it lowers a call only where
// the format is a constant expression over a global (typed pointers'
// getelementptr), so for a plain global it writes nothing yet erases the
// call, its uses left dangling ("Instruction does not dominate all uses",
// then a crash); and it reads a %s argument's pointee type, which an opaque
// pointer lacks (a segfault):
//   - the module's named metadata llvm.printf.fmts holds one string per
//     printf call, "id:n:size1:...:sizen:format" (the backend copies them to
//     the code object's amdhsa.printf), the format with \a \b \f \n \r \v
//     and ':' (as \72) escaped, which the runtime undoes;
//   - each call asks __printf_alloc(4 + size1 + ... + sizen) for its record
//     and writes the id, then each argument at the next 4-byte boundary:
//     int as 4 bytes, long, double and pointers as 8, a %s literal inline,
//     NUL-terminated and padded to 4 bytes (the empty one as 00 ff ff ff:
//     the runtime prints a first word of 0 as "(null)");
//   - __printf_alloc is ROCm device-libs' (ockl), which this library does
//     not link: it is defined here, the same way: the buffer is the
//     kernel's hidden_printf_buffer argument, the fourth 8-byte word of the
//     implicit arguments in code object v4 (LLVM 15's, which clb-link
//     emits; the backend adds the argument to every kernel that reaches
//     printf once llvm.printf.fmts exists), whose first word is the bytes
//     written so far and second the bytes it holds; a record that does not
//     fit is not written, and the call returns -1;
//   - the runtime prints text after the last conversion as it is (a %% there
//     would print as %%), so that text carries % for %%; it does not know
//     %F and %A, which are link errors here.
#include "steps/Steps.h"
#include "support/LLVMCompat.h"

#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/IntrinsicsAMDGPU.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>

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

bool isFloatConversion(char c) {
  return std::strchr("aAeEfFgG", c) != nullptr;
}
bool isIntConversion(char c) {
  return std::strchr("diouxXc", c) != nullptr;
}

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
      if (compat::startsWith(f.substr(i), l)) {
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

// A %s literal as the printf buffer holds it: NUL-terminated, padded with
// NULs to 4 bytes; the empty one as 00 ff ff ff (a first word of 0 is a null
// string to the runtime, printed "(null)").
llvm::Constant *inlineString(llvm::LLVMContext &ctx, llvm::StringRef literal) {
  std::string bytes = literal.str();
  if (bytes.empty())
    bytes.assign("\0\xff\xff\xff", 4);
  else
    bytes.resize((bytes.size() + 1 + 3) / 4 * 4, '\0');
  return llvm::ConstantDataArray::getString(ctx, bytes, /*AddNull=*/false);
}

// The format as llvm.printf.fmts carries it (the escapes ROCm's runtime
// undoes: ':' separates the fields).
std::string escapedForMetadata(llvm::StringRef format) {
  std::string out;
  for (char c : format)
    switch (c) {
    case '\a':
      out += "\\a";
      break;
    case '\b':
      out += "\\b";
      break;
    case '\f':
      out += "\\f";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\r':
      out += "\\r";
      break;
    case '\v':
      out += "\\v";
      break;
    case ':':
      out += "\\72";
      break;
    default:
      out += c;
    }
  return out;
}

// Text with each %% as % (text the runtime prints as it is).
std::string withSinglePercents(const std::string &text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    if (text[i] == '%' && i + 1 < text.size() && text[i + 1] == '%')
      ++i;
  }
  return out;
}

class Lowering {
 public:
  // With `vprintf`, CUDA's (nvptx64); else the printf buffer through `alloc`
  // (amdgcn).
  Lowering(llvm::Module &m, llvm::Function *vprintf, llvm::Function *alloc)
      : m_(m), vprintf_(vprintf), alloc_(alloc) {}

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
    if (!vprintf_)
      for (const Spec &s : parsed->specs)
        if (s.conversion == 'F' || s.conversion == 'A')
          return error("printf format " + shown + ": %" + std::string(1, s.conversion) +
                       " is not printable through the amdgcn printf buffer (ROCm's runtime "
                       "does not know it; %" +
                       std::string(1, std::tolower(s.conversion)) + " is)");
    // The text after the last conversion, printed as it is by ROCm's runtime.
    auto text = [&](size_t i) {
      return !vprintf_ && i + 1 == parsed->text.size() ? withSinglePercents(parsed->text[i])
                                                       : parsed->text[i];
    };
    llvm::IRBuilder<> b(call);
    std::string cformat = text(0);
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
      cformat += piece + text(i + 1);
    }
    if (next != call->arg_size())
      return error("printf format " + shown + " converts fewer arguments than the call passes");

    llvm::Value *status =
        vprintf_ ? callVprintf(b, call, cformat, fields) : writeRecord(b, call, cformat, fields);
    call->replaceAllUsesWith(b.CreateSExtOrTrunc(status, call->getType()));
    call->eraseFromParent();
    return llvm::Error::success();
  }

 private:
  // One vprintf call of `cformat` with `fields` in a buffer as vprintf reads
  // it; its status, 0 or -1.
  llvm::Value *callVprintf(llvm::IRBuilder<> &b, llvm::CallInst *call, const std::string &cformat,
                           const std::vector<llvm::Value *> &fields) {
    llvm::LLVMContext &ctx = m_.getContext();
    llvm::Type *generic = compat::int8PtrTy(ctx, 0);
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
    return b.CreateSelect(failed, b.getInt32(-1), b.getInt32(0));
  }

  // One record of the printf buffer: llvm.printf.fmts gets the format and
  // the fields' sizes under the next id; the call asks __printf_alloc for
  // the record and, given one, writes the id and the fields. Its status, 0
  // or -1 (no room). Leaves `b` before `call`.
  llvm::Value *writeRecord(llvm::IRBuilder<> &b, llvm::CallInst *call, const std::string &cformat,
                           const std::vector<llvm::Value *> &fields) {
    llvm::LLVMContext &ctx = m_.getContext();
    const llvm::DataLayout &dl = m_.getDataLayout();
    const unsigned id = ++records_;  // from 1, as AMDGPUPrintfRuntimeBinding's
    std::string info = std::to_string(id) + ":" + std::to_string(fields.size()) + ":";
    uint64_t total = 4;  // the id
    for (llvm::Value *v : fields) {
      uint64_t size = dl.getTypeAllocSize(v->getType());  // 4, 8, or a padded literal
      info += std::to_string(size) + ":";
      total += size;
    }
    m_.getOrInsertNamedMetadata("llvm.printf.fmts")
        ->addOperand(
            llvm::MDNode::get(ctx, llvm::MDString::get(ctx, info + escapedForMetadata(cformat))));

    llvm::Value *record = b.CreateCall(alloc_, {b.getInt32(total)}, "printf.record");
    llvm::Value *room = b.CreateICmpNE(
        record, llvm::ConstantPointerNull::get(llvm::cast<llvm::PointerType>(record->getType())));
    llvm::Instruction *then = llvm::SplitBlockAndInsertIfThen(room, call, false);
    llvm::IRBuilder<> w(then);
    auto at = [&](uint64_t offset) {
      return w.CreateConstInBoundsGEP1_64(w.getInt8Ty(), record, offset);
    };
    w.CreateAlignedStore(w.getInt32(id), record, llvm::Align(4));
    uint64_t offset = 4;
    for (llvm::Value *v : fields) {
      if (auto *literal = llvm::dyn_cast<llvm::ConstantDataArray>(v)) {
        llvm::StringRef bytes = literal->getRawDataValues();
        for (size_t i = 0; i < bytes.size(); i += 4, offset += 4) {
          uint32_t word = 0;
          for (size_t k = 0; k < 4; ++k)
            word |= uint32_t((unsigned char)bytes[i + k]) << (8 * k);
          w.CreateAlignedStore(w.getInt32(word), at(offset), llvm::Align(4));
        }
        continue;
      }
      // (Every field at a 4-byte boundary: the runtime reads the buffer in
      // words, an 8-byte value included.)
      w.CreateAlignedStore(v, at(offset), llvm::Align(4));
      offset += dl.getTypeAllocSize(v->getType());
    }
    b.SetInsertPoint(call);
    return b.CreateSelect(room, b.getInt32(0), b.getInt32(-1));
  }

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
        fields.push_back(vprintf_ ? globalString(b, literal.str())
                                  : inlineString(m_.getContext(), literal));
      } else {
        fields.push_back(
            b.CreatePointerBitCastOrAddrSpaceCast(arg, compat::int8PtrTy(arg->getContext(), 0)));
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
    unsigned bits = s.length == "hh"   ? 8
                    : s.length == "h"  ? 16
                    : s.length == "hl" ? 32
                    : s.length == "l"  ? 64
                                       : 0;
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
          g, compat::int8PtrTy(m_.getContext(), 0));
    }
    return slot;
  }

  llvm::Module &m_;
  llvm::Function *vprintf_;
  llvm::Function *alloc_;
  unsigned records_ = 0;
  std::map<std::string, llvm::Constant *> strings_;
};

}  // namespace

bool isPrintfStyle(const std::string &style) {
  return style.empty() || style == "vprintf" || style == "printf-buffer";
}

// __printf_alloc as ROCm device-libs' ockl defines it, for code object v4:
// reserves `bytes` of the kernel's printf buffer, atomically at device scope,
// and returns them, or null where the buffer has no room left. The program's
// own definition, if it links one (ockl's), is used instead. Compiled for
// the processor and features `caller` is compiled for.
static llvm::Expected<llvm::Function *> printfAlloc(llvm::Module &m, const llvm::Function &caller) {
  llvm::LLVMContext &ctx = m.getContext();
  llvm::Type *global = compat::int8PtrTy(ctx, 1);
  llvm::IntegerType *i32 = llvm::Type::getInt32Ty(ctx), *i64 = llvm::Type::getInt64Ty(ctx);
  auto *type = llvm::FunctionType::get(global, {i32}, false);
  llvm::Function *f = m.getFunction("__printf_alloc");
  if (f && f->getFunctionType() != type)
    return error(
        "the program declares __printf_alloc with another type than ROCm's "
        "__global char *__printf_alloc(uint)");
  if (f && !f->isDeclaration())
    return f;
  if (!f)
    f = llvm::Function::Create(type, llvm::GlobalValue::InternalLinkage, "__printf_alloc", m);
  f->setLinkage(llvm::GlobalValue::InternalLinkage);
  f->addFnAttr(llvm::Attribute::NoUnwind);
  f->addFnAttr(llvm::Attribute::NoInline);  // (as ockl's was: one copy, however many calls)
  for (const char *attribute : {"target-cpu", "target-features"})
    if (caller.hasFnAttribute(attribute))
      f->addFnAttr(caller.getFnAttribute(attribute));
  llvm::SyncScope::ID agent = ctx.getOrInsertSyncScopeID("agent");
  auto *entry = llvm::BasicBlock::Create(ctx, "entry", f);
  auto *retry = llvm::BasicBlock::Create(ctx, "retry", f);
  auto *reserve = llvm::BasicBlock::Create(ctx, "reserve", f);
  auto *reserved = llvm::BasicBlock::Create(ctx, "reserved", f);
  auto *full = llvm::BasicBlock::Create(ctx, "full", f);
  llvm::Value *bytes = f->getArg(0);
  llvm::IRBuilder<> b(entry);
  // hidden_printf_buffer: the fourth 8-byte word of the implicit arguments
  // (after hidden_global_offset_x, _y and _z) in code object v4.
  llvm::Value *implicit = b.CreateIntrinsic(llvm::Intrinsic::amdgcn_implicitarg_ptr, {}, {});
  llvm::Value *buffer = b.CreateAlignedLoad(
      global, b.CreateConstInBoundsGEP1_64(b.getInt8Ty(), implicit, 24), llvm::Align(8), "buffer");
  // Its first word: the bytes written so far; its second: the bytes it holds.
  llvm::Value *size = b.CreateAlignedLoad(
      i32, b.CreateConstInBoundsGEP1_64(b.getInt8Ty(), buffer, 4), llvm::Align(4), "size");
  llvm::LoadInst *first = b.CreateAlignedLoad(i32, buffer, llvm::Align(4), "written");
  first->setAtomic(llvm::AtomicOrdering::Monotonic, agent);  // (relaxed, device scope)
  b.CreateBr(retry);
  b.SetInsertPoint(retry);
  llvm::PHINode *written = b.CreatePHI(i32, 2, "offset");
  written->addIncoming(first, entry);
  // ockl's test, 8 + written + bytes > size, in 64 bits (nothing wraps).
  llvm::Value *from = b.CreateZExt(written, i64);
  llvm::Value *end = b.CreateAdd(b.CreateAdd(from, b.CreateZExt(bytes, i64)), b.getInt64(8));
  llvm::Value *fits = b.CreateICmpULE(end, b.CreateZExt(size, i64));
  b.CreateCondBr(fits, reserve, full);
  b.SetInsertPoint(reserve);
  llvm::Value *after = b.CreateAdd(written, bytes);
  const auto relaxed = llvm::AtomicOrdering::Monotonic;
  llvm::Value *swap =
      b.CreateAtomicCmpXchg(buffer, written, after, llvm::MaybeAlign(4), relaxed, relaxed, agent);
  written->addIncoming(b.CreateExtractValue(swap, 0), reserve);
  b.CreateCondBr(b.CreateExtractValue(swap, 1), reserved, retry);
  b.SetInsertPoint(reserved);
  llvm::Value *data = b.CreateAdd(b.CreateZExt(written, i64), b.getInt64(8));
  b.CreateRet(b.CreateInBoundsGEP(b.getInt8Ty(), buffer, data));
  b.SetInsertPoint(full);
  b.CreateRet(llvm::ConstantPointerNull::get(llvm::cast<llvm::PointerType>(global)));
  return f;
}

llvm::Error lowerPrintf(llvm::Module &m, const TargetInfo &target) {
  llvm::Function *printf = m.getFunction("printf");
  if (target.printf.empty() || !printf || !printf->isDeclaration())
    return llvm::Error::success();
  llvm::Function *fn = nullptr, *alloc = nullptr;
  if (target.printf == "vprintf") {
    llvm::LLVMContext &ctx = m.getContext();
    llvm::Type *generic = compat::int8PtrTy(ctx, 0);
    llvm::FunctionCallee vprintf = m.getOrInsertFunction(
        "vprintf", llvm::FunctionType::get(llvm::Type::getInt32Ty(ctx), {generic, generic}, false));
    fn = llvm::dyn_cast<llvm::Function>(vprintf.getCallee());
    if (!fn)
      return error(
          "the program declares vprintf with another type than CUDA's "
          "int vprintf(const char *, void *)");
  } else if (auto *first = llvm::dyn_cast_or_null<llvm::Instruction>(
                 printf->use_empty() ? nullptr : *printf->user_begin())) {
    auto made = printfAlloc(m, *first->getFunction());
    if (!made)
      return made.takeError();
    alloc = *made;
  }
  std::vector<llvm::CallInst *> calls;
  for (llvm::User *u : printf->users()) {
    auto *call = llvm::dyn_cast<llvm::CallInst>(u);
    if (!call || call->getCalledOperand() != printf)
      return error("printf is used other than by a call");
    calls.push_back(call);
  }
  if (alloc) {  // the records' ids in the program's order
    calls.clear();
    for (llvm::Function &f : m)
      for (llvm::BasicBlock &bb : f)
        for (llvm::Instruction &i : bb)
          if (auto *call = llvm::dyn_cast<llvm::CallInst>(&i))
            if (call->getCalledOperand() == printf)
              calls.push_back(call);
  }
  Lowering lowering(m, fn, alloc);
  for (llvm::CallInst *call : calls)
    if (llvm::Error e = lowering.lower(call))
      return e;
  printf->eraseFromParent();
  return llvm::Error::success();
}

}  // namespace clb
