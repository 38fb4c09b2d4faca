#!/usr/bin/env bash
# Replays shipped tuning databases (bench/db/DEVICE-DATE/) at a small
# budget to compare search strategies at no GPU cost: for each corpus file
# and each round, the best a strategy finds among BUDGET of the recorded
# configurations (the default first, as kopt-tune measures it), against
# the best of all of them; then the geometric mean of those ratios.
#
#   replay-budget.sh DB_DIR BUDGET "STRATEGY..." NAME...
#
# NAME is a file of bench/kernels without .cu with a database in DB_DIR.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
bin=${KOPT_BIN:-$root/build/bin}
[ $# -ge 4 ] || { echo "usage: $0 DB_DIR BUDGET \"STRATEGY...\" NAME..." >&2; exit 2; }
dbs=$1 budget=$2 strategies=$3
shift 3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

rounds() { # DIR -> one "round best_us" line per round of its report
  sed -n 's/^- round \([0-9]*\): best \([0-9.]*\) us.*/\1 \2/p' "$1/report.md"
}
replay() { # NAME STRATEGY BUDGET DIR
  mkdir -p "$4"
  cp "$dbs/$1.tuning-db.json" "$4/tuning-db.json"
  "$bin/kopt-tune" "$root/bench/kernels/$1.cu" --backend replay \
    --strategy "$2" --budget "$3" --no-reference --progress=none \
    -o "$4" >/dev/null 2>&1 || { echo "replay of $1 ($2) failed" >&2; exit 1; }
}
for name in "$@"; do
  replay "$name" random 0 "$work/$name/all"
  for strategy in $strategies; do
    replay "$name" "$strategy" "$budget" "$work/$name/$strategy"
    join <(rounds "$work/$name/all") <(rounds "$work/$name/$strategy") |
      awk -v n="$name" -v s="$strategy" '{ printf "%s %s round %s: %.3f\n", n, s, $1, $3 / $2 }'
  done
done | tee "$work/ratios"
for strategy in $strategies; do
  awk -v s="$strategy" -v b="$budget" '$2 == s { sum += log($5); n++ }
    END { if (n) printf "%s, budget %s: best found at %.3fx the best recorded (geometric mean over %d rounds)\n", s, b, exp(sum / n), n }' "$work/ratios"
done
