//===- Http.h - the HTTP/1.1 subset kopt-runner --serve speaks -*- C++ -*-===//
//
// One request per connection, bodies sized by Content-Length: all a
// measurement service needs, parsed strictly so a bad request gets a status
// code and a reason instead of a guess.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_HTTP_H
#define KOPT_RUNNER_HTTP_H

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace kopt::runner {

/// The head of an HTTP request.
struct HttpRequest {
  std::string method;
  /// The request target without its query string.
  std::string path;
  /// Content-Length, 0 when absent.
  size_t contentLength = 0;
  bool hasContentLength = false;
};

/// A status code and a reason for refusing a request.
struct HttpError {
  int status = 0;
  std::string reason;
};

/// Parses a request head (request line and headers, without the blank line
/// that ends it). Returns an error with status 400, 411 (a chunked body),
/// 413 (a body over `maxBody` bytes) or 505; status 0 when the head is
/// acceptable.
HttpError parseRequestHead(const std::string &head, size_t maxBody,
                           HttpRequest &request);

/// Formats a whole response with a JSON body (sent as it is, whether it
/// parses or not) and `extraHeaders` after the standard ones.
std::string formatResponse(
    int status, const std::string &jsonBody,
    const std::vector<std::pair<std::string, std::string>> &extraHeaders = {});

/// Returns the reason phrase of `status`.
const char *getReasonPhrase(int status);

/// Returns whether `path` may name a file of a bundle received over the
/// network: relative, at most two components of letters, digits, '.', '_'
/// and '-', none of them "." or "..".
bool isSafeBundlePath(const std::string &path);

} // namespace kopt::runner

#endif // KOPT_RUNNER_HTTP_H
