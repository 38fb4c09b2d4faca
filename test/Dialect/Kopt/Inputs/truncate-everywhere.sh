#!/usr/bin/env bash
# Cuts FILE after every STEP bytes and runs kopt-opt with the given pass
# options on each piece: each run must end with a diagnostic or success,
# never a crash (signal or stack dump).
#   truncate-everywhere.sh KOPT_OPT FILE STEP TMPDIR [kopt-opt options...]
set -u
opt=$1 file=$2 step=$3 tmp=$4
shift 4
mkdir -p "$tmp"
size=$(wc -c < "$file")
runs=0 crashes=0
for ((n = 0; n <= size; n += step)); do
  head -c "$n" "$file" > "$tmp/cut.mlir"
  "$opt" "$tmp/cut.mlir" "$@" -o /dev/null > "$tmp/log" 2>&1
  status=$?
  runs=$((runs + 1))
  if [ "$status" -gt 1 ] || grep -q "Stack dump" "$tmp/log"; then
    echo "CRASH at $n bytes (status $status)"; head -5 "$tmp/log"
    crashes=$((crashes + 1))
  fi
done
echo "$runs cuts, $crashes crashes"
