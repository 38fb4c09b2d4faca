//===- PassOptions.cpp - options a user sets on planned passes ------------===//

#include "kopt/Agent/PassOptions.h"
#include "kopt/Dialect/Kopt/Transforms/Plan.h"

using namespace mlir;
using namespace mlir::kopt;

llvm::Expected<PassOptionOverride>
mlir::kopt::parsePassOption(llvm::StringRef text, MLIRContext *context) {
  auto fail = [&](const llvm::Twine &why) {
    return llvm::createStringError("--pass-option '" + text + "': " + why);
  };
  auto [pass, assignment] = text.split(':');
  auto [key, value] = assignment.split('=');
  if (pass.empty() || key.empty() || !assignment.contains('='))
    return fail("expected PASS:KEY=VALUE (kopt-vectorize-access:"
                "ordered-groups=true)");
  PassOptionOverride override{pass.trim().str(), key.trim().str(), nullptr,
                              text.str()};
  if (llvm::Expected<llvm::json::Value> literal =
          llvm::json::parse(value.trim()))
    override.value = std::move(*literal);
  else {
    llvm::consumeError(literal.takeError());
    override.value = value.trim().str();
  }
  // The catalogue checks the pass and the option as in any plan.
  llvm::json::Object options{{override.key, override.value}};
  llvm::json::Object step{{"pass", override.pass},
                          {"options", std::move(options)}};
  llvm::json::Object plan{{"steps", llvm::json::Array{std::move(step)}}};
  std::string json;
  llvm::raw_string_ostream os(json);
  os << llvm::json::Value(std::move(plan));
  llvm::Expected<Plan> parsed = parsePlan(json, "--pass-option", context);
  if (!parsed) {
    std::string why = llvm::toString(parsed.takeError());
    if (override.value.getAsString() && value.contains(','))
      why += " (a list is written as JSON: " + key.trim().str() + "=[" +
             value.trim().str() + "])";
    return fail(why);
  }
  return override;
}

std::string
mlir::kopt::applyPassOptions(llvm::StringRef planJson,
                             llvm::ArrayRef<PassOptionOverride> overrides,
                             llvm::SmallVectorImpl<std::string> &unused) {
  if (overrides.empty())
    return planJson.str();
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(planJson);
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return planJson.str();
  }
  llvm::json::Object *plan = parsed->getAsObject();
  llvm::json::Array *steps = plan ? plan->getArray("steps") : nullptr;
  if (!steps)
    return planJson.str();
  for (const PassOptionOverride &override : overrides) {
    bool taken = false;
    for (llvm::json::Value &value : *steps) {
      llvm::json::Object *step = value.getAsObject();
      std::optional<llvm::StringRef> pass =
          step ? step->getString("pass") : std::nullopt;
      if (!pass || *pass != override.pass)
        continue;
      llvm::json::Object *options = step->getObject("options");
      if (!options) {
        (*step)["options"] = llvm::json::Object();
        options = step->getObject("options");
      }
      (*options)[override.key] = override.value;
      taken = true;
    }
    if (!taken)
      unused.push_back(override.text);
  }
  std::string json;
  llvm::raw_string_ostream os(json);
  os << llvm::formatv("{0:2}", *parsed);
  return json;
}
