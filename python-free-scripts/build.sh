#!/usr/bin/env bash
# Installs what kopt needs (once), then configures and builds it into build/
# with the binaries in build/bin/.
#
#   python-free-scripts/build.sh [ninja targets...]
#
# Environment: KOPT_BUILD_DIR (default build), KOPT_BUILD_TYPE (Release),
# KOPT_SKIP_INSTALL=1 to never call apt-get, KOPT_CMAKE_ARGS (extra
# arguments of the first configure, e.g. -DKOPT_SANITIZE=ON).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${KOPT_BUILD_DIR:-$root/build}
packages=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools clang-22
          libclang-cpp22-dev libclang-22-dev libzstd-dev nlohmann-json3-dev
          libcurl4-openssl-dev libxml2-utils jq
          libgtest-dev cmake ninja-build ccache)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "${KOPT_SKIP_INSTALL:-0}" = 1 ]; then
    echo "error: missing packages: ${missing[*]}" >&2; exit 1
  fi
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  echo "kopt: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE="${KOPT_BUILD_TYPE:-Release}" \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    "${launcher[@]}" ${KOPT_CMAKE_ARGS:-} >/dev/null
fi
# KOPT_JOBS overrides the number of parallel jobs (default: all cores).
ninja -C "$build" -j "${KOPT_JOBS:-$(nproc)}" "$@"
