#!/bin/bash
# Rebuilds the check bundles (<kernel>/best/check) of a tune-loop run measured
# before kopt-tune wrote them: replays each file's tuning database with the
# same planner, strategy and budget (the same rounds and kept configurations,
# compared below) and gathers the bundles under .bundle/C with kopt-runner, and
# the launchers (<kernel>.launch.h) beside them.
#   bench/loop/check-bundles.sh RESULTS EXPORT [BUDGET]
# RESULTS: a gpu-tune-loop.sh run's output (NAME/tuning-db.json, summary.json);
# EXPORT: its gpu-tune-loop.sh export directory (lifted/, reference/).
# On the GPU host: for b in .bundle/C/*/; do .bundle/C/bin/kopt-runner $b --seed 7; done
set -euo pipefail
cd "$(dirname "$0")/../.."
results=${1:?usage: $0 RESULTS EXPORT [BUDGET]}; export=${2:?usage: $0 RESULTS EXPORT [BUDGET]}
budget=${3:-16}
work=$(mktemp -d)
rm -rf .bundle/C && mkdir -p .bundle/C/bin && cp build/bin/kopt-runner .bundle/C/bin/
for db in "$results"/*/tuning-db.json; do
  name=$(basename "$(dirname "$db")")
  [ -f "$export/lifted/$name.mlir" ] || continue
  mkdir -p "$work/$name" && cp "$db" "$work/$name/"
  build/bin/kopt-tune "$export/lifted/$name.mlir" --backend replay --strategy random \
    --budget "$budget" --iterations 2 --reference-ptx "$export/reference/$name.ptx" \
    -o "$work/$name" >"$work/$name.log" 2>&1
  kept() { jq -r '.kernels[] | "\(.kernel) \(.best_round) \(.rounds[.best_round].best)"' "$1"; }
  cmp -s <(kept "$results/$name/summary.json") <(kept "$work/$name/summary.json") ||
    { echo "$name: the replay kept other configurations" >&2; exit 1; }
  for check in "$work/$name"/*/best/check; do
    kernel=$(basename "$(dirname "$(dirname "$check")")")
    cp -r "$check" ".bundle/C/$kernel"
    cp "$(dirname "$check")/$kernel.launch.h" .bundle/C/
  done
done
ls .bundle/C
