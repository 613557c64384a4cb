#!/usr/bin/env bash
# without-fp64.sh CLANG BUILD_DIR: every library meant for devices that may
# lack double (a target with CLB_FAST_DOUBLE OFF: the SPIR-V module rusticl
# loads on llvmpipe) compiles with double switched off too
# (-cl-ext=-cl_khr_fp64,-__opencl_c_fp64), each source with the flags its
# library build uses (BUILD_DIR/obj/<target>-no-fp64.txt, written by
# cmake/ClbLibrary.cmake). A source that uses double outside CLB_HAS_FP64
# fails here, named with clang's first error. Syntax only: no code is made.
set -uo pipefail
clang=$1 build=$2
shopt -s nullglob
lists=("$build"/obj/*-no-fp64.txt)
if [ ${#lists[@]} = 0 ]; then
  echo "without-fp64.sh: no library is declared for devices without double ($build/obj/*-no-fp64.txt): nothing to check" >&2
  exit 1
fi
status=0
for list in "${lists[@]}"; do
  flags=() srcs=() part=flags
  while IFS= read -r l; do
    if [ "$l" = "--" ]; then part=srcs
    elif [ -n "$l" ]; then
      if [ $part = flags ]; then flags+=("$l"); else srcs+=("$l"); fi
    fi
  done < "$list"
  target=$(basename "$list" -no-fp64.txt)
  bad=0
  for s in "${srcs[@]}"; do
    if ! out=$("$clang" "${flags[@]}" -Xclang -cl-ext=-cl_khr_fp64,-__opencl_c_fp64 \
                 -fsyntax-only "$s" 2>&1); then
      echo "FAIL $target: $s: $(printf '%s\n' "$out" | grep -m1 'error')"
      bad=$((bad + 1))
    fi
  done
  echo "without-fp64.sh: $target: ${#srcs[@]} sources, $bad fail without double"
  [ $bad = 0 ] || status=1
done
exit $status
