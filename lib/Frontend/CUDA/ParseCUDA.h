//===- ParseCUDA.h - Clang's parse of a CUDA file, for the lift -*- C++ -*-===//
//
// Private to lib/Frontend/CUDA. Runs Clang over one file (device side only)
// and keeps its AST. Two things a plain parse cannot do: includes that are
// missing here and named as unavailable (ATen, c10, torch) are skipped
// instead of stopping the parse, and the errors Clang then reports outside
// device code are set aside (counted, the first kept) instead of printed.
// And one thing nvcc accepts that Clang does not: a member template named
// without `template` in a dependent context (`vec_cast<T, U>::cast<N>(...)`)
// is found from Clang's errors and the file parsed again with the keyword
// inserted in a copy.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_FRONTEND_CUDA_PARSECUDA_H
#define KOPT_LIB_FRONTEND_CUDA_PARSECUDA_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class ASTUnit;
namespace tooling {
class CompilationDatabase;
} // namespace tooling
} // namespace clang

namespace mlir::kopt::cuda {

/// What `parseCUDAFile` is to do.
struct ParseRequest {
  /// The file Clang parses (the source, or a wrapper that includes it).
  std::string path;
  /// Files that exist only in memory: (path, contents).
  std::vector<std::pair<std::string, std::string>> virtualFiles;
  /// Arguments put before the file's own flags.
  std::vector<std::string> frontArgs;
  /// Include names (as written in `#include`, or after their leading `../`
  /// and `./` components) starting with one of these are skipped when not
  /// found; errors outside device code are then set aside. Empty: a
  /// missing include stops the parse, as in nvcc.
  std::vector<std::string> skipMissingIncludes;
  /// A file whose errors are always printed, never set aside.
  std::string alwaysShown;
  /// A file whose errors (and their notes) are not printed at all.
  std::string quiet;
};

/// An error Clang printed (not set aside): where, by its raw encoding in
/// the AST unit's source manager, and what ("file:line:col: message").
struct PrintedError {
  unsigned location = 0;
  std::string text;
};

/// What came of the parse.
struct ParsedFile {
  /// What the AST's diagnostics engine points at; outlives `unit`.
  std::shared_ptr<void> keepAlive;
  std::unique_ptr<clang::ASTUnit> unit;
  /// The includes skipped, in the order met.
  std::vector<std::string> skippedIncludes;
  /// Errors set aside as host code's, and the first of them
  /// ("file:line:col: message").
  unsigned setAsideErrors = 0;
  std::string firstSetAside;
  /// The errors printed: in device code, or in a file always shown. Clang
  /// goes on past them and drops what it could not build, so a kernel that
  /// reaches one must not be lifted (DeviceErrors.h).
  std::vector<PrintedError> printedErrors;
  /// Where a `template` keyword nvcc does not require was inserted before
  /// the file was parsed again ("file:line").
  std::vector<std::string> templateKeywordsInserted;
};

/// Parses `request.path` with the flags `database` gives it. Clang's
/// diagnostics are printed (but for those set aside); `unit` is null when
/// Clang could not build an AST at all.
ParsedFile parseCUDAFile(const clang::tooling::CompilationDatabase &database,
                         const ParseRequest &request);

} // namespace mlir::kopt::cuda

#endif // KOPT_LIB_FRONTEND_CUDA_PARSECUDA_H
