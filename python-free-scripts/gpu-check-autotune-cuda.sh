#!/usr/bin/env bash
# kopt-autotune{backend=cuda} on a GPU host: the in-process measurement
# path of kopt-opt itself (not kopt-runner), with a kopt-opt built by
# portable-tool.sh kopt-opt where LLVM is not installed.
#   gpu-check-autotune-cuda.sh KOPT_OPT OUT
# Writes OUT/*.log, the tuning databases, the best PTX and SVG curves:
#   1. examples/silu_and_mul.mlir, bayes, 8 measurements
#   2. the same again: everything is in the database, nothing is measured
#   3. test/Runner/Inputs/faults.mlir, exhaustive: wrong values, an out-of-bounds
#      write and a hang reported per variant, the run finishing
#   4. the planned silu_and_mul of the corpus (bench/plan), bayes, 12
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
opt=${1:?usage: $0 KOPT_OPT OUT}
out=${2:?usage: $0 KOPT_OPT OUT}
mkdir -p "$out"
tune() { # name file options...
  local name=$1 file=$2
  shift 2
  echo "== $name"
  "$opt" "$file" -o /dev/null --mlir-print-op-on-diagnostic=false \
    --kopt-autotune="backend=cuda $*" >"$out/$name.log" 2>&1
  echo "rc $?"
  tr '\r' '\n' <"$out/$name.log" | grep -v '^\[' | tail -n 25
}
tune silu "$root/examples/silu_and_mul.mlir" \
  "strategy=bayes budget=8 db=$out/silu-db.json output=$out/silu-best svg=$out/silu.svg"
tune silu-again "$root/examples/silu_and_mul.mlir" \
  "strategy=bayes budget=8 db=$out/silu-db.json"
tune faults "$root/test/Runner/Inputs/faults.mlir" \
  "strategy=exhaustive timeout=10 db=$out/faults-db.json"
tune corpus-silu "$root/bench/plan/planned/activation.mlir" \
  "strategy=bayes budget=12 kernel=act_and_mul_kernel___nv_bfloat16_silu db=$out/corpus-db.json output=$out/corpus-best svg=$out/corpus.svg"
