#!/usr/bin/env bash
# overloads.sh CLB_GEN SIGNATURES
# The overload generator against the real signature table: what it writes
# for builtins of each shape, and how it rejects a bad overload table (one
# error line naming the problem, non-zero exit, no output file).
set -uo pipefail
gen=$1 signatures=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "overloads.sh: FAIL: $*"; exit 1; }

# expect FILE TEXT: the generated file holds TEXT verbatim.
expect() { grep -qF -- "$2" "$1" || fail "$(basename "$1") lacks: $2"; }

cat > "$tmp/table.txt" <<'T'
# a comment, then entries of each shape
math/ldexp
math/fract out
integer/bitfield_extract_signed
common/clamp
T
"$gen" math/overloads.cl -o "$tmp/math.cl" --signatures "$signatures" --overloads "$tmp/table.txt" ||
  fail "clb-gen rejected a good table"
m=$tmp/math.cl
# A scalar argument is widened where the builtin has a vector there elsewhere.
expect "$m" "float4 ldexp(float4 p0, int p1) { return __clb_ldexp(p0, (int4)p1); }"
expect "$m" "CLB_OVLD CLB_CONST float4 __clb_ldexp(float4, int4);"
# Output pointers reach the core as private pointers to a temporary.
expect "$m" "float4 fract(float4 p0, global float4 *p1) { float4 t1; float4 r = __clb_fract(p0, &t1); *p1 = t1; return r; }"
expect "$m" "CLB_OVLD float4 __clb_fract(float4, private float4 *);"
# Every address space clang declares, generic under its feature macro.
for space in global local private generic; do
  expect "$m" "double2 fract(double2 p0, $space double2 *p1)"
done
grep -B2 -F "fract(float p0, generic float *p1)" "$m" | grep -qF "#if defined(__opencl_c_generic_address_space)" ||
  fail "generic fract overload is not guarded by its feature"
# half and double overloads sit under the one guard of <clb/types.h>.
grep -B2 -F "half8 ldexp(half8 p0, int8 p1)" "$m" | grep -qxF "#if CLB_HAS_FP16" || fail "half overload unguarded"
grep -B2 -F "double ldexp(double p0, int p1)" "$m" | grep -qxF "#if CLB_HAS_FP64" || fail "double overload unguarded"
"$gen" integer/overloads.cl -o "$tmp/integer.cl" --signatures "$signatures" --overloads "$tmp/table.txt" ||
  fail "clb-gen rejected the integer family"
# Positions scalar in every overload stay scalar.
expect "$tmp/integer.cl" "int4 bitfield_extract_signed(int4 p0, uint p1, uint p2) { return __clb_bitfield_extract_signed(p0, p1, p2); }"
"$gen" common/overloads.cl -o "$tmp/common.cl" --signatures "$signatures" --overloads "$tmp/table.txt" ||
  fail "clb-gen rejected the common family"
expect "$tmp/common.cl" "float8 clamp(float8 p0, float p1, float p2) { return __clb_clamp(p0, (float8)p1, (float8)p2); }"
expect "$tmp/common.cl" "uint16 clamp(uint16 p0, uint p1, uint p2) { return __clb_clamp(p0, (uint16)p1, (uint16)p2); }"
# Every overload clang declares: as many wrappers as table lines for the name.
want=$(awk -F'\t' '$1 == "clamp"' "$signatures" | wc -l)
have=$(grep -c " clamp(" "$tmp/common.cl")
[ "$want" -gt 100 ] && [ "$want" = "$have" ] || fail "clamp: $have wrappers for $want declarations"

# rejects TABLE_TEXT NAME MESSAGE: clb-gen fails, says MESSAGE, writes nothing.
rejects() {
  printf '%s\n' "$1" > "$tmp/bad.txt"
  rm -f "$tmp/out.cl"
  if "$gen" "$2" -o "$tmp/out.cl" --signatures "$signatures" --overloads "$tmp/bad.txt" 2> "$tmp/err"; then
    fail "accepted: $1"
  fi
  grep -qF -- "$3" "$tmp/err" || fail "for '$1' the error was: $(cat "$tmp/err")"
  [ "$(wc -l < "$tmp/err")" = 1 ] || fail "more than one error line for '$1'"
  [ ! -e "$tmp/out.cl" ] || fail "output written for '$1'"
}
rejects "math/no_such_builtin" math/overloads.cl "no_such_builtin has no declaration in the signature table"
rejects "mathfabs" math/overloads.cl "bad.txt:1: expected <family>/<builtin>, got 'mathfabs'"
rejects $'math/fabs\nmath/fabs' math/overloads.cl "bad.txt:2: fabs is listed twice"
rejects "math/fract inout" math/overloads.cl "bad.txt:1: unknown flag 'inout'"
rejects "math/fabs" integer/overloads.cl "lists no builtin of family 'integer'"
echo "overloads.sh: generator output and table errors as expected"
