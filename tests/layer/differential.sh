#!/usr/bin/env bash
# differential.sh LAYER.so DIFF-BINARY PRELUDE PROGRAM.cl...
# Runs the differential programs on PoCL without the layer and with it and
# fails on any difference: a byte of any kernel's output, or a program that
# builds on one side only.
set -uo pipefail
layer=$1 binary=$2; shift 2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# run NAME [ENV...]: the binary into $out/NAME. Under the sanitized suite
# LeakSanitizer's own tracer sometimes dies at exit on a loaded machine
# ("Tracer caught signal 11", then "LeakSanitizer has encountered a fatal
# error": no leak report, the program's work done; tools/scripts/
# sanitize-suite.sh says more). That failure alone is said and run again
# once; any other failure, or a second one, fails the test.
run() {
  local name=$1; shift
  local log=$out/$name.log
  for attempt in 1 2; do
    rm -rf "${out:?}/$name" && mkdir "$out/$name"
    if env "$@" "$binary" "$out/$name" "${programs[@]}" 2> "$log"; then
      cat "$log" >&2
      return 0
    fi
    cat "$log" >&2
    grep -q "LeakSanitizer has encountered a fatal error" "$log" && [ $attempt = 1 ] || return 1
    echo "differential.sh: LeakSanitizer's tracer crashed in the run $name (no leak reported); running it again once"
  done
}
programs=("$@")
run pocl -u OPENCL_LAYERS || { echo "differential.sh: run without the layer failed"; exit 1; }
run layer OPENCL_LAYERS="$layer" || { echo "differential.sh: run with the layer failed"; exit 1; }
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
