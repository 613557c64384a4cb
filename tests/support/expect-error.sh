#!/bin/sh
# expect-error.sh PATTERN OUTPUT COMMAND...
# A test of a refusal: passes only if COMMAND exits non-zero, its stderr
# matches PATTERN (grep -E) and OUTPUT was not written. ctest's WILL_FAIL
# alone passes on any failure, including a wrong path in the test itself.
set -u
pattern=$1 output=$2
shift 2
rm -f "$output"
err=$("$@" 2>&1 >/dev/null)
status=$?
if [ "$status" -eq 0 ]; then
  echo "expect-error.sh: '$*' succeeded; want an error matching '$pattern'"; exit 1
fi
if ! printf '%s\n' "$err" | grep -Eq -- "$pattern"; then
  echo "expect-error.sh: '$*' failed (status $status) with"; printf '%s\n' "$err"
  echo "want an error matching '$pattern'"; exit 1
fi
if [ -e "$output" ]; then
  echo "expect-error.sh: '$*' wrote $output although it failed"; exit 1
fi
echo "expect-error.sh: refused as expected: $err"
