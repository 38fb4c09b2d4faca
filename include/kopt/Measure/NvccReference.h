//===- NvccReference.h - nvcc's PTX of a source, as the reference -*- C++
//-*-===//
//
// What kopt's variants are measured against by default: nvcc's own build of
// the user's source (-O3, the tuning's architecture, the include paths and
// macros of the lift), compiled by kopt-tune itself.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_MEASURE_NVCCREFERENCE_H
#define KOPT_MEASURE_NVCCREFERENCE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// Finds nvcc: $KOPT_NVCC when it names an executable, else `bin/nvcc` of
/// the CUDA toolkit (findCudaToolkit), else nvcc on $PATH.
std::optional<std::string> findNvcc();

/// The arguments of a lift that nvcc takes the same way: include paths
/// (-I, -isystem), macros (-D, -U), the language standard (-std=), forced
/// includes (-include) and -use_fast_math; the value of a two-part flag
/// (`-I dir`) goes with it. Others (Clang's own) are left out.
llvm::SmallVector<std::string>
getNvccCompatibleArgs(llvm::ArrayRef<std::string> liftArgs);

/// Compiles `source` with `nvcc -O3 -arch=<chip> -ptx` and `extraArgs` into
/// `ptxPath` (through a temporary file and a rename; nothing is left there
/// on failure). Returns the command line run, or an error with the end of
/// nvcc's output.
llvm::Expected<std::string>
buildNvccReference(llvm::StringRef nvcc, llvm::StringRef source,
                   llvm::StringRef chip, llvm::ArrayRef<std::string> extraArgs,
                   llvm::StringRef ptxPath);

} // namespace mlir::kopt

#endif // KOPT_MEASURE_NVCCREFERENCE_H
