#!/bin/sh
# spirv-capabilities.sh SPIRV-DIS MODULE.spv...
# spirv-val accepts a Kernel module that declares only Float16Buffer and still
# computes on half, but the SPIR-V spec allows a 16-bit OpTypeFloat under
# Float16Buffer only as the pointee of a pointer: any other use (a half
# value, a vector of half, a function parameter) needs Capability Float16.
# Fails, naming the module and one offending instruction, if one is missing.
set -eu
dis=$1
shift
status=0
for module in "$@"; do
  text=$("$dis" --raw-id --no-header "$module") || { echo "$module: spirv-dis failed" >&2; exit 1; }
  half=$(printf '%s\n' "$text" | awk '$2 == "=" && $3 == "OpTypeFloat" && $4 == "16" { print $1 }')
  [ -n "$half" ] || continue
  use=$(printf '%s\n' "$text" | awk -v h="$half" '
    $2 == "=" && $3 == "OpTypeFloat" { next }
    $2 == "=" && $3 == "OpTypePointer" && $5 == h && NF == 5 { next }
    { for (i = 1; i <= NF; ++i) if ($i == h) { print; exit } }')
  [ -n "$use" ] || continue
  if ! printf '%s\n' "$text" | grep -qx ' *OpCapability Float16'; then
    echo "$module: uses half as a value without OpCapability Float16: $use" >&2
    status=1
  fi
done
exit $status
