#!/usr/bin/env bash
# compare.sh DROPIN.spv BINARY BASELINE-DIR [--reuse] [--separately PATTERNS]
#            [--leave-out PATTERNS]
# Runs the kernel suite on rusticl twice, with libclc-15's own
# spirv64-mesa3d-.spv and with the drop-in, prints both tallies, and fails if
# any test that passes with libclc fails with the drop-in. Tests that fail
# with both are rusticl's own (docs/usage.md lists them).
# --separately: gtest patterns (a:b:c) of suites the drop-in must pass on its
# own, each a ctest test of its own with a timeout (dropin-suite.sh: the
# float math suites). Neither pass here runs them: libclc's file on them is
# a run by hand (docs/testing.md), as its compiles there cost minutes.
# --leave-out: gtest patterns neither pass runs (rusticl/CMakeLists.txt).
# libclc's tallies are kept in BASELINE-DIR. With --reuse they are read from
# there instead of running libclc's pass again: a second, sanitized build of
# the same tree (CLB_REUSE_BUILD) runs only the drop-in's pass, the one whose
# outcome it can change.
set -uo pipefail
here=$(dirname "$0")
dropin=$1 binary=$2 baseline=$3
shift 3
reuse="" separately="" leftout=""
while [ $# -gt 0 ]; do
  case $1 in
    --reuse) reuse=--reuse ;;
    --separately) separately=$2; shift ;;
    --leave-out) leftout=$2; shift ;;
    *) echo "compare.sh: unknown argument $1"; exit 2 ;;
  esac
  shift
done
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Each run has Mesa's shader disk cache in a fresh directory of its own: a
# shared one would serve the second run kernels the first built with the
# other library. Within a run the cache lets a program build reuse what
# earlier builds compiled (each test builds its programs): the drop-in's run
# took 25 s with the cache off, 6 s with it on, on the same 52 tests.
run() { mkdir "$out/cache-$2"
        MESA_SHADER_CACHE_DIR="$out/cache-$2" \
          timeout 600 "$here/run-suite.sh" "$1" "$binary" "${@:3}" > "$out/$2.log" 2>&1; }
# gtest's per-test result lines end in "(N ms)"; the name is the fourth field.
tally() { grep -E '^\[       OK \] .* \([0-9]+ ms\)$' "$out/$1.log" | awk '{print $4}' | sort > "$out/$1.ok"
          grep -E '^\[  FAILED  \] .* \([0-9]+ ms\)$' "$out/$1.log" | awk '{sub(/,$/, "", $4); print $4}' | sort > "$out/$1.failed"
          grep -E '^\[  SKIPPED \] .* \([0-9]+ ms\)$' "$out/$1.log" | awk '{print $4}' | sort > "$out/$1.skipped"; }
if [ "$reuse" = --reuse ]; then
  for f in libclc.ok libclc.failed; do
    [ -f "$baseline/$f" ] || { echo "compare.sh: no libclc baseline $baseline/$f (run the reused build's ctest first)"; exit 1; }
    cp "$baseline/$f" "$out/$f"
  done
  [ -s "$out/libclc.ok" ] || { echo "compare.sh: the libclc baseline in $baseline passed nothing"; exit 1; }
  echo "libclc's tallies from $baseline"
else
  libclc_args=()
  skip="$separately${separately:+${leftout:+:}}$leftout"
  [ -n "$skip" ] && libclc_args=(--gtest_filter="-$skip")
  run system libclc "${libclc_args[@]}"; tally libclc
  mkdir -p "$baseline" && cp "$out/libclc.ok" "$out/libclc.failed" "$baseline/"
fi
# The drop-in's pass runs the tests that pass with libclc, the only ones whose
# outcome the comparison reads: rusticl's own failures (a third of the suite's
# time, shuffles and relational selects of types llvmpipe lacks) run once.
filter=$(paste -sd: "$out/libclc.ok")
[ -n "$separately$leftout" ] && filter="$filter-$separately${separately:+${leftout:+:}}$leftout"
run "$dropin" clbuiltins --gtest_filter="$filter"; tally clbuiltins
# gtest's exit status is 1 in every run (rusticl's own failures), so a
# sanitized binary's report, a leak at exit among them, is looked for.
for log in "$out"/*.log; do
  if grep -q -E 'ERROR: (Address|Leak)Sanitizer|runtime error:' "$log"; then
    echo "compare.sh: a sanitizer report in $(basename "$log" .log)'s run:"
    grep -E -A40 'ERROR: (Address|Leak)Sanitizer|runtime error:' "$log" | head -80; exit 1
  fi
done
for lib in libclc clbuiltins; do
  echo "rusticl suite with $lib: $(wc -l < "$out/$lib.ok") passed, $(wc -l < "$out/$lib.failed") failed," \
       "$(cat "$out/$lib.skipped" 2>/dev/null | wc -l) skipped (types the device lacks, the correctly rounded mode)"
  sed 's/^/  failed: /' "$out/$lib.failed"
done
if [ ! -s "$out/clbuiltins.ok" ]; then
  echo "compare.sh: the suite did not run with the drop-in"; tail -20 "$out/clbuiltins.log"; exit 1
fi
[ -n "$separately" ] && echo "left to their own tests (rusticl.dropin_float_*): $separately"
lost=$(comm -23 "$out/libclc.ok" "$out/clbuiltins.ok")
if [ -n "$lost" ]; then
  echo "compare.sh: pass with libclc but not with clbuiltins:"; echo "$lost"; exit 1
fi
echo "compare.sh: every test that passes with libclc passes with clbuiltins"
