// A downstream driver with only the upstream dialects it needs plus kopt.
#include "kopt/InitAll.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::kopt::registerAllPasses();
  mlir::DialectRegistry registry;
  mlir::kopt::registerAllDialects(registry);
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "downstream driver\n", registry));
}
