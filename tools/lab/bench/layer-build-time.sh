#!/usr/bin/env bash
# layer-build-time.sh BUILD-DIR [PROGRAM]: the build time of tools/lab/bench/
# layer_build_time.cpp's programs (fifty, conversions; both without PROGRAM)
# on PoCL alone and through the layer, each from a cold PoCL kernel cache
# (docs/performance.md, "The PoCL layer").
#   RUNS="1 2 3"   the rounds;
#   LAYERS="A.so B.so"   copies of libclb-layer.so to compare with each other
#                  (default: BUILD-DIR's). Each round runs PoCL alone and every
#                  layer, in an order rotated from round to round: only ratios
#                  within a round compare on a machine whose speed drifts.
set -euo pipefail
build=$1
program=${2:-}
read -r -a layers <<< "${LAYERS:-$build/lib/libclb-layer.so}"
modes=(pocl "${layers[@]}")
round=0
for run in ${RUNS:-1 2 3}; do
  for k in "${!modes[@]}"; do
    mode=${modes[$(( (k + round) % ${#modes[@]} ))]}
    cache=$(mktemp -d)
    if [ "$mode" = pocl ]; then
      out=$(env -u OPENCL_LAYERS POCL_CACHE_DIR=$cache "$build/bin/clb-bench-layer-build" $program)
    else
      out=$(CLB_LIBRARY_DIR=$build/lib/clbuiltins POCL_CACHE_DIR=$cache OPENCL_LAYERS=$mode \
            "$build/bin/clb-bench-layer-build" $program)
    fi
    rm -rf "$cache"
    label=$mode
    [ "$mode" = pocl ] || [ ${#layers[@]} = 1 ] && label=${mode/#*libclb-layer.so/layer}
    echo "$out" | sed "s|^|run $run, $label: |"
  done
  round=$((round + 1))
done
