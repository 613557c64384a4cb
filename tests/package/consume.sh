#!/usr/bin/env bash
# consume.sh BUILD_DIR SOURCE_DIR
# Installs the build into a scratch prefix and builds and runs an
# out-of-tree consumer against it, once through find_package(clbuiltins) and
# once through pkg-config. CLB_CONSUMER_CXX and CLB_CONSUMER_FLAGS, when set,
# are the compiler and flags the consumer needs (a sanitized build's).
set -euo pipefail
build=$(realpath "$1") src=$(realpath "$2")
cxx=${CLB_CONSUMER_CXX:-g++} flags=${CLB_CONSUMER_FLAGS:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
cmake --install "$build" --prefix "$prefix" > "$tmp/install.log"

echo "== find_package"
cmake -S "$src/tests/package/consumer" -B "$tmp/consumer" -G Ninja \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$cxx" \
  -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" > "$tmp/configure.log" ||
  { cat "$tmp/configure.log"; exit 1; }
cmake --build "$tmp/consumer" > "$tmp/build.log" || { cat "$tmp/build.log"; exit 1; }
"$tmp/consumer/consumer"

echo "== pkg-config"
pc=$(dirname "$(find "$prefix" -name clbuiltins.pc)")
export PKG_CONFIG_PATH=$pc
libexec=$(pkg-config --variable=libexecdir clbuiltins)
for f in spir64.bc spirv64.spv nvptx64.bc; do
  test -f "$libexec/$f" || { echo "pkg-config libexecdir $libexec lacks $f"; exit 1; }
done
libdir=$(pkg-config --variable=libdir clbuiltins)
# shellcheck disable=SC2046,SC2086
"$cxx" $flags -std=c++17 -o "$tmp/consumer-pc" "$src/tests/package/consumer/consumer.cpp" \
  $(pkg-config --cflags clbuiltins) \
  -DCLB_LIBRARY_DIR="\"$libexec\"" -DCLB_SPIR64_BC="\"$libexec/spir64.bc\"" \
  $(pkg-config --libs clbuiltins) -Wl,-rpath,"$libdir"
"$tmp/consumer-pc"
"$(pkg-config --variable=clb_link clbuiltins)" --target nvptx64 --emit ptx -o "$tmp/k.ptx" \
  "$src/tools/demo/demo.cl" -cl-std=CL3.0
grep -q '.entry exposure' "$tmp/k.ptx"
# The nvptx64 launch ABI's host header, as a C runtime includes it: the split
# of a 2-D NDRange with partial groups into its four CUDA launches.
cat > "$tmp/split.c" <<'C'
#include <clbuiltins/host/nvptx_launch.h>
#include <stdio.h>
int main(void) {
  size_t global[2] = {100, 33}, local[2] = {16, 8};
  clb_nvptx_region r[CLB_NVPTX_MAX_REGIONS];
  int n = clb_nvptx_split(2, NULL, global, local, r);
  if (n != 4 || r[3].grid[0] != 1 || r[3].block[0] != 4 || r[3].params.group_offset[1] != 4)
    return 1;
  printf("nvptx_launch.h: %d regions\n", n);
  return 0;
}
C
cc -std=c99 -Wall -Werror -I"$prefix/include" -o "$tmp/split" "$tmp/split.c"
"$tmp/split"
# The image ABI's host header: a descriptor for a 2-D RGBA8 image array and a
# sampler's bits, as a CUDA runtime fills them for nvptx64.
cat > "$tmp/image.c" <<'C'
#include <clbuiltins/host/image.h>
#include <stdio.h>
int main(void) {
  clb_image_desc d;
  size_t bytes = clb_image_desc_fill(&d, 0x10B5 /* CL_RGBA */, 0x10D2 /* CL_UNORM_INT8 */,
                                     5, 4, 0, 3, 0, 0x1000);
  if (bytes != 240 || d.row_pitch != 20 || d.slice_pitch != 80 || d.elem_size != 1 ||
      clb_sampler_bits(1, 0x1133 /* CL_ADDRESS_REPEAT */, 0x1141 /* CL_FILTER_LINEAR */) != 0x27)
    return 1;
  /* A mip descriptor: 5x4 -> 2x2 -> 1x1, 3 layers, each level tight after
   * the last; a fourth level is past what 5 texels have. */
  clb_image_mip_desc m;
  bytes = clb_image_desc_fill_mip(&m, 0x10B5, 0x10D2, 5, 4, 0, 3, 3, 0x1000);
  if (bytes != 300 || m.image.num_mip_levels != CLB_IMAGE_MIP_MAGIC + 3 ||
      m.level[1].offset != 240 || m.level[1].row_pitch != 8 || m.level[1].slice_pitch != 16 ||
      m.level[2].offset != 288 || m.level[2].row_pitch != 4 || m.image.data != 0x1000 ||
      clb_image_desc_fill_mip(&m, 0x10B5, 0x10D2, 5, 4, 0, 3, 4, 0x1000) != 0)
    return 1;
  printf("image.h: %zu bytes\n", bytes);
  return 0;
}
C
cc -std=c99 -Wall -Werror -I"$prefix/include" -o "$tmp/image" "$tmp/image.c"
"$tmp/image"
echo "consume.sh: find_package and pkg-config consumers work"
