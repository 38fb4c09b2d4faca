#!/usr/bin/env bash
# kopt-fast-math on the corpus kernels it applies to, in two halves:
#   gpu-check-fast-math.sh export DIR   (build host) lifts the kernels with
#                                        transcendental functions or
#                                        divisions at nvcc's block size, adds
#                                        the FAST_MATH parameter, and bundles
#                                        both values with nvcc -O3's PTX of
#                                        the source as the reference
#   gpu-check-fast-math.sh run DIR OUT  (GPU host) checks both variants
#                                        against nvcc's outputs within each
#                                        kernel's tolerance, and times them
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
mode=${1:-}; dir=${2:-}
usage="usage: $0 export DIR | run DIR OUT"
[ -n "$mode" ] && [ -n "$dir" ] || { echo "$usage" >&2; exit 2; }
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}

case "$mode" in
export)
  "$here/build.sh" kopt-opt kopt-translate kopt-runner >/dev/null
  rm -rf "$dir/bundles" "$dir/lifted" "$dir/reference"
  mkdir -p "$dir/bundles" "$dir/lifted" "$dir/reference" "$dir/bin"
  for name in activation norm topk_softmax merge_attn_states; do
    source=$root/bench/kernels/$name.cu
    "$root/build/bin/kopt-translate" --import-cuda "$source" --param BLOCK=fixed \
      -o "$dir/lifted/$name.mlir"
    "$nvcc" -O3 -arch=sm_90 -ptx "$source" -o "$dir/reference/$name.ptx"
    "$root/build/bin/kopt-opt" "$dir/lifted/$name.mlir" --kopt-fast-math -o /dev/null \
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
