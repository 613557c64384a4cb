# Finds the toolchain; each failure names the Debian package that provides the piece.
# tools/scripts/install-deps.sh installs all of them.
#
# Two toolchains build this one tree (CLB_LLVM_VERSION): LLVM/Clang 15, the
# default, which PoCL 3.1 and Mesa rusticl read; and LLVM/Clang 19, which
# vendor compilers use today. Each builds the libraries with its own clang
# and clb-link on its own LLVM; the C++ differences sit in one compat header
# per component (docs/usage.md, "Toolchains").
set(CLB_LLVM_VERSION 15 CACHE STRING "The LLVM/Clang major version to build with: 15 or 19")
set_property(CACHE CLB_LLVM_VERSION PROPERTY STRINGS 15 19)
if(NOT CLB_LLVM_VERSION MATCHES "^(15|19)$")
  message(FATAL_ERROR "CLB_LLVM_VERSION=${CLB_LLVM_VERSION}: 15 or 19")
endif()
set(_v ${CLB_LLVM_VERSION})
set(_clb_apt "run tools/scripts/install-deps.sh, or: apt-get install")

# By path, then checked: LLVM 19's package accepts only a request that names
# its minor version too (19.1), LLVM 15's any 15.
find_package(LLVM CONFIG QUIET PATHS /usr/lib/llvm-${_v}/lib/cmake/llvm NO_DEFAULT_PATH)
if(NOT LLVM_FOUND)
  find_package(LLVM CONFIG QUIET)
endif()
if(NOT LLVM_FOUND OR NOT LLVM_VERSION_MAJOR EQUAL _v)
  message(FATAL_ERROR "LLVM ${_v} CMake package not found: ${_clb_apt} llvm-${_v}-dev")
endif()
find_package(Clang CONFIG QUIET PATHS /usr/lib/llvm-${_v}/lib/cmake/clang NO_DEFAULT_PATH)
if(NOT Clang_FOUND)
  message(FATAL_ERROR "Clang ${_v} CMake package not found: ${_clb_apt} libclang-${_v}-dev")
endif()

find_program(CLB_CLANG NAMES clang-${_v} HINTS ${LLVM_TOOLS_BINARY_DIR} NO_DEFAULT_PATH)
find_program(CLB_CLANG NAMES clang-${_v})
if(NOT CLB_CLANG)
  message(FATAL_ERROR "clang-${_v} not found: ${_clb_apt} clang-${_v}")
endif()
# clang's own resource directory holds opencl-c.h; clb-link needs it in-process.
execute_process(COMMAND ${CLB_CLANG} -print-resource-dir
                OUTPUT_VARIABLE CLB_CLANG_RESOURCE_DIR OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT EXISTS "${CLB_CLANG_RESOURCE_DIR}/include/opencl-c.h")
  message(FATAL_ERROR "opencl-c.h not found under ${CLB_CLANG_RESOURCE_DIR}: ${_clb_apt} libclang-common-${_v}-dev")
endif()

find_package(PkgConfig QUIET)
if(NOT PKG_CONFIG_FOUND)
  message(FATAL_ERROR "pkg-config not found: ${_clb_apt} pkg-config")
endif()
# SPIRV-LLVM-Translator, the one way to SPIR-V here (LLVM 19's llc has no
# SPIR-V target): required with 15, the default toolchain; with 19 only where
# a translator built for LLVM 19 is found (Debian 12 has none), else the
# build leaves spirv64 out and says so (CLB_HAVE_SPIRV, clb-link --help).
pkg_check_modules(LLVMSPIRV QUIET IMPORTED_TARGET LLVMSPIRVLib)
set(CLB_HAVE_SPIRV OFF)
if(LLVMSPIRV_FOUND AND LLVMSPIRV_VERSION MATCHES "^${_v}\\.")
  find_program(CLB_LLVM_SPIRV NAMES llvm-spirv-${_v})
  find_program(CLB_SPIRV_VAL NAMES spirv-val)
  find_program(CLB_SPIRV_DIS NAMES spirv-dis)
  if(CLB_LLVM_SPIRV AND CLB_SPIRV_VAL AND CLB_SPIRV_DIS)
    set(CLB_HAVE_SPIRV ON)
  endif()
endif()
if(_v EQUAL 15 AND NOT CLB_HAVE_SPIRV)
  if(NOT LLVMSPIRV_FOUND)
    message(FATAL_ERROR "LLVMSPIRVLib (pkg-config) not found: ${_clb_apt} libllvmspirvlib-15-dev")
  elseif(NOT CLB_LLVM_SPIRV)
    message(FATAL_ERROR "llvm-spirv-15 not found: ${_clb_apt} llvm-spirv-15")
  else()
    message(FATAL_ERROR "spirv-val or spirv-dis not found: ${_clb_apt} spirv-tools")
  endif()
endif()
set(CLB_SPIRV_NOTE "")
if(NOT CLB_HAVE_SPIRV)
  set(CLB_SPIRV_NOTE "no SPIRV-LLVM-Translator for LLVM ${_v} found (LLVMSPIRVLib ${_v}.x, llvm-spirv-${_v}, spirv-tools)")
  message(STATUS "clbuiltins: spirv64 left out: ${CLB_SPIRV_NOTE}")
endif()

# Whether this is the LLVM of PoCL 3.1 and Mesa 22.3 (Debian 12's), 15: the
# PoCL layer loads clb-link into PoCL's process, and PoCL and rusticl read
# the bitcode this clang writes, so the layer, the demo and every test that
# runs kernels on the CPU are built only then.
set(CLB_POCL_TOOLCHAIN OFF)
if(_v EQUAL 15)
  set(CLB_POCL_TOOLCHAIN ON)
else()
  message(STATUS "clbuiltins: the PoCL layer and the tests that run kernels on PoCL or rusticl "
                 "left out: PoCL 3.1 and Mesa 22.3 are on LLVM 15, not ${_v}")
endif()

if(CLB_HAVE_SPIRV)
  message(STATUS "clbuiltins: LLVM ${LLVM_PACKAGE_VERSION}, ${CLB_CLANG}, LLVMSPIRVLib ${LLVMSPIRV_VERSION}")
else()
  message(STATUS "clbuiltins: LLVM ${LLVM_PACKAGE_VERSION}, ${CLB_CLANG}, no SPIR-V")
endif()
