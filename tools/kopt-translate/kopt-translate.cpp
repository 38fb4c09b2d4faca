//===- kopt-translate.cpp - kopt translations
//------------------------------===//
//
// mlir-translate with kopt's translations (--emit-ptx) registered.
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  mlir::kopt::registerEmitPTXTranslation();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "kopt translation driver\n"));
}
