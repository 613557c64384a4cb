#!/usr/bin/env bash
# every-export.sh DROPIN.spv BINARY LIBCLC.spv SIGNATURES.txt [options]
# Every function libclc's file exports, built and run on rusticl with the
# drop-in bound over that file (tests/rusticl/every_export_test.cpp), Mesa's
# shader cache in a fresh directory: the cold start a user's first run has.
set -uo pipefail
here=$(dirname "$0")
dropin=$1 binary=$2 libclc=$3 signatures=$4
shift 4
# The list comes from libclc's own file, read before the drop-in hides it.
list=$(mktemp)
cache=$(mktemp -d)
trap 'rm -rf "$cache" "$list"' EXIT
cp "$libclc" "$list"
MESA_SHADER_CACHE_DIR="$cache" "$here/run-suite.sh" "$dropin" "$binary" "$list" "$signatures" "$@"
