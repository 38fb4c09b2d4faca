#!/usr/bin/env bash
# Builds kopt and runs the whole test suite (lit, the check-kopt suite).
# Ends with a line "N passed, N failed" (unsupported tests counted apart).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
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
exit "$status"
