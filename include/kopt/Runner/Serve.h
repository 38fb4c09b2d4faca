//===- Serve.h - kopt-runner --serve: measurements over HTTP ---*- C++ -*-===//
//
// A GPU host runs `kopt-runner --serve PORT`; kopt-autotune's remote backend
// posts bundles to it and gets their results back. Requests are served one
// at a time: the GPU measures one bundle at a time anyway.
//
//   GET  /v1/device   the device, as in a results file
//   POST /v1/measure  {"format": "kopt-remote-request/1",
//                      "files": {"manifest.json": "...", "ptx/0000.ptx": ...},
//                      "options": {"timeout": 60, "repeats": 30, ...}}
//                     answers the kopt-results/1 file of that bundle
//
// Errors answer {"error": "..."} with a 4xx or 5xx status.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_SERVE_H
#define KOPT_RUNNER_SERVE_H

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace kopt::runner {

/// Where and how the service listens.
struct ServeOptions {
  /// The address to bind; loopback unless the operator opens it up.
  std::string address = "127.0.0.1";
  /// The port; 0 picks a free one.
  unsigned port = 0;
  /// A file the bound port is written to, once listening (for port 0).
  std::string portFile;
  /// The largest request body accepted.
  size_t maxBodyBytes = size_t(512) << 20;
  /// Seconds a client may take to send its request.
  int receiveTimeoutSeconds = 60;
  /// Stop after this many requests (0: serve until killed); for tests.
  unsigned maxRequests = 0;
};

/// Answers one request: a status and a JSON body. `method`, `path` and
/// `body` are as received.
std::pair<int, nlohmann::json> handleRequest(const std::string &method,
                                             const std::string &path,
                                             const std::string &body);

/// Answers a request: method, path and body in; status and JSON body out.
using RequestHandler = std::function<std::pair<int, nlohmann::json>(
    const std::string &, const std::string &, const std::string &)>;

/// A whole response: status, headers beside the standard ones, and the body
/// exactly as sent (it need not be valid JSON).
struct HttpResponse {
  int status = 200;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
};

/// Answers a request with a whole response; for test services that must
/// send headers or malformed bodies.
using RawRequestHandler = std::function<HttpResponse(
    const std::string &, const std::string &, const std::string &)>;

/// Serves with `handler` as `serve` does.
std::string serveRaw(const ServeOptions &options,
                     const RawRequestHandler &handler);

/// Serves with `handler` (the measurement service by default) until killed
/// or `maxRequests` are answered. Returns an error message when the
/// service cannot start.
std::string serve(const ServeOptions &options,
                  const RequestHandler &handler = handleRequest);

} // namespace kopt::runner

#endif // KOPT_RUNNER_SERVE_H
