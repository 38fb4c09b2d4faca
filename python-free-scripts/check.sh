#!/usr/bin/env bash
# Builds kopt and runs the whole test suite (lit, the check-kopt suite),
# then each fuzz target for a short, fixed time (fuzz.sh; KOPT_FUZZ_SECONDS,
# default 20; 0 skips it). Ends with a line "N passed, N failed" (unsupported
# tests counted apart).
#
#   python-free-scripts/check.sh              the Release build in build/
#   python-free-scripts/check.sh --sanitize   everything built with ASan and
#                                             UBSan in build-sanitize/, the
#                                             lit suite run there
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ "${1:-}" = --sanitize ]; then
  export KOPT_BUILD_DIR=${KOPT_BUILD_DIR:-$root/build-sanitize}
  export KOPT_CMAKE_ARGS="${KOPT_CMAKE_ARGS:-} -DKOPT_SANITIZE=ON"
  # Leaks are reported too; a report fails the test that shows it. LLVM's
  # allocators poison memory from code inlined into kopt's instrumented
  # objects, which Debian's uninstrumented libMLIR/libLLVM then use without
  # unpoisoning: user poisoning is ignored (every report seen with it was
  # use-after-poison inside libMLIR on such memory).
  export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allow_user_poisoning=0}
  export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
fi
build=${KOPT_BUILD_DIR:-$root/build}
# The default targets plus the generated docs the suite compares.
"$root/python-free-scripts/build.sh" all mlir-doc
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
/usr/lib/llvm-22/bin/lit -sv "$build/test" 2>&1 | tee "$log" || status=$?
count() { sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$log" | tail -1; }
passed=$(count Passed); failed=$(count Failed); unsupported=$(count Unsupported)
echo "${passed:-0} passed, ${failed:-0} failed, ${unsupported:-0} skipped"
if [ "${KOPT_FUZZ_SECONDS:-20}" != 0 ]; then
  "$root/python-free-scripts/fuzz.sh" "${KOPT_FUZZ_SECONDS:-20}" || status=1
fi
exit "$status"
