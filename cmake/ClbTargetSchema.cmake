# The variables a targets/<t>/target.cmake may set, each listed once here with
# its kind, its default, the clb::TargetInfo field it fills
# (tools/clb-link/include/clbuiltins/Link.h) and one line saying what it
# means. Everything else about the variables is derived from this list, so
# that it cannot fall behind them:
#   - configure checks each target.cmake against it (clb_read_target_file):
#     an unknown variable or a value of the wrong kind is an error naming the
#     file and the variable;
#   - the C++ table clb-link reads its targets from (clb/TargetTable.inc) is
#     written from it (clb_target_table_entry);
#   - docs/architecture.md's table of the variables is rendered from it, and
#     the ctest link.target_schema fails when the page's copy differs
#     (cmake/ClbTargetSchemaCheck.cmake; the target target-variables-doc
#     rewrites the page's copy).
#
# clb_target_variable(NAME KIND [REQUIRED | DEFAULT value] [FIELD field...]
#                     [CXX function] DOC text)
#   KIND     string (one word), list, number (a non-negative integer) or bool
#   REQUIRED configure fails when the target leaves it unset or empty
#   DEFAULT  the value of a variable the target does not set (else empty)
#   FIELD    the TargetInfo members it fills; none: only the build reads it
#   CXX      a function below that writes those members' C++ where the
#            kind's plain form (a quoted string, a list of quoted strings, a
#            number, true/false) does not fit; it reads the target's loaded
#            variables and sets `code` in its caller
#   DOC      the line docs/architecture.md shows (no '|': it is a table cell)
include_guard(GLOBAL)

set(CLB_TARGET_SCHEMA "")
function(clb_target_variable name kind)
  cmake_parse_arguments(PARSE_ARGV 2 arg "REQUIRED" "DEFAULT;CXX;DOC" "FIELD")
  if(NOT kind MATCHES "^(string|list|number|bool)$")
    message(FATAL_ERROR "cmake/ClbTargetSchema.cmake: ${name} has kind '${kind}', "
                        "not string, list, number or bool")
  endif()
  if(arg_UNPARSED_ARGUMENTS OR NOT arg_DOC OR arg_DOC MATCHES "[|]")
    message(FATAL_ERROR "cmake/ClbTargetSchema.cmake: ${name} needs one DOC line without '|' "
                        "(left over: ${arg_UNPARSED_ARGUMENTS})")
  endif()
  set(CLB_TARGET_SCHEMA ${CLB_TARGET_SCHEMA} ${name} PARENT_SCOPE)
  foreach(a KIND REQUIRED DEFAULT FIELD CXX DOC)
    set(value "${arg_${a}}")
    if(a STREQUAL "KIND")
      set(value ${kind})
    endif()
    set(CLB_TARGET_SCHEMA_${name}_${a} "${value}" PARENT_SCOPE)
  endforeach()
endfunction()

# --- What the library is built from, and for --------------------------------

clb_target_variable(CLB_TRIPLE string REQUIRED FIELD triple
  DOC "the triple the library and user kernels are compiled for, and the LLVM backend's: inputs must be for its architecture")
clb_target_variable(CLB_CPU string FIELD cpu
  DOC "the processor: clang's `-target-cpu` and the LLVM TargetMachine's (optimization cost model, `asm`/`obj`), unset: no backend")
clb_target_variable(CLB_FEATURES list FIELD features CXX _clb_cxx_features
  DOC "LLVM target features (`+ptx75`): clang's `-target-feature` and the TargetMachine's, comma-joined in the field")
function(_clb_cxx_features)
  string(REPLACE ";" "," features "${CLB_FEATURES}")
  set(code "t.features = \"${features}\";" PARENT_SCOPE)
endfunction()
clb_target_variable(CLB_CLANG_FLAGS list FIELD clangFlags CXX _clb_cxx_clang_flags
  DOC "the rest of clang's flags (the field holds those of `CLB_CPU` and `CLB_FEATURES` first): the OpenCL C feature macros the target provides")
