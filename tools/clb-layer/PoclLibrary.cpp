// Finding and reading the kernel library PoCL links for a device.
#include "PoclLibrary.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>

#include <link.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <vector>

namespace clb::layer {

llvm::Function *PoclLibrary::definition(const std::string &name) const {
  llvm::Function *f = module->getFunction(name);
  return f && !f->isDeclaration() ? f : nullptr;
}

namespace {

std::string deviceString(cl_device_id device, cl_device_info param) {
  size_t size = 0;
  if (next->clGetDeviceInfo(device, param, 0, nullptr, &size) != CL_SUCCESS || size == 0)
    return {};
  std::string s(size, '\0');
  next->clGetDeviceInfo(device, param, size, s.data(), nullptr);
  s.resize(std::strlen(s.c_str()));
  return s;
}

// The PoCL shared object the ICD loader opened (the dispatch table the
// layer gets is the loader's, so dladdr on it would name the loader).
std::string poclSharedObject() {
  std::string found;
  dl_iterate_phdr(
      [](dl_phdr_info *info, size_t, void *data) {
        llvm::StringRef path(info->dlpi_name ? info->dlpi_name : "");
        if (!llvm::sys::path::filename(path).startswith("libpocl.so"))
          return 0;
        llvm::SmallString<256> real;
        if (!llvm::sys::fs::real_path(path, real))
          *static_cast<std::string *>(data) = std::string(real);
        return 1;
      },
      &found);
  return found;
}

// Every identifier-like string of at least four characters in `path`.
std::set<std::string> identifiers(const std::string &path) {
  std::set<std::string> names;
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return names;
  llvm::StringRef bytes = (*buffer)->getBuffer();
  size_t start = 0;
  for (size_t i = 0; i <= bytes.size(); ++i) {
    char c = i < bytes.size() ? bytes[i] : '\0';
    if (std::isalnum((unsigned char)c) || c == '_' || c == '.')
      continue;
    if (c == '\0' && i - start >= 4)
      names.insert(bytes.slice(start, i).str());
    start = i + 1;
  }
  return names;
}

// Directories that may hold PoCL's kernel-*.bc: CLB_POCL_KERNEL_DIR, else
// share/pocl relative to the PoCL shared object below the layer.
std::vector<std::string> candidateDirs() {
  if (const char *env = std::getenv("CLB_POCL_KERNEL_DIR"))
    return {env};
  std::vector<std::string> dirs;
  std::string so = poclSharedObject();
  if (!so.empty()) {
    llvm::StringRef soDir = llvm::sys::path::parent_path(so);
    for (const char *rel : {"../share/pocl", "../../share/pocl"}) {
      llvm::SmallString<256> dir(soDir);
      llvm::sys::path::append(dir, rel);
      llvm::sys::path::remove_dots(dir, /*remove_dot_dot=*/true);
      dirs.push_back(std::string(dir));
    }
  }
  return dirs;
}

std::unique_ptr<PoclLibrary> load(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return nullptr;
  auto lib = std::make_unique<PoclLibrary>();
  lib->context = std::make_unique<llvm::LLVMContext>();
  // The module owns the buffer; only prototypes are read.
  auto m = llvm::getOwningLazyBitcodeModule(std::move(*buffer), *lib->context);
  if (!m) {
    llvm::consumeError(m.takeError());
    return nullptr;
  }
  lib->module = std::move(*m);
  lib->path = path;
  for (const llvm::Function &f : *lib->module) {
    if (f.isDeclaration() || !f.hasFnAttribute("target-cpu"))
      continue;
    lib->cpu = f.getFnAttribute("target-cpu").getValueAsString().str();
    lib->features = f.getFnAttribute("target-features").getValueAsString().str();
    break;
  }
  return lib;
}

// The kernel-library variant (as PoCL's file names spell it) that PoCL's
// distribution build would pick for this host's CPU features: the widest
// vector extension first. Only an order, never a choice: every file is
// still checked by its contents, but the matching one is usually read
// first rather than after several others (about 0.06 s of CPU each).
const char *hostVariant() {
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f"))
    return "avx512";
  if (__builtin_cpu_supports("avx2"))
    return "avx2";
  if (__builtin_cpu_supports("fma4"))
    return "avx_fma4";
  if (__builtin_cpu_supports("avx"))
    return "avx";
  if (__builtin_cpu_supports("sse4.1"))
    return "sse41";
  if (__builtin_cpu_supports("ssse3"))
    return "ssse3";
  return "sse2";
#else
  return "";
#endif
}

std::unique_ptr<PoclLibrary> find(const std::string &hstr, std::string &why) {
  const std::string preferred = std::string("-") + hostVariant() + ".bc";
  for (const std::string &dir : candidateDirs()) {
    std::vector<std::string> files;
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec; it.increment(ec)) {
      llvm::StringRef file = llvm::sys::path::filename(it->path());
      if (file.startswith("kernel-") && file.endswith(".bc"))
        files.push_back(it->path());
    }
    std::stable_partition(files.begin(), files.end(), [&](const std::string &path) {
      return llvm::StringRef(path).endswith(preferred);
    });
    for (const std::string &path : files) {
      // kernel-<triple>-<variant>.bc: only files for the device's triple.
      std::unique_ptr<PoclLibrary> lib = load(path);
      if (!lib)
        continue;
      std::string triple = lib->module->getTargetTriple();
      if (!lib->cpu.empty() && !triple.empty() &&
          llvm::StringRef(hstr).endswith("-" + triple + "-" + lib->cpu)) {
        lib->compilerNames = identifiers(poclSharedObject());
        return lib;
      }
    }
  }
  why = "no PoCL kernel library for device '" + hstr + "' in";
  for (const std::string &dir : candidateDirs())
    why += " " + dir;
  why += " (set CLB_POCL_KERNEL_DIR)";
  return nullptr;
}

}  // namespace

