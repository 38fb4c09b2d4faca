//===- Plan.cpp - parsing, validating and applying a rewrite plan ---------===//
//
// The JSON form of a plan:
//
//   {"rationale": "...",
//    "steps": [{"pass": "kopt-unroll", "options": {"factors": [2, 4]},
//               "domains": {"UNROLL_0": [0, 4]}},
//              {"transform": "module attributes {...} { ... }"},
//              {"domains": {"MIN_BLOCKS_PER_SM": [0, 2]}}]}
//
// or the bare list of steps. Every fault is reported with its JSON path.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/Plan.h"
#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/RewriteCatalogue.h"
#include "kopt/Support/JSONFile.h"

#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/Dialect/Transform/Transforms/TransformInterpreterUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// Reads one plan, remembering where in it the reader is for messages.
class PlanReader {
public:
  PlanReader(StringRef source, MLIRContext *context)
      : source(source), context(context) {}

  llvm::Expected<Plan> read(const llvm::json::Value &root) {
    Plan plan;
    const llvm::json::Array *steps = root.getAsArray();
    if (const llvm::json::Object *object = root.getAsObject()) {
      for (const auto &[key, value] : *object) {
        if (key == "rationale") {
          if (!value.getAsString())
            return fail("$.rationale", "must be a string");
          plan.rationale = value.getAsString()->str();
        } else if (key != "steps") {
          return fail("$", "unknown key '" + key.str() +
                               "'; a plan has 'steps' and 'rationale'");
        }
      }
      steps = object->getArray("steps");
      if (!steps)
        return fail("$.steps", "missing, or not a list of steps");
    }
    if (!steps)
      return fail("$", "a plan is an object with 'steps' or a list of steps");
    if (steps->empty())
      return fail("$.steps", "a plan needs at least one step");
    for (auto [index, value] : llvm::enumerate(*steps)) {
      std::string path = "$.steps[" + std::to_string(index) + "]";
      llvm::Expected<PlanStep> step = readStep(value, path);
      if (!step)
        return step.takeError();
      plan.steps.push_back(std::move(*step));
    }
    return std::move(plan);
  }

private:
  llvm::Error fail(const Twine &path, const Twine &message) {
    return llvm::createStringError(source + ": " + path + ": " + message);
  }

  llvm::Expected<PlanStep> readStep(const llvm::json::Value &value,
                                    const std::string &path) {
    const llvm::json::Object *object = value.getAsObject();
    if (!object)
      return fail(path, "a step is an object");
    for (const auto &[key, unused] : *object)
      if (!llvm::is_contained(
              {"pass", "options", "domains", "transform", "rationale"},
              key.str()))
        return fail(path, "unknown key '" + key.str() +
                              "'; a step has 'pass', 'options', 'domains', "
                              "'transform' and 'rationale'");
    PlanStep step;
    const llvm::json::Value *pass = object->get("pass");
    const llvm::json::Value *transform = object->get("transform");
    if (pass && transform)
      return fail(path, "a step is a 'pass' or a 'transform', not both");
    if (object->get("options") && !pass)
      return fail(path + ".options", "options belong to a 'pass'");
    if (transform && object->get("domains"))
      return fail(path + ".domains", "a transform step narrows domains with "
                                     "transform.kopt.restrict_domain");
    if (!pass && !transform && !object->get("domains"))
      return fail(path, "a step needs a 'pass', a 'transform' or 'domains'");
    if (pass) {
      if (!pass->getAsString())
        return fail(path + ".pass", "must be a string");
      step.pass = pass->getAsString()->str();
      if (const llvm::json::Value *options = object->get("options")) {
        llvm::Expected<std::string> text =
            readOptions(*options, path + ".options");
        if (!text)
          return text.takeError();
        step.options = *text;
      }
      // Configured once to check the name and the options.
      llvm::Expected<ConfiguredRewrite> rewrite =
          configureRewrite(step.pass, step.options);
      if (!rewrite) {
        return fail(path + (lookupRewrite(step.pass) ? ".options" : ".pass"),
                    llvm::toString(rewrite.takeError()));
      }
    }
    if (transform) {
      llvm::Expected<OwningOpRef<ModuleOp>> script =
          readTransform(*transform, path + ".transform");
      if (!script)
        return script.takeError();
      step.transform = std::move(*script);
    }
    if (const llvm::json::Value *domains = object->get("domains")) {
      llvm::Expected<std::vector<PlanDomain>> read =
          readDomains(*domains, path + ".domains");
      if (!read)
        return read.takeError();
      step.domains = std::move(*read);
    }
    return std::move(step);
  }

