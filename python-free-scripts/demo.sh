#!/usr/bin/env bash
# The main job on the bundled examples: build kopt, lower every example in
# examples/ to PTX for sm_90 with its default parameters, and print each
# kernel's resources as ptxas reports them; then the same for CUDA kernels of
# the corpus, lifted by the frontend.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/python-free-scripts/build.sh" kopt-opt kopt-translate >/dev/null
bin=${KOPT_BUILD_DIR:-$root/build}/bin
chip=${KOPT_CHIP:-sm_90}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

for example in "$root"/examples/*.mlir; do
  name=$(basename "$example" .mlir)
  echo "== $name ($chip, default parameters)"
  grep -E "kopt\.(param|launch)" "$example" | sed 's/^ */   /'
  "$bin/kopt-opt" "$example" --kopt-to-ptx="chip=$chip" --kopt-ptxas-info \
      --mlir-print-op-on-diagnostic=false -o "$out/$name.mlir" 2> "$out/$name.log" \
    || { cat "$out/$name.log" >&2; exit 1; }
  sed -n 's/.*remark: /   /p; s/.*warning: /   warning: /p' "$out/$name.log"
  "$bin/kopt-translate" --emit-ptx "$out/$name.mlir" -o "$out/$name.ptx"
  echo "   PTX: $(grep -c '' "$out/$name.ptx") lines; 16-byte loads: $(grep -c 'ld.global.v4' "$out/$name.ptx"), stores: $(grep -c 'st.global.v4' "$out/$name.ptx")"
done

# CUDA as users write it: the corpus's norm kernels, lifted by the Clang
# frontend and lowered the same way.
source=$root/bench/kernels/norm.cu
echo "== $(basename "$source") (lifted from CUDA C++, $chip, default parameters)"
"$bin/kopt-translate" --import-cuda "$source" -o "$out/lifted.mlir" \
  --cuda-gpu-arch="$chip" 2> "$out/lift.log" || { cat "$out/lift.log" >&2; exit 1; }
grep -E "kopt\.(kernel|param|launch)" "$out/lifted.mlir" | sed 's/ attributes.*//; s/^ */   /'
"$bin/kopt-opt" "$out/lifted.mlir" --kopt-to-ptx="chip=$chip" --kopt-ptxas-info \
    --mlir-print-op-on-diagnostic=false -o "$out/lifted-ptx.mlir" 2> "$out/lifted.log" \
  || { cat "$out/lifted.log" >&2; exit 1; }
sed -n 's/.*remark: /   /p; s/.*warning: /   warning: /p' "$out/lifted.log"
