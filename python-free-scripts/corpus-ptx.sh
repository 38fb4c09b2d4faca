#!/usr/bin/env bash
# The PTX kopt-tune produces for every corpus kernel with the static backend,
# gathered in one directory, so that two builds can be compared byte for byte:
#
#   python-free-scripts/corpus-ptx.sh OUT [BIN]     # record (BIN: build/bin)
#   diff -r OUT-before OUT-after                     # compare two records
#
# OUT/<file>/<path inside kopt-tune's output>.ptx and tuned.mlir, for each
# bench/kernels/*.cu; OUT/<file>.rc holds kopt-tune's exit status. A
# restructuring that changes no behaviour leaves every file identical.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
[[ $# -ge 1 ]] || { echo "usage: $0 OUT [BIN]" >&2; exit 2; }
out=$1
bin=${2:-${KOPT_BUILD_DIR:-$root/build}/bin}
[[ -x $bin/kopt-tune ]] || { echo "$0: no kopt-tune in $bin" >&2; exit 2; }
rm -rf "$out"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for source in "$root"/bench/kernels/*.cu; do
  name=$(basename "$source" .cu)
  rc=0
  "$bin/kopt-tune" "$source" --backend static -o "$work/$name" \
    > "$work/$name.log" 2>&1 || rc=$?
  echo "$rc" > "$out/$name.rc"
  (cd "$work/$name" 2>/dev/null && find . -name '*.ptx' -o -name 'tuned.mlir') |
    while read -r file; do
      mkdir -p "$out/$name/$(dirname "$file")"
      cp "$work/$name/$file" "$out/$name/$file"
    done
  echo "$name: rc $rc, $(find "$out/$name" -type f 2>/dev/null | wc -l) files"
done
