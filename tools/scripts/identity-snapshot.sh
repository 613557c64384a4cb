#!/usr/bin/env bash
# identity-snapshot.sh BUILD_DIR OUT_DIR: everything a restructuring must leave
# byte-identical, copied or produced into OUT_DIR so two snapshots compare with
# `diff -rq A B`:
#   lib/       the target libraries (BUILD_DIR/lib/clbuiltins)
#   gpu-ptx/   the GPU suite's PTX (BUILD_DIR/tests/gpu/ptx)
#   bench/     the GPU benchmarks' PTX (tools/lab/bench/build-ptx.sh, rebuilt here)
#   linked/    every tests/kernels/*.cl linked by clb-link for every target it
#              builds on, as LLVM IR at -O2 (and PTX for nvptx64), plus the
#              same through the layer's mode (--emit bc at the layer's options)
# A kernel file that does not build for a target is recorded with clb-link's
# message (the message must stay the same too).
set -euo pipefail
build=$(cd "$1" && pwd)
out=$2
src=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$out"; mkdir -p "$out"/{lib,gpu-ptx,bench,linked}
cp "$build"/lib/clbuiltins/* "$out"/lib/
[ -d "$build"/tests/gpu/ptx ] && cp -r "$build"/tests/gpu/ptx/. "$out"/gpu-ptx/
bash "$src"/tools/lab/bench/build-ptx.sh "$build" >/dev/null 2>&1 || echo "build-ptx.sh failed" >"$out"/bench/FAILED
cp "$build"/bench/*.ptx "$out"/bench/ 2>/dev/null || true
link="$build"/bin/clb-link
for k in "$src"/tests/kernels/*.cl; do
  n=$(basename "$k" .cl)
  for t in spir64 spirv64 nvptx64 amdgcn; do
    emits="ll"; [ $t = nvptx64 ] && emits="ll ptx"; [ $t = spirv64 ] && emits="ll spv"
    for e in $emits; do
      f="$out/linked/$n.$t.$e"
      if ! "$link" --target $t --emit $e -O2 -o "$f" "$k" -cl-std=CL3.0 -I "$src"/tests/kernels \
          >"$f.log" 2>&1; then
        rm -f "$f"
      fi
      [ -s "$f.log" ] || rm -f "$f.log"
      # The checkout's path appears in IR (source_filename) and messages.
      [ -f "$f.log" ] && sed -i "s#$src#SRC#g" "$f.log"
      [ -f "$f" ] && [ "$e" != spv ] && sed -i "s#$src#SRC#g" "$f"
    done
  done
done
echo "snapshot in $out: $(find "$out" -type f | wc -l) files"
