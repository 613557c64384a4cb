#!/bin/sh
# Runs the GPU benchmarks on a machine with nvcc and CUB (CCCL): compiles
# wg_bench.cu there and runs it on the PTX clb-link made of wg_bench.cl.
#   tools/bench/run_gpu.sh <build dir>     (PTX at <build dir>/bench/wg_bench.ptx)
set -e
build=${1:-build}
here=$(dirname "$0")
mkdir -p "$build/bench"
nvcc -O3 -std=c++17 -arch=native -I"$here/../../include" -o "$build/bench/wg_bench" "$here/wg_bench.cu" -lcuda
"$build/bench/wg_bench" "$build/bench/wg_bench.ptx"
