//===- LLMClient.cpp - OpenAI-compatible chat completions -----------------===//
//
// One POST per attempt (postJSON); back-off between attempts; the
// cache is one JSON file per request, named by the SHA-256 of the request
// body (model and messages; never the key).
//
//===----------------------------------------------------------------------===//

#include "kopt/Agent/LLMClient.h"
#include "kopt/Measure/HttpPost.h"
#include "kopt/Support/JSONFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <thread>

using namespace mlir;
using namespace mlir::kopt;
using llvm::raw_ostream;
using llvm::SmallString;
using llvm::SmallVector;
using llvm::StringRef;

namespace {
/// The endpoint's own message in an error body, or the body's start.
std::string describeErrorBody(StringRef body) {
  if (llvm::Expected<llvm::json::Value> json = parseJSON(body)) {
    if (const llvm::json::Object *object = json->getAsObject()) {
      if (const llvm::json::Object *error = object->getObject("error"))
        if (std::optional<StringRef> message = error->getString("message"))
          return message->str();
      if (std::optional<StringRef> message = object->getString("error"))
        return message->str();
    }
  } else {
    llvm::consumeError(json.takeError());
  }
  return llvm::json::fixUTF8(body.take_front(200));
}

/// Whether an error body refuses the request's response format (servers
/// without structured output answer 400 naming it).
bool refusesResponseFormat(StringRef body) {
  std::string lower = body.lower();
  return StringRef(lower).contains("response_format") ||
         StringRef(lower).contains("json_schema");
}

/// Reads a chat completion: the first choice's text and the token counts.
llvm::Expected<ChatReply> readCompletion(StringRef body) {
  llvm::Expected<llvm::json::Value> json = parseJSON(body);
  if (!json)
    return llvm::createStringError("the reply is not JSON (" +
                                   llvm::toString(json.takeError()) + ")");
  const llvm::json::Object *object = json->getAsObject();
  const llvm::json::Array *choices =
      object ? object->getArray("choices") : nullptr;
  const llvm::json::Object *message =
      choices && !choices->empty() && (*choices)[0].getAsObject()
          ? (*choices)[0].getAsObject()->getObject("message")
          : nullptr;
  std::optional<StringRef> content =
      message ? message->getString("content") : std::nullopt;
  if (!content)
    return llvm::createStringError(
        "the reply is not a chat completion (no choices[0].message.content)");
  ChatReply reply;
  reply.content = content->str();
  if (const llvm::json::Object *usage = object->getObject("usage")) {
    reply.promptTokens = usage->getInteger("prompt_tokens").value_or(0);
    reply.completionTokens = usage->getInteger("completion_tokens").value_or(0);
  }
  return reply;
}

/// The cache file of a request: named by the SHA-256 of its body, which
/// holds the model and the messages. The endpoint is left out, so a rerun
/// against another address (or none) of the same model is answered.
std::string cachePath(const LLMConfig &config, StringRef body) {
  llvm::SHA256 hash;
  hash.update(body);
  std::array<uint8_t, 32> digest = hash.final();
  SmallString<256> path(config.cacheDir);
  llvm::sys::path::append(path,
                          llvm::toHex(digest, /*LowerCase=*/true) + ".json");
  return path.str().str();
}

std::optional<ChatReply> readCache(StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return std::nullopt;
  llvm::Expected<ChatReply> reply = readCompletion((*buffer)->getBuffer());
  if (!reply) {
    llvm::consumeError(reply.takeError());
    return std::nullopt;
  }
  reply->cached = true;
  return *reply;
}

void writeCache(const LLMConfig &config, StringRef path, StringRef body) {
  if (llvm::sys::fs::create_directories(config.cacheDir))
    return;
  // A cache that cannot be written costs a rerun, not this run.
  llvm::consumeError(llvm::writeToOutput(path, [&](raw_ostream &os) {
    os << body;
    return llvm::Error::success();
  }));
}
} // namespace

void LLMConfig::fillFromEnvironment() {
  auto fill = [](std::string &field,
                 std::initializer_list<const char *> names) {
    for (const char *name : names)
      if (field.empty())
        if (std::optional<std::string> value = llvm::sys::Process::GetEnv(name))
          field = *value;
  };
  fill(baseUrl, {"KOPT_LLM_BASE_URL"});
  fill(model, {"KOPT_LLM_MODEL"});
  fill(apiKey, {"KOPT_LLM_API_KEY", "OPENAI_API_KEY"});
}

