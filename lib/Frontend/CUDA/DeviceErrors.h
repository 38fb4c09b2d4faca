//===- DeviceErrors.h - kernels that reach code Clang rejected --*- C++ -*-===//
//
// Private to lib/Frontend/CUDA. Clang goes on past an error: a statement it
// cannot build is dropped, an `if constexpr` whose condition it cannot
// evaluate loses both branches, and the function around it is not always
// marked invalid. A kernel whose code, or the code of a function it calls,
// holds an error Clang printed is therefore not what the source says, and
// is not lifted.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_FRONTEND_CUDA_DEVICEERRORS_H
#define KOPT_LIB_FRONTEND_CUDA_DEVICEERRORS_H

#include "ParseCUDA.h"

#include "llvm/ADT/ArrayRef.h"

namespace clang {
class FunctionDecl;
class SourceManager;
} // namespace clang

namespace mlir::kopt::cuda {

/// The first of `errors` located in the code `kernel` runs: its definition
/// (and the template it was instantiated from) or that of a function,
/// constructor or lambda it calls, transitively; null when there is none.
const PrintedError *findErrorInReach(const clang::FunctionDecl *kernel,
                                     llvm::ArrayRef<PrintedError> errors,
                                     const clang::SourceManager &sm);

} // namespace mlir::kopt::cuda

#endif // KOPT_LIB_FRONTEND_CUDA_DEVICEERRORS_H
