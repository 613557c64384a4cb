#!/usr/bin/env bash
# layer-build-time.sh BUILD-DIR: the build time of tools/bench/
# layer_build_time.cpp's two programs on PoCL alone and through the layer,
# each from a cold PoCL kernel cache (docs/performance.md, "The PoCL layer").
set -euo pipefail
build=$1
for run in ${RUNS:-1 2 3}; do
  for mode in pocl layer; do
    cache=$(mktemp -d)
    if [ $mode = layer ]; then
      out=$(POCL_CACHE_DIR=$cache OPENCL_LAYERS=$build/lib/libclb-layer.so "$build/bin/clb-bench-layer-build")
    else
      out=$(env -u OPENCL_LAYERS POCL_CACHE_DIR=$cache "$build/bin/clb-bench-layer-build")
    fi
    rm -rf "$cache"
    echo "$out" | sed "s/^/run $run, $mode: /"
  done
done