function(_clb_cxx_clang_flags)
  # CLB_TARGET_CLANG_FLAGS: the three variables' flags, in the order the
  # library's sources are compiled with (cmake/ClbLibrary.cmake).
  _clb_cxx_strings(flags ${CLB_TARGET_CLANG_FLAGS})
  set(code "t.clangFlags = {${flags}};" PARENT_SCOPE)
endfunction()
clb_target_variable(CLB_MACROS_FROM_CL20 list FIELD predefines CXX _clb_cxx_predefines
  DOC "feature and extension macros defined from OpenCL C 2.0 on only, as what they promise is declared there only (the 2.0 atomics): read before each program, defined for the library")
function(_clb_cxx_predefines)
  set(code "t.predefines = \"${CLB_TARGET_PREDEFINES}\";" PARENT_SCOPE)
endfunction()
clb_target_variable(CLB_PARENT string
  DOC "another target whose overrides apply first (spirv64 builds on spir64)")
clb_target_variable(CLB_RUNTIME_FAMILIES list FIELD libraryImages CXX _clb_cxx_library_images
  DOC "families left to the target's consumers entirely (no generic or generated sources): with `image` among them, program samplers are not lowered")
function(_clb_cxx_library_images)
  set(images true)
  if("image" IN_LIST CLB_RUNTIME_FAMILIES)
    set(images false)
  endif()
  set(code "t.libraryImages = ${images};" PARENT_SCOPE)
endfunction()
clb_target_variable(CLB_SPIRV bool DEFAULT OFF
  DOC "also translate the library to the SPIR-V modules for toolchains and for Mesa (checked by spirv-val)")

# --- What the runtime provides ----------------------------------------------

clb_target_variable(CLB_RUNTIME_PROVIDED list FIELD runtimeProvided CXX _clb_cxx_runtime_provided
  DOC "files (paths from the source root) of mangled names the runtime defines, which may stay external: the field holds their names")
function(_clb_cxx_runtime_provided)
  set(names "")
  foreach(list IN LISTS CLB_RUNTIME_PROVIDED)
    file(STRINGS ${CMAKE_SOURCE_DIR}/${list} lines REGEX "^[^#]")
    list(APPEND names ${lines})
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/${list})
  endforeach()
  _clb_cxx_strings(names ${names})
  set(code "t.runtimeProvided = {${names}};" PARENT_SCOPE)
endfunction()
clb_target_variable(CLB_KEEP_EXTERNAL list FIELD keepExternal
  DOC "symbols clb-link leaves external: the runtime's ABI")
clb_target_variable(CLB_SIZE_QUERY_GUARDS list FIELD sizeQueryGuards
  DOC "runtime size queries whose answer past dimension 2 clb-link forces to the spec's 1")

# --- How clb-link reads and writes the target's IR --------------------------

clb_target_variable(CLB_EMITS list REQUIRED FIELD emits emitForms CXX _clb_cxx_emits
  DOC "the `--emit` kinds clb-link accepts: `bc`, `ll`, `spv`, `asm`, `obj`, or `NAME=FORM` to give a form the target's own name (`ptx=asm`)")
function(_clb_cxx_emits)
  set(emits "")
  set(forms "")
  foreach(e IN LISTS CLB_EMITS)
    if(e MATCHES "^([a-z0-9]+)=([a-z]+)$")
      list(APPEND emits ${CMAKE_MATCH_1})
      list(APPEND forms ${CMAKE_MATCH_2})
    else()
      list(APPEND emits ${e})
      list(APPEND forms ${e})
    endif()
  endforeach()
  _clb_cxx_strings(emits ${emits})
  _clb_cxx_strings(forms ${forms})
  set(code "t.emits = {${emits}};\n  t.emitForms = {${forms}};" PARENT_SCOPE)
endfunction()
clb_target_variable(CLB_KERNEL_CALLING_CONVENTIONS list REQUIRED FIELD kernelCallingConventions
  CXX _clb_cxx_kernel_conventions
  DOC "the `llvm::CallingConv` enumerators that mark a kernel (`SPIR_KERNEL` ...): kept external, given scratch")
