#!/usr/bin/env bash
# dropin-suite.sh DROPIN.spv BINARY GTEST-FILTER
# One suite of the kernel suite on rusticl (llvmpipe) with the drop-in alone,
# Mesa's shader cache in a fresh directory (compare.sh says why): passes when
# every test the filter selects passes, at least one of them ran, and no
# sanitizer reported. Tests of types the device lacks (double, half) and of
# the correctly rounded mode (clb-link's option; rusticl compiles the source
# itself) report SKIPPED with their reason, listed at the end. ctest's
# TIMEOUT on the test (tests/rusticl/CMakeLists.txt) fails a kernel that
# never returns.
set -uo pipefail
here=$(dirname "$0")
dropin=$1 binary=$2 filter=$3
cache=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$cache" "$log"' EXIT
MESA_SHADER_CACHE_DIR="$cache" "$here/run-suite.sh" "$dropin" "$binary" \
  --gtest_filter="$filter" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
passed=$(grep -c -E '^\[       OK \] .* \([0-9]+ ms\)$' "$log")
skipped=$(grep -E '^\[  SKIPPED \] .* \([0-9]+ ms\)$' "$log" | awk '{print $4}')
echo "dropin-suite.sh: $filter on rusticl with the drop-in: $passed passed," \
     "$(printf '%s' "$skipped" | grep -c .) skipped, exit status $status"
[ -n "$skipped" ] && printf '  skipped: %s\n' $skipped
if grep -q -E 'ERROR: (Address|Leak)Sanitizer|runtime error:' "$log"; then
  echo "dropin-suite.sh: a sanitizer report"; exit 1
fi
if [ "$passed" -eq 0 ]; then
  echo "dropin-suite.sh: no test passed"; exit 1
fi
exit "$status"
