#!/usr/bin/env bash
# README command 2 (and CI): install, build, run every test. GPU tests report
# "skipped" on machines without an NVIDIA GPU; docs/testing.md has the GPU run.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Each step's start, for CI's log: the run must stay under 30 minutes on
# 2 cores (docs/testing.md, "CI").
step() { echo "test.sh: $1 (at ${SECONDS} s)"; }
step install
bash tools/scripts/install-deps.sh
step "plain build"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
step "plain suite"
ctest --test-dir build --output-on-failure -j"$(nproc)"
# The second toolchain, LLVM/Clang 19 (docs/usage.md, "Toolchains"): a build
# of its own in build19, nothing taken from build/ (every library and host
# program differs), then all the tests it has: clb-link's own, coverage
# against clang 19's header, the generators. Kernels run on PoCL and rusticl
# only in the LLVM 15 build above; the GPU suite on 19's PTX is gpu-bundle.sh's.
# Its host C++ is compiled by clang 19 (the plain build above keeps Debian's
# default compiler, g++, as README's commands do; the sanitized build's is
# clang 15): g++ took a third longer on the same sources (2026-11-29).
step "LLVM 19 build and its tests"
cmake -S . -B build19 -G Ninja -DCMAKE_BUILD_TYPE=Release -DCLB_LLVM_VERSION=19 \
  -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19
cmake --build build19
ctest --test-dir build19 --output-on-failure -j"$(nproc)"
if [ "${CLB_CI_SANITIZE_SUITE:-1}" = 1 ]; then
  # Every host component under ASan + UBSan + the leak check and the whole
  # suite through it (build/sanitized). Then the fuzz targets from the same
  # build, 30 s each from their corpora (beside the TSan build, whose CPU
  # they share: a longer run is fuzz.sh by hand, docs/testing.md), while the layer and the clb-link
  # code in it run under ThreadSanitizer.
  step "sanitized build and suite"
  bash tools/scripts/sanitize-suite.sh build
  step "fuzzers and the layer under TSan"
  bash tools/scripts/fuzz.sh build/sanitized 30 > build/fuzz.log 2>&1 &
  fuzz=$!
  tsan=0
  bash tools/scripts/sanitize-layer.sh build tsan || tsan=$?
  fuzzed=0
  wait "$fuzz" || fuzzed=$?
  cat build/fuzz.log
  if [ "$tsan" != 0 ] || [ "$fuzzed" != 0 ]; then
    echo "test.sh: TSan step status $tsan, fuzz.sh status $fuzzed"; exit 1
  fi
else
  # CLB_CI_SANITIZE_SUITE=0, a quicker local run: the layer and the clb-link
  # code in it under ASan + UBSan + the leak check, then under TSan.
  step "the layer under ASan, then TSan"
  bash tools/scripts/sanitize-layer.sh build asan
  bash tools/scripts/sanitize-layer.sh build tsan
fi
step done
