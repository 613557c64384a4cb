// clb-link as a library: compile OpenCL C or load LLVM modules, link the
// clbuiltins library for a target, internalize, optimize, verify and emit.
// The clb-link command is a thin shell over linkProgram(); tests call link().
#ifndef CLBUILTINS_LINK_H
#define CLBUILTINS_LINK_H

#include <llvm/Support/Error.h>

#include <string>
#include <utility>
#include <vector>

namespace clb {

// What targets/<name>/target.cmake says about a target: cmake/ClbTargetSchema.cmake
// names the variable that fills each field and says what it means.
// clb-link reads every target fact from here: its sources ask these fields,
// never the triple, how the target behaves.
struct TargetInfo {
  std::string name;
  std::string triple;
  std::string cpu;                                 // LLVM backend processor; empty: no backend
  std::string features;                            // LLVM target features, comma-separated
  std::vector<std::string> clangFlags;             // cpu, features, feature macros
  std::vector<std::string> runtimeProvided;        // mangled names left to the runtime
  std::vector<std::string> keepExternal;           // runtime ABI symbols
  std::vector<std::string> sizeQueryGuards;        // runtime size queries to fix past dim 2
  std::vector<std::string> emits;                  // accepted --emit kinds
  std::vector<std::string> emitForms;              // per kind: bc, ll, spv, asm or obj
  std::vector<unsigned> kernelCallingConventions;  // llvm::CallingConv IDs of kernels
  // The llvm::CallingConv ID clang gives functions that are not kernels
  // (SPIR: spir_func); 0 is llvm::CallingConv::C.
  unsigned functionCallingConvention = 0;
  std::vector<std::pair<unsigned, std::string>> addressSpaces;  // AS number, OpenCL name
  unsigned genericAddressSpace = 0;                             // SPIR 4; NVPTX, AMDGPU 0
  // to_global, to_local and to_private are calls of SPIR's __to_global,
  // __to_local and __to_private, answered at link time where the IR shows
  // the pointer's space (AddressSpaceQueries.cpp).
  bool spirCasts = false;
  // Optimized with 32 bits as the widest native integer (Emit.cpp).
  bool narrowNativeIntegers = false;
  std::string launchBounds;  // nvvm, amdgpu or empty (LaunchBounds.cpp)
  std::string printf;        // vprintf, printf-buffer, or empty: the runtime's (Printf.cpp)
  // OpenCL C read before every program compiled for the target: the macros
  // it defines under some OpenCL C versions only (CLB_MACROS_FROM_CL20).
  std::string predefines;
  unsigned maxWorkGroupSize = 0;  // largest work-group its runtimes run
  // Work-items per 8-byte slot of collective scratch (Scratch.cpp sizes it).
  unsigned workGroupScratchItemsPerSlot = 1;
  // Up to this many work-items, the collectives also keep two copies of a
  // 4-byte value per work-item with one pad per 8 (Scratch.cpp sizes it).
  unsigned workGroupScratchRakeItems = 0;
  // Groups of fewer work-items never use that part: a kernel whose
  // reqd_work_group_size is smaller gets none of it.
  unsigned workGroupScratchRakeMinItems = 0;
  // Bytes of the launch description appended to every kernel as a by-value
  // parameter (LaunchParameter.cpp); 0: none.
  unsigned launchParameterBytes = 0;
  // The library defines the image builtins (not in CLB_RUNTIME_FAMILIES):
  // samplers declared in the program are lowered to their bits.
  bool libraryImages = true;
  // Every device of the target runs double at a useful rate. Where not
  // (spirv64: the device may have none), the correctly rounded math
  // variant, computed through double, is refused (Link.cpp).
  bool fastDouble = true;
};

const std::vector<TargetInfo> &targets();
// Null when no target has that name.
const TargetInfo *findTarget(const std::string &name);
// "spir64, spirv64, ...": every target's name, for messages.
std::string targetNames();

struct LinkRequest {
  std::string target;               // a name from targets()
  std::string emit = "bc";          // one of the target's emits
  int optLevel = 2;                 // 0..3
  std::vector<std::string> inputs;  // .cl, .bc or .ll paths
  // OpenCL C held in memory, as (file name, text): compiled like a .cl input.
  std::vector<std::pair<std::string, std::string>> sources;
  std::vector<std::string> clangArgs;  // -cl-std=CL2.0, -DN=4, -I dir ...
  std::string libraryDir;              // empty: defaultLibraryDir()
  // LLVM bitcode held in memory, as (name, bytes): linked like a .bc input.
  std::vector<std::pair<std::string, std::string>> bitcode;
  // Stop once the inputs are one module: no library, internalizing or
  // optimizing (an OpenCL "compiled object" or library).
  bool compileOnly = false;
  // Builtins the library lacks stay external declarations, for a runtime
  // with a library of its own, and are listed in LinkResult::unresolved.
  bool allowUnresolved = false;
  // The host promises launches without global offset whose work-groups all
  // have the enqueued size (targets with a launch parameter): get_global_id
  // and friends then come from the hardware's ids alone.
  bool uniformLaunch = false;
  // At -O1 and above, inline the vector overloads that call their scalar
  // overload once per component into their callers before optimizing
  // (LaneWise.cpp): the optimizer then never works on an unused lane, nor on
  // a wrapper by itself. The kernels come out the same; the optimization
  // takes a fraction of the time where a program calls many vector builtins.
  // For consumers that go on to optimize and vectorize the program (the
  // PoCL layer). The library's own bodies, optimized when it was built, are
  // then also not simplified again by themselves (Preoptimized.cpp), and the
  // pipeline is the inliner with one round of simplification rather than
  // the level's whole pipeline: the consumer runs its own (emit/Optimize.cpp).
  bool inlineLaneWiseOverloads = false;
  // Vector arguments of variadic calls (printf) of 8 bytes or fewer passed
  // as clang passes them on x86-64 (an integer or a double) rather than as
  // SPIR passes them: PoCL's printf on x86-64 CPUs reads them with va_arg
  // there, and printed a uchar2 as 0,0 otherwise (VariadicVectors.cpp).
  bool variadicVectorsAsX86_64 = false;
  // Limits that keep one program from taking its host process's time and
  // memory without end (clb-link runs inside compilers and, through the
  // layer, inside applications): the inputs' total size in bytes, and how
  // deep calls between the program's functions nest. A program past either
  // fails with an error naming the limit; 0 lifts it. The defaults sit far
  // above real programs and below what costs minutes or gigabytes
  // (docs/testing.md: 100 MB of source takes 21 s and 1.2 GB, a call chain
  // 100,000 deep 85 s).
  uint64_t maxInputBytes = uint64_t(256) << 20;
  unsigned maxCallDepth = 10000;
};

struct LinkResult {
  std::string bytes;                    // the program in the requested form
  std::vector<std::string> unresolved;  // mangled names left external, sorted
  // Warnings on success: clang's, LLVM's, and a builtin the program's own
  // definition replaces (one "warning: " line each).
  std::string warnings;
};

// The OpenCL build options that set a link-time control of the library
// (-cl-fast-relaxed-math, -cl-finite-math-only, -cl-denorms-are-zero, ...;
// Controls.cpp): they choose the builtins' variants, so they mean something
// in LinkRequest::clangArgs with bitcode inputs too.
bool isControlOption(const std::string &option);
// Of those, the ones that are clbuiltins' own (-cl-clb-correctly-rounded-math):
// clang does not know them, so they never reach the OpenCL C front end.
bool isLibraryOnlyOption(const std::string &option);

// Build tree (lib/clbuiltins beside bin/) or install tree (share/clbuiltins),
// found relative to the running executable; CLB_LIBRARY_DIR overrides both.
std::string defaultLibraryDir();

// The linked program in the requested form. Errors name the problem; compile
// errors carry clang's diagnostics after the first line.
llvm::Expected<std::string> link(const LinkRequest &request);
// link() with what a caller such as an OpenCL layer reports beside the bytes.
llvm::Expected<LinkResult> linkProgram(const LinkRequest &request);

// link() written to `path` through a temporary file and a rename, so `path`
// is either the complete result or untouched.
llvm::Error linkToFile(const LinkRequest &request, const std::string &path);

// linkProgram runs one list of named steps, the list the request's mode
// picks (docs/architecture.md, "The steps, by name"; clb-link
// --print-pipeline prints it).
enum class LinkMode {
  Standard,     // the program optimized at its level, once
  Reoptimized,  // inlineLaneWiseOverloads above -O0: the consumer optimizes again
  CompileOnly,  // compileOnly: the inputs as one module, without the library
};
LinkMode linkMode(const LinkRequest &request);
// "standard", "reoptimized", "compile-only".
const char *linkModeName(LinkMode mode);
// The mode's step names, in the order linkProgram runs them.
std::vector<std::string> pipelineStepNames(LinkMode mode);

// Adds the file `path` to `request` read as `language`, as clang's -x names
// it: "cl" OpenCL C, "ir" LLVM IR (text or bitcode), whatever its suffix; it
// is then linked with the in-memory sources or bitcode. "none" adds it to
// `inputs`, where content and suffix decide. The error names the file.
llvm::Error addInputAs(LinkRequest &request, const std::string &path, const std::string &language);

// Writes `bytes` to `path` atomically (temporary file in the same directory).
llvm::Error writeFileAtomically(const std::string &path, const std::string &bytes);

// clb-libgen: link one target's per-source bitcode into its library; for a
// SPIR-V target also the SPIR-V module for toolchains (spirvOutput) and the
// one Mesa's libclc loader takes (mesaOutput, spirv64-mesa3d-.spv).
llvm::Error buildLibrary(const std::vector<std::string> &inputs, const std::string &target,
                         const std::string &output, const std::string &spirvOutput,
                         const std::string &mesaOutput = "");

// "sin(double3)" for "_Z3sinDv3_d": OpenCL spelling of a mangled builtin.
// Address spaces are named as `target` numbers them (TargetInfo::addressSpaces);
// without a target they stay AS<n>.
std::string demangleBuiltin(const std::string &mangled, const TargetInfo *target = nullptr);

}  // namespace clb

#endif
