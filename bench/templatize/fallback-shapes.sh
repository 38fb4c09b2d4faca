#!/bin/bash
# Builds .bundle/F: kopt-templatize rules=sizes (KNOWN_SIZES) on rotary_embedding
# and the activation kernels as lifted (nvcc's block size), exported at shapes
# whose sizes differ from the tuning shapes the constants were taken from
# (rotary head sizes 64 and 256, activation d 4096 and 11008) and at one tuning
# shape, with nvcc -O3's PTX as the reference: KNOWN_SIZES=1 runs the body as
# written (the fallback) at the first two shapes and the specialised copy at the
# third. After python-free-scripts/build.sh; on the GPU host:
#   python-free-scripts/gpu-check-rewrite.sh run .bundle/F OUT
# Results: bench/templatize/results-known-sizes-fallback.
set -euo pipefail
cd "$(dirname "$0")/../.."
D=.bundle/F
rm -rf $D && mkdir -p $D/bundles $D/lifted $D/reference $D/bin
export_at() { # NAME SHAPES
  build/bin/kopt-translate --import-cuda "bench/kernels/$1.cu" --param BLOCK=fixed \
    -o "$D/lifted/$1.mlir"
  /usr/local/cuda/bin/nvcc -O3 -arch=sm_90 -ptx "bench/kernels/$1.cu" -o "$D/reference/$1.ptx"
  build/bin/kopt-opt "$D/lifted/$1.mlir" --kopt-templatize="rules=sizes" -o /dev/null \
    --kopt-export-bundle="dir=$D/bundles shapes=$2 reference-ptx=$D/reference/$1.ptx" \
    --mlir-print-op-on-diagnostic=false
}
export_at rotary_embedding "tokens=16,heads=32,head_size=64,kv_heads=4,max_pos=8192;tokens=128,heads=16,head_size=256,kv_heads=16,max_pos=8192;tokens=16,heads=32,head_size=128,kv_heads=8,max_pos=8192"
export_at activation "tokens=16,d=4096;tokens=4096,d=11008;tokens=16,d=14336"
cp build/bin/kopt-runner $D/bin/
