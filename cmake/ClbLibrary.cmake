# Builds one bitcode library per target from generic/ plus the target's overrides.
#
# A target is described by targets/<t>/target.cmake, which sets:
#   CLB_TRIPLE            the triple the sources are compiled for
#   CLB_CLANG_FLAGS       extra clang flags (feature macros)
#   CLB_CPU               optional: the processor; set for a target clb-link runs
#                         an LLVM backend for (its TargetMachine: cost model when
#                         optimizing, the asm/obj emit forms). clang gets it too.
#   CLB_FEATURES          optional: LLVM target features (+ptx75), for clang and
#                         the TargetMachine alike
#   CLB_KERNEL_CALLING_CONVENTIONS  llvm::CallingConv enumerators that mark a
#                         kernel entry point in the target's IR (SPIR_KERNEL ...)
#   CLB_ADDRESS_SPACES    N=__name for each address-space number the target's
#                         mangled names carry (AS<N>), for error messages
#   CLB_LAUNCH_BOUNDS     optional: how clb-link tells the backend a kernel's
#                         work-group bound (nvvm, amdgpu; see LaunchBounds.cpp)
#   CLB_MACROS_FROM_CL20  optional: feature and extension macros the target
#                         defines from OpenCL C 2.0 on (and in C++ for OpenCL)
#                         only, as what they promise is declared there only
#                         (the 2.0 atomics): clb-link reads them before each
#                         program (TargetInfo::predefines), the library (3.0)
#                         is compiled with them
#   CLB_PRINTF            optional: how printf reaches the runtime: vprintf
#                         (CUDA's; clb-link lowers each call, Printf.cpp),
#                         printf-buffer (the AMDGPU code object's printf
#                         buffer, as ROCm's OpenCL runtime reads it; clb-link
#                         lowers each call, Printf.cpp), or unset: the
#                         runtime's own printf (a runtime-provided name) or
#                         none
#   CLB_PARENT            optional: another target whose overrides apply first
#   CLB_RUNTIME_PROVIDED  optional: files of mangled names the runtime defines
#   CLB_RUNTIME_FAMILIES  optional: families the library leaves to the target's
#                         consumers entirely (no generic/<f>/ sources, no
#                         generated <f>/ sources): spirv64's subgroups and
#                         image; clb-link lowers program samplers only where
#                         image is not one of them
#   CLB_KEEP_EXTERNAL     optional: symbols clb-link must leave external (runtime ABI)
#   CLB_LAUNCH_PARAMETER_BYTES  optional: clb-link appends a by-value parameter
#                         of this size to every kernel, the launch description
#                         the library's work-item functions read (nvptx64)
#   CLB_SIZE_QUERY_GUARDS optional: runtime size queries whose answer for a
#                         dimension index >= 3 clb-link forces to the spec's 1
#   CLB_EMITS             output kinds clb-link accepts for the target: bc, ll,
#                         spv, asm, obj, or NAME=FORM to give one of these forms
#                         the target's own name (ptx=asm)
#   CLB_MAX_WORK_GROUP_SIZE  the largest work-group the target's runtimes run:
#                         clb-link sizes collective scratch for it when a kernel
#                         has no reqd_work_group_size; the library sees it too
#   CLB_WORK_GROUP_FANIN  optional: fan-in of the generic collective tree's first
#                         level (include/clb/work_group_tree.h); >= the maximum
#                         gives the one-level fold
#   CLB_WORK_GROUP_SCRATCH_ITEMS_PER_SLOT  optional (default 1): work-items per
#                         8-byte scratch slot the target's collectives need
#   CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS  optional (default 0): R, for collectives
#                         that also keep one 4-byte value per work-item, twice,
#                         in groups of up to R: the scratch gets
#                         ceil(9 min(n, R) / 8) more slots (one pad per 8
#                         values); the library sees R too
#   CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS  optional (default 0): groups of
#                         fewer work-items never use that part, and a kernel
#                         whose reqd_work_group_size is smaller gets none of it;
#                         the library sees it too
#   CLB_SPIRV             ON to also translate the library to SPIR-V
#   CLB_NO_FAST_DOUBLE    ON where the target's devices may lack double, or
#                         run it slowly: clb-link then refuses
#                         -cl-clb-correctly-rounded-math (computed through
#                         double) with an error rather than emit double code
#
# Override rule: targets/<t>/<family>/<file>.cl replaces generic/<family>/<file>.cl;
# a target file with no generic counterpart is added. The configure step prints
# every replacement and writes them to lib/clbuiltins/<t>.overrides.txt.

