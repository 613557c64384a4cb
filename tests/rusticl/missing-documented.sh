#!/usr/bin/env bash
# missing-documented.sh LIBCLC.spv DROPIN.spv USAGE.md
# Fails unless the list of functions the drop-in lacks in docs/usage.md
# (between the dropin-missing markers) is exactly what missing.sh generates
# from the two files, so the docs never claim a function the drop-in lacks.
set -euo pipefail
here=$(dirname "$0")
generated=$("$here/missing.sh" "$1" "$2")
documented=$(sed -n '/^<!-- dropin-missing:begin/,/^<!-- dropin-missing:end/p' "$3" \
  | grep -vE '^(<!--|```)' || true)
if ! grep -q '^<!-- dropin-missing:begin' "$3"; then
  echo "missing-documented.sh: $3 has no dropin-missing block"; exit 1
fi
if [ "$generated" != "$documented" ]; then
  echo "missing-documented.sh: $3 is stale (< documented, > generated):"
  diff <(echo "$documented") <(echo "$generated") || true
  echo "regenerate with: tests/rusticl/missing.sh $1 $2"
  exit 1
fi
echo "missing-documented.sh: docs list the $(echo -n "$generated" | grep -c . || true) functions the drop-in lacks"