  /// Turns `{"name": value, ...}` into `name=value ...`; lists become
  /// comma-separated values.
  llvm::Expected<std::string> readOptions(const llvm::json::Value &value,
                                          const std::string &path) {
    const llvm::json::Object *object = value.getAsObject();
    if (!object)
      return fail(path, "options are an object of option names and values");
    std::string text;
    llvm::raw_string_ostream os(text);
    // Sorted, so the textual form (and every cache key made of it) does not
    // depend on the JSON's key order.
    SmallVector<std::string> names;
    for (const auto &[key, unused] : *object)
      names.push_back(key.str());
    llvm::sort(names);
    for (const std::string &name : names) {
      std::string optionPath = path + "." + name;
      const llvm::json::Value &option = *object->get(name);
      os << (text.empty() ? "" : " ") << name << "=";
      if (const llvm::json::Array *list = option.getAsArray()) {
        if (list->empty())
          return fail(optionPath, "an empty list; leave the option out");
        for (auto [index, element] : llvm::enumerate(*list)) {
          llvm::Expected<std::string> scalar = readScalar(
              element, optionPath + "[" + std::to_string(index) + "]");
          if (!scalar)
            return scalar.takeError();
          os << (index ? "," : "") << *scalar;
        }
        continue;
      }
      llvm::Expected<std::string> scalar = readScalar(option, optionPath);
      if (!scalar)
        return scalar.takeError();
      os << *scalar;
    }
    return text;
  }

  llvm::Expected<std::string> readScalar(const llvm::json::Value &value,
                                         const std::string &path) {
    if (std::optional<int64_t> number = value.getAsInteger())
      return std::to_string(*number);
    if (std::optional<bool> flag = value.getAsBoolean())
      return std::string(*flag ? "true" : "false");
    if (std::optional<StringRef> string = value.getAsString()) {
      if (string->empty() ||
          string->find_first_of(" \t\n\"'{},=") != StringRef::npos)
        return fail(path, "option strings are non-empty words without "
                          "spaces, quotes, braces, commas or '='");
      return string->str();
    }
    return fail(path, "option values are integers, booleans, words or "
                      "lists of them");
  }

  llvm::Expected<std::vector<PlanDomain>>
  readDomains(const llvm::json::Value &value, const std::string &path) {
    const llvm::json::Object *object = value.getAsObject();
    if (!object)
      return fail(path, "domains are an object of parameter names and lists "
                        "of values");
    std::vector<PlanDomain> domains;
    for (const auto &[key, values] : *object) {
      std::string paramPath = path + "." + key.str();
      const llvm::json::Array *list = values.getAsArray();
      if (!list || list->empty())
        return fail(paramPath, "a domain is a non-empty list of integers");
      PlanDomain domain{key.str(), {}};
      for (const llvm::json::Value &element : *list) {
        std::optional<int64_t> number = element.getAsInteger();
        if (!number)
          return fail(paramPath, "a domain is a non-empty list of integers");
        domain.values.push_back(*number);
      }
      domains.push_back(std::move(domain));
    }
    llvm::sort(domains, [](const PlanDomain &a, const PlanDomain &b) {
      return a.param < b.param;
    });
    return domains;
  }

