#!/bin/bash
# Builds .bundle/Q: nvcc -O3's fp8 per_token_group_quant against kopt's PTX
# of it at BLOCK 128/256/512 as LLVM addresses it (merge-offsets=0), with
# LLVM's machine sinking off (-nosink), and with the first load's address in
# nvcc's form, edited by hand (-addr): the experiment behind
# kopt-serialize-to-ptx's merge-offsets. After python-free-scripts/build.sh;
# measure on the GPU host with
#   .bundle/Q/bin/kopt-runner .bundle/Q --repeats 100 [--seed 7]
set -euo pipefail
cd "$(dirname "$0")/../.."
E=per_token_group_quant_8bit_kernel___nv_bfloat16___nv_fp8_e4m3_128
PLANNED=bench/loop/results-2026-11-25-cacheload/per_token_group_quant/$E/round-1/planned.mlir
Q=.bundle/Q
rm -rf $Q && mkdir -p $Q/ptx $Q/bin $Q/export
cp build/bin/kopt-runner $Q/bin/
/usr/local/cuda/bin/nvcc -O3 -arch=sm_90 -ptx bench/kernels/per_token_group_quant.cu -o $Q/ptx/ref.ptx
build/bin/kopt-translate --import-cuda bench/kernels/per_token_group_quant.cu -o $Q/lifted.mlir
build/bin/kopt-opt $Q/lifted.mlir -o /dev/null --kopt-export-bundle="dir=$Q/export reference-ptx=$Q/ptx/ref.ptx space=default kernel=$E" 2>/dev/null
REF=$(jq -r '.variants[0].entry' $Q/export/$E/manifest.json)
variants='[]'
add() { # ID PTX ENTRY BLOCK
  local warps=$(($4 / 32))
  variants=$(jq -c --arg id "$1" --arg ptx "ptx/$2" --arg e "$3" --argjson b "$4" \
    --argjson g0 $((229376 / warps)) --argjson g1 $((896 / warps)) --argjson g2 $((4096 / warps)) \
    '. + [{id:$id, ptx:$ptx, entry:$e, assignment:{BLOCK:$b},
           launches:[{block:[$b],grid:[$g0]},{block:[$b],grid:[$g1]},{block:[$b],grid:[$g2]}]}]' <<<"$variants")
}
add reference ref.ptx "$REF" 256
add nvcc-again ref.ptx "$REF" 256
for b in 128 256 512; do
  build/bin/kopt-opt $PLANNED --kopt-instantiate="assignment=BLOCK=$b" -o $Q/b.mlir
  build/bin/kopt-opt $Q/b.mlir --kopt-to-ptx="merge-offsets=false" | build/bin/kopt-translate --emit-ptx -o $Q/ptx/k$b.ptx
  build/bin/kopt-opt $Q/b.mlir --disable-machine-sink --kopt-to-ptx="merge-offsets=false" | build/bin/kopt-translate --emit-ptx -o $Q/ptx/k$b-nosink.ptx
  for s in "" -nosink; do
    # nvcc's form: ((group * 128) | lane) * 2 + input, for the first load.
    perl -0pe 's/\tmul.wide.s32 \t%rd6, %r2, 256;\n\tadd.s64 \t%rd7, %rd2, %rd6;\n\tcvt.u64.u32 \t%rd8, %r10;\n\tmul.wide.u32 \t%rd9, %r10, 2;\n\tadd.s64 \t%rd10, %rd7, %rd9;\n/\tcvt.u64.u32 \t%rd8, %r10;\n\tor.b64 \t%rd6, %rd5, %rd8;\n\tshl.b64 \t%rd9, %rd6, 1;\n\tadd.s64 \t%rd10, %rd2, %rd9;\n/' \
      $Q/ptx/k$b$s.ptx >$Q/ptx/k$b$s-addr.ptx
  done
  add kopt-B$b k$b.ptx $E $b
  add kopt-B$b-nosink k$b-nosink.ptx $E $b
  # At BLOCK=128 LLVM addresses the fourth load from %rd7 too: no edit.
  grep -q "%rd7" $Q/ptx/k$b-addr.ptx || add kopt-B$b-addr k$b-addr.ptx $E $b
  grep -q "%rd7" $Q/ptx/k$b-nosink-addr.ptx || add kopt-B$b-nosink-addr k$b-nosink-addr.ptx $E $b
done
build/bin/kopt-opt $PLANNED --kopt-instantiate="assignment=BLOCK=256,FAST_MATH=true" | build/bin/kopt-translate --emit-ptx -o $Q/ptx/k256-fast.ptx
add kopt-B256-fast k256-fast.ptx $E 256
add reference-last ref.ptx "$REF" 256
jq --argjson v "$variants" '.variants = $v | .reference = "reference"' $Q/export/$E/manifest.json >$Q/manifest.json
jq -r '[.variants[].id] | join(" ")' $Q/manifest.json
