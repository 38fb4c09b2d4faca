//===- OptMain.h - the kopt-opt driver -------------------------*- C++ -*-===//
//
// mlir-opt's driver, extended to take several input files in one call.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TOOLS_OPTMAIN_H
#define KOPT_TOOLS_OPTMAIN_H

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/LogicalResult.h"

namespace mlir::kopt {

/// Runs mlir-opt's driver. With more than one input file (as a shell glob
/// such as `examples/*.mlir` gives), each file is processed on its own with
/// the same options and the results are written one after the other,
/// separated by `// -----`; the call fails if any file fails.
LogicalResult koptOptMain(int argc, char **argv, DialectRegistry &registry);

} // namespace mlir::kopt

#endif // KOPT_TOOLS_OPTMAIN_H
