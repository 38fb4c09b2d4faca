#!/usr/bin/env bash
# The main job on the bundled examples: build kopt, lower every example in
# examples/ to PTX for sm_90 with its default parameters, and print each
# kernel's resources as ptxas reports them; then the same for CUDA kernels of
# the corpus, lifted by the frontend; then the tuning loop (kopt-tune) on
# corpus kernels: replayed GPU measurements against nvcc, then the static
# model's estimates of the same kernels.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# One build of every tool the demo runs, so that ninja overlaps their links.
# They need 153 of the 171 build commands (not kopt-rank, kopt-runner, the
# plugin or the unit tests). Measured 2026-11-27 on 2 cores, build.sh with
# CCACHE_DISABLE=1 into an empty build directory, under `time`: 2 min 6 s
# idle, 3 min 5 s beside another job using up to a core; 9 min 13 s before
# the MLIR and Clang headers were precompiled
# (cmake/KoptPrecompiledHeaders.cmake); with a warm ccache 18 s. The demo's
# own run takes under a minute.
echo "== building kopt-opt, kopt-translate, kopt-tune into ${KOPT_BUILD_DIR:-build}/" \
     "(from scratch: 2 to 3 minutes on 2 cores; with a warm ccache: under a minute)"
"$root/python-free-scripts/build.sh" kopt-opt kopt-translate kopt-tune >/dev/null
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

# The tuning loop on corpus kernels, offline: kopt-tune replays tuning
# databases recorded on a GPU (bench/db/DEVICE-DATE/, README there), so every
# time below was measured on that GPU, against nvcc's build of the same
# source; then the static model estimates the same kernels without a GPU.
db=$root/bench/db/NVIDIA-H200-2026-11-27
copy_tbs=4.24  # the H200's measured device-to-device copy, bytes read + written
kernels=(residual_add dequant_int8_token softmax_online gemv_rows histogram_atomic)
tuned=${KOPT_BUILD_DIR:-$root/build}/demo-tuned
rm -rf "$tuned"

# Prints summary.json's table of the kept configuration per shape, and the
# fastest at each shape alone (what the generated launcher runs there).
# $1: summary.json; $2: the reference's column title; $3: 1 to print the
# fraction of the copy bandwidth (kopt's kept time, bytes read + written).
print_shapes() {
  local bandwidth_title=""
  [ "$3" = 1 ] && bandwidth_title="of copy bw"
  printf '   %-28s %9s %9s %8s %12s %10s\n' shape "$2" "kept us" speedup \
    "by shape us" "$bandwidth_title"
  jq -r '.kernels[0].shapes[] | [.shape, (.reference_us // "-"), .best_us,
      (.speedup // "-"), (.fastest_us // "-"), (.fraction_of_bandwidth // "-")]
      | @tsv' "$1" |
    while IFS=$'\t' read -r shape reference kopt speedup fastest bandwidth; do
      [ "$reference" = - ] || reference=$(printf '%.2f' "$reference")
      [ "$speedup" = - ] || speedup=$(printf '%.2fx' "$speedup")
      [ "$fastest" = - ] || fastest=$(printf '%.2f' "$fastest")
      if [ "$3" = 1 ] && [ "$bandwidth" != - ]; then
        bandwidth=$(awk -v f="$bandwidth" 'BEGIN { printf "%.0f%%", f * 100 }')
      else
        bandwidth=""
      fi
      printf '   %-28s %9s %9.2f %8s %12s %10s\n' "$shape" "$reference" "$kopt" \
        "$speedup" "$fastest" "$bandwidth"
    done
  jq -r '.kernels[0] as $k | "   kept: " + ($k.rounds[$k.best_round].best // "-")' "$1"
}

echo
echo "== kopt-tune on corpus kernels, REPLAYED MEASUREMENTS: NVIDIA H200, recorded"
echo "   2026-11-27 ($(basename "$db"); kopt-tune --backend replay, no GPU used"
echo "   here). nvcc us: nvcc -O3 of the same source, measured in the same run."
for kernel in "${kernels[@]}"; do
  out_dir=$tuned/replay-$kernel
  mkdir -p "$out_dir"
  cp "$db/$kernel.tuning-db.json" "$out_dir/tuning-db.json"
  "$bin/kopt-tune" "$root/bench/kernels/$kernel.cu" --backend replay \
      --budget 0 --chip "$chip" --bandwidth "$copy_tbs" --progress none \
      -o "$out_dir" >"$out/replay-$kernel.log" 2>&1 \
    || { grep -v '^ ' "$out/replay-$kernel.log" >&2
         echo "demo: $kernel no longer matches $db/$kernel.tuning-db.json;" \
              "re-record it (README there)" >&2; exit 1; }
  echo "-- $kernel (measured)"
  reference="nvcc us"
  jq -e '.reference | startswith("nvcc")' "$out_dir/summary.json" >/dev/null ||
    reference="default us"
  print_shapes "$out_dir/summary.json" "$reference" 1
  jq -r '"   verdict: " + (.kernels[0].verdict.why // "-")' "$out_dir/summary.json"
done
if ! command -v nvcc >/dev/null && [ ! -x "${KOPT_NVCC:-/usr/local/cuda/bin/nvcc}" ]; then
  echo "   (no nvcc here: the reference column is kopt's default configuration," \
       "not nvcc's build)"
fi

echo
echo "== the same kernels, STATIC ESTIMATE (ptxas and the static model, no GPU):"
echo "   estimates, not measurements; against each kernel's default configuration"
if ! command -v ptxas >/dev/null &&
   [ ! -x "${KOPT_PTXAS:-${CUDA_PATH:-/usr/local/cuda}/bin/ptxas}" ]; then
  echo "   skipped: the static backend needs ptxas (the CUDA toolkit)"
  exit 0
fi
for kernel in "${kernels[@]}"; do
  out_dir=$tuned/static-$kernel
  "$bin/kopt-tune" "$root/bench/kernels/$kernel.cu" --backend static \
      --strategy random --budget 8 --chip "$chip" --bandwidth "$copy_tbs" \
      --progress none -o "$out_dir" >"$out/static-$kernel.log" 2>&1 \
    || { grep -v '^ ' "$out/static-$kernel.log" >&2; exit 1; }
  echo "-- $kernel (estimated)"
  print_shapes "$out_dir/summary.json" "default us" 0
done
echo "   reports (report.md, report.html), the tuned PTX and launchers: $tuned"
