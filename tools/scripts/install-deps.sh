#!/usr/bin/env bash
# Installs everything clbuiltins needs to build and test on Debian 12 (run as root).
# LLVM 15 is pinned: PoCL 3.1 and Mesa rusticl read LLVM 15 bitcode.
set -euo pipefail
pkgs=(
  cmake ninja-build g++ pkg-config git dpkg-dev
  clang-15 llvm-15-dev llvm-15-tools libclang-15-dev clang-format-15
  llvm-spirv-15 libllvmspirvlib-15-dev spirv-tools
  pocl-opencl-icd ocl-icd-opencl-dev opencl-headers clinfo mesa-opencl-icd
  libgtest-dev libmpfr-dev libzstd-dev libz3-dev libedit-dev libxml2-dev
)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#pkgs[@]} packages present"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"