llvm::Error LLMConfig::checkLimits() const {
  if (totalTimeoutSeconds == 0 || connectTimeoutSeconds == 0)
    return llvm::createStringError(
        "the LLM time-outs (llm-timeout, llm-connect-timeout) must be at "
        "least 1 second");
  if (!(backoffSeconds >= 0))
    return llvm::createStringError("the LLM back-off must not be negative");
  return llvm::Error::success();
}

std::string LLMConfig::getPrintableBaseUrl() const {
  StringRef url = StringRef(baseUrl).take_until(
      [](char c) { return c == '?' || c == '#'; });
  size_t scheme = url.find("://");
  size_t authority = scheme == StringRef::npos ? 0 : scheme + 3;
  size_t path = url.find('/', authority);
  size_t at = url.slice(authority, path).rfind('@');
  if (at == StringRef::npos)
    return url.str();
  return (url.take_front(authority) + url.drop_front(authority + at + 1)).str();
}

llvm::json::Value LLMUsage::toJSON() const {
  return llvm::json::Object{{"requests", requests},
                            {"cached", cached},
                            {"attempts", attempts},
                            {"prompt_tokens", promptTokens},
                            {"completion_tokens", completionTokens}};
}

llvm::Expected<ChatReply>
LLMClient::chat(llvm::ArrayRef<ChatMessage> messages,
                const llvm::json::Value *schema,
                llvm::ArrayRef<ChatMessage> cacheMessages) {
  if (!config.isConfigured())
    return llvm::createStringError(
        "no LLM endpoint configured (KOPT_LLM_BASE_URL and KOPT_LLM_MODEL)");
  auto makeBody = [&](llvm::ArrayRef<ChatMessage> conversation,
                      bool withFormat) {
    llvm::json::Array list;
    for (const ChatMessage &message : conversation)
      list.push_back(llvm::json::Object{{"role", message.role},
                                        {"content", message.content}});
    llvm::json::Object request{{"model", config.model},
                               {"messages", std::move(list)},
                               {"temperature", 0}};
    if (withFormat)
      request["response_format"] = llvm::json::Object{
          {"type", "json_schema"},
          {"json_schema",
           llvm::json::Object{{"name", "kopt_plan"}, {"schema", *schema}}}};
    std::string text;
    llvm::raw_string_ostream(text) << llvm::json::Value(std::move(request));
    return text;
  };
  bool withFormat = schema != nullptr;
  std::string body = makeBody(messages, withFormat);
  // The path goes before a query (`?api-version=...` on some services).
  auto [base, query] = StringRef(config.baseUrl).split('?');
  std::string url = base.rtrim('/').str() + "/chat/completions" +
                    (query.empty() ? "" : "?" + query.str());
  std::string printableUrl =
      StringRef(config.getPrintableBaseUrl()).rtrim('/').str() +
      "/chat/completions";
  ++usage.requests;

  std::string path;
  if (!config.cacheDir.empty()) {
    path = cachePath(config, cacheMessages.empty()
                                 ? body
                                 : makeBody(cacheMessages, withFormat));
    if (std::optional<ChatReply> reply = readCache(path)) {
      ++usage.cached;
      return *reply;
    }
  }

  double backoff = config.backoffSeconds;
  std::string lastError;
  unsigned tries = 0, retriesLeft = config.maxRetries;
  while (true) {
    ++usage.attempts;
    ++tries;
    std::vector<std::string> headers;
    if (!config.apiKey.empty())
      headers.push_back("Authorization: Bearer " + config.apiKey);
    HttpPostResult attempt =
        postJSON(url, body, headers, config.connectTimeoutSeconds,
                 config.totalTimeoutSeconds);
    bool retryable = false;
    if (!attempt.transportError.empty()) {
      lastError = printableUrl + ": " + attempt.transportError;
      retryable = true;
    } else if (attempt.status == 200) {
      llvm::Expected<ChatReply> reply = readCompletion(attempt.body);
      if (reply) {
        reply->attempts = tries;
        usage.promptTokens += reply->promptTokens;
        usage.completionTokens += reply->completionTokens;
        if (!path.empty())
          writeCache(config, path, attempt.body);
        return reply;
      }
      // A reply cut short or garbled in transit is worth another try.
      lastError = printableUrl + ": " + llvm::toString(reply.takeError());
      retryable = true;
    } else {
      lastError = printableUrl + ": HTTP " + std::to_string(attempt.status) +
                  ": " + describeErrorBody(attempt.body);
      // A server without structured output refuses the schema; the same
      // request without it goes at once (the reply's prose is parsed).
      if (attempt.status == 400 && withFormat &&
          refusesResponseFormat(attempt.body)) {
        withFormat = false;
        body = makeBody(messages, /*withFormat=*/false);
        continue;
      }
      retryable = attempt.status == 429 || attempt.status >= 500;
    }
    if (!retryable || retriesLeft == 0)
      break;
    --retriesLeft;
    double wait = std::min(attempt.retryAfterSeconds.value_or(backoff),
                           config.maxWaitSeconds);
    std::this_thread::sleep_for(std::chrono::duration<double>(wait));
    backoff *= 2;
  }
  // A service may echo the key back ('Incorrect API key provided: ...').
  std::string message = lastError + " (after " + std::to_string(tries) +
                        (tries == 1 ? " attempt)" : " attempts)");
  if (!config.apiKey.empty())
    for (size_t at = message.find(config.apiKey); at != std::string::npos;
         at = message.find(config.apiKey, at))
      message.replace(at, config.apiKey.size(), "<api key>");
  return llvm::createStringError(message);
}

