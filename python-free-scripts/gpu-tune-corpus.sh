#!/usr/bin/env bash
# The rewrite plan on the corpus, tuned exhaustively on a GPU host:
#   gpu-tune-corpus.sh export DIR [--fixed-block] [NAME...]
#                          (build host) lifts bench/kernels/NAME.cu (default:
#                          all; --fixed-block: at nvcc's block size), applies the plan fast-math + cache-hints +
#                          unroll + launch-bounds (each where it applies) and
#                          bundles every configuration of the result with
#                          nvcc -O3's PTX of the source as the reference;
#                          DIR/planned/NAME.mlir is what was bundled
#   gpu-tune-corpus.sh run DIR OUT [SECONDS]
#                          (GPU host) measures the bundles, writing
#                          OUT/KERNEL.json after every variant; stops
#                          starting new variants after SECONDS (default
#                          540); results already in DIR/results/KERNEL.json
#                          are not measured again
# Then `kopt-opt DIR/planned/NAME.mlir --kopt-autotune="import=... db=..."`
# searches the recorded space (python-free-scripts/replay-strategies.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
mode=${1:-}; dir=${2:-}
usage="usage: $0 export DIR [--fixed-block] [NAME...] | run DIR OUT [SECONDS]"
[ -n "$mode" ] && [ -n "$dir" ] || { echo "$usage" >&2; exit 2; }
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}

# The loop each file's unroll parameter is for: its main loop (the
# grid-stride or per-row loop); a tail loop's factor hardly matters.
unroll_loops() {
  case "$1" in
  topk_softmax) echo 5 ;;
  per_token_group_quant) echo "" ;;
  *) echo 0 ;;
  esac
}

case "$mode" in
export)
  shift 2
  lift=()
  if [ "${1:-}" = --fixed-block ]; then
    lift=(--param BLOCK=fixed)
    shift
  fi
  names=("$@")
  if [ ${#names[@]} -eq 0 ]; then
    for source in "$root"/bench/kernels/*.cu; do names+=("$(basename "$source" .cu)"); done
  fi
  "$here/build.sh" kopt-opt kopt-translate kopt-runner >/dev/null
  rm -rf "$dir/bundles" "$dir/planned" "$dir/reference"
  mkdir -p "$dir/bundles" "$dir/planned" "$dir/reference" "$dir/bin"
  for name in "${names[@]}"; do
    source=$root/bench/kernels/$name.cu
    loops=$(unroll_loops "$name")
    unroll=()
    [ -z "$loops" ] || unroll=(--kopt-unroll="factors=4 loops=$loops")
    "$nvcc" -O3 -arch=sm_90 -ptx "$source" -o "$dir/reference/$name.ptx"
    "$root/build/bin/kopt-translate" --import-cuda "$source" "${lift[@]}" |
      "$root/build/bin/kopt-opt" --kopt-fast-math --kopt-cache-hints "${unroll[@]}" \
        --kopt-launch-bounds="min-blocks=2 max-registers=0" \
        --mlir-print-op-on-diagnostic=false -o "$dir/planned/$name.mlir" 2>&1 |
      grep -v -e 'remark:' -e '^ ' || true
    "$root/build/bin/kopt-opt" "$dir/planned/$name.mlir" -o /dev/null \
      --kopt-export-bundle="dir=$dir/bundles reference-ptx=$dir/reference/$name.ptx" \
      --mlir-print-op-on-diagnostic=false
  done
  cp "$root/build/bin/kopt-runner" "$dir/bin/"
  ;;
run)
  out=${3:?$usage}
  seconds=${4:-540}
  mkdir -p "$out"
  deadline=$((SECONDS + seconds))
  for bundle in "$dir"/bundles/*/; do
    kernel=$(basename "$bundle")
    left=$((deadline - SECONDS))
    [ "$left" -gt 10 ] || { echo "== $kernel: no time left"; continue; }
    [ -f "$dir/results/$kernel.json" ] && cp "$dir/results/$kernel.json" "$out/$kernel.json"
    echo "== $kernel"
    # The runner writes its results after every variant; a kernel cut off
    # by the deadline goes on where it stopped in the next run.
    timeout --signal=INT "$left" "$dir/bin/kopt-runner" "$bundle" --timeout 60 \
      -o "$out/$kernel.json" 2>&1 | tail -n 3 || true
  done
  ;;
*)
  echo "$usage" >&2; exit 2 ;;
esac
