//===- RemoteRunner.cpp - a kopt-runner --serve over HTTP -----------------===//

#include "kopt/Measure/RemoteRunner.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <curl/curl.h>

#include <mutex>

using namespace mlir;
using namespace mlir::kopt;

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Reads every file of the bundle (manifest and PTX) into the request.
static llvm::Expected<llvm::json::Object>
readBundleFiles(llvm::StringRef directory) {
  llvm::json::Object files;
  std::error_code ec;
  for (llvm::sys::fs::recursive_directory_iterator it(directory, ec), end;
       it != end && !ec; it.increment(ec)) {
    if (it->type() != llvm::sys::fs::file_type::regular_file)
      continue;
    llvm::StringRef path = it->path();
    llvm::StringRef relative = path.drop_front(directory.size()).ltrim('/');
    // Earlier results are the caller's business, not the bundle's.
    if (relative.starts_with("results"))
      continue;
    auto buffer = llvm::MemoryBuffer::getFile(path);
    if (!buffer)
      return makeError("cannot read " + path + ": " +
                       buffer.getError().message());
    files[relative.str()] = (*buffer)->getBuffer().str();
  }
  if (ec)
    return makeError("cannot list " + directory + ": " + ec.message());
  if (!files.get("manifest.json"))
    return makeError(directory + " has no manifest.json");
  return files;
}

static size_t appendToString(char *data, size_t size, size_t count,
                             void *target) {
  static_cast<std::string *>(target)->append(data, size * count);
  return size * count;
}

llvm::Error mlir::kopt::measureRemotely(llvm::StringRef url,
                                        llvm::StringRef bundleDirectory,
                                        llvm::StringRef resultsPath,
                                        const RemoteMeasureOptions &options) {
  auto files = readBundleFiles(bundleDirectory);
  if (!files)
    return files.takeError();
  llvm::json::Object request{
      {"format", "kopt-remote-request/1"},
      {"files", std::move(*files)},
      {"options", llvm::json::Object{{"timeout", options.variantTimeout}}}};
  std::string body = llvm::formatv("{0}", llvm::json::Value(std::move(request)));

  static std::once_flag initialized;
  std::call_once(initialized, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  CURL *curl = curl_easy_init();
  if (!curl)
    return makeError("libcurl could not start a request");
  llvm::scope_exit cleanUpCurl([&] { curl_easy_cleanup(curl); });
  std::string endpoint = url.rtrim('/').str() + "/v1/measure";
  std::string answer;
  char errorBuffer[CURL_ERROR_SIZE] = {0};
  curl_slist *headers =
      curl_slist_append(nullptr, "Content-Type: application/json");
  // Send the body at once instead of waiting for "100 Continue".
  headers = curl_slist_append(headers, "Expect:");
  llvm::scope_exit cleanUpHeaders([&] { curl_slist_free_all(headers); });
  curl_easy_setopt(curl, CURLOPT_URL, endpoint.c_str());
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
  curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.data());
  curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE,
                   static_cast<curl_off_t>(body.size()));
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, appendToString);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &answer);
  curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, errorBuffer);
  curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT,
                   static_cast<long>(options.connectTimeout));
  curl_easy_setopt(curl, CURLOPT_TIMEOUT,
                   static_cast<long>(options.totalTimeout));
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  CURLcode code = curl_easy_perform(curl);
  if (code != CURLE_OK)
    return makeError(endpoint + ": " +
                     (errorBuffer[0] ? errorBuffer : curl_easy_strerror(code)));
  long status = 0;
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
  auto json = llvm::json::parse(answer);
  if (status != 200) {
    std::string reason;
    if (json)
      if (const llvm::json::Object *object = json->getAsObject())
        if (std::optional<llvm::StringRef> error = object->getString("error"))
          reason = error->str();
    if (!json)
      llvm::consumeError(json.takeError());
    return makeError(endpoint + " answered " + llvm::Twine(status) +
                     (reason.empty() ? llvm::Twine("") : ": " + reason));
  }
  if (!json)
    return makeError(endpoint + " answered something that is not JSON: " +
                     llvm::toString(json.takeError()));
  const llvm::json::Object *results = json->getAsObject();
  if (!results || results->getString("format") != "kopt-results/1")
    return makeError(endpoint + " answered something that is not a "
                                "kopt-results/1 file");

  llvm::SmallString<256> temporary(resultsPath);
  temporary += ".partial";
  std::error_code ec;
  {
    llvm::raw_fd_ostream out(temporary, ec);
    if (ec)
      return makeError("cannot write " + temporary + ": " + ec.message());
    out << answer;
  }
  if ((ec = llvm::sys::fs::rename(temporary, resultsPath)))
    return makeError("cannot write " + resultsPath + ": " + ec.message());
  return llvm::Error::success();
}
