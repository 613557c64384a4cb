#include "clbuiltins/Link.h"

#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/raw_ostream.h>

namespace clb {

llvm::Error writeFileAtomically(const std::string &path, const std::string &bytes) {
  llvm::SmallString<256> tmp;
  int fd = -1;
  llvm::StringRef dir = llvm::sys::path::parent_path(path);
  llvm::SmallString<256> model(dir.empty() ? "." : dir);
  llvm::sys::path::append(model, llvm::sys::path::filename(path) + ".tmp-%%%%%%");
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(model, fd, tmp))
    return llvm::createStringError(ec, "cannot create %s: %s", path.c_str(), ec.message().c_str());
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << bytes;
    os.close();
    if (os.has_error()) {
      llvm::sys::fs::remove(tmp);
      return llvm::createStringError(os.error(), "cannot write %s: %s", path.c_str(),
                                     os.error().message().c_str());
    }
  }
  if (std::error_code ec = llvm::sys::fs::rename(tmp, path)) {
    llvm::sys::fs::remove(tmp);
    return llvm::createStringError(ec, "cannot write %s: %s", path.c_str(), ec.message().c_str());
  }
  return llvm::Error::success();
}

}  // namespace clb
