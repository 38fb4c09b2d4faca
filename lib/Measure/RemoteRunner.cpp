//===- RemoteRunner.cpp - a kopt-runner --serve over HTTP -----------------===//

#include "kopt/Measure/RemoteRunner.h"
#include "kopt/Measure/HttpPost.h"
#include "kopt/Support/JSONFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Base64.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::kopt;

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Reads every file of the bundle into the request: text (manifest and
/// PTX) into `files`, recorded inputs (`inputs/`) base64-encoded into
/// `binary`.
static llvm::Expected<llvm::json::Object>
readBundleFiles(llvm::StringRef directory, llvm::json::Object &binary) {
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
    if (relative.starts_with("inputs/"))
      binary[relative.str()] = llvm::encodeBase64((*buffer)->getBuffer());
    else
      files[relative.str()] = (*buffer)->getBuffer().str();
  }
  if (ec)
    return makeError("cannot list " + directory + ": " + ec.message());
  if (!files.get("manifest.json"))
    return makeError(directory + " has no manifest.json");
  return files;
}

llvm::Error mlir::kopt::measureRemotely(llvm::StringRef url,
                                        llvm::StringRef bundleDirectory,
                                        llvm::StringRef resultsPath,
                                        const RemoteMeasureOptions &options) {
  llvm::json::Object binary;
  auto files = readBundleFiles(bundleDirectory, binary);
  if (!files)
    return files.takeError();
  llvm::json::Object request{
      {"format", "kopt-remote-request/1"},
      {"files", std::move(*files)},
      {"binary_files", std::move(binary)},
      {"options", llvm::json::Object{{"timeout", options.variantTimeout}}}};
  std::string body = llvm::formatv("{0}", llvm::json::Value(std::move(request)));

  std::string endpoint = url.rtrim('/').str() + "/v1/measure";
  HttpPostResult answer = postJSON(endpoint, body, {}, options.connectTimeout,
                                   options.totalTimeout);
  if (!answer.transportError.empty())
    return makeError(endpoint + ": " + answer.transportError);
  long status = answer.status;
  auto json = parseJSON(answer.body);
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
    out << answer.body;
  }
  if ((ec = llvm::sys::fs::rename(temporary, resultsPath)))
    return makeError("cannot write " + resultsPath + ": " + ec.message());
  return llvm::Error::success();
}
