#!/usr/bin/env bash
# Builds kopt's libFuzzer targets (ASan + UBSan, fuzz/) and runs each for a
# bounded time, seeded from the test inputs; fails on any crash, hang or
# sanitizer report, and prints the input that caused it (hex) in the log.
#
#   python-free-scripts/fuzz.sh [SECONDS]        each target SECONDS (default 60)
#   python-free-scripts/fuzz.sh --reproduce FILE...
#                                                every target once on each FILE
#
# Environment: KOPT_BUILD_DIR (default build; build-sanitize for targets
# whose linked libraries are instrumented too, after check.sh --sanitize),
# KOPT_FUZZ_TARGETS (default: expr sidecar manifest results dialect plan
# lift), KOPT_FUZZ_SEED (libFuzzer's -seed; default 1, so a run repeats).
# Crashing inputs are kept in BUILD/fuzz/crashes/; the corpora grow in
# BUILD/fuzz/corpus/TARGET/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${KOPT_BUILD_DIR:-$root/build}
targets=(${KOPT_FUZZ_TARGETS:-expr sidecar manifest results dialect plan lift})

mode=run
seconds=60
files=()
case "${1:-}" in
  --reproduce) mode=reproduce; shift; files=("$@")
               [ ${#files[@]} -gt 0 ] || { echo "fuzz.sh: --reproduce needs files" >&2; exit 2; } ;;
  "") ;;
  *[!0-9]*) echo "fuzz.sh: usage: fuzz.sh [SECONDS] | --reproduce FILE..." >&2; exit 2 ;;
  *) seconds=$1 ;;
esac

# Configure the build with the fuzz targets (building it first if needed).
if [ ! -f "$build/build.ninja" ]; then
  KOPT_BUILD_DIR="$build" "$root/python-free-scripts/build.sh" kopt-opt >/dev/null
fi
cmake -DKOPT_FUZZ=ON "$build" >/dev/null
ninja -C "$build" -j "${KOPT_JOBS:-$(nproc)}" \
  $(printf 'kopt-%s-fuzzer ' "${targets[@]}") >/dev/null

# The libFuzzer options every run shares: a hang is an input that takes
# longer than -timeout seconds.
# (allow_user_poisoning=0: see check.sh --sanitize.)
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allow_user_poisoning=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
common=(-timeout=30 -rss_limit_mb=4096 -max_len=65536)

if [ "$mode" = reproduce ]; then
  status=0
  for t in "${targets[@]}"; do
    for f in "${files[@]}"; do
      if "$build/fuzz/kopt-$t-fuzzer" "${common[@]}" "$f" >"$build/fuzz/$t.log" 2>&1; then
        echo "fuzz.sh: $t: $f: no crash"
      else
        echo "fuzz.sh: $t: $f: CRASH"; tail -40 "$build/fuzz/$t.log"; status=1
      fi
    done
  done
  exit "$status"
fi

# Seeds: the inputs the test suite already feeds each parser.
seeds=$build/fuzz/seeds
rm -rf "$seeds" && mkdir -p "$build/fuzz/crashes"
for t in "${targets[@]}"; do mkdir -p "$seeds/$t" "$build/fuzz/corpus/$t"; done
put() { cat > "$(mktemp "$seeds/$1/seed-XXXXXXXX")"; }
# JSON written on a test's RUN line: echo '{...}' > file.
echo_json() { { grep -rhoE "echo '\\{\"format\": \"$1[^']*'" "$root/test" || true; } |
                sed "s/^echo '//; s/'\$//"; }
for t in "${targets[@]}"; do
  case $t in
    expr)
      { grep -rhoE '"[^"]{1,200}"' "$root/test" "$root/examples" --include=*.mlir || true; } |
        sort -u | head -2000 | while IFS= read -r s; do printf '%s' "${s:1:${#s}-2}" | put expr; done ;;
    sidecar)
      for f in $(find "$root/test" "$root/bench/kernels" -name '*.kopt.json'); do put sidecar < "$f"; done
      echo_json kopt-sidecar/1 | while IFS= read -r line; do printf '%s' "$line" | put sidecar; done ;;
    manifest)
      echo_json kopt-bundle/1 | while IFS= read -r line; do printf '%s' "$line" | put manifest; done
      for f in $(find "$root/bench" "$root/test" -name manifest.json | head -50); do put manifest < "$f"; done
      # Bundles kopt exports (with ptxas: every configuration of a kernel).
      if "$build/bin/kopt-opt" "$root/test/Runner/Inputs/faults.mlir" -o /dev/null \
           --kopt-export-bundle="dir=$seeds/bundles" >/dev/null 2>&1; then
        for f in "$seeds"/bundles/*/manifest.json; do put manifest < "$f"; done
      fi
      rm -rf "$seeds/bundles" ;;
    results)
      echo_json kopt-results/1 | while IFS= read -r line; do printf '%s' "$line" | put results; done
      for f in $(find "$root/bench" "$root/test" -name 'results*.json' -size -256k | head -50); do put results < "$f"; done ;;
    dialect)
      for f in $(find "$root/test" "$root/examples" -name '*.mlir' -size -64k); do
        # Each case of a -split-input-file test on its own.
        awk -v dir="$seeds/dialect" -v base="$(basename "$f")" \
          '/^\/\/ -----/ {i++; next} {print > (dir "/" base "-" i)}' "$f"
      done ;;
    plan)
      for f in $(find "$root/test" -name '*plan*.json'); do put plan < "$f"; done
      { grep -rhoE "echo '\\{\"steps\"[^']*'" "$root/test" || true; } | sed "s/^echo '//; s/'\$//" |
        while IFS= read -r line; do printf '%s' "$line" | put plan; done
      { grep -rh '^{"steps"' "$root/test" || true; } |
        while IFS= read -r line; do printf '%s' "$line" | put plan; done
      printf '{"steps": [{"pass": "kopt-fast-math"}], "rationale": "seed"}' | put plan ;;
    lift)
      cp "$root"/fuzz/seeds/lift/* "$seeds/lift/" ;;
  esac
done

status=0
summary=()
for t in "${targets[@]}"; do
  binary=$build/fuzz/kopt-$t-fuzzer
  log=$build/fuzz/$t.log
  echo "fuzz.sh: $t: ${seconds} s, $(ls "$seeds/$t" | wc -l) seeds"
  # The outer limit only guards against a stuck process: libFuzzer runs
  # every seed once before it looks at -max_total_time (the lift target
  # parses each with Clang), and -timeout catches a hanging input.
  if timeout $((seconds + 900)) "$binary" "${common[@]}" -max_total_time="$seconds" \
       -seed="${KOPT_FUZZ_SEED:-1}" -print_final_stats=1 \
       -artifact_prefix="$build/fuzz/crashes/$t-" \
       "$build/fuzz/corpus/$t" "$seeds/$t" >"$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    summary+=("$t: ${runs:-?} inputs, 0 crashes")
  else
    status=1
    summary+=("$t: CRASH (log $log)")
    echo "fuzz.sh: $t: crash, hang or sanitizer report; the end of its log:"
    tail -60 "$log"
    for artifact in $(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log"); do
      echo "fuzz.sh: $t: the input ($artifact), in hex:"
      od -An -tx1 -v "$artifact" | head -64
      echo "fuzz.sh: reproduce with: python-free-scripts/fuzz.sh --reproduce $artifact"
    done
  fi
done
printf 'fuzz.sh: %s\n' "${summary[@]}"
exit "$status"
