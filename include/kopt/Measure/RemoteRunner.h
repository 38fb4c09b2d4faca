//===- RemoteRunner.h - a kopt-runner --serve over HTTP --------*- C++ -*-===//
//
// The client side of `kopt-runner --serve` (see docs/BUNDLE.md): posts a
// bundle directory and writes the results file the service answers.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_MEASURE_REMOTERUNNER_H
#define KOPT_MEASURE_REMOTERUNNER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace mlir::kopt {

/// How the remote runner measures.
struct RemoteMeasureOptions {
  /// Seconds one variant may take on the GPU host.
  unsigned variantTimeout = 60;
  /// Seconds to wait for the connection.
  unsigned connectTimeout = 10;
  /// Seconds the whole request may take (0: none).
  unsigned totalTimeout = 0;
};

/// Posts the bundle in `bundleDirectory` to the service at `url` (for
/// example http://gpu-host:7070) and writes its kopt-results/1 answer to
/// `resultsPath` atomically. Fails with the service's message, the HTTP
/// status, or the transport error.
llvm::Error measureRemotely(llvm::StringRef url,
                            llvm::StringRef bundleDirectory,
                            llvm::StringRef resultsPath,
                            const RemoteMeasureOptions &options);

} // namespace mlir::kopt

#endif // KOPT_MEASURE_REMOTERUNNER_H
