#!/usr/bin/env bash
# sanitize-layer.sh BUILD-DIR: the PoCL layer and the clb-link code in it
# built with AddressSanitizer + UndefinedBehaviorSanitizer (in BUILD-DIR/
# asan, host parts only: the library and the test binary come from
# BUILD-DIR), then the layer's whole test binary run through it with the
# leak check on. Fails on any ASan or UBSan report, on a failed test, and on
# leaks above 64 KiB: PoCL, LLVM and Mesa's ICD leave a few hundred bytes
# of their own at exit (none of them instrumented), where the front end's
# AST, once, leaked 24 MB (docs/testing.md, "Sanitizers, fuzzing and load").
set -euo pipefail
build=$(cd "$1" && pwd)
src=$(cd "$(dirname "$0")/../.." && pwd)
asan=$build/asan
flags="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
cmake -S "$src" -B "$asan" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCLB_BUILD_TESTS=OFF \
  "-DCMAKE_C_FLAGS=$flags" "-DCMAKE_CXX_FLAGS=$flags" \
  "-DCMAKE_SHARED_LINKER_FLAGS=-fsanitize=address,undefined" >/dev/null
cmake --build "$asan" --target clb-layer
log=$asan/layer-tests.log
# The test binary is not instrumented: the sanitizers' runtimes come first.
status=0
LD_PRELOAD="$(gcc -print-file-name=libasan.so) $(gcc -print-file-name=libubsan.so)" \
  ASAN_OPTIONS=detect_leaks=1:exitcode=23 UBSAN_OPTIONS=print_stacktrace=1 \
  OPENCL_LAYERS=$asan/lib/libclb-layer.so CLB_LIBRARY_DIR=$build/lib/clbuiltins \
  POCL_CACHE_DIR=$build/pocl-cache \
  "$build/tests/layer/clb-layer-tests" >"$log" 2>&1 || status=$?
fail() { echo "sanitize-layer.sh: $1 (log: $log)"; tail -n 60 "$log"; exit 1; }
if grep -q "ERROR: AddressSanitizer" "$log" && ! grep -q "ERROR: LeakSanitizer" "$log"; then
  fail "AddressSanitizer reported an error"
fi
grep -q "runtime error:" "$log" && fail "UndefinedBehaviorSanitizer reported an error"
grep -q "^\[  FAILED  \]" "$log" && fail "layer tests failed"
grep -q "^\[  PASSED  \]" "$log" || fail "the layer tests did not finish (exit status $status)"
leaked=$(sed -n 's/^SUMMARY: AddressSanitizer: \([0-9]*\) byte(s) leaked.*/\1/p' "$log")
leaked=${leaked:-0}
[ "$leaked" -le 65536 ] || fail "$leaked bytes leaked"
[ "$status" -eq 0 ] || [ "$status" -eq 23 ] || fail "exit status $status"
echo "sanitize-layer.sh: $(grep '^\[  PASSED  \]' "$log"), 0 sanitizer errors, $leaked bytes leaked"
