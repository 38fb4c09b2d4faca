#!/usr/bin/env bash
# A kopt-opt that runs on a GPU host without LLVM, for
# gpu-check-autotune-cuda.sh: the development build's objects linked
# against LLVM's and MLIR's static archives, stripped and xz-compressed,
# with the shared libraries libcurl needs beside it.
#   portable-kopt-opt.sh DIR   writes DIR/kopt-opt.xz and DIR/lib/
# On the GPU host:
#   xz -dc DIR/kopt-opt.xz >kopt-opt && chmod +x kopt-opt
#   LD_LIBRARY_PATH=DIR/lib ./kopt-opt ...
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$here/../build
dir=${1:?usage: $0 DIR}
llvm=/usr/lib/llvm-22/lib
"$here/build.sh" kopt-opt >/dev/null
mkdir -p "$dir/lib"
# Everything MLIR and LLVM offer, in one group: the linker keeps what the
# registered dialects and passes reach.
mlir_archives=$(ls "$llvm"/libMLIR*.a | grep -v -e CAPI -e Python -e 'libMLIRMlirOptMain\.a$')
# shellcheck disable=SC2086
clang++-22 -fuse-ld=lld -O3 -Wl,--gc-sections \
  "$build/tools/kopt-opt/CMakeFiles/kopt-opt.dir/kopt-opt.cpp.o" -o "$dir/kopt-opt" \
  "$build"/lib/libKoptRegistration.a "$build"/lib/libKoptOptLib.a \
  "$build"/lib/libKoptTuning.a "$build"/lib/libKoptMeasure.a \
  "$build"/lib/libMLIRKoptToGPU.a "$build"/lib/libMLIRKoptTransforms.a \
  "$build"/lib/libMLIRKoptDialect.a "$build"/lib/Runner/libKoptRunner.a \
  -Wl,--start-group $mlir_archives "$llvm"/libLLVM*.a -Wl,--end-group \
  -lcurl -ldl -lz -lzstd -lpthread
strip "$dir/kopt-opt"
for lib in $(ldd "$dir/kopt-opt" | awk '$3 ~ /^\// {print $3}'); do
  case $(basename "$lib") in
  libc.so* | libm.so* | libstdc++* | libgcc_s* | libdl* | libpthread* | librt* | libresolv*) ;;
  *) cp -L "$lib" "$dir/lib/" ;;
  esac
done
xz -T0 -6 -f "$dir/kopt-opt"