include(ClbGenerated)  # CLB_GENERATED_SOURCES, written by gen/clb-gen at build time

# Division and sqrt correctly rounded in the library's own code (math relies on it).
set(CLB_COMMON_CL_FLAGS -cl-std=CL3.0 -Xclang -finclude-default-header -O2 -cl-fp32-correctly-rounded-divide-sqrt
    -Wall -Werror -I${CMAKE_SOURCE_DIR}/include -I${CLB_GENERATED_INCLUDE_DIR})

set(_CLB_TARGET_VARS CLB_TRIPLE CLB_CLANG_FLAGS CLB_PARENT CLB_RUNTIME_PROVIDED CLB_RUNTIME_FAMILIES CLB_KEEP_EXTERNAL CLB_SIZE_QUERY_GUARDS CLB_EMITS CLB_SPIRV CLB_MAX_WORK_GROUP_SIZE CLB_WORK_GROUP_FANIN CLB_WORK_GROUP_SCRATCH_ITEMS_PER_SLOT CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS
    CLB_CPU CLB_FEATURES CLB_KERNEL_CALLING_CONVENTIONS CLB_ADDRESS_SPACES CLB_LAUNCH_BOUNDS CLB_LAUNCH_PARAMETER_BYTES CLB_PRINTF CLB_MACROS_FROM_CL20 CLB_NO_FAST_DOUBLE)

# Loads targets/<t>/target.cmake into the caller's scope. CLB_TARGET_CLANG_FLAGS
# is every clang flag the target implies: its processor and features (the
# facts the TargetMachine uses too, so they are written once) and CLB_CLANG_FLAGS.
function(_clb_load_target t)
  foreach(v IN LISTS _CLB_TARGET_VARS)
    unset(${v})
  endforeach()
  set(_file ${CMAKE_SOURCE_DIR}/targets/${t}/target.cmake)
  if(NOT EXISTS ${_file})
    message(FATAL_ERROR "target ${t}: ${_file} is missing")
  endif()
  include(${_file})
  set(CLB_TARGET_CLANG_FLAGS "")
  if(CLB_CPU)
    list(APPEND CLB_TARGET_CLANG_FLAGS -Xclang -target-cpu -Xclang ${CLB_CPU})
  endif()
  foreach(f IN LISTS CLB_FEATURES)
    list(APPEND CLB_TARGET_CLANG_FLAGS -Xclang -target-feature -Xclang ${f})
  endforeach()
  list(APPEND CLB_TARGET_CLANG_FLAGS ${CLB_CLANG_FLAGS})
  # CLB_MACROS_FROM_CL20 as the header clb-link reads before a program, and
  # as flags for the library's own sources, which are OpenCL C 3.0.
  set(CLB_TARGET_PREDEFINES "")
  set(CLB_TARGET_LIBRARY_MACROS "")
  if(CLB_MACROS_FROM_CL20)
    set(CLB_TARGET_PREDEFINES "#if defined(__OPENCL_CPP_VERSION__) || __OPENCL_C_VERSION__ >= 200\\n")
    foreach(m IN LISTS CLB_MACROS_FROM_CL20)
      string(APPEND CLB_TARGET_PREDEFINES "#define ${m} 1\\n")
      list(APPEND CLB_TARGET_LIBRARY_MACROS -D${m}=1)
    endforeach()
    string(APPEND CLB_TARGET_PREDEFINES "#endif\\n")
  endif()
  foreach(v IN LISTS _CLB_TARGET_VARS ITEMS CLB_TARGET_CLANG_FLAGS CLB_TARGET_PREDEFINES
                                             CLB_TARGET_LIBRARY_MACROS)
    set(${v} "${${v}}" PARENT_SCOPE)
  endforeach()
