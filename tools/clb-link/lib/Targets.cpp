// The target table is generated from targets/*/target.cmake at configure time.
#include "clbuiltins/Link.h"

namespace clb {

const std::vector<TargetInfo> &targets() {
#define CLB_LIST(...) std::vector<std::string>{__VA_ARGS__}
#define CLB_TARGET(name, triple, flags, runtime, keep, guards, emits, maxwg, perslot) \
  TargetInfo{name, triple, flags, runtime, keep, guards, emits, maxwg, perslot},
  static const std::vector<TargetInfo> table = {
#include "clb/TargetTable.inc"
  };
#undef CLB_TARGET
#undef CLB_LIST
  return table;
}

const TargetInfo *findTarget(const std::string &name) {
  for (const TargetInfo &t : targets())
    if (t.name == name)
      return &t;
  return nullptr;
}

}  // namespace clb
