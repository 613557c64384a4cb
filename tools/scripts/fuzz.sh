#!/usr/bin/env bash
# fuzz.sh BUILD-DIR SECONDS: the libFuzzer targets of a build configured with
# -DCLB_BUILD_FUZZERS=ON (docs/testing.md), each run for
# SECONDS from its checked-in corpus under tests/fuzz/corpus, all at once.
# New inputs go to a scratch directory, never into the checked-in corpus.
# Fails on any crash, hang (an input taking over 25 s), leak or sanitizer
# report, printing the fuzzer's log and the input that caused it.
#
# LLVM 15's bitcode reader sizes some allocations by a record's count (up to
# 32 GB from a 3 kB file); LLVM reports a failed allocation itself, and
# clb-link's crash recovery makes that the input's error. ASan's allocator
# fails any allocation above 2 GB (libFuzzer's own limit) the way malloc
# does, on every machine alike, rather than ending the run.
set -euo pipefail
export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}allocator_may_return_null=1:max_allocation_size_mb=2048
build=$(cd "$1" && pwd)
seconds=$2
src=$(cd "$(dirname "$0")/../.." && pwd)
corpus=$src/tests/fuzz/corpus
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# name, corpus directories, extra options
runs=(
  "build_options_fuzzer|$corpus/build_options|"
  "link_source_fuzzer|$corpus/link_source|"
  "link_ir_fuzzer|$corpus/link_ir|-cross_over=0"
  "link_bitcode_fuzzer|$corpus/link_bitcode $corpus/link_ir|"
)
pids=()
for r in "${runs[@]}"; do
  IFS='|' read -r name dirs extra <<<"$r"
  exe=$build/fuzz/$name
  [ -x "$exe" ] || { echo "fuzz.sh: $exe is missing (configure with -DCLB_BUILD_FUZZERS=ON)" >&2; exit 2; }
  mkdir -p "$tmp/$name/new"
  # shellcheck disable=SC2086
  "$exe" -max_total_time="$seconds" -timeout=25 -print_final_stats=1 \
    -artifact_prefix="$tmp/$name/" $extra "$tmp/$name/new" $dirs >"$tmp/$name.log" 2>&1 &
  pids+=("$!")
done
status=0
i=0
for r in "${runs[@]}"; do
  IFS='|' read -r name _ _ <<<"$r"
  if wait "${pids[$i]}"; then
    runs_done=$(sed -n 's/^stat::number_of_executed_units: *//p' "$tmp/$name.log")
    echo "fuzz.sh: $name: ${runs_done:-?} inputs in ${seconds} s, corpus $(ls "$tmp/$name/new" | wc -l) new, 0 findings"
  else
    status=1
    echo "fuzz.sh: $name FAILED; its log ends:"
    tail -n 80 "$tmp/$name.log"
    for a in "$tmp/$name"/crash-* "$tmp/$name"/leak-* "$tmp/$name"/timeout-* "$tmp/$name"/oom-*; do
      [ -e "$a" ] || continue
      echo "fuzz.sh: $name: input $(basename "$a") (base64):"
      base64 "$a" | head -c 4000; echo
    done
  fi
  i=$((i + 1))
done
exit $status
