# Builds one bitcode library per target from generic/ plus the target's overrides.
#
# A target is described by targets/<t>/target.cmake, whose variables
# cmake/ClbTargetSchema.cmake lists, each with its kind, default, the
# clb-link field it fills and what it means; configure checks each file
# against it.
#
# Override rule: targets/<t>/<family>/<file>.cl replaces generic/<family>/<file>.cl;
# a target file with no generic counterpart is added. The configure step prints
# every replacement and writes them to lib/clbuiltins/<t>.overrides.txt.

include(ClbGenerated)  # CLB_GENERATED_SOURCES, written by gen/clb-gen at build time
include(ClbTargetSchema)  # CLB_TARGET_SCHEMA, clb_read_target_file()

# Division and sqrt correctly rounded in the library's own code (math relies on it).
set(CLB_COMMON_CL_FLAGS -cl-std=CL3.0 -Xclang -finclude-default-header -O2 -cl-fp32-correctly-rounded-divide-sqrt
    -Wall -Wundef -Werror -I${CMAKE_SOURCE_DIR}/include -I${CLB_GENERATED_INCLUDE_DIR})

# Loads targets/<t>/target.cmake into the caller's scope. CLB_TARGET_CLANG_FLAGS
# is every clang flag the target implies: its processor and features (the
# facts the TargetMachine uses too, so they are written once) and CLB_CLANG_FLAGS.
function(_clb_load_target t)
  set(_file ${CMAKE_SOURCE_DIR}/targets/${t}/target.cmake)
  if(NOT EXISTS ${_file})
    message(FATAL_ERROR "target ${t}: ${_file} is missing")
  endif()
  clb_read_target_file(${_file} targets/${t}/target.cmake)
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
  foreach(v IN LISTS CLB_TARGET_SCHEMA ITEMS CLB_TARGET_CLANG_FLAGS CLB_TARGET_PREDEFINES
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
    # A prefix test, not a regular expression: a build directory's path
    # may hold characters a regex reads ("+" made configure fail in /tmp/b-g++).
    string(FIND "${src}" "${CLB_GENERATED_DIR}/" gen_at)
    if(gen_at EQUAL 0)
      file(RELATIVE_PATH gen_rel ${CLB_GENERATED_DIR} ${src})
      set(rel generated/${gen_rel})
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

  # A library that may run without double (CLB_FAST_DOUBLE OFF: the SPIR-V
  # module, for rusticl's llvmpipe and GPUs without fp64) must also compile
  # with double switched off: the ctest library.builds_without_fp64
  # (tests/lib/without-fp64.sh) compiles each of its sources so, with the
  # flags and sources listed here (not in a build that reuses another's
  # bitcode: it compiles no source).
  if(NOT CLB_FAST_DOUBLE AND NOT CLB_REUSE_BUILD)
    string(REPLACE ";" "\n" ftext
           "-target;${CLB_TRIPLE};${CLB_COMMON_CL_FLAGS};${CLB_TARGET_CLANG_FLAGS};${CLB_TARGET_LIBRARY_MACROS};${defines}")
    string(REPLACE ";" "\n" stext "${sources}")
    file(WRITE ${CMAKE_BINARY_DIR}/obj/${t}-no-fp64.txt "${ftext}\n--\n${stext}\n")
  endif()

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

# Writes the C++ table clb-link reads its targets from, so the facts about a
# target live in targets/<t>/target.cmake alone: one block per target, filling
# a TargetInfo `t` (tools/clb-link/lib/support/Targets.cpp) as the schema maps each
# variable to its field.
function(clb_write_target_table path)
  set(text "// Generated from targets/*/target.cmake by cmake/ClbLibrary.cmake, as\n\
// cmake/ClbTargetSchema.cmake maps each variable to a TargetInfo field.\n")
  foreach(t IN LISTS CLB_TARGETS)
    _clb_load_target(${t})
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/targets/${t}/target.cmake)
    clb_target_table_entry(${t} entry)
    string(APPEND text "${entry}")
  endforeach()
  file(GENERATE OUTPUT ${path} CONTENT "${text}")
endfunction()
