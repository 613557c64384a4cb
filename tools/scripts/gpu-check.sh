#!/usr/bin/env bash
# gpu-check.sh BUNDLE LOGS MODE...: the GPU checks on a machine with an NVIDIA
# GPU, the CUDA toolkit, cmake and ninja, on a bundle from gpu-bundle.sh. The
# modes that run CUDA programs build them first with CMake (tests/gpu/nvcc,
# tools/lab/gpu; cuda_build below). Modes:
#   suite                   clb-gpu-tests, every test
#   sanitize TOOL [FILTER]  the suite under compute-sanitizer (memcheck,
#                           racecheck, synccheck), failing on any report
#   sweep                   float -> int/uint/half, every mode, over all
#                           2^32 inputs (tests/gpu/conversion_sweep.cu)
#   abi                     the launch ABI: 8 streams x 100 rounds of NDRanges
#                           (tests/gpu/launch_concurrency.cu) and the host
#                           example of docs/examples/nvptx-launch
#   image-demo              the image demo (tools/demo/image/run_cuda.c): the
#                           picture scaled and blurred, every pass checked;
#                           the result in LOGS/image-demo.ppm
#   bench                   the conversion, collective, integer/geometric,
#                           shuffle, atomics and code-generation (clb-link vs
#                           nvcc) and sub-group benchmarks
#   accuracy-float [OPTION...]  the exhaustive float accuracy sweep
#                           (tools/lab/accuracy/float_sweep.cu; options such as
#                           --only sin,cos or --stride K pass through): tables
#                           in LOGS/float-sweep.md, worst cases in
#                           LOGS/float-sweep-worst.txt for mpfr_recheck here
#   wg-bench [PTX...]       the work-group collectives against CUB alone
#                           (tools/lab/bench/wg_bench.cu), on the bundle's
#                           wg_bench.ptx, then on each further PTX of the same
#                           kernels (another library's, for comparison)
#   image-bench             image reads and writes: clbuiltins against nvcc and
#                           CUDA's texture/surface units (tools/lab/bench/image_bench.cu)
#   math-bench              the math functions' throughput: clbuiltins,
#                           libclc-15 and CUDA, float, double and native_,
#                           memory-bound and compute-bound
#                           (tools/lab/bench/math_bench.cu)
#   accuracy-float-relaxed  the exhaustive float sweep of the relaxed build
#                           (-cl-unsafe-math-optimizations) against the relaxed
#                           bounds (float_sweep --relaxed 1)
#   math-bench-fast         the float tables of math-bench for the relaxed builds:
#                           clbuiltins' -cl-fast-relaxed-math -cl-denorms-are-zero
#                           against nvcc -use_fast_math
#   math-bench-half         half against float, clbuiltins alone, same inputs
#                           and kernel shapes (tools/lab/bench/math_bench_half.cu):
#                           LOGS/math-bench-half.md
#   accuracy-float-cr, math-bench-cr  the same two for the correctly rounded
#                           variant (-cl-clb-correctly-rounded-math)
#   accuracy-double [LOG2]  every double math builtin on 2^LOG2 (22) sampled
#                           inputs through clbuiltins, libclc-15 and CUDA,
#                           checked against MPFR on every core (raw results,
#                           about 5 GB, in a fresh directory under
#                           $CLB_ACCURACY_SCRATCH or /tmp, removed after)
# Logs go to LOGS; the exit status is non-zero if anything failed.
# CLB_LIBCLC=19: the libclc column of bench, accuracy-float, math-bench and
# accuracy-double from libclc-19 (the bundle's *-libclc19.ptx, linked by
# LLVM 19: tools/lab/bench/build-ptx.sh) instead of libclc-15; the tables
# name it libclc-19 and their logs end in -libclc19 (the worst-case files
# for mpfr_recheck keep the column's name, libclc-15).
set -uo pipefail
bundle=$(cd "$1" && pwd) logs=$2
shift 2
repo=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$logs"
status=0
libclc=libclc sfx=
relabel() { cat; }
if [ "${CLB_LIBCLC:-15}" = 19 ]; then
  libclc=libclc19 sfx=-libclc19
  relabel() { sed 's/libclc-15/libclc-19/g'; }
elif [ "${CLB_LIBCLC:-15}" != 15 ]; then
  echo "gpu-check.sh: CLB_LIBCLC=${CLB_LIBCLC}: 15 or 19" >&2; exit 2
