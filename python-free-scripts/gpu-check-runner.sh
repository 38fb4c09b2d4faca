#!/usr/bin/env bash
# kopt-runner on a GPU host, in two halves:
#   gpu-check-runner.sh export DIR   (build host) bundles of the examples'
#                                     whole search spaces and of the planted
#                                     faults, plus the runner binary
#   gpu-check-runner.sh run DIR OUT  (GPU host) measures them into OUT/
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
mode=${1:-}; dir=${2:-}
[ -n "$mode" ] && [ -n "$dir" ] || { echo "usage: $0 export DIR | run DIR OUT" >&2; exit 2; }

case "$mode" in
export)
  "$here/build.sh" kopt-opt kopt-runner >/dev/null
  rm -rf "$dir/space" "$dir/faults"
  "$root/build/bin/kopt-opt" "$root"/examples/*.mlir -o /dev/null \
    --kopt-export-bundle="dir=$dir/space" --mlir-print-op-on-diagnostic=false
  "$root/build/bin/kopt-opt" "$root/test/Runner/Inputs/faults.mlir" -o /dev/null \
    --kopt-export-bundle="dir=$dir/faults" --mlir-print-op-on-diagnostic=false
  mkdir -p "$dir/bin"
  cp "$root/build/bin/kopt-runner" "$dir/bin/"
  ;;
run)
  out=${3:?usage: $0 run DIR OUT}
  runner=$dir/bin/kopt-runner
  mkdir -p "$out"
  echo "== planted faults (time limit 20 s)"
  "$runner" "$dir/faults/scale" --timeout 20 -o "$out/faults.json"
  echo "== silu_and_mul: killed after 10 s, then resumed"
  timeout -s KILL 10 "$runner" "$dir/space/silu_and_mul" -o "$out/silu_and_mul.json" || true
  "$runner" "$dir/space/silu_and_mul" --list -o "$out/silu_and_mul.json" | head -1
  "$runner" "$dir/space/silu_and_mul" -o "$out/silu_and_mul.json"
  echo "== rms_norm in two shards into one file"
  "$runner" "$dir/space/rms_norm" --shard 0/2 -o "$out/rms_norm.json"
  "$runner" "$dir/space/rms_norm" --shard 1/2 -o "$out/rms_norm.json"
  ;;
*)
  echo "usage: $0 export DIR | run DIR OUT" >&2; exit 2 ;;
esac
