#!/usr/bin/env bash
# A kopt-opt or kopt-tune that runs on a GPU host without LLVM: the
# development build's objects linked against LLVM's, MLIR's (and for
# kopt-tune Clang's) static archives, stripped and xz-compressed, with the
# shared libraries libcurl needs beside it.
#   portable-tool.sh TOOL DIR   writes DIR/TOOL.xz and DIR/lib/
# On the GPU host:
#   xz -dc DIR/TOOL.xz >TOOL && chmod +x TOOL
#   LD_LIBRARY_PATH=DIR/lib ./TOOL ...
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$here/../build
usage="usage: $0 kopt-opt|kopt-tune DIR"
tool=${1:?$usage}
dir=${2:?$usage}
llvm=/usr/lib/llvm-22/lib
case "$tool" in
kopt-opt) own=(libKoptRegistration.a libKoptOptLib.a libKoptAgent.a) ; clang=() ;;
kopt-tune)
  own=(libKoptAgent.a libKoptRegistration.a libKoptFrontendCUDA.a)
  # shellcheck disable=SC2207
  clang=($(ls "$llvm"/libclang*.a | grep -v -e libclang-cpp -e libclangDaemon)) ;;
*) echo "$usage" >&2; exit 2 ;;
esac
"$here/build.sh" "$tool" >/dev/null
mkdir -p "$dir/lib"
own+=(libKoptTuning.a libKoptMeasure.a libMLIRKoptToGPU.a
      libMLIRKoptTransformOps.a libMLIRKoptTransforms.a libMLIRKoptDialect.a)
# Everything MLIR and LLVM offer, in one group: the linker keeps what the
# registered dialects and passes reach.
mlir_archives=$(ls "$llvm"/libMLIR*.a | grep -v -e CAPI -e Python -e 'libMLIRMlirOptMain\.a$')
# shellcheck disable=SC2086
clang++-22 -fuse-ld=lld -O3 -Wl,--gc-sections \
  "$build/tools/$tool/CMakeFiles/$tool.dir/$tool.cpp.o" -o "$dir/$tool" \
  -Wl,--start-group "${own[@]/#/$build/lib/}" "$build"/lib/Runner/libKoptRunner.a \
  "$build"/lib/Runner/libKoptInputs.a \
  "${clang[@]}" $mlir_archives "$llvm"/libLLVM*.a -Wl,--end-group \
  -lcurl -ldl -lz -lzstd -lpthread
strip "$dir/$tool"
for lib in $(ldd "$dir/$tool" | awk '$3 ~ /^\// {print $3}'); do
  case $(basename "$lib") in
  libc.so* | libm.so* | libstdc++* | libgcc_s* | libdl* | libpthread* | librt* | libresolv*) ;;
  *) cp -L "$lib" "$dir/lib/" ;;
  esac
done
xz -T0 -6 -f "$dir/$tool"
