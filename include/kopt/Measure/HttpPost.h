//===- HttpPost.h - one JSON POST over libcurl ------------------*- C++ -*-===//
//
// The one HTTP exchange kopt makes as a client (the remote runner, the LLM
// endpoint): POST a JSON body, with time-outs, and get back the status, the
// body and the Retry-After header.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_MEASURE_HTTPPOST_H
#define KOPT_MEASURE_HTTPPOST_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// What one POST got back.
struct HttpPostResult {
  /// The HTTP status; 0 when the exchange itself failed.
  long status = 0;
  std::string body;
  /// The Retry-After header in seconds, when the server sent one.
  std::optional<double> retryAfterSeconds;
  /// libcurl's complaint when the exchange failed (no status).
  std::string transportError;
};

/// POSTs `body` to `url` as `application/json`, with the `headers` given
/// (full lines such as `Authorization: Bearer ...`), sending the body at
/// once, giving up on connecting after `connectTimeoutSeconds` and on the
/// whole exchange after `totalTimeoutSeconds`. Header values are never
/// part of any message it returns.
HttpPostResult postJSON(llvm::StringRef url, llvm::StringRef body,
                        llvm::ArrayRef<std::string> headers,
                        unsigned connectTimeoutSeconds,
                        unsigned totalTimeoutSeconds);

} // namespace mlir::kopt

#endif // KOPT_MEASURE_HTTPPOST_H
