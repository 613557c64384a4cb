#!/usr/bin/env bash
# build-ptx.sh BUILD_DIR: the benchmark's two PTX modules, into BUILD_DIR/bench:
#   clb.ptx     tools/bench/conversions_bench.cl linked by clb-link -O3
#   libclc.ptx  the same source linked with libclc-15's nvptx64--nvidiacl.bc
#               (apt-get install libclc-15), optimized and emitted by LLVM 15
# Both for sm_80 / PTX 7.5, as clbuiltins' nvptx64 target.
set -euo pipefail
build=$(cd "$1" && pwd)
src=$(cd "$(dirname "$0")" && pwd)/conversions_bench.cl
out=$build/bench
mkdir -p "$out"
"$build/bin/clb-link" --target nvptx64 --emit ptx -O3 -o "$out/clb.ptx" "$src"
libclc=/usr/lib/clc/nvptx64--nvidiacl.bc
[ -f "$libclc" ] || { echo "build-ptx.sh: $libclc missing (apt-get install libclc-15)" >&2; exit 1; }
clang-15 -target nvptx64--nvidiacl -march=sm_80 -Xclang -target-feature -Xclang +ptx75 \
  -Xclang -cl-ext=+cl_khr_fp16,+cl_khr_fp64 -cl-std=CL1.2 -Xclang -finclude-default-header \
  -DCLB_BENCH_NO_HALF_RTZ -O3 -emit-llvm -c "$src" -o "$out/libclc-kernels.bc"
llvm-link-15 --only-needed "$out/libclc-kernels.bc" "$libclc" -o "$out/libclc-linked.bc"
opt-15 -O3 "$out/libclc-linked.bc" -o "$out/libclc-opt.bc"
llc-15 -march=nvptx64 -mcpu=sm_80 -mattr=+ptx75 "$out/libclc-opt.bc" -o "$out/libclc.ptx"
echo "wrote $out/clb.ptx $out/libclc.ptx"
