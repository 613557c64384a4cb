#!/usr/bin/env bash
# README command 2 (and CI): install, build, run every test. GPU tests report
# "skipped" on machines without an NVIDIA GPU; docs/testing.md has the GPU run.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
ctest --test-dir build --output-on-failure -j"$(nproc)"
# Every host component under ASan + UBSan + the leak check, the whole suite
# through it, and the fuzz targets 60 s each (build/sanitized); then the
# layer and clb-link inside it under ThreadSanitizer.
bash tools/scripts/sanitize-suite.sh build 60
bash tools/scripts/sanitize-layer.sh build tsan
