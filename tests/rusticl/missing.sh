#!/usr/bin/env bash
# missing.sh LIBCLC.spv DROPIN.spv
# The builtins rusticl can ask libclc's spirv64-mesa3d-.spv for (its exported
# mangled OpenCL C functions; names starting "__" are libclc's internals)
# that the drop-in does not export, one line per function name:
# "<name> <missing overloads>/<libclc's overloads>". Empty output: none.
set -euo pipefail
exports() {
  spirv-dis "$1" | grep -oE 'LinkageAttributes "_Z[^"]*" Export' \
    | sed -E 's/^LinkageAttributes "([^"]*)" Export$/\1/' | sort -u
}
# _Z<len><name>...: the source name of a mangled builtin.
names() { sed -E 's/^_Z([0-9]+)(.*)$/\1 \2/' | awk '{print substr($2, 1, $1)}'; }
for f in "$1" "$2"; do
  [ -s "$f" ] || { echo "missing.sh: $f missing or empty" >&2; exit 1; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
exports "$1" > "$tmp/libclc"
exports "$2" > "$tmp/dropin"
[ -s "$tmp/libclc" ] || { echo "missing.sh: $1 exports no functions" >&2; exit 1; }
names < "$tmp/libclc" | grep -v '^__' | sort | uniq -c | awk '{print $2, $1}' > "$tmp/total"
comm -23 "$tmp/libclc" "$tmp/dropin" | names | grep -v '^__' | sort | uniq -c \
  | awk '{print $2, $1}' > "$tmp/lacking" || true
join "$tmp/lacking" "$tmp/total" | awk '{print $1, $2 "/" $3}'
