#!/usr/bin/env bash
# Installs everything clbuiltins needs to build and test on Debian 12 (run as root).
# LLVM 15 is the default toolchain: PoCL 3.1 and Mesa rusticl read LLVM 15
# bitcode. LLVM 19 is the second (cmake -DCLB_LLVM_VERSION=19; Debian 12 has
# no SPIRV-LLVM-Translator for it).
set -euo pipefail
pkgs=(
  cmake ninja-build g++ pkg-config git dpkg-dev
  clang-15 llvm-15-dev llvm-15-tools libclang-15-dev clang-format-15
  clang-19 llvm-19-dev llvm-19-tools libclang-19-dev
  llvm-spirv-15 libllvmspirvlib-15-dev spirv-tools
  pocl-opencl-icd ocl-icd-opencl-dev opencl-headers clinfo mesa-opencl-icd
  libgtest-dev libmpfr-dev libzstd-dev libz3-dev libedit-dev libxml2-dev
)
# libclc-19's nvptx64 library, the GPU benchmarks' second libclc column
# (tools/lab/bench/build-ptx.sh): unpacked beside the system's files, because
# the libclc-19 package replaces libclc-15 (both own /usr/lib/clc), which
# rusticl and the libclc-15 column need, and removes mesa-opencl-icd with it.
libclc19=/opt/libclc-19
libclc19_bc=$libclc19/usr/lib/clc/nvptx64--nvidiacl.bc
unpack_libclc19() {
  [ -f "$libclc19_bc" ] && return 0
  local tmp
  tmp=$(mktemp -d)
  # (apt's lists may be missing where every package above was present)
  if (cd "$tmp" && { apt-get download -qq libclc-19 2>/dev/null ||
                     { apt-get update -qq && apt-get download -qq libclc-19; }; }) &&
     dpkg-deb -x "$tmp"/libclc-19_*.deb "$libclc19"; then
    echo "install-deps: libclc-19 unpacked in $libclc19 (not installed: it would replace libclc-15)"
  else
    echo "install-deps: libclc-19 not unpacked: build-ptx.sh makes no libclc-19 PTX" >&2
  fi
  rm -rf "$tmp"
}
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#pkgs[@]} packages present"
  unpack_libclc19
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"
unpack_libclc19
