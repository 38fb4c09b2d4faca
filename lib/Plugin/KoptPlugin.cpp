//===- KoptPlugin.cpp - kopt as an MLIR dialect and pass plugin
//------------===//
//
// Lets the upstream tools load kopt:
//   mlir-opt-22 --load-dialect-plugin=KoptPlugin.so \
//               --load-pass-plugin=KoptPlugin.so --kopt-instantiate ...
//
//===----------------------------------------------------------------------===//

#include "kopt/InitAll.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "KoptDialect", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            mlir::kopt::registerAllDialects(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "KoptPasses", LLVM_VERSION_STRING,
          []() { mlir::kopt::registerAllPasses(); }};
}
