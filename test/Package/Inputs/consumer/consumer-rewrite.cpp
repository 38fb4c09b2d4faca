// A downstream program that calls a kopt rewrite on each kernel of a file,
// without passes: the example of docs/LIBRARY.md.
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: consumer-rewrite FILE.mlir\n";
    return 2;
  }
  mlir::DialectRegistry registry;
  mlir::kopt::registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  if (!module)
    return 1;
  for (mlir::kopt::KernelOp kernel : module->getOps<mlir::kopt::KernelOp>()) {
    mlir::kopt::KoptUnrollOptions options;
    options.factors = {2, 4};
    if (mlir::failed(mlir::kopt::addUnrollFactors(kernel, options)))
      return 1;
  }
  module->print(llvm::outs());
  return 0;
}
