#!/usr/bin/env bash
# identity-compare.sh A B: compares two identity-snapshot.sh folders. Every
# file must be byte-identical, but for one allowance: a library or linked
# bitcode file whose bytes differ only in the values of its `!srcloc`
# metadata (bitcode, or LLVM IR text), the source offsets clang records for each inline asm statement
# (for its own diagnostics: they reach no PTX or code object). Any edit of a
# library source or header above an asm statement moves them (a comment
# reworded, an #include added), so they are shown and then disregarded.
# Prints each difference; exits 1 if any file differs otherwise.
set -euo pipefail
a=$1 b=$2
dis=${LLVM_DIS:-llvm-dis-15}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# The IR with the srcloc nodes' values blanked (the nodes keep their
# numbers, so any other change still shows).
blank() {
  case "$1" in *.bc) "$dis" "$1" -o - ;; *) cat "$1" ;; esac | python3 -c '
import re, sys
ir = sys.stdin.read()
ids = set(re.findall(r"!srcloc !(\d+)", ir))
ir = re.sub(r"^((!(\d+)) = !\{i(?:32|64) )-?\d+\}$", lambda m: m.group(1) + "SRCLOC}" if m.group(3) in ids else m.group(0), ir, flags=re.M)
sys.stdout.write(ir.split("\n", 1)[1])  # the ModuleID line names the path
'
}
status=0 srcloc=0
while IFS= read -r line; do
  if [[ $line =~ ^Files\ (.*)\ and\ (.*)\ differ$ ]]; then
    fa=${BASH_REMATCH[1]} fb=${BASH_REMATCH[2]}
    if [[ $fa == *.bc || $fa == *.ll ]] && cmp -s <(blank "$fa") <(blank "$fb"); then
      echo "srcloc only: ${fa#"$a"/}"
      srcloc=$((srcloc + 1))
      continue
    fi
  fi
  echo "$line"
  status=1
done < <(diff -rq "$a" "$b" || true)
files=$(find "$a" -type f | wc -l)
if [ $status = 0 ]; then
  echo "identity-compare.sh: identical ($files files; $srcloc bitcode or IR files differ only in !srcloc)"
else
  echo "identity-compare.sh: DIFFERENT (above)" >&2
fi
exit $status
