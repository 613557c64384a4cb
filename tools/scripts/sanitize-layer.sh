#!/usr/bin/env bash
# sanitize-layer.sh BUILD-DIR asan|tsan: the PoCL layer and the clb-link
# code in it built with the sanitizers (in BUILD-DIR/asan or BUILD-DIR/tsan,
# host parts only: the library and the test binary come from BUILD-DIR),
# then the layer's whole test binary run through it (the stress test and the
# concurrent builds included).
#  asan: AddressSanitizer + UndefinedBehaviorSanitizer with the leak check.
#    Fails on any report, on a failed test, and on leaks above 64 KiB: PoCL,
#    LLVM and Mesa's ICD leave a few hundred bytes of their own at exit
#    (none of them instrumented), where the front end's AST, once, leaked
#    24 MB (docs/testing.md, "Sanitizers, fuzzing and load").
#  tsan: ThreadSanitizer. Fails on any data race it reports, or a failed test.
set -euo pipefail
build=$(cd "$1" && pwd)
mode=$2
src=$(cd "$(dirname "$0")/../.." && pwd)
case $mode in
  asan) flags="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
        link="-fsanitize=address,undefined"
        run=()
        preload="$(gcc -print-file-name=libasan.so) $(gcc -print-file-name=libubsan.so)" ;;
  tsan) flags="-fsanitize=thread"
        link="-fsanitize=thread"
        preload="$(gcc -print-file-name=libtsan.so)"
        # GCC 12's TSan maps shadow memory at fixed places that kernels with
        # more mmap randomness can collide with: no randomization for it.
        run=(setarch "$(uname -m)" -R) ;;
  *) echo "sanitize-layer.sh: mode '$mode': expected asan or tsan" >&2; exit 2 ;;
esac
dir=$build/$mode
# -O1 and line tables, as the sanitizers' documentation suggests: a third
# less compile time than RelWithDebInfo, reports still name file and line.
cmake -S "$src" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-O1 -g1 -DNDEBUG" \
  "-DCMAKE_C_FLAGS_RELEASE=-O1 -g1 -DNDEBUG" -DCLB_BUILD_TESTS=OFF \
  "-DCMAKE_C_FLAGS=$flags" "-DCMAKE_CXX_FLAGS=$flags" "-DCMAKE_SHARED_LINKER_FLAGS=$link" >/dev/null
cmake --build "$dir" --target clb-layer
log=$dir/layer-tests.log
# The test binary is not instrumented: the sanitizers' runtimes come first.
status=0
LD_PRELOAD="$preload" \
  ASAN_OPTIONS=detect_leaks=1:exitcode=23 UBSAN_OPTIONS=print_stacktrace=1 \
  TSAN_OPTIONS=exitcode=66:report_signal_unsafe=0 \
  OPENCL_LAYERS=$dir/lib/libclb-layer.so CLB_LIBRARY_DIR=$build/lib/clbuiltins \
  POCL_CACHE_DIR=$build/pocl-cache \
  "${run[@]}" "$build/tests/layer/clb-layer-tests" >"$log" 2>&1 || status=$?
fail() { echo "sanitize-layer.sh $mode: $1 (log: $log)"; tail -n 60 "$log"; exit 1; }
grep -q "WARNING: ThreadSanitizer" "$log" && fail "ThreadSanitizer reported a race"
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
echo "sanitize-layer.sh $mode: $(grep '^\[  PASSED  \]' "$log"), 0 sanitizer reports$([ "$mode" = asan ] && echo ", $leaked bytes leaked")"
