#!/usr/bin/env bash
# Compiles one kopt kernel file to PTX for every combination of parameter
# values given, checks each with `ptxas -arch=CHIP`, and keeps the PTX.
#
#   ptx-for-assignments.sh KERNEL.mlir OUTDIR CHIP "NAME=v1 v2 ..." ["NAME=..."]
#
# Writes OUTDIR/<kernel-file>.<NAME>-<v>....ptx and prints one line per
# assignment; exits non-zero if any assignment fails to compile or assemble.
set -euo pipefail

usage() { echo "usage: $0 KERNEL.mlir OUTDIR CHIP 'NAME=v1 v2' ..." >&2; exit 2; }
[ $# -ge 4 ] || usage
kernel=$1 outdir=$2 chip=$3
shift 3

here=$(cd "$(dirname "$0")" && pwd)
bin=${KOPT_BIN:-$here/../build/bin}
ptxas=${KOPT_PTXAS:-${CUDA_PATH:-/usr/local/cuda}/bin/ptxas}
[ -x "$ptxas" ] || ptxas=$(command -v ptxas) || { echo "error: ptxas not found" >&2; exit 1; }
mkdir -p "$outdir"

# Expand the cartesian product of the NAME=values lists.
combos=("")
for spec in "$@"; do
  name=${spec%%=*}
  values=${spec#*=}
  next=()
  for prefix in "${combos[@]}"; do
    for v in $values; do
      next+=("${prefix:+$prefix,}$name=$v")
    done
  done
  combos=("${next[@]}")
done

base=$(basename "$kernel" .mlir)
failed=0 accepted=0
for assignment in "${combos[@]}"; do
  tag=$(echo "$assignment" | tr ',=' '.-')
  ptx="$outdir/$base.$tag.ptx"
  if ! "$bin/kopt-opt" "$kernel" --kopt-instantiate="assignment=$assignment" \
        | "$bin/kopt-translate" --emit-ptx -o "$ptx" 2> "$ptx.log" \
     || ! "$ptxas" -arch="$chip" "$ptx" -o "$ptx.cubin" 2>> "$ptx.log"; then
    echo "FAILED $base $assignment"; sed 's/^/  /' "$ptx.log"; failed=$((failed + 1))
    continue
  fi
  rm -f "$ptx.cubin" "$ptx.log"
  echo "accepted $base $assignment"
  accepted=$((accepted + 1))
done
echo "$base: $accepted assignments accepted by ptxas -arch=$chip, $failed failed"
[ "$failed" -eq 0 ]
