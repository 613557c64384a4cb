#!/usr/bin/env bash
# missing_core.sh CLANG CLB_LIBGEN INCLUDE_DIR
# clb-libgen refuses a library that calls a __clb_ core no source defines
# (a generated overload whose core is missing or written for other types),
# naming the core, and writes nothing; the hooks clb-link resolves pass.
set -uo pipefail
clang=$1 libgen=$2 include=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "missing_core.sh: FAIL: $*"; exit 1; }
compile() {
  "$clang" -target spir64-unknown-unknown -cl-std=CL3.0 -Xclang -finclude-default-header \
    -I"$include" -c -emit-llvm -o "$2" -x cl - <<< "$1" || fail "clang failed on: $1"
}
compile '__attribute__((overloadable)) float __clb_frobnicate(float4);
         __attribute__((overloadable)) float frobnicate(float4 x) { return __clb_frobnicate(x); }' "$tmp/bad.bc"
if "$libgen" --target spir64 -o "$tmp/lib.bc" "$tmp/bad.bc" 2> "$tmp/err"; then
  fail "a library calling an undefined core was accepted"
fi
grep -qF "_Z16__clb_frobnicateDv4_f" "$tmp/err" || fail "the error does not name the core: $(cat "$tmp/err")"
[ ! -e "$tmp/lib.bc" ] || fail "a library was written"
compile 'local ulong *__clb_work_group_scratch(void);
         __attribute__((overloadable)) ulong peek(void) { return __clb_work_group_scratch()[0]; }' "$tmp/hook.bc"
"$libgen" --target spir64 -o "$tmp/lib.bc" "$tmp/hook.bc" || fail "a link-time hook was rejected"
echo "missing_core.sh: undefined cores rejected, link-time hooks accepted"
