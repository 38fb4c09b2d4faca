//===- LLMPlanner.cpp - plans from a language model -----------------------===//
//
// The planner role over an OpenAI-compatible endpoint: a system message
// with the rewrite catalogue and the plan format, a user message with what
// is known about the kernel, and the reply's JSON as the plan. The loop
// validates every plan; a rejected one comes back here once with the error.
//
//===----------------------------------------------------------------------===//

#include "kopt/Agent/LLMClient.h"
#include "kopt/Agent/Planner.h"
#include "kopt/Dialect/Kopt/Transforms/RewriteCatalogue.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The most of the kernel IR and of the source a request carries.
constexpr size_t kMaxIRChars = 16000, kMaxSourceChars = 12000;

/// The catalogue with each pass's summary and options, and the format.
std::string describeCatalogue() {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "You plan rewrites of one CUDA kernel for kopt, an MLIR compiler "
        "that lifts the kernel, applies the rewrites you choose as passes "
        "(each adds template parameters), then autotunes the parameters "
        "on the GPU, checking every variant against the original.\n\n"
        "The rewrites (name, summary, options with their defaults):\n";
  for (const RewriteEntry &entry : getRewriteCatalogue()) {
    std::unique_ptr<Pass> pass = entry.create();
    os << "- " << entry.argument << ": " << pass->getDescription() << "; ";
    pass->printAsTextualPipeline(os);
    os << "\n";
  }
  os << "\nReply with one JSON object and nothing else:\n"
        "{\"rationale\": \"why, in one sentence\",\n"
        " \"steps\": [{\"pass\": \"<name>\", \"options\": {\"<option>\": "
        "<integer, boolean, word or list of them>},\n"
        "            \"domains\": {\"<PARAM>\": [<values to keep>]}}]}\n"
        "Steps apply in order; options and domains may be left out. Domains "
        "narrow integer parameters the rewrites (or the kernel) have, to "
        "spend the tuning budget well. When nothing new is worth trying, "
        "reply {\"done\": true}.\n";
  return text;
}