function(_clb_cxx_kernel_conventions)
  set(conventions "")
  foreach(c IN LISTS CLB_KERNEL_CALLING_CONVENTIONS)
    string(APPEND conventions "llvm::CallingConv::${c}, ")
  endforeach()
  set(code "t.kernelCallingConventions = {${conventions}};" PARENT_SCOPE)
endfunction()
clb_target_variable(CLB_FUNCTION_CALLING_CONVENTION string DEFAULT C FIELD functionCallingConvention
  CXX _clb_cxx_function_convention
  DOC "the `llvm::CallingConv` enumerator clang gives functions that are not kernels (SPIR: `SPIR_FUNC`): a kernel called by another function is called through a copy with it")
function(_clb_cxx_function_convention)
  set(code "t.functionCallingConvention = llvm::CallingConv::${CLB_FUNCTION_CALLING_CONVENTION};"
      PARENT_SCOPE)
endfunction()
clb_target_variable(CLB_ADDRESS_SPACES list FIELD addressSpaces CXX _clb_cxx_address_spaces
  DOC "`N=__name` for each address-space number the target's mangled names carry (`AS<N>`), for messages")
function(_clb_cxx_address_spaces)
  set(spaces "")
  foreach(a IN LISTS CLB_ADDRESS_SPACES)
    string(REGEX MATCH "^([0-9]+)=(.+)$" pair "${a}")
    string(APPEND spaces "{${CMAKE_MATCH_1}, \"${CMAKE_MATCH_2}\"}, ")
  endforeach()
  set(code "t.addressSpaces = {${spaces}};" PARENT_SCOPE)
endfunction()
clb_target_variable(CLB_GENERIC_ADDRESS_SPACE number DEFAULT 0 FIELD genericAddressSpace
  DOC "the generic address space's number (SPIR 4, NVPTX and AMDGPU 0): the address-space folds look through casts to it")
clb_target_variable(CLB_SPIR_CASTS bool DEFAULT OFF FIELD spirCasts
  DOC "`to_global`, `to_local` and `to_private` are calls of SPIR's `__to_global` ...: clb-link answers them at link time where the IR shows the space (`steps/AddressSpaceQueries.cpp`)")
clb_target_variable(CLB_NARROW_NATIVE_INTEGERS bool DEFAULT OFF FIELD narrowNativeIntegers
  DOC "optimize with 32 bits as the widest native integer (the data layout's `n16:32:64` narrowed while optimizing, `emit/Optimize.cpp`): for a 32-bit integer unit")
clb_target_variable(CLB_LAUNCH_BOUNDS string FIELD launchBounds
  DOC "how a kernel with collectives tells the backend its work-group bound: `nvvm`, `amdgpu` or unset (`kernels/LaunchBounds.cpp`)")
clb_target_variable(CLB_LAUNCH_PARAMETER_BYTES number DEFAULT 0 FIELD launchParameterBytes
  DOC "the size of the launch description clb-link appends to every kernel as a by-value parameter, which the work-item functions read (nvptx64), 0: none")
clb_target_variable(CLB_PRINTF string FIELD printf
  DOC "`vprintf` (CUDA's) or `printf-buffer` (the AMDGPU code object's, as ROCm reads it): clb-link lowers each printf call (`Printf.cpp`), unset: the runtime's printf or none")
clb_target_variable(CLB_FAST_DOUBLE bool DEFAULT ON FIELD fastDouble
  DOC "every device runs double at a useful rate, OFF: clb-link refuses `-cl-clb-correctly-rounded-math` (computed through double)")

# --- Work-groups and the collectives' scratch -------------------------------

clb_target_variable(CLB_MAX_WORK_GROUP_SIZE number REQUIRED FIELD maxWorkGroupSize
  DOC "the largest work-group the target's runtimes run: collective scratch is sized for it when a kernel has no `reqd_work_group_size`, the library sees it too")
clb_target_variable(CLB_WORK_GROUP_FANIN number
  DOC "fan-in of the generic collective tree's first level (`include/clb/work_group_tree.h`), at least the maximum: the one-level fold, unset: the header's")
