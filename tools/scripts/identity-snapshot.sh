#!/usr/bin/env bash
# identity-snapshot.sh BUILD_DIR OUT_DIR: everything a restructuring must leave
# byte-identical, copied or produced into OUT_DIR so two snapshots compare with
# `diff -rq A B`, or with identity-compare.sh A B, which also shows a bitcode
# or IR file whose bytes differ only in inline asm's !srcloc source offsets:
#   lib/       the target libraries (BUILD_DIR/lib/clbuiltins)
#   gpu-ptx/   the GPU suite's PTX (BUILD_DIR/tests/gpu/ptx)
#   bench/     the GPU benchmarks' PTX (tools/lab/bench/build-ptx.sh, rebuilt here)
#   linked/    every tests/kernels/*.cl linked by clb-link for every target it
#              builds on, as LLVM IR at -O2 (and PTX for nvptx64, SPIR-V for
#              spirv64)
#   modes/     the paths linked/ does not take, each kernel as LLVM IR:
#              O0/         every target at -O0
#              fast/       every target at -O2 -cl-fast-relaxed-math
#              uniform/    nvptx64 at -O2 --uniform-launch
#              layer-O2/   spir64 as the PoCL layer links (tools/clb-layer/
#              layer-O0/   Compile.cpp): --inline-lane-wise-overloads
#                          --variadic-vectors-as-x86-64 --allow-unresolved, at
#                          -O2 (the reoptimized pipeline) and -O0
#              Unlike linked/, these find the headers the library installs
#              (include/clbuiltins, BUILD_DIR/lib/clbuiltins), so the kernels
#              that include them (async copies, work-group collectives) link
#              here rather than stop at the front end.
#              (--base-only leaves modes/ out, to compare with a snapshot
#              made before modes/ existed; --modes-only makes modes/ alone)
# A kernel file that does not build for a target is recorded with clb-link's
# message (the message must stay the same too).
set -euo pipefail
modes=1 base=1
case "${1:-}" in
  --base-only) modes=0; shift ;;
  --modes-only) base=0; shift ;;
esac
build=$(cd "$1" && pwd)
out=$2
src=$(cd "$(dirname "$0")/../.." && pwd)
link="$build"/bin/clb-link
rm -rf "$out"; mkdir -p "$out"
if [ $base = 1 ]; then
mkdir -p "$out"/{lib,gpu-ptx,bench,linked}
cp "$build"/lib/clbuiltins/* "$out"/lib/
[ -d "$build"/tests/gpu/ptx ] && cp -r "$build"/tests/gpu/ptx/. "$out"/gpu-ptx/
bash "$src"/tools/lab/bench/build-ptx.sh "$build" >/dev/null 2>&1 || echo "build-ptx.sh failed" >"$out"/bench/FAILED
cp "$build"/bench/*.ptx "$out"/bench/ 2>/dev/null || true
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
fi
# link_one DIR NAME TARGET EMIT KERNEL CLB-LINK-OPTIONS...: one link into
# DIR/NAME.TARGET.EMIT, or its message into .log, with the checkout's path
# replaced as above.
link_one() {
  local dir=$1 n=$2 t=$3 e=$4 k=$5; shift 5
  local f="$dir/$n.$t.$e"
  if ! "$link" --target $t --emit $e -o "$f" "$k" -cl-std=CL3.0 -I "$src"/tests/kernels \
      -I "$src"/include -I "$build"/lib "$@" >"$f.log" 2>&1; then
    rm -f "$f"
  fi
  [ -s "$f.log" ] || rm -f "$f.log"
  [ -f "$f.log" ] && sed -i "s#$src#SRC#g" "$f.log"
  [ -f "$f" ] && sed -i "s#$src#SRC#g" "$f"
  return 0
}
if [ $modes = 1 ]; then
  mkdir -p "$out"/modes/{O0,fast,uniform,layer-O2,layer-O0}
  layer=(--inline-lane-wise-overloads --variadic-vectors-as-x86-64 --allow-unresolved)
  for k in "$src"/tests/kernels/*.cl; do
    n=$(basename "$k" .cl)
    for t in spir64 spirv64 nvptx64 amdgcn; do
      link_one "$out"/modes/O0 $n $t ll "$k" -O0
      link_one "$out"/modes/fast $n $t ll "$k" -O2 -cl-fast-relaxed-math
    done
    link_one "$out"/modes/uniform $n nvptx64 ll "$k" -O2 --uniform-launch
    link_one "$out"/modes/layer-O2 $n spir64 ll "$k" -O2 "${layer[@]}"
    link_one "$out"/modes/layer-O0 $n spir64 ll "$k" -O0 "${layer[@]}"
  done
fi
echo "snapshot in $out: $(find "$out" -type f | wc -l) files"