  llvm::Expected<OwningOpRef<ModuleOp>>
  readTransform(const llvm::json::Value &value, const std::string &path) {
    std::optional<StringRef> text = value.getAsString();
    if (!text)
      return fail(path, "a transform is the text of an MLIR module holding "
                        "transform.named_sequence @__transform_main");
    context->getOrLoadDialect<transform::TransformDialect>();
    std::string diagnostics;
    OwningOpRef<ModuleOp> script;
    {
      // The script's own parse errors, with their line and column in it.
      ScopedDiagnosticHandler capture(context, [&](Diagnostic &diag) {
        llvm::raw_string_ostream os(diagnostics);
        os << (diagnostics.empty() ? "" : "; ") << diag.getLocation() << ": "
           << diag.str();
        return success();
      });
      ParserConfig config(context);
      // MLIR's lexer reads the NUL after the text: a string of its own.
      std::string source = text->str();
      script = parseSourceString<ModuleOp>(source, config, path);
    }
    if (!script)
      return fail(path, "not a valid transform script: " + diagnostics);
    if (!transform::detail::findTransformEntryPoint(
            *script, ModuleOp(),
            transform::TransformDialect::kTransformEntryPointSymbolName))
      return fail(path, "the script has no transform.named_sequence "
                        "@__transform_main");
    return std::move(script);
  }

  StringRef source;
  MLIRContext *context;
};

/// Narrows `domain` on every kernel of `module` that has the parameter;
/// fails when none has it.
LogicalResult narrowDomain(ModuleOp module, const PlanDomain &domain) {
  bool found = false;
  for (KernelOp kernel : module.getOps<KernelOp>()) {
    if (!kernel.lookupParam(domain.param))
      continue;
    found = true;
    if (failed(restrictParamDomain(kernel, domain.param, domain.values)))
      return failure();
  }
  if (!found)
    return module.emitError("no kernel has a parameter '")
           << domain.param << "' to narrow";
  return success();
}

/// Applies one step to `module`.
LogicalResult applyStep(ModuleOp module, const PlanStep &step) {
  if (!step.pass.empty() &&
      failed(applyRewrite(module, step.pass, step.options)))
    return failure();
  if (step.transform && failed(applyTransformScript(module, *step.transform)))
    return failure();
  for (const PlanDomain &domain : step.domains)
    if (failed(narrowDomain(module, domain)))
      return failure();
  return success();
}

/// Describes `step` for messages: its pass, or what else it is.
std::string describeStep(const PlanStep &step) {
  if (!step.pass.empty())
    return step.pass + (step.options.empty() ? "" : "{" + step.options + "}");
  return step.transform ? "transform script" : "domains";
}
} // namespace

llvm::Expected<Plan> mlir::kopt::parsePlan(StringRef json, StringRef source,
                                           MLIRContext *context) {
  llvm::Expected<llvm::json::Value> root = parseJSON(json);
  if (!root)
    return llvm::createStringError(
        source + ": not JSON: " + llvm::toString(root.takeError()));
  return PlanReader(source, context).read(*root);
}

LogicalResult mlir::kopt::applyTransformScript(ModuleOp module,
                                               ModuleOp transform) {
  transform::TransformOpInterface entry =
      transform::detail::findTransformEntryPoint(
          transform, ModuleOp(),
          transform::TransformDialect::kTransformEntryPointSymbolName);
  if (!entry)
    return failure();
  return transform::applyTransformNamedSequence(
      module, entry, ModuleOp(),
      transform::TransformOptions().enableExpensiveChecks(true));
}

LogicalResult mlir::kopt::applyPlan(ModuleOp module, const Plan &plan) {
  OwningOpRef<ModuleOp> copy(cast<ModuleOp>(module->clone()));
  for (auto [index, step] : llvm::enumerate(plan.steps)) {
    if (succeeded(applyStep(*copy, step)))
      continue;
    return module.emitError("plan step ")
           << index << " (" << describeStep(step)
           << ") failed; the module is unchanged";
  }
  if (failed(verify(*copy)))
    return module.emitError(
        "the plan's result does not verify; the module is unchanged");
  module->setAttrs((*copy)->getAttrDictionary());
  module.getBodyRegion().takeBody(copy->getBodyRegion());
  return success();
}
