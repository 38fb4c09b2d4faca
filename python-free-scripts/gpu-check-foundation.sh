#!/usr/bin/env bash
# The foundation GPU check, in two halves:
#   gpu-check-foundation.sh export DIR   (build host) PTX of the examples for
#                                         several assignments + a manifest
#   gpu-check-foundation.sh run DIR      (GPU host, needs nvcc) builds the
#                                         reference harness and runs it
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
mode=${1:-}; dir=${2:-}
[ -n "$mode" ] && [ -n "$dir" ] || { echo "usage: $0 export|run DIR" >&2; exit 2; }

case "$mode" in
export)
  mkdir -p "$dir"
  : > "$dir/manifest.txt"
  for kernel in silu_and_mul rms_norm; do
    for config in "256 8" "128 8" "512 4" "1024 2" "64 1"; do
      set -- $config
      ptx="$kernel.BLOCK-$1.VEC-$2.ptx"
      "$root/build/bin/kopt-opt" "$root/examples/$kernel.mlir" \
          --kopt-instantiate="assignment=BLOCK=$1,VEC=$2" \
        | "$root/build/bin/kopt-translate" --emit-ptx -o "$dir/$ptx"
      echo "$kernel $ptx $1 $2" >> "$dir/manifest.txt"
    done
  done
  echo "wrote $(wc -l < "$dir/manifest.txt") variants to $dir"
  ;;
run)
  nvcc -O3 -arch=sm_90 -o "$dir/check" "$root/bench/foundation/check.cu" -lcuda
  cd "$dir" && ./check manifest.txt
  ;;
*)
  echo "usage: $0 export|run DIR" >&2; exit 2 ;;
esac
