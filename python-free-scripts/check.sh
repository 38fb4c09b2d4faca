#!/usr/bin/env bash
# Builds kopt and runs the whole test suite (lit: check-kopt).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/python-free-scripts/build.sh"
build=${KOPT_BUILD_DIR:-$root/build}
/usr/lib/llvm-22/bin/lit -sv "$build/test"
