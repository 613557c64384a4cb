#!/usr/bin/env bash
# Builds the float cores (generic/math/float/*.cl) for this host with the
# library's clang and flags (OpenCL C 3.0, the same source the targets
# compile) and checks each named core on every float input
# (float_core_sweep.cpp says how), or every core with --all:
#
#   tools/lab/accuracy/float-core-sweep.sh NAME [float_core_sweep options]
#   tools/lab/accuracy/float-core-sweep.sh --all
#
# CLB_FLOAT_CORE_FLAGS adds clang options (the reassociation control,
# tools/lab/accuracy/tests/reassociation-control.sh, builds with
# -cl-unsafe-math-optimizations); CLB_FLOAT_CORE_ONLY="powf logf" compiles
# and links only those cores (the others are then missing by name).
#
# A development tool: one core's 2^32 inputs take about a minute on 2 cores,
# so the suite (ctest) samples instead, and the exhaustive check of the
# library itself runs on the GPU (docs/accuracy.md).
set -euo pipefail
root=$(cd "$(dirname "$0")/../../.." && pwd)
out=${CLB_FLOAT_CORE_SWEEP_DIR:-/tmp/clb-float-core-sweep}
mkdir -p "$out/obj"
clang=${CLB_CLANG:-clang-15}
objs=()
extra=(${CLB_FLOAT_CORE_FLAGS:-})
for src in "$root"/generic/math/float/*.cl; do
  [ -e "$src" ] || continue
  if [ -n "${CLB_FLOAT_CORE_ONLY:-}" ] && [[ " $CLB_FLOAT_CORE_ONLY " != *" $(basename "$src" .cl) "* ]]; then
    continue
  fi
  obj="$out/obj/$(basename "$src" .cl).o"
  if [ ! -e "$obj" ] || [ "$src" -nt "$obj" ] || [ -n "$(find "$root/include/clb" -newer "$obj" -name '*.h' | head -1)" ]; then
    "$clang" -x cl -cl-std=CL3.0 -target x86_64-unknown-linux-gnu -Xclang -finclude-default-header \
      -O2 -mfma -Wall -Werror "${extra[@]}" -I"$root/include" -c "$src" -o "$obj"
  fi
  objs+=("$obj")
done
exe="$out/float_core_sweep"
# Built again only when something it is made of changed (a caller running
# several sweeps in one directory paid 6 s of g++ per sweep).
sources=("$root/tools/lab/accuracy/float_core_sweep.cpp" "$root/tests/support/math_reference.cpp")
stale=0
[ -e "$exe" ] || stale=1
for f in "${sources[@]}" "${objs[@]}"; do
  [ "$f" -nt "$exe" ] && stale=1
done
[ -n "$(find "$root/tools/lab/accuracy" "$root/tests/support" -name '*.h' -newer "$exe" 2>/dev/null | head -1)" ] && stale=1
if [ $stale = 1 ]; then
  g++ -std=c++17 -O2 -march=native -I"$root/include" -I"$root/tools/lab/accuracy" -I"$root/tests/support" \
    -o "$exe" "${sources[@]}" "${objs[@]}" -lmpfr -lgmp -pthread
fi
if [ "${1:-}" = --all ]; then
  shift
  status=0
  for name in $("$exe" --list); do
    "$exe" "$name" "$@" || status=1
  done
  exit $status
fi
exec "$exe" "$@"
