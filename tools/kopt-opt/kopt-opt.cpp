//===- kopt-opt.cpp - the kopt optimiser driver
//----------------------------===//
//
// mlir-opt with every upstream and kopt dialect and pass registered, taking
// one or several input files.
//
//===----------------------------------------------------------------------===//

#include "kopt/InitAll.h"
#include "kopt/Tools/OptMain.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::kopt::registerAllPasses();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::kopt::registerAllDialects(registry);
  return mlir::asMainReturnCode(mlir::kopt::koptOptMain(argc, argv, registry));
}