clb_target_variable(CLB_WORK_GROUP_SCRATCH_ITEMS_PER_SLOT number DEFAULT 1 FIELD workGroupScratchItemsPerSlot
  DOC "work-items per 8-byte slot of collective scratch the target's collectives need")
clb_target_variable(CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS number DEFAULT 0 FIELD workGroupScratchRakeItems
  DOC "R: collectives that also keep one 4-byte value per work-item, twice, in groups of up to R get ceil(9 min(n, R) / 8) more slots (raking scans), the library sees R too")
clb_target_variable(CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS number DEFAULT 0 FIELD workGroupScratchRakeMinItems
  DOC "groups of fewer work-items never rake, and a kernel whose `reqd_work_group_size` is smaller gets none of that room, the library sees it too")

# --- Reading a target.cmake against the schema ------------------------------

# "\"a\", \"b\", ": a C++ initializer list's strings.
function(_clb_cxx_strings out)
  set(s "")
  foreach(x IN LISTS ARGN)
    string(APPEND s "\"${x}\", ")
  endforeach()
  set(${out} "${s}" PARENT_SCOPE)
endfunction()

# Includes `file` (a targets/<t>/target.cmake, `shown` in messages) and sets
# every schema variable in the caller's scope: the target's value, checked
# against its kind, or the default. Helpers a target.cmake (or a file it
# includes, such as targets/gpu-common.cmake) keeps for itself start with
# '_'; any other variable it sets is an error, so a misspelt name fails
# here instead of going unread.
function(clb_read_target_file file shown)
  foreach(v IN LISTS CLB_TARGET_SCHEMA)
    unset(${v})
  endforeach()
  get_cmake_property(_clb_before VARIABLES)
  foreach(_clb_v IN LISTS _clb_before)
    if(_clb_v MATCHES "^CLB_")
      set(_clb_was_${_clb_v} "${${_clb_v}}")
    endif()
  endforeach()
  include(${file})
  get_cmake_property(_clb_after VARIABLES)
  set(_clb_where "(cmake/ClbTargetSchema.cmake lists the variables a target sets, \
and a helper of its own starts with '_')")
  foreach(_clb_v IN LISTS _clb_after)
    # (CMAKE_MATCH_<n>: this function's own regular expressions set them.)
    if(_clb_v IN_LIST CLB_TARGET_SCHEMA OR _clb_v MATCHES "^(_|CMAKE_MATCH_)")
      continue()
    endif()
    if(NOT _clb_v IN_LIST _clb_before)
      message(FATAL_ERROR "${shown}: unknown variable ${_clb_v} ${_clb_where}")
    endif()
    if(_clb_v MATCHES "^CLB_" AND NOT "${${_clb_v}}" STREQUAL "${_clb_was_${_clb_v}}")
      message(FATAL_ERROR "${shown}: sets ${_clb_v}, which is the build's, not a target "
                          "variable ${_clb_where}")
    endif()
  endforeach()
  foreach(v IN LISTS CLB_TARGET_SCHEMA)
    set(kind ${CLB_TARGET_SCHEMA_${v}_KIND})
    set(value "${${v}}")
    if(NOT DEFINED ${v} OR value STREQUAL "")
      if(CLB_TARGET_SCHEMA_${v}_REQUIRED)
        message(FATAL_ERROR "${shown}: ${v} is not set (a ${kind}: ${CLB_TARGET_SCHEMA_${v}_DOC})")
      endif()
      set(${v} "${CLB_TARGET_SCHEMA_${v}_DEFAULT}" PARENT_SCOPE)
      continue()
    endif()
    list(LENGTH value n)
    string(TOUPPER "${value}" upper)
    if(kind STREQUAL "string" AND n GREATER 1)
      message(FATAL_ERROR "${shown}: ${v} is one string, not the list '${value}'")
    elseif(kind STREQUAL "number" AND NOT value MATCHES "^[0-9]+$")
      message(FATAL_ERROR "${shown}: ${v} is a number, not '${value}'")
    elseif(kind STREQUAL "bool" AND NOT upper MATCHES "^(ON|OFF|TRUE|FALSE|YES|NO|1|0)$")
      message(FATAL_ERROR "${shown}: ${v} is ON or OFF, not '${value}'")
    endif()
    set(${v} "${value}" PARENT_SCOPE)
  endforeach()
  # Two values that must agree: the space CLB_ADDRESS_SPACES names __generic
  # is the generic address space.
  foreach(a IN LISTS CLB_ADDRESS_SPACES)
    if(NOT a MATCHES "^([0-9]+)=(.+)$")
      message(FATAL_ERROR "${shown}: CLB_ADDRESS_SPACES entry '${a}' is not N=name")
    endif()
    if(CMAKE_MATCH_2 STREQUAL "__generic")
      set(generic ${CLB_GENERIC_ADDRESS_SPACE})
      if(NOT DEFINED CLB_GENERIC_ADDRESS_SPACE OR generic STREQUAL "")
        set(generic ${CLB_TARGET_SCHEMA_CLB_GENERIC_ADDRESS_SPACE_DEFAULT})
      endif()
      if(NOT CMAKE_MATCH_1 EQUAL generic)
        message(FATAL_ERROR "${shown}: CLB_ADDRESS_SPACES names ${CMAKE_MATCH_1} __generic, "
                            "but CLB_GENERIC_ADDRESS_SPACE is ${generic}")
      endif()
    endif()
  endforeach()
