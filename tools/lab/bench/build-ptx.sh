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
# "clb" is clb-link -O3 (of BUILD_DIR's toolchain, LLVM 15 or 19); "libclc" is
# the same source linked with libclc-15's nvptx64--nvidiacl.bc (apt-get
# install libclc-15), optimized and emitted by LLVM 15; each PREFIXlibclc.ptx
# has a twin PREFIXlibclc19.ptx, the same with libclc-19's file (unpacked in
# /opt/libclc-19 by tools/scripts/install-deps.sh, or $CLB_LIBCLC19_BC) and
# LLVM 19, where both are present (gpu-check.sh's libclc-19 runs).
set -euo pipefail
build=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
out=$build/bench
mkdir -p "$out"
libclc=/usr/lib/clc/nvptx64--nvidiacl.bc
[ -f "$libclc" ] || { echo "build-ptx.sh: $libclc missing (apt-get install libclc-15)" >&2; exit 1; }
libclc19=${CLB_LIBCLC19_BC:-/opt/libclc-19/usr/lib/clc/nvptx64--nvidiacl.bc}
if [ ! -f "$libclc19" ] || ! command -v clang-19 > /dev/null; then
  echo "build-ptx.sh: no libclc-19 PTX ($libclc19 or clang-19 missing: tools/scripts/install-deps.sh)" >&2
  libclc19=
fi

# with_libclc VERSION BC SOURCE OUT DEFINE: SOURCE's kernels (OpenCL C 1.2,
# all libclc implements) linked with libclc's BC by LLVM VERSION into OUT.
with_libclc() {
  local v=$1 bc=$2 src=$3 ptx=$4 define=$5
  local stem=${ptx%.ptx}
  clang-$v -target nvptx64--nvidiacl -march=sm_80 -Xclang -target-feature -Xclang +ptx75 \
    -Xclang -cl-ext=+cl_khr_fp16,+cl_khr_fp64 -cl-std=CL1.2 -Xclang -finclude-default-header \
    "$define" -O3 -emit-llvm -c "$src" -o "$stem-kernels.bc"
  llvm-link-$v --only-needed "$stem-kernels.bc" "$bc" -o "$stem-linked.bc"
  opt-$v -O3 "$stem-linked.bc" -o "$stem-opt.bc"
  llc-$v -march=nvptx64 -mcpu=sm_80 -mattr=+ptx75 "$stem-opt.bc" -o "$ptx"
}

# clb SOURCE PREFIX [CLANG_OPTION...]: PREFIXclb.ptx.
clb() {
  local src=$here/$1 prefix=$2
  shift 2
  "$build/bin/clb-link" --target nvptx64 --emit ptx -O3 -o "$out/${prefix}clb.ptx" "$src" "$@"
}
# pair SOURCE PREFIX LIBCLC_DEFINE [CLANG_OPTION...]: PREFIXclb.ptx and
# PREFIXlibclc.ptx (and PREFIXlibclc19.ptx); the clang options are
# clb-link's only.
pair() {
  local name=$1 src=$here/$1 prefix=$2 define=$3
  shift 3
  clb "$name" "$prefix" "$@"
  with_libclc 15 "$libclc" "$src" "$out/${prefix}libclc.ptx" "$define"
  echo "wrote $out/${prefix}clb.ptx $out/${prefix}libclc.ptx"
  if [ -n "$libclc19" ]; then
    with_libclc 19 "$libclc19" "$src" "$out/${prefix}libclc19.ptx" "$define"
    echo "wrote $out/${prefix}libclc19.ptx"
  fi
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
