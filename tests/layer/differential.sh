#!/usr/bin/env bash
# differential.sh LAYER.so DIFF-BINARY PRELUDE PROGRAM.cl...
# Runs the differential programs on PoCL without the layer and with it and
# fails on any difference: a byte of any kernel's output, or a program that
# builds on one side only.
set -uo pipefail
layer=$1 binary=$2; shift 2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mkdir "$out/pocl" "$out/layer"
env -u OPENCL_LAYERS "$binary" "$out/pocl" "$@" || { echo "differential.sh: run without the layer failed"; exit 1; }
OPENCL_LAYERS=$layer "$binary" "$out/layer" "$@" || { echo "differential.sh: run with the layer failed"; exit 1; }
status=0
if ls "$out"/pocl/*.build-failed > /dev/null 2>&1; then
  echo "differential.sh: PoCL alone cannot build $(cd "$out/pocl" && ls *.build-failed): fix the program"
  status=1
fi
if ! diff <(cd "$out/pocl" && ls) <(cd "$out/layer" && ls); then
  echo "differential.sh: the two runs built or ran different kernels (< PoCL alone, > with the layer)"
  status=1
fi
for f in "$out"/pocl/*.bin; do
  name=$(basename "$f")
  [ -f "$out/layer/$name" ] || continue
  if ! cmp "$f" "$out/layer/$name" > /dev/null; then
    first=$(cmp "$f" "$out/layer/$name" | awk '{print $5}' | tr -d ,)
    echo "differential.sh: $name differs; first at byte $first (work-item $(( (first - 1) / 16384 )), offset $(( (first - 1) % 16384 )))"
    status=1
  fi
done
echo "differential.sh: compared $(ls "$out"/pocl/*.bin | wc -l) kernel outputs"
exit $status
