#!/usr/bin/env bash
# README command 1: install what clbuiltins needs, build it, then compile the
# demo kernel, link it with clbuiltins for spir64 and run it on PoCL, which
# checks its results against the host's and says where to go next.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
build/bin/clb-link --target spir64 --emit bc -o build/demo.bc tools/demo/demo.cl -cl-std=CL3.0
build/bin/clb-demo build/demo.bc
