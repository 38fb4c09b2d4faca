#!/usr/bin/env bash
# Regenerates the dialect and pass reference in docs/generated/ from ODS.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${KOPT_BUILD_DIR:-$root/build}
"$root/python-free-scripts/build.sh" mlir-doc >/dev/null
mkdir -p "$root/docs/generated"
cp "$build/docs/Dialects/KoptDialect.md" "$build"/docs/Kopt*Passes.md "$build/docs/KoptTransformOps.md" "$root/docs/generated/"
echo "docs/generated: $(ls "$root/docs/generated" | tr '\n' ' ')"