/// What is known about the kernel, as the user message; without
/// `measurements` (each round's times, best configuration and diagnosis),
/// what keys the response cache: what a rerun on a GPU may measure
/// differently is left out.
std::string describeRequest(const PlanRequest &request,
                            bool measurements = true) {
  llvm::json::Array history;
  for (const RoundRecord &record : request.history) {
    llvm::json::Object round{{"round", record.round}, {"plan", record.plan}};
    if (!record.error.empty())
      round["error"] = record.error;
    if (measurements && record.report)
      if (const llvm::json::Object *report = record.report->getAsObject()) {
        round["best"] = *report->get("best");
        round["best_us"] = *report->get("best_us");
        round["shapes"] = *report->get("shapes");
      }
    if (measurements && record.diagnosis)
      round["diagnosis"] = *record.diagnosis;
    history.push_back(std::move(round));
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "Profile of the kernel (counts from its IR, ptxas resources of its "
        "default configuration):\n"
     << llvm::formatv("{0:1}", request.profile.toJSON())
     << "\n\nRounds so far (the reference of the speedups is the original "
        "kernel):\n"
     << llvm::formatv("{0:1}", llvm::json::Value(std::move(history)))
     << "\n\nThe kernel in kopt IR:\n"
     << llvm::json::fixUTF8(
            StringRef(request.kernelIR).take_front(kMaxIRChars));
  if (!request.source.empty())
    os << "\n\nIts CUDA source:\n"
       << llvm::json::fixUTF8(
              StringRef(request.source).take_front(kMaxSourceChars));
  os << "\n\nPropose the next plan.";
  return text;
}

/// The JSON schema of a reply.
llvm::json::Value planSchema() {
  return llvm::json::Object{
      {"type", "object"},
      {"properties",
       llvm::json::Object{
           {"rationale", llvm::json::Object{{"type", "string"}}},
           {"done", llvm::json::Object{{"type", "boolean"}}},
           {"steps", llvm::json::Object{
                         {"type", "array"},
                         {"items", llvm::json::Object{{"type", "object"}}}}}}}};
}

class LLMPlanner : public Planner {
public:
  LLMPlanner(LLMClient &client, std::unique_ptr<Planner> fallback)
      : client(client), fallback(std::move(fallback)) {}

  std::string getName() const override {
    return "llm:" + client.getConfig().model;
  }

  Planner *getFallback() override { return fallback.get(); }

  llvm::json::Value describeUsage() const override {
    llvm::json::Object usage{
        {"endpoint", client.getConfig().getPrintableBaseUrl()},
        {"model", client.getConfig().model},
        {"fallback_rounds", fallbackRounds}};
    usage["usage"] = client.getUsage().toJSON();
    return std::move(usage);
  }

  llvm::Expected<std::optional<std::string>>
  plan(const PlanRequest &request) override {
    llvm::Expected<ChatReply> reply = ask(request);
    if (!reply) {
      std::string error = llvm::toString(reply.takeError());
      llvm::Expected<std::optional<std::string>> planned =
          fallback->plan(request);
      // The fallback having nothing new must not end the loop: the
      // endpoint may answer the next round.
      if (planned && !*planned)
        return llvm::createStringError(
            "the LLM endpoint failed (" + error +
            ") and the built-in planner has nothing new to propose");
      llvm::WithColor::warning(llvm::errs(), "kopt-tune")
          << "the LLM endpoint failed (" << error
          << "); the built-in planner plans this round\n";
      ++fallbackRounds;
      return planned;
    }
    return readPlan(reply->content);
  }

  llvm::Expected<std::optional<std::string>>
  repair(const PlanRequest &request, StringRef plan, StringRef error) override {
    llvm::Expected<ChatReply> reply =
        ask(request,
            {{"assistant", plan.str()},
             {"user", "kopt rejected that plan: " + llvm::json::fixUTF8(error) +
                          "\nReply with a corrected plan, as JSON only."}});
    if (!reply)
      return reply.takeError();
    return readPlan(reply->content);
  }

private:
  /// Sends the catalogue and the request, then `followUp`, asking for a
  /// plan in the plan schema. The response cache is keyed on the same
  /// conversation with the request's measurements left out, so that a
  /// rerun on a GPU finds its replies.
  llvm::Expected<ChatReply> ask(const PlanRequest &request,
                                llvm::ArrayRef<ChatMessage> followUp = {}) {
    std::string catalogue = describeCatalogue();
    std::vector<ChatMessage> messages = {{"system", catalogue},
                                         {"user", describeRequest(request)}};
    std::vector<ChatMessage> key = {
        {"system", catalogue},
        {"user", describeRequest(request, /*measurements=*/false)}};
    llvm::append_range(messages, followUp);
    llvm::append_range(key, followUp);
    llvm::json::Value schema = planSchema();
    return client.chat(messages, &schema, key);
  }

  /// The plan in a reply: its JSON, none for {"done": true}, or the text
  /// as it is when it holds no JSON (the loop rejects it with the reason).
  static std::optional<std::string> readPlan(StringRef content) {
    llvm::Expected<llvm::json::Value> json = extractReplyJSON(content);
    if (!json) {
      llvm::consumeError(json.takeError());
      return content.str();
    }
    if (llvm::json::Object *object = json->getAsObject()) {
      if (object->getBoolean("done").value_or(false) && !object->get("steps"))
        return std::nullopt;
      // "done" is the reply format's, not the plan's: a reply with steps
      // is a plan whatever it says of being done.
      object->erase("done");
    }
    return llvm::formatv("{0:2}", *json).str();
  }

  LLMClient &client;
  std::unique_ptr<Planner> fallback;
  unsigned fallbackRounds = 0;
};
} // namespace

std::unique_ptr<Planner>
mlir::kopt::createLLMPlanner(LLMClient &client,
                             std::unique_ptr<Planner> fallback) {
  return std::make_unique<LLMPlanner>(client, std::move(fallback));
}

llvm::Expected<std::unique_ptr<Planner>>
mlir::kopt::createPlanner(StringRef name, LLMConfig config,
                          std::unique_ptr<LLMClient> &client,
                          std::string &warning) {
  if (name != "builtin" && name != "llm")
    return llvm::createStringError("unknown planner '" + name +
                                   "'; use builtin or llm");
  if (name == "builtin")
    return createBuiltinPlanner();
  if (llvm::Error error = config.checkLimits())
    return std::move(error);
  config.fillFromEnvironment();
  if (!config.isConfigured()) {
    warning = "the llm planner has no endpoint and model (llm-base-url or "
              "$KOPT_LLM_BASE_URL, llm-model or $KOPT_LLM_MODEL); using the "
              "built-in planner";
    return createBuiltinPlanner();
  }
  client = std::make_unique<LLMClient>(std::move(config));
  return createLLMPlanner(*client, createBuiltinPlanner());
}
