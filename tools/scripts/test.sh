#!/usr/bin/env bash
# README command 2 (and CI): install, build, run every test. GPU tests report
# "skipped" on machines without an NVIDIA GPU; docs/testing.md has the GPU run.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
ctest --test-dir build --output-on-failure -j"$(nproc)"
# The layer and clb-link inside it under ASan + UBSan + the leak check,
# then under ThreadSanitizer.
bash tools/scripts/sanitize-layer.sh build asan
bash tools/scripts/sanitize-layer.sh build tsan
