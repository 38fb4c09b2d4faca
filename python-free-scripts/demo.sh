#!/usr/bin/env bash
# The main job on the bundled examples: build kopt, lower every example in
# examples/ to PTX for sm_90 with its default parameters, and print each
# kernel's resources as ptxas reports them; then the same for CUDA kernels of
# the corpus, lifted by the frontend; then the tuning loop (kopt-tune) on one
# corpus file.
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

# The tuning loop on a bundled kernel: kopt-tune with the built-in planner,
# measuring on the GPU where there is one and with the static model (ptxas
# and a bandwidth model, no GPU) where there is not.
"$root/python-free-scripts/build.sh" kopt-tune >/dev/null
backend=static
if command -v nvidia-smi >/dev/null && nvidia-smi -L 2>/dev/null | grep -q GPU; then
  backend=cuda
fi
source=$root/bench/kernels/activation.cu
tuned=${KOPT_BUILD_DIR:-$root/build}/demo-tuned
rm -rf "$tuned"
echo "== kopt-tune $(basename "$source") (built-in planner, backend $backend)"
if [ "$backend" = static ] && ! command -v ptxas >/dev/null &&
   [ ! -x "${KOPT_PTXAS:-${CUDA_PATH:-/usr/local/cuda}/bin/ptxas}" ]; then
  echo "   skipped: the static backend needs ptxas (the CUDA toolkit), and there is no GPU"
  exit 0
fi
"$bin/kopt-tune" "$source" --backend "$backend" --budget 8 --chip "$chip" \
    -o "$tuned" >"$out/tune.log" 2>&1 \
  || { tr '\r' '\n' <"$out/tune.log" | grep -v '^\[' >&2; exit 1; }
sed -n 's/^## /   kernel /p; s/^- round/   round/p; s/^best configuration: /   best: /p; s/^| \([a-z].*=.*\)/   | \1/p' \
  "$tuned/report.md"
echo "   plans, reports, the best PTX and its launch configuration: $tuned"
