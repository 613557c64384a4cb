#!/usr/bin/env bash
# gpu-bundle.sh BUILD_DIR OUT_DIR: everything the GPU checks need that only
# this machine can make (the GPU machine has no LLVM and no MPFR), from a
# build on either toolchain (LLVM 15, or 19 with -DCLB_LLVM_VERSION=19, whose
# clb-link then links all the PTX): the GPU
# suite (static) with its PTX, the benchmarks' and sweeps' PTX, the static
# MPFR checker. The CUDA programs are not in it: gpu-check.sh builds them on
# the GPU machine with CMake from the checkout there (tests/gpu/nvcc,
# tools/lab/gpu, cmake/ClbCudaPrograms.cmake and the sources they name, all
# tracked files). Then, on the GPU machine:
#   tools/scripts/gpu-check.sh OUT_DIR LOG_DIR [suite|sanitize TOOL FILTER|sweep|abi|image-demo|bench|wg-bench|image-bench|math-bench|math-bench-cr|math-bench-half|accuracy-float|accuracy-float-cr|accuracy-double]
set -euo pipefail
build=$(cd "$1" && pwd)
out=$2
here=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$out"
mkdir -p "$out/bench"
# Named, not left to the default target: a build on LLVM 19
# (CLB_LLVM_VERSION) makes them only on request.
cmake --build "$build" --target clb-gpu-tests clb-mpfr-check bench-ptx
bash "$here/tools/lab/bench/build-ptx.sh" "$build" > /dev/null
cp "$build/tests/gpu/clb-gpu-tests" "$out/"
cp "$build/bin/clb-mpfr-check" "$out/"  # static: the accuracy-double mode's MPFR checker
cp -r "$build/tests/gpu/ptx" "$out/ptx"
cp "$build"/bench/*.ptx "$out/bench/"  # codegen-clb.ptx and the float sweep's sweep-*.ptx among them
# The launch-ABI example's kernel (docs/examples/nvptx-launch).
"$build/bin/clb-link" --target nvptx64 --emit ptx -O3 -o "$out/scale.ptx" \
  "$here/docs/examples/nvptx-launch/scale.cl"
# The image demo's kernels (tools/demo/image; gpu-check.sh image-demo).
"$build/bin/clb-link" --target nvptx64 --emit ptx -O3 -o "$out/resize_blur.ptx" \
  "$here/tools/demo/image/resize_blur.cl"
echo "gpu-bundle.sh: $(du -sh "$out" | cut -f1) in $out"
