#!/usr/bin/env bash
# check-format.sh SRC_DIR [CLANG_FORMAT]: every C++ file of tools/, tests/ and
# gen/ is as .clang-format lays it out (docs/architecture.md, "Style"); names
# each file that is not and the command that fixes it. Left out, as the Style
# section says: include/ (installed headers, some OpenCL C) and the three lab
# headers OpenCL C kernels include too.
set -euo pipefail
src=$1
fmt=${2:-clang-format-15}
if ! command -v "$fmt" >/dev/null; then
  echo "check-format.sh: $fmt not found (tools/scripts/install-deps.sh installs clang-format-15)" >&2
  exit 1
fi
cd "$src"
mapfile -t files < <(find tools tests gen -type f \( -name '*.cpp' -o -name '*.h' -o -name '*.cu' -o -name '*.cuh' \) \
  ! -name def_probe.h ! -name split_results.h ! -name math_bench_list.h | LC_ALL=C sort)
if [ ${#files[@]} -lt 100 ]; then
  echo "check-format.sh: found only ${#files[@]} C++ files under $src: wrong directory?" >&2
  exit 1
fi
bad=()
for f in "${files[@]}"; do
  "$fmt" --style=file "$f" | cmp -s "$f" - || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
  echo "check-format.sh: ${#bad[@]} of ${#files[@]} C++ files are not formatted as .clang-format says:" >&2
  printf '  %s\n' "${bad[@]}" >&2
  echo "fix: $fmt -i ${bad[*]}" >&2
  exit 1
fi
echo "check-format.sh: all ${#files[@]} C++ files formatted ($("$fmt" --version | head -1))"
