# cmake -DDOC=<docs/architecture.md> [-DWRITE=ON] -P cmake/ClbTargetSchemaCheck.cmake
#   The page's table of target variables, between the markers below, against
#   the one cmake/ClbTargetSchema.cmake renders: an error naming the first
#   row that differs, or with WRITE the page's table replaced by the schema's.
# cmake -DTARGET_FILE=<target.cmake> -P cmake/ClbTargetSchemaCheck.cmake
#   Reads one target.cmake as configure does: the error configure would give.
# The ctest link.target_schema runs both (tests/link/target-schema.sh); the
# build target target-variables-doc runs the first with WRITE.
cmake_minimum_required(VERSION 3.20)
list(APPEND CMAKE_MODULE_PATH ${CMAKE_CURRENT_LIST_DIR})
include(ClbTargetSchema)

if(DEFINED TARGET_FILE)
  clb_read_target_file(${TARGET_FILE} ${TARGET_FILE})
  message(STATUS "${TARGET_FILE}: every variable known and of its kind")
  return()
endif()

if(NOT DEFINED DOC)
  message(FATAL_ERROR "usage: cmake -DDOC=docs/architecture.md [-DWRITE=ON] -P ${CMAKE_CURRENT_LIST_FILE}")
endif()
set(begin "<!-- target variables: generated from cmake/ClbTargetSchema.cmake -->\n")
set(end "<!-- end of target variables -->\n")
file(READ ${DOC} page)
string(FIND "${page}" "${begin}" at)
string(FIND "${page}" "${end}" stop)
if(at LESS 0 OR stop LESS at)
  message(FATAL_ERROR "${DOC}: no table between '${begin}' and '${end}'")
endif()
string(LENGTH "${begin}" n)
math(EXPR from "${at} + ${n}")
math(EXPR length "${stop} - ${from}")
string(SUBSTRING "${page}" ${from} ${length} found)
clb_target_schema_markdown(wanted)
if(found STREQUAL wanted)
  message(STATUS "${DOC}: the target-variable table matches cmake/ClbTargetSchema.cmake")
  return()
endif()
if(WRITE)
  string(SUBSTRING "${page}" 0 ${from} head)
  string(SUBSTRING "${page}" ${stop} -1 tail)
  file(WRITE ${DOC} "${head}${wanted}${tail}")
  message(STATUS "${DOC}: target-variable table rewritten from cmake/ClbTargetSchema.cmake")
  return()
endif()
# The first line that differs, for the message. (Cells hold no ';', so the
# lines split cleanly into lists.)
string(REPLACE "\n" ";" found_lines "${found}")
string(REPLACE "\n" ";" wanted_lines "${wanted}")
list(LENGTH found_lines nf)
list(LENGTH wanted_lines nw)
set(i 0)
while(i LESS nf AND i LESS nw)
  list(GET found_lines ${i} f)
  list(GET wanted_lines ${i} w)
  if(NOT f STREQUAL w)
    break()
  endif()
  math(EXPR i "${i} + 1")
endwhile()
set(f "(nothing)")
set(w "(nothing)")
if(i LESS nf)
  list(GET found_lines ${i} f)
endif()
if(i LESS nw)
  list(GET wanted_lines ${i} w)
endif()
math(EXPR row "${i} + 1")
message(FATAL_ERROR "${DOC}: the target-variable table differs from cmake/ClbTargetSchema.cmake "
                    "at its line ${row}:\n  page:   ${f}\n  schema: ${w}\n"
                    "Change the schema, then `cmake --build build --target target-variables-doc` "
                    "rewrites the page's table.")
