#!/usr/bin/env bash
# target-schema.sh CMAKE SOURCE_DIR
# cmake/ClbTargetSchema.cmake is the one list of target variables: the
# table of them in docs/architecture.md must be its rendering (a page whose
# table differs fails, naming the row), and a target.cmake that sets an
# unknown variable or a value of the wrong kind fails, naming the file and
# the variable. Every real target.cmake reads cleanly.
set -uo pipefail
cmake=$1 src=$2
check="$src/cmake/ClbTargetSchemaCheck.cmake"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "target-schema.sh: FAIL: $*"; exit 1; }

"$cmake" -DDOC="$src/docs/architecture.md" -P "$check" >"$tmp/out" 2>&1 ||
  fail "docs/architecture.md and the schema differ:
$(cat "$tmp/out")"

# A copy of the page with one description changed is caught, at that row.
sed 's/^\(| `CLB_TRIPLE` |.*\) |$/\1, edited |/' "$src/docs/architecture.md" >"$tmp/page.md"
cmp -s "$src/docs/architecture.md" "$tmp/page.md" && fail "the edit of the copy did not apply"
if "$cmake" -DDOC="$tmp/page.md" -P "$check" >"$tmp/out" 2>&1; then
  fail "a table that differs from the schema was accepted"
fi
grep -q "CLB_TRIPLE.*edited" "$tmp/out" || fail "the error does not show the row: $(cat "$tmp/out")"

for t in "$src"/targets/*/target.cmake; do
  "$cmake" -DTARGET_FILE="$t" -P "$check" >"$tmp/out" 2>&1 || fail "$t: $(cat "$tmp/out")"
done

# expect_error FILE_TEXT PATTERN [CMAKE_ARG]: a target.cmake with that text
# is refused, the message matching PATTERN (the file and the variable).
expect_error() {
  printf '%s\n' "set(CLB_TRIPLE spir64-unknown-unknown)" "set(CLB_EMITS bc)" \
    "set(CLB_KERNEL_CALLING_CONVENTIONS SPIR_KERNEL)" "set(CLB_MAX_WORK_GROUP_SIZE 64)" \
    "$1" >"$tmp/target.cmake"
  if "$cmake" ${3:-} -DTARGET_FILE="$tmp/target.cmake" -P "$check" >"$tmp/out" 2>&1; then
    fail "accepted: $1"
  fi
  tr '\n' ' ' <"$tmp/out" | grep -q "$tmp/target.cmake: .*$2" ||
    fail "the error for '$1' does not say '$2': $(cat "$tmp/out")"
}
expect_error "set(CLB_TRIPEL x)" "unknown variable CLB_TRIPEL"
expect_error "set(MY_FLAGS -DX=1)" "unknown variable MY_FLAGS"
# (-D: as configure defines it before reading the targets.)
expect_error "set(CLB_LIB_DIR /tmp)" "sets CLB_LIB_DIR, which is the build's" -DCLB_LIB_DIR=/lib
expect_error "set(CLB_WORK_GROUP_FANIN sixty-four)" "CLB_WORK_GROUP_FANIN is a number"
expect_error "set(CLB_SPIRV maybe)" "CLB_SPIRV is ON or OFF"
expect_error "set(CLB_CPU a b)" "CLB_CPU is one string"
expect_error "set(CLB_EMITS)" "CLB_EMITS is not set"
expect_error "set(CLB_ADDRESS_SPACES 4=__generic)" "CLB_GENERIC_ADDRESS_SPACE is 0"
# A helper of the file's own, named with '_', is fine.
printf '%s\n' "set(_FLAGS -DX=1)" "set(CLB_TRIPLE spir64-unknown-unknown)" "set(CLB_EMITS bc)" \
  "set(CLB_KERNEL_CALLING_CONVENTIONS SPIR_KERNEL)" "set(CLB_MAX_WORK_GROUP_SIZE 64)" \
  'set(CLB_CLANG_FLAGS ${_FLAGS})' >"$tmp/target.cmake"
"$cmake" -DTARGET_FILE="$tmp/target.cmake" -P "$check" >"$tmp/out" 2>&1 ||
  fail "a '_' helper was refused: $(cat "$tmp/out")"
echo "target-schema.sh: the page's table is the schema's; bad target files are refused"
