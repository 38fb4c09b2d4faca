//===- InitAll.h - register every kopt dialect and pass --------*- C++ -*-===//
//
// One call each for tools and toolchains that embed kopt.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_INITALL_H
#define KOPT_INITALL_H

#include "mlir/IR/DialectRegistry.h"

namespace mlir::kopt {

/// Adds the kopt dialect and the dialects its pipelines produce to
/// `registry`.
void registerAllDialects(DialectRegistry &registry);

/// Registers every kopt pass and the kopt-to-ptx pipeline.
void registerAllPasses();

} // namespace mlir::kopt

#endif // KOPT_INITALL_H
