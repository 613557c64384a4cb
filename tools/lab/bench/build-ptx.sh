#!/usr/bin/env bash
# build-ptx.sh BUILD_DIR: the GPU benchmarks' PTX modules, into BUILD_DIR/bench,
# each source linked twice, for sm_80 / PTX 7.5 as clbuiltins' nvptx64 target:
#   clb.ptx / libclc.ptx                  tools/lab/bench/conversions_bench.cl
#   clb-uniform.ptx                       the same, clb-link --uniform-launch
#   integer-clb.ptx / integer-libclc.ptx  tools/lab/bench/integer_bench.cl
#   atomics-clb.ptx / atomics-libclc.ptx  tools/lab/bench/atomics_bench.cl
#   codegen-clb.ptx                       tools/lab/bench/codegen_bench.cl (clb only:
#                                         codegen_bench.cu compares it with nvcc)
#   subgroup-clb.ptx                      tools/lab/bench/subgroup_bench.cl (clb only:
#                                         libclc-15 has no sub-groups)
#   sweep-clb.ptx / sweep-libclc.ptx      tools/lab/accuracy/float_sweep.cl (the
#                                         exhaustive float accuracy sweep)
#   math-clb.ptx / math-libclc.ptx        tools/lab/bench/math_bench.cl (libclc's side
#                                         leaves out the native_ functions
#                                         libclc-15 cannot build for nvptx64)
#   sweep-cr-clb.ptx / math-cr-clb.ptx    the float sweep and the math benchmark
#                                         linked with -cl-clb-correctly-rounded-math
#   math-fast-clb.ptx                     the math benchmark linked with
#                                         -cl-fast-relaxed-math -cl-denorms-are-zero
#   sweep-unsafe-clb.ptx                  the float sweep linked with
#                                         -cl-unsafe-math-optimizations
#   math-half-clb.ptx                     math_bench.cl with its half twins (-DCLB_BENCH_HALF)
#   image-clb.ptx                         tools/lab/bench/image_bench.cl (clb only:
#                                         libclc-15 has no nvptx64 images;
#                                         image_bench.cu compares it with nvcc
#                                         and CUDA's texture units)
#   double-clb.ptx / double-libclc.ptx    tools/lab/accuracy/double_sample.cl (the
#                                         double accuracy run, gpu-check.sh accuracy-double)
# "clb" is clb-link -O3; "libclc" is the same source linked with libclc-15's
# nvptx64--nvidiacl.bc (apt-get install libclc-15), optimized and emitted by
# LLVM 15.
set -euo pipefail
build=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
out=$build/bench
mkdir -p "$out"
libclc=/usr/lib/clc/nvptx64--nvidiacl.bc
[ -f "$libclc" ] || { echo "build-ptx.sh: $libclc missing (apt-get install libclc-15)" >&2; exit 1; }

# clb SOURCE PREFIX [CLANG_OPTION...]: PREFIXclb.ptx.
clb() {
  local src=$here/$1 prefix=$2
  shift 2
  "$build/bin/clb-link" --target nvptx64 --emit ptx -O3 -o "$out/${prefix}clb.ptx" "$src" "$@"
}
# pair SOURCE PREFIX LIBCLC_DEFINE [CLANG_OPTION...]: PREFIXclb.ptx and
# PREFIXlibclc.ptx; the clang options are clb-link's only (libclc's side is
# OpenCL C 1.2, all libclc-15 implements).
pair() {
  local name=$1 src=$here/$1 prefix=$2 define=$3
  shift 3
  clb "$name" "$prefix" "$@"
  clang-15 -target nvptx64--nvidiacl -march=sm_80 -Xclang -target-feature -Xclang +ptx75 \
    -Xclang -cl-ext=+cl_khr_fp16,+cl_khr_fp64 -cl-std=CL1.2 -Xclang -finclude-default-header \
    "$define" -O3 -emit-llvm -c "$src" -o "$out/${prefix}libclc-kernels.bc"
  llvm-link-15 --only-needed "$out/${prefix}libclc-kernels.bc" "$libclc" -o "$out/${prefix}libclc-linked.bc"
  opt-15 -O3 "$out/${prefix}libclc-linked.bc" -o "$out/${prefix}libclc-opt.bc"
  llc-15 -march=nvptx64 -mcpu=sm_80 -mattr=+ptx75 "$out/${prefix}libclc-opt.bc" -o "$out/${prefix}libclc.ptx"
  echo "wrote $out/${prefix}clb.ptx $out/${prefix}libclc.ptx"
}
# libclc-15 lacks convert_half_rtz(float) and cl_khr_extended_bit_ops.
pair conversions_bench.cl "" -DCLB_BENCH_NO_HALF_RTZ
"$build/bin/clb-link" --target nvptx64 --emit ptx -O3 --uniform-launch -o "$out/clb-uniform.ptx" \
  "$here/conversions_bench.cl"
pair integer_bench.cl integer- -DCLB_BENCH_LIBCLC
pair atomics_bench.cl atomics- -DCLB_BENCH_LIBCLC -cl-std=CL3.0
pair ../accuracy/double_sample.cl double- -DCLB_SAMPLE_LIBCLC
clb codegen_bench.cl codegen-
echo "wrote $out/codegen-clb.ptx"
clb subgroup_bench.cl subgroup- -cl-std=CL3.0
echo "wrote $out/subgroup-clb.ptx"
clb image_bench.cl image-
echo "wrote $out/image-clb.ptx"
pair ../accuracy/float_sweep.cl sweep- -DCLB_SWEEP_LIBCLC
pair math_bench.cl math- -DCLB_BENCH_LIBCLC
# The half twins of the math kernels, clbuiltins only (half against float).
clb math_bench.cl math-half- -DCLB_BENCH_HALF
echo "wrote $out/math-half-clb.ptx"
# The correctly rounded variant (-cl-clb-correctly-rounded-math): its sweep
# and its speed.
clb ../accuracy/float_sweep.cl sweep-cr- -cl-clb-correctly-rounded-math
clb math_bench.cl math-cr- -cl-clb-correctly-rounded-math
echo "wrote $out/sweep-cr-clb.ptx $out/math-cr-clb.ptx"
# The relaxed builds: the speed of the one like CUDA's -use_fast_math (its
# -ftz included), math-bench-fast; the exhaustive sweep of
# -cl-unsafe-math-optimizations against the relaxed bounds,
# accuracy-float-relaxed.
clb math_bench.cl math-fast- -cl-fast-relaxed-math -cl-denorms-are-zero
clb ../accuracy/float_sweep.cl sweep-unsafe- -cl-unsafe-math-optimizations
echo "wrote $out/math-fast-clb.ptx $out/sweep-unsafe-clb.ptx"
