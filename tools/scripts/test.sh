#!/usr/bin/env bash
# README command 2 (and CI): install, build, run every test. GPU tests report
# "skipped" on machines without an NVIDIA GPU; docs/testing.md has the GPU run.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
ctest --test-dir build --output-on-failure -j"$(nproc)"
# The layer and the clb-link code in it under ASan + UBSan + the leak
# check, then under ThreadSanitizer. The whole suite sanitized and the fuzz
# targets (tools/scripts/sanitize-suite.sh, fuzz.sh) take 7-8 more minutes,
# which would put CI over its 20: run them with CLB_CI_SANITIZE_SUITE=1.
bash tools/scripts/sanitize-layer.sh build asan
bash tools/scripts/sanitize-layer.sh build tsan
if [ "${CLB_CI_SANITIZE_SUITE:-0}" = 1 ]; then
  bash tools/scripts/sanitize-suite.sh build
  bash tools/scripts/fuzz.sh build/sanitized 60
fi
