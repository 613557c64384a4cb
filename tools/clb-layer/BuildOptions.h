// OpenCL build, compile and link options, split into what clang-15 is told
// and what PoCL's build of the linked SPIR binary must repeat.
#ifndef CLB_LAYER_BUILDOPTIONS_H
#define CLB_LAYER_BUILDOPTIONS_H

#include <string>
#include <vector>

namespace clb::layer {

enum class OptionsFor { Build, Compile, Link };

struct BuildOptions {
  std::vector<std::string> clang;  // driver arguments for the compile
  std::vector<std::string> pocl;   // PoCL's build of the binary: -cl-std, math flags
  std::string clStd;               // "CL3.0", empty when not given
  bool optDisable = false;         // -cl-opt-disable: link at -O0
  bool createLibrary = false;      // clLinkProgram -create-library
  std::string invalid;             // the first option not valid here; empty when all are
};

BuildOptions parseBuildOptions(const char *options, OptionsFor kind);

// Joins PoCL's options into one option string.
std::string joinOptions(const std::vector<std::string> &options);

}  // namespace clb::layer

#endif
