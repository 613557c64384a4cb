#!/usr/bin/env bash
# deb.sh BUILD_DIR SOURCE_DIR
# Makes the Debian package with cpack, checks its contents and dependencies,
# unpacks it into a scratch root and runs what it installed from there.
set -euo pipefail
build=$(realpath "$1") src=$(realpath "$2")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$build" && cpack -G DEB -B "$tmp/out" > "$tmp/cpack.log") || { cat "$tmp/cpack.log"; exit 1; }
deb=$(ls "$tmp"/out/clbuiltins_*.deb)
echo "package: $(basename "$deb")"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for d in libclang-common-15-dev libllvm15 libclang-cpp15; do
  [[ "$depends" == *"$d"* ]] || { echo "deb.sh: Depends lacks $d"; exit 1; }
done
dpkg-deb -c "$deb" > "$tmp/contents"
for f in ./usr/bin/clb-link ./usr/share/clbuiltins/spir64.bc ./usr/share/clbuiltins/spirv64.spv \
         ./usr/share/clbuiltins/nvptx64.bc ./usr/include/clbuiltins/Link.h \
         /clbuiltins.pc /clbuiltinsConfig.cmake /libclbuiltins-link.so; do
  grep -q -- "$f" "$tmp/contents" || { echo "deb.sh: package lacks $f"; exit 1; }
done
# The rusticl drop-in ships beside the libraries, never over libclc's file.
grep -q -- ./usr/share/clbuiltins/spirv64-mesa3d-.spv "$tmp/contents" \
  || { echo "deb.sh: package lacks the rusticl drop-in"; exit 1; }
if grep -q -- /lib/clc/ "$tmp/contents"; then
  echo "deb.sh: package installs into libclc's directory:"; grep -- /lib/clc/ "$tmp/contents"; exit 1
fi
dpkg -x "$deb" "$tmp/root"
"$tmp/root/usr/bin/clb-link" --target spir64 --emit bc -o "$tmp/demo.bc" "$src/tools/demo/demo.cl" \
  -cl-std=CL3.0
"$build/bin/clb-demo" "$tmp/demo.bc" > "$tmp/demo.log" || { cat "$tmp/demo.log"; exit 1; }
grep '^demo: ' "$tmp/demo.log"
echo "deb.sh: the package's clb-link links the demo from its own library"
