// Links a kernel with an installed clbuiltins through its library, as a
// vendor compiler would, and checks the result is SPIR bitcode that defines
// the builtin it called.
#include <clbuiltins/Link.h>

#include <cstdio>
#include <fstream>

int main() {
  if (!std::ifstream(CLB_SPIR64_BC)) {
    std::fprintf(stderr, "consumer: %s missing\n", CLB_SPIR64_BC);
    return 1;
  }
  clb::LinkRequest request;
  request.target = "spir64";
  request.emit = "ll";
  request.libraryDir = CLB_LIBRARY_DIR;
  request.sources.emplace_back("consumer.cl",
                               "kernel void k(global int *a) { a[0] = rhadd(a[1], a[2]); }");
  llvm::Expected<std::string> ir = clb::link(request);
  if (!ir) {
    std::fprintf(stderr, "consumer: %s\n", llvm::toString(ir.takeError()).c_str());
    return 1;
  }
  bool ok = ir->find("spir_kernel void @k") != std::string::npos &&
            ir->find("@_Z5rhaddii") == std::string::npos;  // inlined, not called
  std::printf("consumer: linked %zu bytes of IR%s\n", ir->size(), ok ? "" : " (unexpected)");
  return ok ? 0 : 1;
}
