#!/usr/bin/env bash
# run-demo.sh CLB_LINK CLB_DEMO DEMO_CL
# README command 1's last step (tools/scripts/demo.sh, kept in step with it):
# link the demo kernel with clbuiltins for spir64 and run it on PoCL; the
# demo checks its own results and exits non-zero on any mismatch.
set -euo pipefail
clb_link=$1 clb_demo=$2 kernel=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$clb_link" --target spir64 --emit bc -o "$tmp/demo.bc" "$kernel" -cl-std=CL3.0
"$clb_demo" "$tmp/demo.bc"
