#!/usr/bin/env bash
# The lift as written against nvcc, on a GPU host, in two halves:
#   gpu-lift-parity.sh export DIR [FILE.cu...]   (build host) lifts each file
#       (default: bench/kernels/*.cu, each with its sidecar), and bundles each
#       kernel's configuration as written with nvcc -O3 -arch=sm_90's PTX of
#       the same source as the reference; one more bundle per kernel and
#       per entry of $KOPT_PARITY_VARIANTS ("NAME=ARGS;NAME=ARGS", ARGS the
#       kopt-opt arguments that lower the lifted file, default
#       "llvm-unroll=--kopt-to-ptx=runtime-unroll=0": LLVM's own unrolling)
#       holds the same configuration lowered that way, named KERNEL.NAME
#   gpu-lift-parity.sh run DIR OUT                (GPU host) measures every
#       bundle with kopt-runner (outputs checked against nvcc's on random
#       inputs, then timed: CUDA graphs under 20 us, L2 flushed) and prints
#       a table: kernel, shape, nvcc us, kopt us, kopt/nvcc speed
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
mode=${1:-}; dir=${2:-}
usage="usage: $0 export DIR [FILE.cu...] | run DIR OUT"
[ -n "$mode" ] && [ -n "$dir" ] || { echo "$usage" >&2; exit 2; }
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}

case "$mode" in
export)
  shift 2
  files=("$@")
  [ ${#files[@]} -gt 0 ] || files=("$root"/bench/kernels/*.cu)
  "$here/build.sh" kopt-opt kopt-translate kopt-runner >/dev/null
  rm -rf "$dir/bundles" "$dir/lifted" "$dir/reference" "$dir/bin"
  mkdir -p "$dir/bundles" "$dir/lifted" "$dir/reference" "$dir/bin"
  bin=$root/build/bin
  for source in "${files[@]}"; do
    name=$(basename "$source" .cu)
    "$bin/kopt-translate" --import-cuda "$source" -o "$dir/lifted/$name.mlir"
    "$nvcc" -O3 -arch=sm_90 -ptx "$source" -o "$dir/reference/$name.ptx"
    "$bin/kopt-opt" "$dir/lifted/$name.mlir" -o /dev/null \
      --kopt-export-bundle="dir=$dir/bundles reference-ptx=$dir/reference/$name.ptx space=default" \
      --mlir-print-op-on-diagnostic=false 2>/dev/null
    # The same configuration lowered another way: the bundle's kopt PTX
    # replaced (one kernel per module, the same entry).
    IFS=';' read -r -a variants <<< "${KOPT_PARITY_VARIANTS-llvm-unroll=--kopt-to-ptx=runtime-unroll=0}"
    for spec in "${variants[@]}"; do
      [ -n "$spec" ] || continue
      vname=${spec%%=*}
      read -r -a vargs <<< "${spec#*=}"
      "$bin/kopt-opt" "$dir/lifted/$name.mlir" "${vargs[@]}" \
        --mlir-print-op-on-diagnostic=false 2>/dev/null |
        "$bin/kopt-translate" --emit-ptx > "$dir/variant.ptx"
      for kernel in $(grep -o 'kopt.kernel @[A-Za-z0-9_]*' "$dir/lifted/$name.mlir" | sed 's/kopt.kernel @//'); do
        [ -d "$dir/bundles/$kernel" ] || continue
        cp -r "$dir/bundles/$kernel" "$dir/bundles/$kernel.$vname"
        ptx=$(sed -n 's/.*"ptx": "\(ptx\/[0-9]*\.ptx\)".*/\1/p' "$dir/bundles/$kernel/manifest.json" | tail -1)
        # --emit-ptx writes one module per kernel, each after a line
        # "// kopt: gpu.binary @KERNEL_module": keep this kernel's.
        awk -v want="// kopt: gpu.binary @${kernel}_module" \
          '/^\/\/ kopt: gpu.binary @/ {keep = ($0 == want)} keep' \
          "$dir/variant.ptx" > "$dir/bundles/$kernel.$vname/$ptx"
      done
    done
    rm -f "$dir/variant.ptx"
  done
  cp "$bin/kopt-runner" "$dir/bin/"
  ;;
run)
  out=${3:?usage: $0 run DIR OUT}
  mkdir -p "$out"
  for bundle in "$dir"/bundles/*/; do
    kernel=$(basename "$bundle")
    "$dir/bin/kopt-runner" "$bundle" --fresh --timeout 60 -o "$out/$kernel.json" \
      > "$out/$kernel.log" 2>&1 || { echo "== $kernel: runner failed"; tail -5 "$out/$kernel.log"; }
  done
  # kernel, shape, nvcc, kopt: the runner's log lines "[i/n] ID: ok T1 us T2 us ...".
  printf '%-48s %-28s %10s %10s %8s\n' kernel shape nvcc_us kopt_us speed
  for log in "$out"/*.log; do
    kernel=$(basename "$log" .log)
    ref=$(grep -m1 '\] reference-' "$log" | sed 's/^.*: //') || true
    own=$(grep -v '\] reference-' "$log" | grep -m1 '^\[' | sed 's/^.*: //') || true
    shapes=$(sed -n 's/.*"name": "\([^"]*\)".*/\1/p' "$dir/bundles/$kernel/manifest.json")
    i=0
    for shape in $shapes; do
      i=$((i + 1))
      r=$(echo "$ref" | awk -v k="$i" '{n=0; for (j=1;j<=NF;j++) if ($(j+1)=="us") {n++; if (n==k) print $j}}')
      o=$(echo "$own" | awk -v k="$i" '{n=0; for (j=1;j<=NF;j++) if ($(j+1)=="us") {n++; if (n==k) print $j}}')
      s=$(awk -v r="$r" -v o="$o" 'BEGIN { if (r > 0 && o > 0) printf "%.3f", r / o; else print "-" }')
      printf '%-48s %-28s %10s %10s %8s\n' "$kernel" "$shape" "${r:--}" "${o:--}" "$s"
    done
    grep -q ': ok' "$log" || { echo "   $kernel: $(grep '^\[' "$log" | sed 's/^.*: //' | head -2 | tr '\n' ' ')"; }
  done | tee "$out/table.txt"
  # Everything in one file: a call brings back few files.
  tar -C "$out" -czf "$out.tar.gz" .
  ;;
*)
  echo "$usage" >&2; exit 2 ;;
esac