namespace {
/// Parses `text` as JSON, or none.
std::optional<llvm::json::Value> tryParseJSON(StringRef text) {
  llvm::Expected<llvm::json::Value> value = parseJSON(text.trim());
  if (value)
    return std::move(*value);
  llvm::consumeError(value.takeError());
  return std::nullopt;
}

/// Whether `value` looks like the reply format: an object with `steps` or
/// `done`.
bool isReplyShaped(const llvm::json::Value &value) {
  const llvm::json::Object *object = value.getAsObject();
  return object && (object->get("steps") || object->get("done"));
}

/// The spans of `text` that open with `{` or `[` and close with the
/// matching bracket, outside JSON strings, in the order they open (so an
/// enclosing span comes before those inside it). One pass; a bracket that
/// does not match forgets what was open.
SmallVector<std::pair<size_t, size_t>> findBracketedSpans(StringRef text) {
  SmallVector<std::pair<size_t, size_t>> spans;
  SmallVector<size_t> open;
  bool inString = false, escaped = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"' && !open.empty()) {
      inString = true;
    } else if (c == '{' || c == '[') {
      open.push_back(i);
    } else if (c == '}' || c == ']') {
      if (open.empty())
        continue;
      if (text[open.back()] != (c == '}' ? '{' : '[')) {
        open.clear();
        continue;
      }
      spans.emplace_back(open.pop_back_val(), i + 1);
    }
  }
  llvm::sort(spans);
  return spans;
}
} // namespace

llvm::Expected<llvm::json::Value>
mlir::kopt::extractReplyJSON(StringRef reply) {
  if (std::optional<llvm::json::Value> whole = tryParseJSON(reply))
    return std::move(*whole);
  // Candidates in order: fenced blocks (```json ... ``` or ``` ... ```),
  // then bracketed spans in the prose.
  std::vector<llvm::json::Value> candidates;
  for (size_t start = reply.find("```"); start != StringRef::npos;
       start = reply.find("```", start + 3)) {
    size_t bodyStart = reply.find('\n', start);
    if (bodyStart == StringRef::npos)
      break;
    size_t end = reply.find("```", bodyStart);
    if (end == StringRef::npos)
      break;
    if (std::optional<llvm::json::Value> fenced =
            tryParseJSON(reply.slice(bodyStart + 1, end)))
      candidates.push_back(std::move(*fenced));
    start = end;
  }
  // A span inside one that parsed is part of it, not a candidate.
  size_t parsedEnd = 0;
  for (auto [begin, end] : findBracketedSpans(reply)) {
    if (begin < parsedEnd)
      continue;
    if (std::optional<llvm::json::Value> value =
            tryParseJSON(reply.slice(begin, end))) {
      candidates.push_back(std::move(*value));
      parsedEnd = end;
    }
  }
  // A plan-shaped object first, then any object, then anything.
  for (auto accept : {isReplyShaped,
                      +[](const llvm::json::Value &value) {
                        return value.getAsObject() != nullptr;
                      },
                      +[](const llvm::json::Value &) { return true; }})
    for (llvm::json::Value &candidate : candidates)
      if (accept(candidate))
        return std::move(candidate);
  std::string start = llvm::json::fixUTF8(reply.take_front(120));
  std::replace(start.begin(), start.end(), '\n', ' ');
  return llvm::createStringError("no JSON in the reply (it starts: \"" + start +
                                 "\")");
}
