# Finds the toolchain; each failure names the Debian package that provides the piece.
# tools/scripts/install-deps.sh installs all of them.
set(_clb_apt "run tools/scripts/install-deps.sh, or: apt-get install")

find_package(LLVM 15 CONFIG QUIET HINTS /usr/lib/llvm-15/lib/cmake/llvm)
if(NOT LLVM_FOUND OR NOT LLVM_VERSION_MAJOR EQUAL 15)
  message(FATAL_ERROR "LLVM 15 CMake package not found: ${_clb_apt} llvm-15-dev")
endif()
find_package(Clang CONFIG QUIET HINTS /usr/lib/llvm-15/lib/cmake/clang)
if(NOT Clang_FOUND)
  message(FATAL_ERROR "Clang 15 CMake package not found: ${_clb_apt} libclang-15-dev")
endif()

find_program(CLB_CLANG NAMES clang-15 HINTS ${LLVM_TOOLS_BINARY_DIR} NO_DEFAULT_PATH)
find_program(CLB_CLANG NAMES clang-15)
if(NOT CLB_CLANG)
  message(FATAL_ERROR "clang-15 not found: ${_clb_apt} clang-15")
endif()
# clang-15's own resource directory holds opencl-c.h; clb-link needs it in-process.
execute_process(COMMAND ${CLB_CLANG} -print-resource-dir
                OUTPUT_VARIABLE CLB_CLANG_RESOURCE_DIR OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT EXISTS "${CLB_CLANG_RESOURCE_DIR}/include/opencl-c.h")
  message(FATAL_ERROR "opencl-c.h not found under ${CLB_CLANG_RESOURCE_DIR}: ${_clb_apt} libclang-common-15-dev")
endif()

find_package(PkgConfig QUIET)
if(NOT PKG_CONFIG_FOUND)
  message(FATAL_ERROR "pkg-config not found: ${_clb_apt} pkg-config")
endif()
pkg_check_modules(LLVMSPIRV QUIET IMPORTED_TARGET LLVMSPIRVLib)
if(NOT LLVMSPIRV_FOUND)
  message(FATAL_ERROR "LLVMSPIRVLib (pkg-config) not found: ${_clb_apt} libllvmspirvlib-15-dev")
endif()

find_program(CLB_LLVM_SPIRV NAMES llvm-spirv-15)
if(NOT CLB_LLVM_SPIRV)
  message(FATAL_ERROR "llvm-spirv-15 not found: ${_clb_apt} llvm-spirv-15")
endif()
find_program(CLB_SPIRV_VAL NAMES spirv-val)
if(NOT CLB_SPIRV_VAL)
  message(FATAL_ERROR "spirv-val not found: ${_clb_apt} spirv-tools")
endif()
find_program(CLB_SPIRV_DIS NAMES spirv-dis)
if(NOT CLB_SPIRV_DIS)
  message(FATAL_ERROR "spirv-dis not found: ${_clb_apt} spirv-tools")
endif()

message(STATUS "clbuiltins: LLVM ${LLVM_PACKAGE_VERSION}, ${CLB_CLANG}, LLVMSPIRVLib ${LLVMSPIRV_VERSION}")