const PoclLibrary *poclLibraryFor(cl_device_id device, std::string *why) {
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<PoclLibrary>> byHstr;
  static std::map<std::string, std::string> failures;
  // "OpenCL 3.0 PoCL HSTR: pthread-x86_64-pc-linux-gnu-haswell"
  std::string version = deviceString(device, CL_DEVICE_VERSION);
  size_t at = version.find("HSTR: ");
  std::string hstr = at == std::string::npos ? "" : version.substr(at + 6);
  hstr = hstr.substr(0, hstr.find(' '));
  std::lock_guard<std::mutex> lock(mutex);
  auto it = byHstr.find(hstr);
  if (it == byHstr.end()) {
    std::string reason;
    it = byHstr.emplace(hstr, hstr.empty() ? nullptr : find(hstr, reason)).first;
    failures[hstr] = hstr.empty() ? "the device reports no HSTR in CL_DEVICE_VERSION" : reason;
  }
  if (!it->second && why)
    *why = failures[hstr];
  return it->second.get();
}

std::string poclName(const std::string &spirName) {
  llvm::StringRef s(spirName);
  if (!s.consume_front("_Z"))
    return {};
  size_t len = 0;
  if (s.consumeInteger(10, len) || len > s.size())
    return {};
  std::string name = s.substr(0, len).str();
  llvm::StringRef params = s.substr(len);
  std::string out;
  static const std::map<char, const char *> spaces = {
      {'1', "U8CLglobal"}, {'2', "U10CLconstant"}, {'3', "U7CLlocal"}, {'4', "U9CLgeneric"}};
  size_t i = 0;
  while (i < params.size()) {
    char c = params[i];
    if (std::isdigit((unsigned char)c)) {  // <length><source name>
      size_t n = 0, j = i;
      while (j < params.size() && std::isdigit((unsigned char)params[j]))
        n = n * 10 + (params[j++] - '0');
      out += params.substr(i, j - i + n).str();
      i = j + n;
    } else if (params.substr(i).startswith("Dv")) {  // Dv<n>_: vector length
      size_t j = params.find('_', i);
      if (j == llvm::StringRef::npos)
        return {};
      out += params.substr(i, j + 1 - i).str();
      i = j + 1;
    } else if (c == 'S') {  // substitution S<seq>_
      size_t j = params.find('_', i);
      if (j == llvm::StringRef::npos)
        return {};
      out += params.substr(i, j + 1 - i).str();
      i = j + 1;
    } else if (c == 'P') {
      out += 'P';
      ++i;
      llvm::StringRef rest = params.substr(i);
      if (rest.startswith("U3AS") && rest.size() > 4 && spaces.count(rest[4])) {
        out += spaces.at(rest[4]);
        i += 5;
      } else {
        out += "U9CLprivate";  // SPIR's address space 0 is private
      }
    } else {
      out += c;
      ++i;
    }
  }
  std::string pocl = "_cl_" + name;
  return "_Z" + std::to_string(pocl.size()) + pocl + out;
}

}  // namespace clb::layer
