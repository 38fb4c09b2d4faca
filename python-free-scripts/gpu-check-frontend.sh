#!/usr/bin/env bash
# The CUDA frontend against nvcc on a GPU host, in two halves:
#   gpu-check-frontend.sh export DIR   (build host) lifts every corpus file of
#                                       bench/kernels (and the construct
#                                       checks of bench/frontend/constructs.cu),
#                                       lowers each kernel's
#                                       configurations to PTX, and bundles them
#                                       with nvcc -O3's PTX of the same source
#                                       as the reference
#   gpu-check-frontend.sh export-clang DIR
#                                      (build host) the same at each kernel's
#                                       default configuration, with Clang 22's
#                                       PTX of the source as the reference: what
#                                       LLVM's NVPTX back end costs on its own
#   gpu-check-frontend.sh run DIR OUT  (GPU host) measures the bundles: every
#                                       configuration checked against nvcc's
#                                       kernel on random inputs, then timed
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
mode=${1:-}; dir=${2:-}
usage="usage: $0 export DIR | export-clang DIR | run DIR OUT"
[ -n "$mode" ] && [ -n "$dir" ] || { echo "$usage" >&2; exit 2; }
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}

case "$mode" in
export|export-clang)
  "$here/build.sh" kopt-opt kopt-translate kopt-runner >/dev/null
  rm -rf "$dir/bundles" "$dir/lifted" "$dir/reference"
  mkdir -p "$dir/bundles" "$dir/lifted" "$dir/reference" "$dir/bin"
  cuda=${CUDA_PATH:-/usr/local/cuda}
  for source in "$root"/bench/kernels/*.cu "$root"/bench/frontend/constructs.cu; do
    name=$(basename "$source" .cu)
    "$root/build/bin/kopt-translate" --import-cuda "$source" -o "$dir/lifted/$name.mlir"
    space=
    if [ "$mode" = export ]; then
      "$nvcc" -O3 -arch=sm_90 -ptx "$source" -o "$dir/reference/$name.ptx"
    else
      clang++-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 --cuda-path="$cuda" \
        -I"$cuda/include/cccl" -Wno-unknown-cuda-version -std=c++17 -O3 -S \
        "$source" -o "$dir/reference/$name.ptx"
      space=" space=default"
    fi
    "$root/build/bin/kopt-opt" "$dir/lifted/$name.mlir" -o /dev/null \
      --kopt-export-bundle="dir=$dir/bundles reference-ptx=$dir/reference/$name.ptx$space" \
      --mlir-print-op-on-diagnostic=false
  done
  cp "$root/build/bin/kopt-runner" "$dir/bin/"
  ;;
run)
  out=${3:?usage: $0 run DIR OUT}
  mkdir -p "$out"
  for bundle in "$dir"/bundles/*/; do
    kernel=$(basename "$bundle")
    echo "== $kernel"
    "$dir/bin/kopt-runner" "$bundle" --fresh --timeout 60 -o "$out/$kernel.json" 2>&1 | tail -n +1
  done
  ;;
*)
  echo "$usage" >&2; exit 2 ;;
esac