endfunction()

# Sets <out_var> to the list of absolute source paths for target t.
function(clb_target_sources t out_var)
  _clb_load_target(${t})
  set(chain ${t})
  if(CLB_PARENT)
    list(PREPEND chain ${CLB_PARENT})
  endif()
  file(GLOB_RECURSE generic RELATIVE ${CMAKE_SOURCE_DIR}/generic CONFIGURE_DEPENDS
       ${CMAKE_SOURCE_DIR}/generic/*.cl)
  foreach(f IN LISTS CLB_RUNTIME_FAMILIES)
    list(FILTER generic EXCLUDE REGEX "^${f}/")
  endforeach()
  set(rels "")
  foreach(r IN LISTS generic)
    list(APPEND rels ${r})
    set(src_${r} ${CMAKE_SOURCE_DIR}/generic/${r})
  endforeach()
  # Generated sources take part as generic ones (cmake/ClbGenerated.cmake).
  foreach(r IN LISTS CLB_GENERATED_SOURCES)
    string(REGEX REPLACE "/.*" "" family ${r})
    if(family IN_LIST CLB_RUNTIME_FAMILIES)
      continue()
    endif()
    if(DEFINED src_${r})
      message(FATAL_ERROR "generic/${r} and the generated ${r} collide")
    endif()
    list(APPEND rels ${r})
    set(src_${r} ${CLB_GENERATED_DIR}/${r})
  endforeach()
  set(overrides "")
  foreach(c IN LISTS chain)
    file(GLOB_RECURSE tfiles RELATIVE ${CMAKE_SOURCE_DIR}/targets/${c} CONFIGURE_DEPENDS
         ${CMAKE_SOURCE_DIR}/targets/${c}/*.cl)
    foreach(r IN LISTS tfiles)
      if(DEFINED src_${r})
        list(APPEND overrides "${r}: ${src_${r}} -> targets/${c}/${r}")
      else()
        list(APPEND rels ${r})
      endif()
      set(src_${r} ${CMAKE_SOURCE_DIR}/targets/${c}/${r})
    endforeach()
  endforeach()
  list(SORT rels)
  set(result "")
  foreach(r IN LISTS rels)
    list(APPEND result ${src_${r}})
  endforeach()
  string(REPLACE "${CMAKE_SOURCE_DIR}/" "" overrides "${overrides}")
  string(REPLACE ";" "\n" otext "${overrides}")
  file(WRITE ${CMAKE_BINARY_DIR}/lib/clbuiltins/${t}.overrides.txt "${otext}\n")
  foreach(o IN LISTS overrides)
    message(STATUS "clbuiltins ${t}: override ${o}")
  endforeach()
  set(${out_var} ${result} PARENT_SCOPE)
endfunction()

function(clb_add_target_library t)
  clb_target_sources(${t} sources)
  _clb_load_target(${t})
  if(NOT CLB_MAX_WORK_GROUP_SIZE)
    message(FATAL_ERROR "target ${t}: CLB_MAX_WORK_GROUP_SIZE is not set")
  endif()
  set(defines -DCLB_MAX_WORK_GROUP_SIZE=${CLB_MAX_WORK_GROUP_SIZE})
  if(CLB_WORK_GROUP_FANIN)
    list(APPEND defines -DCLB_WORK_GROUP_FANIN=${CLB_WORK_GROUP_FANIN})
  endif()
  if(CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS)
    list(APPEND defines -DCLB_WORK_GROUP_SCRATCH_RAKE_ITEMS=${CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS})
  endif()
  if(CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS)
    list(APPEND defines -DCLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS=${CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS})
  endif()
  set(objdir ${CMAKE_BINARY_DIR}/obj/${t})
  if(CLB_REUSE_BUILD)
    set(objdir ${CLB_REUSE_BUILD}/obj/${t})
  endif()
  set(objects "")
  foreach(src IN LISTS sources)
    file(RELATIVE_PATH rel ${CMAKE_SOURCE_DIR} ${src})
    if(src MATCHES "^${CLB_GENERATED_DIR}/(.*)$")
      set(rel generated/${CMAKE_MATCH_1})
    endif()
    set(obj ${objdir}/${rel}.bc)
    list(APPEND objects ${obj})
    if(CLB_REUSE_BUILD)
      continue()
    endif()
    get_filename_component(odir ${obj} DIRECTORY)
    # One command per source with a depfile: touching a builtin or a header it
    # includes rebuilds that object and the library, nothing else.
    add_custom_command(
      OUTPUT ${obj}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${odir}
      COMMAND ${CLB_CLANG} -target ${CLB_TRIPLE} ${CLB_COMMON_CL_FLAGS} ${CLB_TARGET_CLANG_FLAGS}
              ${CLB_TARGET_LIBRARY_MACROS} ${defines}
              -c -emit-llvm -MD -MF ${obj}.d -o ${obj} ${src}
      DEPENDS ${src} ${CMAKE_SOURCE_DIR}/targets/${t}/target.cmake ${CLB_TYPES_HEADER}
      DEPFILE ${obj}.d
      COMMENT "clbuiltins ${t}: ${rel}"
      VERBATIM)
  endforeach()

  set(out ${CLB_LIB_DIR}/${t}.bc)
  set(outputs ${out})
  set(libgen_args --target ${t} -o ${out})
  set(post "")
  if(CLB_SPIRV)
    # <t>-mesa3d-.spv is the name Mesa's rusticl loads libclc's module by.
    list(APPEND outputs ${CLB_LIB_DIR}/${t}.spv ${CLB_LIB_DIR}/${t}-mesa3d-.spv)
    list(APPEND libgen_args --spirv ${CLB_LIB_DIR}/${t}.spv
                            --spirv-mesa ${CLB_LIB_DIR}/${t}-mesa3d-.spv)
    set(post COMMAND ${CLB_SPIRV_VAL} ${CLB_LIB_DIR}/${t}.spv
             COMMAND ${CLB_SPIRV_VAL} ${CLB_LIB_DIR}/${t}-mesa3d-.spv)
  endif()
  set(listfile ${objdir}/objects.txt)
  string(REPLACE ";" "\n" objtext "${objects}")
  file(GENERATE OUTPUT ${listfile} CONTENT "${objtext}\n")
  add_custom_command(
    OUTPUT ${outputs}
    COMMAND clb-libgen ${libgen_args} @${listfile}
    ${post}
    DEPENDS clb-libgen ${objects} ${listfile}
    COMMENT "clbuiltins ${t}: library"
    VERBATIM)
  set(CLB_LIBRARY_OUTPUTS ${CLB_LIBRARY_OUTPUTS} ${outputs} PARENT_SCOPE)
endfunction()

function(_clb_cxx_string_list out)
  set(s "")
  foreach(x IN LISTS ARGN)
    string(APPEND s "\"${x}\", ")
  endforeach()
  set(${out} "${s}" PARENT_SCOPE)
endfunction()

# Writes the C++ table clb-link reads its targets from, so the facts about a
# target live in targets/<t>/target.cmake alone: one block per target, filling
# a TargetInfo `t` (tools/clb-link/lib/Targets.cpp).
function(clb_write_target_table path)
  set(text "// Generated from targets/*/target.cmake by cmake/ClbLibrary.cmake.\n")
  foreach(t IN LISTS CLB_TARGETS)
    _clb_load_target(${t})
    set(rt "")
    foreach(list IN LISTS CLB_RUNTIME_PROVIDED)
      file(STRINGS ${CMAKE_SOURCE_DIR}/${list} rtlines REGEX "^[^#]")
      list(APPEND rt ${rtlines})
      set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/${list})
    endforeach()
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/targets/${t}/target.cmake)
    foreach(v CLB_TRIPLE CLB_MAX_WORK_GROUP_SIZE CLB_KERNEL_CALLING_CONVENTIONS CLB_EMITS)
      if(NOT ${v})
        message(FATAL_ERROR "target ${t}: ${v} is not set in targets/${t}/target.cmake")
      endif()
    endforeach()
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
    set(spaces "")
    foreach(a IN LISTS CLB_ADDRESS_SPACES)
      if(NOT a MATCHES "^([0-9]+)=(.+)$")
        message(FATAL_ERROR "target ${t}: CLB_ADDRESS_SPACES entry '${a}' is not N=name")
      endif()
      string(APPEND spaces "{${CMAKE_MATCH_1}, \"${CMAKE_MATCH_2}\"}, ")
    endforeach()
    set(conventions "")
    foreach(c IN LISTS CLB_KERNEL_CALLING_CONVENTIONS)
      string(APPEND conventions "llvm::CallingConv::${c}, ")
    endforeach()
    _clb_cxx_string_list(flags ${CLB_TARGET_CLANG_FLAGS})
    _clb_cxx_string_list(rts ${rt})
    _clb_cxx_string_list(keep ${CLB_KEEP_EXTERNAL})
    _clb_cxx_string_list(emits ${emits})
    _clb_cxx_string_list(forms ${forms})
    _clb_cxx_string_list(guards ${CLB_SIZE_QUERY_GUARDS})
    string(REPLACE ";" "," features "${CLB_FEATURES}")
    set(per_slot 1)
    set(rake_items 0)
    if(CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS)
      set(rake_items ${CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS})
    endif()
    set(rake_min_items 0)
    if(CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS)
      set(rake_min_items ${CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS})
    endif()
    set(launch_bytes 0)
    set(fast_double true)
    if(CLB_NO_FAST_DOUBLE)
      set(fast_double false)
    endif()
    set(library_images true)
    if("image" IN_LIST CLB_RUNTIME_FAMILIES)
      set(library_images false)
    endif()
    if(CLB_LAUNCH_PARAMETER_BYTES)
      set(launch_bytes ${CLB_LAUNCH_PARAMETER_BYTES})
    endif()
    if(CLB_WORK_GROUP_SCRATCH_ITEMS_PER_SLOT)
      set(per_slot ${CLB_WORK_GROUP_SCRATCH_ITEMS_PER_SLOT})
    endif()
    string(APPEND text "{\n  TargetInfo t;\n  t.name = \"${t}\";\n  t.triple = \"${CLB_TRIPLE}\";\n"
      "  t.cpu = \"${CLB_CPU}\";\n  t.features = \"${features}\";\n"
      "  t.clangFlags = {${flags}};\n  t.runtimeProvided = {${rts}};\n"
      "  t.keepExternal = {${keep}};\n  t.sizeQueryGuards = {${guards}};\n"
      "  t.emits = {${emits}};\n  t.emitForms = {${forms}};\n"
      "  t.kernelCallingConventions = {${conventions}};\n  t.addressSpaces = {${spaces}};\n"
      "  t.launchBounds = \"${CLB_LAUNCH_BOUNDS}\";\n  t.printf = \"${CLB_PRINTF}\";\n"
      "  t.predefines = \"${CLB_TARGET_PREDEFINES}\";\n"
      "  t.maxWorkGroupSize = ${CLB_MAX_WORK_GROUP_SIZE};\n  t.workGroupScratchItemsPerSlot = ${per_slot};\n"
      "  t.workGroupScratchRakeItems = ${rake_items};\n"
      "  t.workGroupScratchRakeMinItems = ${rake_min_items};\n"
      "  t.launchParameterBytes = ${launch_bytes};\n  t.libraryImages = ${library_images};\n"
      "  t.fastDouble = ${fast_double};\n"
      "  table.push_back(std::move(t));\n}\n")
  endforeach()
  file(GENERATE OUTPUT ${path} CONTENT "${text}")
endfunction()
