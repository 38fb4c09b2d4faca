//===- LLMClient.h - OpenAI-compatible chat completions ---------*- C++ -*-===//
//
// A client for the chat-completions endpoint that OpenAI, vLLM, llama.cpp's
// server and Ollama all offer: time-outs, retries with exponential back-off
// on 429 and 5xx (honouring Retry-After), a JSON-schema response format, a
// response cache keyed by the request so a rerun is reproducible and free,
// and token counts. The API key goes into the Authorization header only: it
// is never printed, logged, cached or part of a message.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_AGENT_LLMCLIENT_H
#define KOPT_AGENT_LLMCLIENT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// Where the endpoint is and how patient to be with it.
struct LLMConfig {
  /// The API base, e.g. `https://api.openai.com/v1` or
  /// `http://localhost:8000/v1`; `/chat/completions` is appended to its
  /// path (before a query, if it has one).
  std::string baseUrl;
  std::string model;
  std::string apiKey;
  /// The most establishing the connection may take.
  unsigned connectTimeoutSeconds = 10;
  /// The most one attempt may take, connecting included.
  unsigned totalTimeoutSeconds = 120;
  /// Attempts after the first, for 429, 5xx and transport failures.
  unsigned maxRetries = 4;
  /// The first back-off; it doubles after each failed attempt.
  double backoffSeconds = 1.0;
  /// No wait (back-off or Retry-After) is longer than this.
  double maxWaitSeconds = 30.0;
  /// The directory of cached replies; no cache when empty.
  std::string cacheDir;

  /// Fills the endpoint, model and key from `KOPT_LLM_BASE_URL`,
  /// `KOPT_LLM_MODEL` and `KOPT_LLM_API_KEY` (else `OPENAI_API_KEY`) where
  /// this config leaves them empty.
  void fillFromEnvironment();

  /// Whether an endpoint and a model are configured.
  bool isConfigured() const { return !baseUrl.empty() && !model.empty(); }

  /// Fails, saying which, when a time-out is 0 or the back-off is negative
  /// (a connect time-out longer than the total one is cut to it).
  llvm::Error checkLimits() const;

  /// The API base as it may be printed and recorded: without user
  /// information (`user:secret@`), query or fragment, which can carry
  /// credentials.
  std::string getPrintableBaseUrl() const;
};

/// One message of a conversation.
struct ChatMessage {
  std::string role;
  std::string content;
};

/// A reply: its text and what it cost.
struct ChatReply {
  std::string content;
  int64_t promptTokens = 0, completionTokens = 0;
  /// Whether it came from the cache (and cost nothing).
  bool cached = false;
  /// Attempts made (0 for a cached reply).
  unsigned attempts = 0;
};

/// Requests, attempts and tokens over a client's life.
struct LLMUsage {
  unsigned requests = 0, cached = 0, attempts = 0;
  int64_t promptTokens = 0, completionTokens = 0;

  llvm::json::Value toJSON() const;
};

/// Talks to one endpoint.
class LLMClient {
public:
  explicit LLMClient(LLMConfig config) : config(std::move(config)) {}

  /// Sends `messages` (with `schema`, when given, as the JSON schema the
  /// reply must follow) and returns the first choice's text. The error says
  /// what failed last: the status and the endpoint's message, a time-out,
  /// or a reply that is not a chat completion. The cache is keyed on the
  /// request with `cacheMessages` in place of `messages` when they are
  /// given: the same conversation without what changes from run to run
  /// (measured times), so that a rerun on a GPU finds its replies.
  llvm::Expected<ChatReply>
  chat(llvm::ArrayRef<ChatMessage> messages,
       const llvm::json::Value *schema = nullptr,
       llvm::ArrayRef<ChatMessage> cacheMessages = {});

  const LLMUsage &getUsage() const { return usage; }
  const LLMConfig &getConfig() const { return config; }

private:
  LLMConfig config;
  LLMUsage usage;
};

/// Finds the JSON value in a model's reply: the whole text when it parses;
/// else, among the fenced blocks (```json ... ```) and then the outermost
/// balanced `{...}` or `[...]` spans of the prose that parse, the first
/// object with `steps` or `done`, else the first object, else the first
/// value. The error quotes the start of the reply.
llvm::Expected<llvm::json::Value> extractReplyJSON(llvm::StringRef reply);

} // namespace mlir::kopt

#endif // KOPT_AGENT_LLMCLIENT_H
