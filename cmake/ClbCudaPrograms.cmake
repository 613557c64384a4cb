# The CUDA programs of the GPU checks: tests/gpu/nvcc (the conversion sweep,
# the launch-ABI concurrency test) and tools/lab/gpu (the GPU benchmarks and
# accuracy sweeps). Each is one .cu file compiled by nvcc and linked with the
# CUDA driver; each loads PTX that clb-link made on the LLVM machine
# (tools/scripts/gpu-bundle.sh), so none of them needs LLVM or the rest of
# this build. Both folders are CMake projects of their own, which
# tools/scripts/gpu-check.sh configures on the GPU machine (cmake -S
# tests/gpu/nvcc ... / cmake -S tools/lab/gpu ...), and parts of the main
# build where it finds a CUDA compiler and something to build for
# (CMakeLists.txt).

# What the programs are compiled for: by default the GPU of the machine that
# builds them (nvcc -arch=native), which is where they run. A machine without
# a GPU can still compile them for a named one (-DCLB_CUDA_ARCHITECTURES=90).
set(CLB_CUDA_ARCHITECTURES native CACHE STRING
    "CUDA_ARCHITECTURES of the GPU programs (native: the GPU of this machine)")

# Each program's flags are its own, as gpu-check.sh's nvcc lines had them
# (-O3 or -O2, -std=c++17 or nvcc's default): no build type's -O and
# -DNDEBUG on top. A macro, to clear them in the calling folder's scope.
macro(clb_cuda_program_flags)
  foreach(_clb_config DEBUG RELEASE RELWITHDEBINFO MINSIZEREL)
    set(CMAKE_CUDA_FLAGS_${_clb_config} "")
  endforeach()
endmacro()

# clb_cuda_program(NAME SOURCE [DEFAULT_ARCH] [NO_DRIVER] [OPTIONS option...]
#                  [INCLUDES dir...])
#   NAME          the program (the file gpu-check.sh runs)
#   DEFAULT_ARCH  nvcc's default architecture rather than CLB_CUDA_ARCHITECTURES
#                 (a program with no device code of its own, built without
#                 -arch before)
#   NO_DRIVER     not linked with the CUDA driver (a runtime-API-only program)
function(clb_cuda_program name source)
  cmake_parse_arguments(PARSE_ARGV 2 arg "DEFAULT_ARCH;NO_DRIVER" "" "OPTIONS;INCLUDES")
  add_executable(${name} ${source})
  target_compile_options(${name} PRIVATE ${arg_OPTIONS})
  target_include_directories(${name} PRIVATE ${arg_INCLUDES})
  if(NOT arg_NO_DRIVER)
    target_link_libraries(${name} PRIVATE CUDA::cuda_driver)  # was -lcuda
  endif()
  if(arg_DEFAULT_ARCH)
    set_target_properties(${name} PROPERTIES CUDA_ARCHITECTURES OFF)
  else()
    set_target_properties(${name} PROPERTIES CUDA_ARCHITECTURES "${CLB_CUDA_ARCHITECTURES}")
  endif()
endfunction()
