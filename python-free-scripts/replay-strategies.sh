#!/usr/bin/env bash
# Replays recorded kopt-runner results to compare search strategies at no
# GPU cost: for each seed, the best configuration a strategy finds within a
# budget, against the best of the exhaustive search.
#
#   replay-strategies.sh KERNEL.mlir RESULTS.json BUDGET SEEDS [strategies...]
#
# KOPT_KERNEL=NAME picks the kernel of a file that holds several.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=${KOPT_BIN:-$here/../build/bin}
[ $# -ge 4 ] || { echo "usage: $0 KERNEL.mlir RESULTS.json BUDGET SEEDS [strategy...]" >&2; exit 2; }
kernel=$1 results=$2 budget=$3 seeds=$4
only=${KOPT_KERNEL:+ kernel=$KOPT_KERNEL}
shift 4
strategies=(bayes random)
[ $# -gt 0 ] && strategies=("$@")
db=$(mktemp)
rm -f "$db"
trap 'rm -f "$db"' EXIT

objective() { # strategy budget seed -> geometric-mean us of the best found
  "$bin/kopt-opt" "$kernel" -o /dev/null --mlir-print-op-on-diagnostic=false \
    --kopt-autotune="db=$db strategy=$1 budget=$2 seed=$3$only" 2>&1 \
    | tr '\r' '\n' | sed -n 's/.*geometric mean \([0-9.]*\) us.*/\1/p'
}
"$bin/kopt-opt" "$kernel" -o /dev/null --kopt-autotune="import=$results db=$db strategy=exhaustive$only" 2>/dev/null
best=$(objective exhaustive 0 1)
size=$(grep -c '"status"' "$results")
echo "$(basename "$kernel" .mlir): exhaustive best $best us (geometric mean over shapes), $((size - 1)) configurations"
for s in "${strategies[@]}"; do
  hits=0
  for seed in $(seq 1 "$seeds"); do
    got=$(objective "$s" "$budget" "$seed")
    awk -v b="$best" -v g="$got" 'BEGIN { exit !(b / g >= 0.95) }' && hits=$((hits + 1))
  done
  echo "$s, budget $budget: within 95% of the exhaustive best for $hits of $seeds seeds"
done
