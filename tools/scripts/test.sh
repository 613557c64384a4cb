#!/usr/bin/env bash
# README command 2 (and CI): install, build, run every test. GPU tests report
# "skipped" on machines without an NVIDIA GPU; docs/testing.md has the GPU run.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
ctest --test-dir build --output-on-failure -j"$(nproc)"
# Every host component under ASan + UBSan + the leak check and the whole
# suite through it (build/sanitized). Then the fuzz targets from the same
# build, 60 s each from their corpora, while the layer and the clb-link code
# in it run under ThreadSanitizer.
bash tools/scripts/sanitize-suite.sh build
bash tools/scripts/fuzz.sh build/sanitized 60 > build/fuzz.log 2>&1 &
fuzz=$!
bash tools/scripts/sanitize-layer.sh build tsan
if wait "$fuzz"; then cat build/fuzz.log; else cat build/fuzz.log; exit 1; fi