endfunction()

# The C++ block that fills and adds one TargetInfo `t` to clb-link's table
# (tools/clb-link/lib/support/Targets.cpp includes the blocks), from the target's
# variables as clb_read_target_file set them in the caller's scope.
function(clb_target_table_entry name out)
  set(text "{\n  TargetInfo t;\n  t.name = \"${name}\";\n")
  foreach(v IN LISTS CLB_TARGET_SCHEMA)
    set(fields ${CLB_TARGET_SCHEMA_${v}_FIELD})
    if(NOT fields)
      continue()
    endif()
    set(kind ${CLB_TARGET_SCHEMA_${v}_KIND})
    if(CLB_TARGET_SCHEMA_${v}_CXX)
      cmake_language(CALL ${CLB_TARGET_SCHEMA_${v}_CXX})
    elseif(kind STREQUAL "string")
      set(code "t.${fields} = \"${${v}}\";")
    elseif(kind STREQUAL "list")
      _clb_cxx_strings(items ${${v}})
      set(code "t.${fields} = {${items}};")
    elseif(kind STREQUAL "number")
      set(code "t.${fields} = ${${v}};")
    elseif(${v})
      set(code "t.${fields} = true;")
    else()
      set(code "t.${fields} = false;")
    endif()
    string(APPEND text "  ${code}\n")
  endforeach()
  string(APPEND text "  table.push_back(std::move(t));\n}\n")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# docs/architecture.md's table of the variables, one row each.
function(clb_target_schema_markdown out)
  set(text "| variable | kind | default | `TargetInfo` | what clb-link or the build does with it |\n\
|---|---|---|---|---|\n")
  foreach(v IN LISTS CLB_TARGET_SCHEMA)
    if(CLB_TARGET_SCHEMA_${v}_REQUIRED)
      set(default "required")
    elseif(CLB_TARGET_SCHEMA_${v}_DEFAULT STREQUAL "")
      set(default "unset")
    else()
      set(default "`${CLB_TARGET_SCHEMA_${v}_DEFAULT}`")
    endif()
    set(fields "")
    foreach(f IN LISTS CLB_TARGET_SCHEMA_${v}_FIELD)
      list(APPEND fields "`${f}`")
    endforeach()
    list(JOIN fields ", " fields)
    if(fields STREQUAL "")
      set(fields "(the build only)")
    endif()
    string(APPEND text "| `${v}` | ${CLB_TARGET_SCHEMA_${v}_KIND} | ${default} | ${fields} | "
                       "${CLB_TARGET_SCHEMA_${v}_DOC} |\n")
  endforeach()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()
