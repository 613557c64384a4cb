# Generated library sources. gen/clb-gen (a host tool built here) writes each
# one at build time into ${CLB_GENERATED_DIR}/<name>; ClbLibrary.cmake adds
# them to every target as if they were generic/<name>, so
# targets/<t>/<name> still replaces one (configure reports it like any other
# override). Nothing generated is checked in.
#
# One command per file, depending on clb-gen: editing the generator rebuilds
# it and reruns every command, but clb-gen rewrites a file only when its text
# changes, and Ninja re-stats custom command outputs, so only the objects whose
# source really changed are rebuilt.

set(CLB_GENERATED_DIR ${CMAKE_BINARY_DIR}/generated/cl)

# The names clb-gen makes (it rejects any other): conversions per destination
# type, vector data load/store per kind and address space.
set(CLB_GENERATED_SOURCES "")
foreach(t char uchar short ushort int uint long ulong half float double)
  list(APPEND CLB_GENERATED_SOURCES conversions/convert_${t}.cl)
endforeach()
foreach(space global local private constant generic)
  list(APPEND CLB_GENERATED_SOURCES vector_data/vload_${space}.cl vector_data/vload_half_${space}.cl)
  if(NOT space STREQUAL "constant")
    list(APPEND CLB_GENERATED_SOURCES vector_data/vstore_${space}.cl vector_data/vstore_half_${space}.cl)
  endif()
endforeach()

add_executable(clb-gen gen/clb-gen.cpp gen/Conversions.cpp gen/VectorData.cpp gen/Types.cpp)
set_target_properties(clb-gen PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)

foreach(name IN LISTS CLB_GENERATED_SOURCES)
  set(out ${CLB_GENERATED_DIR}/${name})
  get_filename_component(odir ${out} DIRECTORY)
  add_custom_command(
    OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${odir}
    COMMAND clb-gen ${name} -o ${out}
    DEPENDS clb-gen
    COMMENT "clb-gen: ${name}"
    VERBATIM)
endforeach()
