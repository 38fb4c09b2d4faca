#!/usr/bin/env bash
# kopt-runner --serve and graph-replay timing on a GPU host, in two halves:
#   gpu-check-remote.sh export DIR   (build host) the examples' default
#                                     configurations at decode and prefill
#                                     shapes, the planted faults, their
#                                     kopt-remote-request/1 bodies, the runner
#   gpu-check-remote.sh run DIR OUT  (GPU host) serves on loopback, posts the
#                                     requests with curl, and times the same
#                                     bundle with events only and with graphs
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
mode=${1:-}; dir=${2:-}
[ -n "$mode" ] && [ -n "$dir" ] || { echo "usage: $0 export DIR | run DIR OUT" >&2; exit 2; }

case "$mode" in
export)
  "$here/build.sh" kopt-opt kopt-runner >/dev/null
  rm -rf "$dir/default" "$dir/faults" "$dir/requests"
  mkdir -p "$dir/requests" "$dir/bin"
  for kernel in silu_and_mul rms_norm; do
    d=$([ $kernel = rms_norm ] && echo 4096 || echo 14336)
    "$root/build/bin/kopt-opt" "$root/examples/$kernel.mlir" -o /dev/null \
      --kopt-export-bundle="dir=$dir/default space=default shapes=tokens=1,d=$d;tokens=16,d=$d;tokens=128,d=$d;tokens=4096,d=$d" \
      --mlir-print-op-on-diagnostic=false
    "$here/remote-request.sh" "$dir/default/$kernel" '{"timeout": 60}' > "$dir/requests/$kernel.json"
  done
  "$root/build/bin/kopt-opt" "$root/test/Runner/Inputs/faults.mlir" -o /dev/null \
    --kopt-export-bundle="dir=$dir/faults" --mlir-print-op-on-diagnostic=false
  "$here/remote-request.sh" "$dir/faults/scale" '{"timeout": 20}' > "$dir/requests/faults.json"
  cp "$root/build/bin/kopt-runner" "$dir/bin/"
  ;;
run)
  out=${3:?usage: $0 run DIR OUT}
  runner=$dir/bin/kopt-runner
  mkdir -p "$out"
  "$runner" --serve 0 --port-file "$out/port" 2> "$out/service.log" &
  service=$!
  trap 'kill $service 2>/dev/null || true' EXIT
  for _ in $(seq 100); do [ -s "$out/port" ] && break; sleep 0.1; done
  url=http://127.0.0.1:$(cat "$out/port")
  echo "== GET /v1/device"
  curl -s -w ' %{http_code}\n' "$url/v1/device"
  for request in faults silu_and_mul rms_norm; do
    echo "== POST /v1/measure ($request)"
    curl -s -o "$out/remote-$request.json" -w '%{http_code}\n' \
      --data-binary @"$dir/requests/$request.json" "$url/v1/measure"
  done
  echo "== still serving after the faults"
  curl -s -o /dev/null -w '%{http_code}\n' "$url/v1/nothing"
  for kernel in silu_and_mul rms_norm; do
    echo "== $kernel: events only, then graphs under 20 us (same process, twice each)"
    for round in 1 2; do
      "$runner" "$dir/default/$kernel" --fresh --graph-below 0 -o "$out/$kernel-events-$round.json" 2>/dev/null
      "$runner" "$dir/default/$kernel" --fresh -o "$out/$kernel-graph-$round.json" 2>/dev/null
    done
  done
  ;;
*)
  echo "usage: $0 export DIR | run DIR OUT" >&2; exit 2 ;;
esac
