#!/usr/bin/env bash
# compare.sh DROPIN.spv BINARY
# Runs the kernel suite on rusticl twice, with libclc-15's own
# spirv64-mesa3d-.spv and with the drop-in, prints both tallies, and fails if
# any test that passes with libclc fails with the drop-in. Tests that fail
# with both are rusticl's own (docs/usage.md lists them).
set -uo pipefail
here=$(dirname "$0")
dropin=$1 binary=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Mesa's shader disk cache would serve the second run kernels the first run
# built with the other library: each run gets it off and a fresh directory.
run() { mkdir "$out/cache-$2"
        MESA_SHADER_CACHE_DISABLE=true MESA_SHADER_CACHE_DIR="$out/cache-$2" \
          timeout 600 "$here/run-suite.sh" "$1" "$binary" > "$out/$2.log" 2>&1; }
# gtest's per-test result lines end in "(N ms)"; the name is the fourth field.
tally() { grep -E '^\[       OK \] .* \([0-9]+ ms\)$' "$out/$1.log" | awk '{print $4}' | sort > "$out/$1.ok"
          grep -E '^\[  FAILED  \] .* \([0-9]+ ms\)$' "$out/$1.log" | awk '{sub(/,$/, "", $4); print $4}' | sort > "$out/$1.failed"; }
run system libclc; tally libclc
run "$dropin" clbuiltins; tally clbuiltins
for lib in libclc clbuiltins; do
  echo "rusticl suite with $lib: $(wc -l < "$out/$lib.ok") passed, $(wc -l < "$out/$lib.failed") failed"
  sed 's/^/  failed: /' "$out/$lib.failed"
done
if [ ! -s "$out/clbuiltins.ok" ]; then
  echo "compare.sh: the suite did not run with the drop-in"; tail -20 "$out/clbuiltins.log"; exit 1
fi
lost=$(comm -23 "$out/libclc.ok" "$out/clbuiltins.ok")
if [ -n "$lost" ]; then
  echo "compare.sh: pass with libclc but not with clbuiltins:"; echo "$lost"; exit 1
fi
echo "compare.sh: every test that passes with libclc passes with clbuiltins"