fi
export CLB_GPU_PTX_DIR=$bundle/ptx
# The CUDA programs are built by CMake (cmake/ClbCudaPrograms.cmake), in
# $CLB_GPU_BUILD_DIR (default build-gpu/ in this checkout, which a warm GPU
# machine keeps between calls, so a second run rebuilds nothing), one folder
# per project: tests-gpu-nvcc/ (tests/gpu/nvcc: conversion_sweep,
# launch_concurrency) and tools-lab-gpu/ (tools/lab/gpu: the benchmarks and
# accuracy sweeps). Their configure and build output goes to that folder's
# name plus .log, shown only when it fails; no nvcc line is in this script.
gpu_build=${CLB_GPU_BUILD_DIR:-$repo/build-gpu}
# cuda_build PROJECT DEST TARGET...: builds the TARGETs of PROJECT (a folder
# of this checkout) and copies them to DEST, where the lines below run them.
cuda_build() {
  local project=$1 dest=$2; shift 2
  local dir=$gpu_build/${project//\//-} log
  log=$dir.log
  mkdir -p "$gpu_build"
  # A build folder of another checkout's path cannot be reconfigured here.
  if [ -f "$dir/CMakeCache.txt" ] &&
     ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$repo/$project" "$dir/CMakeCache.txt"; then
    rm -rf "$dir"
  fi
  local nvcc=${CUDACXX:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
  if ! { cmake -S "$repo/$project" -B "$dir" -G Ninja -DCMAKE_CUDA_COMPILER="$nvcc" &&
         cmake --build "$dir" --target "$@"; } > "$log" 2>&1; then
    tail -40 "$log" >&2
    echo "gpu-check.sh: building $* failed (all of it in $log)" >&2
    return 1
  fi
  local t
  for t in "$@"; do cp "$dir/$t" "$dest/" || return 1; done
}
case ${1:-suite} in
  suite)
    "$bundle/clb-gpu-tests" > "$logs/gpu-suite.log" 2>&1 || status=1
    grep -E "^\[  (PASSED|FAILED|SKIPPED) |tests ran" "$logs/gpu-suite.log" | tail -20 ;;
  sanitize)
    tool=$2 filter=${3:-*}
    compute-sanitizer --tool "$tool" --error-exitcode 97 "$bundle/clb-gpu-tests" \
      --gtest_filter="$filter" > "$logs/sanitize-$tool.log" 2>&1 || status=1
    grep -E "ERROR SUMMARY|RACECHECK SUMMARY|tests ran|FAILED  \]" "$logs/sanitize-$tool.log" | tail -8 ;;
  abi)
    cuda_build tests/gpu/nvcc "$logs" launch_concurrency || status=1
    "$logs/launch_concurrency" "$bundle/ptx/launch_abi.ptx" 100 | tee "$logs/launch-concurrency.log" \
      || status=1
    cuda=$(dirname "$(dirname "$(command -v nvcc)")")
    cc -std=c99 -Wall -I"$repo/include" -I"$cuda/include" -o "$logs/scale" \
      "$repo/docs/examples/nvptx-launch/main.c" -L"$cuda/lib64/stubs" -lcuda || status=1
    "$logs/scale" "$bundle/scale.ptx" || status=1 ;;
  image-demo)
    cuda=$(dirname "$(dirname "$(command -v nvcc)")")
    cc -std=c99 -Wall -I"$repo/include" -I"$cuda/include" -o "$logs/image-demo" \
      "$repo/tools/demo/image/run_cuda.c" -L"$cuda/lib64/stubs" -lcuda -lm || status=1
    "$logs/image-demo" "$bundle/resize_blur.ptx" "$repo/tools/demo/image/astronaut.ppm" \
      "$logs/image-demo.ppm" | tee "$logs/image-demo.log" || status=1 ;;
  bench)
    cuda_build tools/lab/gpu "$logs" cbench || status=1
    "$logs/cbench" "$bundle/bench/clb.ptx" "$bundle/bench/$libclc.ptx" "$bundle/bench/clb-uniform.ptx" \
      | relabel | tee "$logs/conversions-bench$sfx.md" || status=1
    cuda_build tools/lab/gpu "$logs" wg_bench || status=1
    "$logs/wg_bench" "$bundle/bench/wg_bench.ptx" | tee "$logs/wg-bench.md" || status=1
    cuda_build tools/lab/gpu "$logs" ibench || status=1
    "$logs/ibench" "$bundle/bench/integer-clb.ptx" "$bundle/bench/integer-$libclc.ptx" \
      | relabel | tee "$logs/integer-bench$sfx.md" || status=1
    cuda_build tools/lab/gpu "$logs" abench || status=1
    "$logs/abench" "$bundle/bench/atomics-clb.ptx" "$bundle/bench/atomics-$libclc.ptx" \
      | relabel | tee "$logs/atomics-bench$sfx.md" || status=1
    cuda_build tools/lab/gpu "$logs" cgbench || status=1
    "$logs/cgbench" "$bundle/bench/codegen-clb.ptx" | tee "$logs/codegen-bench.md" || status=1
    cuda_build tools/lab/gpu "$logs" sgbench || status=1
    "$logs/sgbench" "$bundle/bench/subgroup-clb.ptx" | tee "$logs/subgroup-bench.md" || status=1 ;;
  sweep)
    cuda_build tests/gpu/nvcc "$logs" conversion_sweep || status=1
    "$logs/conversion_sweep" "$bundle/ptx/conversion_sweep.ptx" | tee "$logs/conversion-sweep.log" \
      || status=1 ;;
  accuracy-float|accuracy-float-cr)
    # -cr: clbuiltins' column is the correctly rounded variant
    # (-cl-clb-correctly-rounded-math), logs float-sweep-cr*.
    cr=; [ "$1" = accuracy-float-cr ] && cr=-cr
    shift
    cuda_build tools/lab/gpu "$logs" float_sweep || status=1  # (a no-op the second time)
    "$logs/float_sweep" "$bundle/bench/sweep$cr-clb.ptx" "$bundle/bench/sweep-$libclc.ptx" \
      --worst "$logs/float-sweep$cr$sfx-worst.txt" "$@" | relabel | tee "$logs/float-sweep$cr$sfx.md" \
      || status=1 ;;
  accuracy-float-relaxed)
    # The relaxed build (-cl-unsafe-math-optimizations) on every input, each
    # function with a relaxed row against it (float_sweep --relaxed 1).
    shift
    cuda_build tools/lab/gpu "$logs" float_sweep || status=1
    "$logs/float_sweep" "$bundle/bench/sweep-unsafe-clb.ptx" "$bundle/bench/sweep-libclc.ptx" \
      --relaxed 1 --worst "$logs/float-sweep-relaxed-worst.txt" "$@" \
      | tee "$logs/float-sweep-relaxed.md" || status=1 ;;
  wg-bench)
    shift
    cuda_build tools/lab/gpu "$logs" wg_bench || status=1
    for ptx in "$bundle/bench/wg_bench.ptx" "$@"; do
      "$logs/wg_bench" "$ptx" | tee -a "$logs/wg-bench.md" || status=1
    done ;;
  image-bench)
    cuda_build tools/lab/gpu "$logs" imbench || status=1
    "$logs/imbench" "$bundle/bench/image-clb.ptx" | tee "$logs/image-bench.md" || status=1 ;;
  math-bench|math-bench-cr)
    cr=; [ "$1" = math-bench-cr ] && cr=-cr
    cuda_build tools/lab/gpu "$logs" mbench || status=1  # (a no-op the second time)
    "$logs/mbench" "$bundle/bench/math$cr-clb.ptx" "$bundle/bench/math-$libclc.ptx" | relabel \
      | tee "$logs/math-bench$cr$sfx.md" || status=1 ;;
  math-bench-fast)
    # The relaxed builds: clbuiltins' -cl-fast-relaxed-math -cl-denorms-are-zero
    # against nvcc -use_fast_math, float only.
    cuda_build tools/lab/gpu "$logs" mbench_fast || status=1
    "$logs/mbench_fast" "$bundle/bench/math-fast-clb.ptx" "$bundle/bench/math-libclc.ptx" \
      | tee "$logs/math-bench-fast.md" || status=1 ;;
  math-bench-half)
    cuda_build tools/lab/gpu "$logs" mbench_half || status=1
    "$logs/mbench_half" "$bundle/bench/math-half-clb.ptx" | tee "$logs/math-bench-half.md" \
      || status=1 ;;
  accuracy-double)
    log2=${2:-22}
    scratch=$(mktemp -d "${CLB_ACCURACY_SCRATCH:-/tmp}/clb-accuracy-double.XXXXXX") || exit 2
    cuda_build tools/lab/gpu "$scratch" double_sample || status=1
    "$scratch/double_sample" "$bundle/bench/double-clb.ptx" "$bundle/bench/double-$libclc.ptx" "$scratch" "$log2" \
      | tee "$logs/accuracy-double$sfx-gpu.log" || status=1
    "$bundle/clb-mpfr-check" "$scratch" "$log2" 2> "$logs/accuracy-double$sfx-times.log" \
      | relabel | tee "$logs/accuracy-double$sfx.md" || status=1
    rm -rf "$scratch" ;;
  *) echo "gpu-check.sh: unknown mode $1" >&2; exit 2 ;;
esac
exit $status
