// The two halves of every build: clang-15 + clb-link to SPIR bitcode, then
// PoCL's build of that bitcode as a binary program.
#ifndef CLB_LAYER_COMPILE_H
#define CLB_LAYER_COMPILE_H

#include "BuildOptions.h"
#include "Tables.h"

#include <clbuiltins/Link.h>

namespace clb::layer {

// A LinkRequest for spir64 with the options and the device's claims.
clb::LinkRequest makeRequest(const Program &program, const BuildOptions &options);

// Runs clb-link; on success `bytes` holds the result and `log` clang's
// warnings and the builtins left to PoCL, on failure the errors.
bool runLink(const clb::LinkRequest &request, std::string &bytes, std::string &log);

// PoCL's program built from the linked SPIR binary; null on failure, with
// PoCL's build log appended to `log`.
cl_program buildExecutable(const Program &program, const std::vector<cl_device_id> &devices,
                           const std::string &spir, const BuildOptions &options, std::string &log);

// CLB_LAYER_STRICT=1: builtins clbuiltins lacks are errors, not PoCL's.
bool strictMode();

}  // namespace clb::layer

#endif
