#!/usr/bin/env bash
# kopt-tune with the built-in planner on the corpus, on a GPU host without
# LLVM:
#   gpu-tune-loop.sh export DIR [NAME...]
#                  (build host) lifts bench/kernels/NAME.cu (default: all)
#                  to DIR/lifted/NAME.mlir, compiles nvcc -O3's PTX of the
#                  source to DIR/reference/NAME.ptx (the reference every
#                  kernel is measured against) and a portable kopt-tune to
#                  DIR/tools
#   gpu-tune-loop.sh run DIR OUT [SECONDS] [BUDGET] [NAME...]
#                  (GPU host) runs kopt-tune --backend cuda on each lifted
#                  file into OUT/NAME/ (report.md, summary.json, best/,
#                  the logs), skipping files whose OUT/NAME/summary.json
#                  exists; starts no file after SECONDS (default 540);
#                  BUDGET configurations per round (default 12); the
#                  strategy is $KOPT_STRATEGY (default bayes; random
#                  measures a round in one batch, which costs less GPU time);
#                  $KOPT_SHAPES, when set, replaces the kernels' shapes;
#                  $KOPT_BANDWIDTH (TB/s, the device's measured copy) is
#                  what the report's fractions divide by; $KOPT_TUNE_ARGS,
#                  when set, are more kopt-tune arguments (split at spaces:
#                  `--pass-option kopt-vectorize-access:ordered-groups=true`
#                  measures that option against a run without it, with the
#                  same bundle)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
mode=${1:-}; dir=${2:-}
usage="usage: $0 export DIR [NAME...] | run DIR OUT [SECONDS] [BUDGET] [NAME...]"
[ -n "$mode" ] && [ -n "$dir" ] || { echo "$usage" >&2; exit 2; }
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}

names_or_all() {
  if [ $# -gt 0 ]; then echo "$@"; return; fi
  for source in "$root"/bench/kernels/*.cu; do basename "$source" .cu; done
}

case "$mode" in
export)
  shift 2
  "$here/build.sh" kopt-translate kopt-tune >/dev/null
  mkdir -p "$dir/lifted" "$dir/reference"
  for name in $(names_or_all "$@"); do
    source=$root/bench/kernels/$name.cu
    "$nvcc" -O3 -arch=sm_90 -ptx "$source" -o "$dir/reference/$name.ptx"
    "$root/build/bin/kopt-translate" --import-cuda "$source" \
      -o "$dir/lifted/$name.mlir"
  done
  "$here/portable-tool.sh" kopt-tune "$dir/tools"
  ;;
run)
  out=${3:?$usage}
  seconds=${4:-540}
  budget=${5:-12}
  shift 5 2>/dev/null || shift $#
  tool=$(mktemp -d)/kopt-tune
  xz -dc "$dir/tools/kopt-tune.xz" >"$tool" && chmod +x "$tool"
  deadline=$((SECONDS + seconds))
  for name in $(names_or_all "$@"); do
    [ -f "$out/$name/summary.json" ] && { echo "== $name: done before"; continue; }
    left=$((deadline - SECONDS))
    [ "$left" -gt 20 ] || { echo "== $name: no time left"; continue; }
    echo "== $name"
    mkdir -p "$out/$name"
    # shellcheck disable=SC2086 # KOPT_TUNE_ARGS holds several arguments
    LD_LIBRARY_PATH=$dir/tools/lib timeout "$left" "$tool" "$dir/lifted/$name.mlir" \
      --backend cuda --strategy "${KOPT_STRATEGY:-bayes}" --budget "$budget" --iterations 2 \
      ${KOPT_SHAPES:+--shapes "$KOPT_SHAPES"} \
      ${KOPT_BANDWIDTH:+--bandwidth "$KOPT_BANDWIDTH"} \
      ${KOPT_TUNE_ARGS:-} \
      --reference-ptx "$dir/reference/$name.ptx" -o "$out/$name" \
      >"$out/$name/kopt-tune.log" 2>&1
    echo "rc $?"
    tr '\r' '\n' <"$out/$name/kopt-tune.log" | grep -e 'warning:' -e 'error:' | head -n 5 || true
    if [ -f "$out/$name/report.md" ]; then grep -e '^## ' -e '^| ' -e 'round' "$out/$name/report.md" || true; fi
  done
  ;;
*)
  echo "$usage" >&2; exit 2 ;;
esac
