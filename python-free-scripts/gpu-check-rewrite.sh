#!/usr/bin/env bash
# A rewrite pass on corpus kernels, in two halves:
#   gpu-check-rewrite.sh export DIR PASS [NAME...]
#                                    (build host) lifts bench/kernels/NAME.cu
#                                    (or NAME itself when it is a path to a
#                                    .cu file)
#                                    (default: activation norm topk_softmax
#                                    merge_attn_states) at nvcc's block size,
#                                    runs the kopt-opt pass PASS (such as
#                                    --kopt-fast-math), and bundles every
#                                    configuration it makes with nvcc -O3's
#                                    PTX of the source as the reference
#   gpu-check-rewrite.sh run DIR OUT (GPU host) checks every variant against
#                                    nvcc's outputs within each kernel's
#                                    tolerance, and times them
# KOPT_LIFT replaces the lift options (default: --param BLOCK=fixed).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
mode=${1:-}; dir=${2:-}
usage="usage: $0 export DIR PASS [NAME...] | run DIR OUT"
[ -n "$mode" ] && [ -n "$dir" ] || { echo "$usage" >&2; exit 2; }
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}

case "$mode" in
export)
  pass=${3:?$usage}
  shift 3
  names=("$@")
  [ ${#names[@]} -gt 0 ] || names=(activation norm topk_softmax merge_attn_states)
  "$here/build.sh" kopt-opt kopt-translate kopt-runner >/dev/null
  rm -rf "$dir/bundles" "$dir/lifted" "$dir/reference"
  mkdir -p "$dir/bundles" "$dir/lifted" "$dir/reference" "$dir/bin"
  for name in "${names[@]}"; do
    source=$root/bench/kernels/$name.cu
    case "$name" in
    *.cu) source=$name; name=$(basename "$name" .cu) ;;
    esac
    # shellcheck disable=SC2086 # KOPT_LIFT holds several options
    "$root/build/bin/kopt-translate" --import-cuda "$source" ${KOPT_LIFT:---param BLOCK=fixed} \
      -o "$dir/lifted/$name.mlir"
    "$nvcc" -O3 -arch=sm_90 -ptx "$source" -o "$dir/reference/$name.ptx"
    "$root/build/bin/kopt-opt" "$dir/lifted/$name.mlir" "$pass" -o /dev/null \
      --kopt-export-bundle="dir=$dir/bundles reference-ptx=$dir/reference/$name.ptx" \
      --mlir-print-op-on-diagnostic=false
  done
  cp "$root/build/bin/kopt-runner" "$dir/bin/"
  ;;
run)
  # Measuring is the same as for the frontend's bundles.
  exec "$here/gpu-check-frontend.sh" run "$dir" "${3:?$usage}"
  ;;
*)
  echo "$usage" >&2; exit 2 ;;
esac
