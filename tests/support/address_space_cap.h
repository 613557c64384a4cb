// AddressSpaceCap: holds the process's address space to `headroom` bytes
// above what it maps now, until destroyed. Corrupt bitcode can make LLVM's
// reader ask for 32 GB (an attribute index taken as a size); the tests that
// feed it such input expect that allocation to fail, as it does on small
// machines, and LLVM to report it. The cap makes it fail on large ones too,
// instead of the reader filling 32 GB. (A sanitized process's shadow memory
// is mapped already, so it counts in "now".)
#ifndef CLBTEST_ADDRESS_SPACE_CAP_H
#define CLBTEST_ADDRESS_SPACE_CAP_H

#include <algorithm>
#include <fstream>
#include <string>
#include <sys/resource.h>

namespace clbtest {

class AddressSpaceCap {
 public:
  explicit AddressSpaceCap(unsigned long long headroom = 8ull << 30) {
    getrlimit(RLIMIT_AS, &before_);
    std::ifstream status("/proc/self/status");
    std::string line;
    unsigned long long kb = 0;
    while (std::getline(status, line))
      if (line.rfind("VmSize:", 0) == 0)
        kb = std::stoull(line.substr(7));
    rlimit capped = before_;
    capped.rlim_cur = std::min<rlim_t>(before_.rlim_cur, (kb << 10) + headroom);
    setrlimit(RLIMIT_AS, &capped);
  }
  ~AddressSpaceCap() { setrlimit(RLIMIT_AS, &before_); }
  AddressSpaceCap(const AddressSpaceCap &) = delete;
  AddressSpaceCap &operator=(const AddressSpaceCap &) = delete;

 private:
  rlimit before_{};
};

}  // namespace clbtest

#endif
