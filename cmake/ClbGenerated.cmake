# Generated library sources and headers. Nothing generated is checked in.
#
#  - clb-signatures (gen/clb-signatures.cpp) writes the signature table,
#    ${CLB_SIGNATURES}: every builtin overload clang-15 declares (plus the
#    library's own extension headers), from clang's own parse of opencl-c.h.
#  - clb-gen (gen/clb-gen.cpp) writes, from gen/scalars.def, that table and
#    generic/overloads.txt:
#      ${CLB_GENERATED_INCLUDE_DIR}/clb/types.h   type lists, derived types
#      <family>/overloads.cl                      public overloads over cores
#      conversions/convert_<t>.cl                 every convert_* overload
#      vector_data/v{load,store}[_half]_<space>.cl
#      image/builtins.cl                          the image builtins (gen/Images.cpp)
#                                                 and the sRGB tables (gen/SrgbTables.cpp)
#    ClbLibrary.cmake adds the .cl files to every target as if they were
#    generic/<name>, so targets/<t>/<name> still replaces one.
#
# One command per file, depending on the generator: editing it reruns every
# command, but the generators rewrite a file only when its text changes, and
# Ninja re-stats custom command outputs, so only the objects whose source
# really changed are rebuilt.

set(CLB_GENERATED_DIR ${CMAKE_BINARY_DIR}/generated/cl)
set(CLB_GENERATED_INCLUDE_DIR ${CMAKE_BINARY_DIR}/generated/include)
set(CLB_SIGNATURES ${CMAKE_BINARY_DIR}/generated/signatures.txt)
set(CLB_OVERLOAD_TABLE ${CMAKE_SOURCE_DIR}/generic/overloads.txt)
set(CLB_TYPES_HEADER ${CLB_GENERATED_INCLUDE_DIR}/clb/types.h)
# Headers declaring extensions clang 15's opencl-c.h lacks; the signature
# table (and clb-coverage's denominator) include them.
file(GLOB CLB_EXTENSION_HEADERS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/include/clbuiltins/*.h)

# The scalar types, from the one list of them.
file(STRINGS ${CMAKE_SOURCE_DIR}/gen/scalars.def _clb_scalar_lines REGEX "^CLB_SCALAR\\(")
set(CLB_SCALAR_TYPES "")
foreach(line IN LISTS _clb_scalar_lines)
  string(REGEX MATCH "^CLB_SCALAR\\(([a-z]+)," _ "${line}")
  list(APPEND CLB_SCALAR_TYPES ${CMAKE_MATCH_1})
endforeach()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             ${CMAKE_SOURCE_DIR}/gen/scalars.def ${CLB_OVERLOAD_TABLE})

# The families of the overload table: one generated file each.
file(STRINGS ${CLB_OVERLOAD_TABLE} _clb_overload_lines REGEX "^[a-z0-9_]+/")
set(CLB_OVERLOAD_FAMILIES "")
foreach(line IN LISTS _clb_overload_lines)
  string(REGEX MATCH "^([a-z0-9_]+)/" _ "${line}")
  list(APPEND CLB_OVERLOAD_FAMILIES ${CMAKE_MATCH_1})
endforeach()
list(REMOVE_DUPLICATES CLB_OVERLOAD_FAMILIES)

set(CLB_GENERATED_SOURCES image/builtins.cl)
foreach(f IN LISTS CLB_OVERLOAD_FAMILIES)
  list(APPEND CLB_GENERATED_SOURCES ${f}/overloads.cl)
endforeach()
foreach(t IN LISTS CLB_SCALAR_TYPES)
  list(APPEND CLB_GENERATED_SOURCES conversions/convert_${t}.cl)
endforeach()
foreach(space global local private constant generic)
  list(APPEND CLB_GENERATED_SOURCES vector_data/vload_${space}.cl vector_data/vload_half_${space}.cl)
  if(NOT space STREQUAL "constant")
    list(APPEND CLB_GENERATED_SOURCES vector_data/vstore_${space}.cl vector_data/vstore_half_${space}.cl)
  endif()
endforeach()

# clang's parse of the headers, shared with clb-coverage.
add_library(clb-headerscan STATIC gen/HeaderScan.cpp)
target_include_directories(clb-headerscan SYSTEM PUBLIC ${LLVM_INCLUDE_DIRS} ${CLANG_INCLUDE_DIRS})
target_include_directories(clb-headerscan PUBLIC ${CMAKE_SOURCE_DIR}/gen)
separate_arguments(_clb_llvm_defs NATIVE_COMMAND "${LLVM_DEFINITIONS}")
target_compile_definitions(clb-headerscan PUBLIC ${_clb_llvm_defs})
target_compile_options(clb-headerscan PUBLIC -fno-rtti)  # LLVM's classes are built without RTTI
target_link_libraries(clb-headerscan PUBLIC clang-cpp LLVM)

add_executable(clb-signatures gen/clb-signatures.cpp)
target_link_libraries(clb-signatures PRIVATE clb-headerscan)
set_target_properties(clb-signatures PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
set(_clb_signature_args --clang-include-dir ${CLB_CLANG_RESOURCE_DIR}/include)
foreach(h IN LISTS CLB_EXTENSION_HEADERS)
  list(APPEND _clb_signature_args --extra-header ${h})
endforeach()
add_custom_command(
  OUTPUT ${CLB_SIGNATURES}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/generated
  COMMAND clb-signatures ${_clb_signature_args} -o ${CLB_SIGNATURES}
  DEPENDS clb-signatures ${CLB_EXTENSION_HEADERS}
  COMMENT "clb-signatures: the builtins clang-15 declares"
  VERBATIM)

add_executable(clb-gen gen/clb-gen.cpp gen/Conversions.cpp gen/VectorData.cpp gen/Types.cpp
               gen/TypesHeader.cpp gen/Overloads.cpp gen/Images.cpp gen/SrgbTables.cpp)
set_target_properties(clb-gen PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)

add_custom_command(
  OUTPUT ${CLB_TYPES_HEADER}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CLB_GENERATED_INCLUDE_DIR}/clb
  COMMAND clb-gen clb/types.h -o ${CLB_TYPES_HEADER}
  DEPENDS clb-gen
  COMMENT "clb-gen: clb/types.h"
  VERBATIM)

foreach(name IN LISTS CLB_GENERATED_SOURCES)
  set(out ${CLB_GENERATED_DIR}/${name})
  get_filename_component(odir ${out} DIRECTORY)
  set(extra_args "")
  set(extra_deps "")
  if(name MATCHES "/overloads\\.cl$")
    set(extra_args --signatures ${CLB_SIGNATURES} --overloads ${CLB_OVERLOAD_TABLE})
    set(extra_deps ${CLB_SIGNATURES} ${CLB_OVERLOAD_TABLE})
  elseif(name STREQUAL "image/builtins.cl")
    set(extra_args --signatures ${CLB_SIGNATURES})
    set(extra_deps ${CLB_SIGNATURES})
  endif()
  add_custom_command(
    OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${odir}
    COMMAND clb-gen ${name} -o ${out} ${extra_args}
    DEPENDS clb-gen ${extra_deps}
    COMMENT "clb-gen: ${name}"
    VERBATIM)
endforeach()
