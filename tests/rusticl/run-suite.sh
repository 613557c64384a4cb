#!/usr/bin/env bash
# run-suite.sh LIBRARY.spv|system BINARY [gtest options]
# Runs the kernel suite on Mesa rusticl's llvmpipe device, with rusticl
# taking its builtins from LIBRARY bound over libclc's file in a private
# mount namespace (the system is never touched), or from libclc itself.
set -euo pipefail
library=$1; shift
binary=$1; shift
target=/usr/lib/clc/spirv64-mesa3d-.spv
export RUSTICL_ENABLE=llvmpipe
if [ "$library" = system ]; then
  exec "$binary" "$@"
fi
[ -f "$target" ] || { echo "run-suite.sh: $target missing (apt-get install libclc-15)" >&2; exit 1; }
exec unshare --mount sh -c 'mount --bind "$0" "$1" && shift && exec "$@"' \
  "$library" "$target" "$binary" "$@"
