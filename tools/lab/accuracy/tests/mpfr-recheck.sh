#!/bin/sh
# mpfr-recheck.sh MPFR_RECHECK KNOWN_CASES BAD_CASES: mpfr_recheck on cases
# whose errors are known independently (known-cases.txt says how each was
# derived), then on a file with a bad line, which it must refuse by line
# number with nothing on stdout.
set -u
tool=$1 known=$2 bad=$3
out=$("$tool" "$known") || { echo "mpfr-recheck.sh: mpfr_recheck failed on $known"; exit 1; }
fail=0
# expect FUNCTION COLUMN FIGURE: the MPFR column of the "Every case" row.
expect() {
  got=$(printf '%s\n' "$out" | awk -F'|' -v f="$1" -v c="$2" '
    { for (i = 2; i <= NF; ++i) gsub(/^ +| +$/, "", $i) }
    ($2 == "max" || $2 == "special") && $3 == f && $4 == c { print $8 }')
  if [ "$got" != "$3" ]; then
    echo "mpfr-recheck.sh: $1 ($2): MPFR figure '$got', want '$3'"
    fail=1
  fi
}
expect sqrt clbuiltins 0.796969
expect pow libclc-15 0.203031
expect sqrt CUDA 0.000000
expect sqrt libclc-15 "0.000000 (differs)"
expect ceil libclc-15 4.194e+06
expect ldexp clbuiltins 0.500000
expect exp2 CUDA 0.500000
expect exp clbuiltins 0.000000
expect exp libclc-15 123.909328
expect rootn clbuiltins 0.000000
expect maxmag clbuiltins 0.000000
expect log clbuiltins nan-mismatch
expect sin CUDA zero-sign
expect powr CUDA nan-mismatch
expect fract_value clbuiltins 0.000000
expect fract_value libclc-15 1.000000
expect frexp_exp clbuiltins 0.000000
expect ilogb clbuiltins 0.000000
expect lgamma_r_signp clbuiltins zero-sign
# The tables: ceil's 4194304 ulps lie above its bound (correctly rounded).
printf '%s\n' "$out" | grep -q '^| ceil | CR | — | 4.194e+06 (0x1.8p+0) above bound' ||
  { echo "mpfr-recheck.sh: ceil's row does not show its error above the bound"; fail=1; }
printf '%s\n' "$out" | grep -q '^mpfr_recheck: 19 cases, 1 where' ||
  { echo "mpfr-recheck.sh: the summary does not count 19 cases, 1 differing"; fail=1; }

stdout=$("$tool" "$bad" 2>/dev/null)
status=$?
err=$("$tool" "$bad" 2>&1 >/dev/null)
if [ "$status" -eq 0 ] || [ -n "$stdout" ] ||
   ! printf '%s\n' "$err" | grep -q "bad-case.txt:3: 'nosuch' is not a function"; then
  echo "mpfr-recheck.sh: $bad: status $status, stdout '$stdout', stderr '$err';"
  echo "want a refusal of line 3 and nothing on stdout"
  fail=1
fi
[ "$fail" -eq 0 ] && echo "mpfr-recheck.sh: 19 known cases and one refusal as expected"
exit $fail
