#!/usr/bin/env bash
# spirv-link.sh CLANG LLVM_SPIRV LIBRARY.spv KERNEL.cl
# docs/usage.md's SPIR-V toolchain route: a kernel compiled on its own
# (clang-15 + llvm-spirv) links against clbuiltins' SPIR-V module with
# spirv-link, and the result validates.
set -euo pipefail
clang=$1 llvm_spirv=$2 library=$3 kernel=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$clang" -target spirv64 -cl-std=CL3.0 -Xclang -finclude-default-header -c -emit-llvm \
  "$kernel" -o "$tmp/kernel.bc"
"$llvm_spirv" --spirv-max-version=1.0 "$tmp/kernel.bc" -o "$tmp/kernel.spv"
spirv-link "$tmp/kernel.spv" "$library" -o "$tmp/linked.spv"
spirv-val "$tmp/linked.spv"
# Every import is resolved but the SPIR-V builtin variables, which the
# consumer provides.
if spirv-dis "$tmp/linked.spv" | grep 'LinkageAttributes .* Import' | grep -v '__spirv_BuiltIn'; then
  echo "spirv-link.sh: imports left unresolved"; exit 1
fi
echo "spirv-link.sh: $(basename "$kernel") links against $(basename "$library") and validates"
