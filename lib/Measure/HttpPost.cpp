//===- HttpPost.cpp - one JSON POST over libcurl --------------------------===//

#include "kopt/Measure/HttpPost.h"

#include "llvm/ADT/ScopeExit.h"

#include <curl/curl.h>

#include <algorithm>
#include <ctime>
#include <mutex>

using namespace mlir::kopt;
using llvm::StringRef;

namespace {
size_t appendBody(char *data, size_t size, size_t count, void *user) {
  static_cast<std::string *>(user)->append(data, size * count);
  return size * count;
}

/// Reads `Retry-After`, in seconds or as an HTTP date (RFC 9110), into the
/// `std::optional<double>` at `user`; a date in the past means no wait.
size_t readHeader(char *data, size_t size, size_t count, void *user) {
  StringRef line(data, size * count);
  auto [name, value] = line.split(':');
  if (!name.trim().equals_insensitive("retry-after"))
    return size * count;
  auto *retryAfter = static_cast<std::optional<double> *>(user);
  double seconds;
  if (!value.trim().getAsDouble(seconds)) {
    if (seconds >= 0)
      *retryAfter = seconds;
  } else if (time_t date = curl_getdate(value.trim().str().c_str(), nullptr);
             date >= 0) {
    *retryAfter = std::max(0.0, std::difftime(date, std::time(nullptr)));
  }
  return size * count;
}
} // namespace

HttpPostResult mlir::kopt::postJSON(StringRef url, StringRef body,
                                    llvm::ArrayRef<std::string> headers,
                                    unsigned connectTimeoutSeconds,
                                    unsigned totalTimeoutSeconds) {
  static std::once_flag initialized;
  std::call_once(initialized, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  HttpPostResult result;
  CURL *curl = curl_easy_init();
  if (!curl) {
    result.transportError = "libcurl could not start a request";
    return result;
  }
  curl_slist *list =
      curl_slist_append(nullptr, "Content-Type: application/json");
  // Send the body at once instead of waiting for "100 Continue".
  list = curl_slist_append(list, "Expect:");
  for (const std::string &header : headers)
    list = curl_slist_append(list, header.c_str());
  llvm::scope_exit cleanUp([&] {
    curl_slist_free_all(list);
    curl_easy_cleanup(curl);
  });
  std::string target = url.str();
  char errorBuffer[CURL_ERROR_SIZE] = {0};
  curl_easy_setopt(curl, CURLOPT_URL, target.c_str());
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, list);
  curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.data());
  curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE,
                   static_cast<curl_off_t>(body.size()));
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, appendBody);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &result.body);
  curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, readHeader);
  curl_easy_setopt(curl, CURLOPT_HEADERDATA, &result.retryAfterSeconds);
  curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, errorBuffer);
  curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT,
                   static_cast<long>(connectTimeoutSeconds));
  curl_easy_setopt(curl, CURLOPT_TIMEOUT,
                   static_cast<long>(totalTimeoutSeconds));
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  CURLcode code = curl_easy_perform(curl);
  if (code != CURLE_OK) {
    result.transportError =
        errorBuffer[0] ? errorBuffer : curl_easy_strerror(code);
    return result;
  }
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &result.status);
  return result;
}
