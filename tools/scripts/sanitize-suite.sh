#!/usr/bin/env bash
# sanitize-suite.sh BUILD-DIR [FUZZ-SECONDS]: every host component (the
# generators, clb-link and its library, clb-coverage, the layer, every test
# program) built with AddressSanitizer + UndefinedBehaviorSanitizer and
# libFuzzer's coverage in BUILD-DIR/sanitized, the whole CPU suite run
# through it, then each fuzz target for FUZZ-SECONDS (default 60) from its
# checked-in corpus (fuzz.sh).
#
# Any sanitizer report fails its test: UBSan aborts on the first error
# (-fno-sanitize-recover), ASan and LeakSanitizer exit non-zero. The only
# leaks not reported are those tests/sanitizers/lsan.supp names: allocations
# inside PoCL and rusticl, which clbuiltins neither builds nor can free.
#
# PoCL's kernel cache is BUILD-DIR's, warm from the plain build's ctest: the
# tests' linked kernels are the same bits in both builds, so PoCL's compile
# (about half of a cold run) is paid once. clb-link itself runs sanitized on
# every kernel: the sanitized build's link cache starts empty.
set -euo pipefail
build=$(cd "$1" && pwd)
seconds=${2:-60}
src=$(cd "$(dirname "$0")/../.." && pwd)
dir=$build/sanitized
cmake -S "$src" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-15 -DCMAKE_CXX_COMPILER=clang++-15 \
  -DCLB_SANITIZE=address,undefined -DCLB_BUILD_FUZZERS=ON \
  -DCLB_TEST_POCL_CACHE_DIR="$build/pocl-cache" >/dev/null
cmake --build "$dir"

# The ICD loader opens every ICD installed. Mesa's Clover (mesa.icd), which
# no test uses, allocates when it is opened and never frees, from a module
# unloaded by exit: LeakSanitizer can then neither name it nor suppress it.
# The suite sees PoCL and rusticl only.
icd=$dir/icd
rm -rf "$icd" && mkdir -p "$icd"
for f in pocl.icd rusticl.icd; do
  [ -f "/etc/OpenCL/vendors/$f" ] && cp "/etc/OpenCL/vendors/$f" "$icd/"
done
OCL_ICD_VENDORS=$icd \
  LSAN_OPTIONS=suppressions=$src/tests/sanitizers/lsan.supp \
  UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$dir" --output-on-failure -j"$(nproc)"

bash "$src/tools/scripts/fuzz.sh" "$dir" "$seconds"
