//===- KoptKernel.cpp - kernels and their declarations
//---------------------===//
//
// Verification of kernels: names, expressions, assignment, shapes, and the
// constraints and hardware limits of every configuration they declare.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/IR/LaunchLimits.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;
using namespace mlir::kopt;

//===----------------------------------------------------------------------===//
// Expression checks shared by the verifiers
//===----------------------------------------------------------------------===//

/// Parses `text` and checks that it only names entries of `allowed`. `what`
/// says where the expression stands, for the message.
static FailureOr<Expr> verifyExpr(Operation *op, StringRef text,
                                  const llvm::StringSet<> &allowed,
                                  const Twine &what, StringRef allowedKinds) {
  auto expr = Expr::parse(text);
  if (!expr) {
    op->emitOpError() << what << ": " << llvm::toString(expr.takeError());
    return failure();
  }
  for (const std::string &name : expr->getNames())
    if (!allowed.contains(name)) {
      op->emitOpError() << what << " refers to '" << name
                        << "', which is not a declared " << allowedKinds;
      return failure();
    }
  return std::move(*expr);
}

/// Returns the integer a parameter value attribute stands for: booleans
/// (`i1`) as 0 or 1, other integers by their signed value.
static int64_t getParamValue(IntegerAttr value) {
  if (value.getType().isInteger(1))
    return value.getValue().getBoolValue();
  return value.getValue().getSExtValue();
}

//===----------------------------------------------------------------------===//
// KernelOp
//===----------------------------------------------------------------------===//

LaunchOp KernelOp::getLaunch() {
  auto launches = getBody().getOps<LaunchOp>();
  return launches.empty() ? LaunchOp() : *launches.begin();
}

bool KernelOp::hasContract() { return static_cast<bool>(getLaunch()); }

LogicalResult KernelOp::requireContract(const Twine &user) {
  if (hasContract())
    return success();
  return emitError() << user << " needs the harness contract of kernel '"
                     << getSymName()
                     << "' (its sizes, buffer counts and launch), and it has "
                        "none: lift its CUDA file with a sidecar (write one "
                        "with `kopt-translate --emit-sidecar FILE.cu > "
                        "FILE.kopt.json` and fill in the sizes)";
}

EntryOp KernelOp::getEntry() {
  auto entries = getBody().getOps<EntryOp>();
  return entries.empty() ? EntryOp() : *entries.begin();
}

ParamOp KernelOp::lookupParam(StringRef name) {
  return lookupSymbol<ParamOp>(name);
}

ParamOp KernelOp::appendParam(StringRef name, IntegerType type,
                              DomainAttrInterface domain,
                              Attribute defaultValue) {
  OpBuilder builder(getContext());
  ParamOp last;
  for (ParamOp param : getParams())
    last = param;
  if (last)
    builder.setInsertionPointAfter(last);
  else
    builder.setInsertionPointToStart(&getBody().front());
  return ParamOp::create(builder, getLoc(), name, type, domain, defaultValue);
}

llvm::StringMap<int64_t> KernelOp::getEffectiveParamValues() {
  llvm::StringMap<int64_t> values;
  DictionaryAttr assignment = getAssignmentAttr();
  for (ParamOp param : getParams()) {
    int64_t value = param.getDefaultInt();
    if (assignment)
      if (auto given = assignment.getAs<IntegerAttr>(param.getSymName()))
        value = getParamValue(given);
    values[param.getSymName()] = value;
  }
  return values;
}

std::string KernelOp::getDefinitionHash() {
  OwningOpRef<Operation *> copy = getOperation()->clone();
  cast<KernelOp>(*copy).removeAssignmentAttr();
  std::string text;
  llvm::raw_string_ostream os(text);
  copy->print(os, OpPrintingFlags().printGenericOpForm().useLocalScope());
  return llvm::formatv("{0:x16}", llvm::xxh3_64bits(text)).str();
}

/// Checks the `assignment` attribute: known parameters, admissible values.
static LogicalResult verifyAssignment(KernelOp kernel) {
  DictionaryAttr assignment = kernel.getAssignmentAttr();
  if (!assignment)
    return success();
  for (NamedAttribute entry : assignment) {
    ParamOp param = kernel.lookupParam(entry.getName());
    if (!param)
      return kernel.emitOpError("assignment names unknown parameter '")
             << entry.getName().getValue() << "'";
    auto value = dyn_cast<IntegerAttr>(entry.getValue());
    if (!value)
      return kernel.emitOpError("assignment of parameter '")
             << entry.getName().getValue() << "' must be an integer, got "
             << entry.getValue();
    int64_t v = getParamValue(value);
    if (!param.admits(v))
      return kernel.emitOpError("assigned value ")
             << v << " of parameter '" << entry.getName().getValue()
             << "' is outside its domain";
  }
  return success();
}

/// Checks that every shape assigns every declared size a positive integer.
static LogicalResult verifyShapes(KernelOp kernel,
                                  const llvm::StringSet<> &sizes) {
  ArrayAttr shapes = kernel.getShapesAttr();
  if (!shapes)
    return success();
  for (auto [index, shapeAttr] : llvm::enumerate(shapes)) {
    auto shape = cast<DictionaryAttr>(shapeAttr);
    for (NamedAttribute entry : shape) {
      if (!sizes.contains(entry.getName().getValue()))
        return kernel.emitOpError("shape #")
               << index << " names '" << entry.getName().getValue()
               << "', which is not a declared size";
      auto value = dyn_cast<IntegerAttr>(entry.getValue());
      if (!value || value.getValue().getSExtValue() <= 0)
        return kernel.emitOpError("shape #")
               << index << " gives size '" << entry.getName().getValue()
               << "' a value that is not a positive integer";
    }
    for (const auto &size : sizes)
      if (!shape.get(size.getKey()))
        return kernel.emitOpError("shape #")
               << index << " does not give size '" << size.getKey() << "'";
  }
  return success();
}

/// Checks that every expression of the kernel parses and names only what it
/// may: constraints and launch dimensions parameters and sizes, argument
/// counts and size values sizes alone. A kernel without a launch has no
/// launch expressions (nor counts or values: the entry's verifier saw to it).
static LogicalResult verifyExpressions(KernelOp kernel,
                                       const llvm::StringSet<> &names,
                                       const llvm::StringSet<> &sizes) {
  for (ConstraintOp constraint : kernel.getConstraints())
    if (failed(verifyExpr(constraint, constraint.getCondition(), names,
                          "condition", "parameter or size")))
      return failure();
  LaunchOp launch = kernel.getLaunch();
  if (!launch)
    return success();
  for (auto [kind, dims] : {std::make_pair("grid", launch.getGrid()),
                            std::make_pair("block", launch.getBlock())})
    for (auto [index, dim] : llvm::enumerate(dims))
      if (failed(verifyExpr(launch, cast<StringAttr>(dim).getValue(), names,
                            Twine(kind) + " dimension #" + Twine(index),
                            "parameter or size")))
        return failure();
  if (StringAttr shared = launch.getSharedMemoryAttr())
    if (failed(verifyExpr(launch, shared.getValue(), names, "shared_memory",
                          "parameter or size")))
      return failure();
  EntryOp entry = kernel.getEntry();
  for (auto [index, contractAttr] : llvm::enumerate(entry.getContracts())) {
    auto contract = cast<ArgAttr>(contractAttr);
    std::string what = "argument #" + std::to_string(index);
    if (StringAttr count = contract.getCount())
      if (failed(verifyExpr(entry, count.getValue(), sizes,
                            "element count of " + what, "size")))
        return failure();
    if (contract.getRole() == ArgRole::Size)
      if (auto value = dyn_cast<StringAttr>(contract.getValue()))
        if (failed(verifyExpr(entry, value.getValue(), sizes,
                              "value of " + what, "size")))
          return failure();
    // The size expressions of a record's scalars.
    if (auto values = dyn_cast_or_null<ArrayAttr>(contract.getValue()))
      for (auto [i, value] : llvm::enumerate(values))
        if (auto text = dyn_cast<StringAttr>(value))
          if (failed(verifyExpr(entry, text.getValue(), sizes,
                                "scalar #" + std::to_string(i) + " of " + what,
                                "size")))
            return failure();
  }
  return success();
}

namespace {
/// A value, an expression that cannot be evaluated yet (it names something
/// the configuration lacks), or an evaluation error.
struct Evaluation {
  std::optional<int64_t> value;
  std::string error;
};
} // namespace

/// Evaluates `text` when `values` gives every name it uses.
static Evaluation evaluateIfKnown(StringRef text,
                                  const llvm::StringMap<int64_t> &values) {
  auto expr = Expr::parse(text);
  if (!expr)
    return {std::nullopt, llvm::toString(expr.takeError())};
  for (const std::string &name : expr->getNames())
    if (!values.contains(name))
      return {};
  auto value = expr->evaluate(values);
  if (!value)
    return {std::nullopt, llvm::toString(value.takeError())};
  return {*value, ""};
}

std::optional<KernelOp::ConfigurationIssue>
KernelOp::checkConfiguration(const llvm::StringMap<int64_t> &values,
                             const Twine &where) {
  auto issue = [](Operation *op, const Twine &message) {
    return std::optional<ConfigurationIssue>(
        ConfigurationIssue{op, message.str()});
  };
  for (ConstraintOp constraint : getConstraints()) {
    Evaluation holds = evaluateIfKnown(constraint.getCondition(), values);
    if (!holds.error.empty())
      return issue(constraint, holds.error);
    if (holds.value && !*holds.value)
      return issue(constraint, "condition \"" + constraint.getCondition() +
                                   "\" does not hold for " + where);
  }
  LaunchOp launch = getLaunch();
  if (!launch)
    return std::nullopt; // no contract: no launch limits, no counts
  int64_t threads = 1;
  for (auto [index, dim] : llvm::enumerate(launch.getBlock())) {
    Evaluation e = evaluateIfKnown(cast<StringAttr>(dim).getValue(), values);
    if (!e.error.empty())
      return issue(launch, e.error);
    if (!e.value)
      break;
    int64_t v = *e.value;
    if (v <= 0)
      return issue(launch, "block dimension #" + Twine(index) + " is " +
                               Twine(v) + " for " + where +
                               "; it must be positive");
    if (index == 2 && v > kMaxBlockZ)
      return issue(launch, "block z dimension " + Twine(v) +
                               " exceeds the hardware limit of " +
                               Twine(kMaxBlockZ) + " for " + where);
    threads *= v;
    if (threads > kMaxThreadsPerBlock)
      return issue(launch, "block of " + Twine(threads) +
                               "+ threads exceeds the hardware limit of " +
                               Twine(kMaxThreadsPerBlock) + " for " + where);
  }
  for (auto [index, dim] : llvm::enumerate(launch.getGrid())) {
    Evaluation e = evaluateIfKnown(cast<StringAttr>(dim).getValue(), values);
    if (!e.error.empty())
      return issue(launch, e.error);
    if (!e.value)
      continue;
    int64_t limit = index == 0 ? kMaxGridX : kMaxGridYZ;
    if (*e.value <= 0 || *e.value > limit)
      return issue(launch, "grid dimension #" + Twine(index) + " is " +
                               Twine(*e.value) + " for " + where +
                               "; it must be between 1 and " + Twine(limit));
  }
  // Element counts name sizes alone: evaluated at a shape, each must give a
  // count (a division by zero in one is the sidecar's mistake, found here
  // rather than when a bundle is exported).
  EntryOp entry = getEntry();
  for (auto [index, contractAttr] : llvm::enumerate(entry.getContracts())) {
    StringAttr count = cast<ArgAttr>(contractAttr).getCount();
    if (!count)
      continue;
    Evaluation e = evaluateIfKnown(count.getValue(), values);
    std::string what = "element count \"" + count.getValue().str() +
                       "\" of argument #" + std::to_string(index);
    if (!e.error.empty())
      return issue(entry, what + " cannot be evaluated for " + where + ": " +
                              e.error);
    if (e.value && *e.value < 0)
      return issue(entry, what + " is " + Twine(*e.value) + " for " + where +
                              "; it must be at least 0");
  }
  return std::nullopt;
}

/// Emits `issue` as an error on its op.
static LogicalResult
emitIssue(const std::optional<KernelOp::ConfigurationIssue> &issue) {
  if (!issue)
    return success();
  return issue->op->emitOpError() << issue->message;
}

/// Returns `{a = 1, b = 2}` for a shape, for messages.
static std::string describeShape(DictionaryAttr shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "{";
  llvm::interleaveComma(shape, os, [&](NamedAttribute entry) {
    os << entry.getName().getValue() << " = "
       << cast<IntegerAttr>(entry.getValue()).getInt();
  });
  os << "}";
  return text;
}

/// Checks that a kernel without a launch has no other part of a harness
/// contract: no sizes and no shapes (its arguments are the entry's to check).
/// A partial contract is a mistake: a tuner could neither use it nor tell
/// the user what is missing.
static LogicalResult verifyContractParts(KernelOp kernel) {
  if (kernel.hasContract())
    return success();
  auto sizes = kernel.getSizes();
  if (!sizes.empty())
    return (*sizes.begin()).emitOpError("declares size '")
           << (*sizes.begin()).getSymName()
           << "', part of a harness contract, but the kernel has no "
              "'kopt.launch': add the launch or remove the size";
  if (kernel.getShapesAttr())
    return kernel.emitOpError("has 'shapes', part of a harness contract, but "
                              "no 'kopt.launch': add the launch or remove "
                              "the shapes");
  return success();
}

/// Whether `name` is a PTX identifier, which the kernel's entry must be:
/// a letter then letters, digits, `_` or `$`, or `_`, `$` or `%` then at
/// least one of those.
static bool isPTXIdentifier(StringRef name) {
  auto isFollower = [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '$';
  };
  if (name.empty() || !llvm::all_of(name.drop_front(), isFollower))
    return false;
  if (llvm::isAlpha(name.front()))
    return true;
  return (name.front() == '_' || name.front() == '$' || name.front() == '%') &&
         name.size() > 1;
}

LogicalResult KernelOp::verifyRegions() {
  if (!isPTXIdentifier(getSymName()))
    return emitOpError("name '")
           << getSymName()
           << "' is not a PTX identifier (a letter, then letters, digits, "
              "'_' or '$'); it names the kernel's entry";
  llvm::StringSet<> sizes, names;
  unsigned launches = 0, entries = 0;
  for (Operation &op : getBody().front()) {
    if (auto size = dyn_cast<SizeOp>(op)) {
      sizes.insert(size.getSymName());
      names.insert(size.getSymName());
    } else if (auto param = dyn_cast<ParamOp>(op)) {
      names.insert(param.getSymName());
    } else if (isa<LaunchOp>(op)) {
      ++launches;
    } else if (isa<EntryOp>(op)) {
      ++entries;
    } else if (!isa<ConstraintOp>(op)) {
      return op.emitOpError("is not allowed directly in a 'kopt.kernel'; put "
                            "code in its 'kopt.entry'");
    }
  }
  if (launches > 1)
    return emitOpError("must have at most one 'kopt.launch', found ")
           << launches;
  if (entries != 1)
    return emitOpError("must have exactly one 'kopt.entry', found ") << entries;
  if (failed(verifyContractParts(*this)))
    return failure();

  if (failed(verifyAssignment(*this)) || failed(verifyShapes(*this, sizes)) ||
      failed(verifyExpressions(*this, names, sizes)))
    return failure();

  llvm::StringMap<int64_t> params = getEffectiveParamValues();
  std::string inEffect = getAssignment() ? "the assigned parameter values"
                                         : "the default parameter values";
  if (failed(emitIssue(checkConfiguration(params, inEffect))))
    return failure();
  if (ArrayAttr shapes = getShapesAttr()) {
    for (auto [index, shapeAttr] : llvm::enumerate(shapes)) {
      auto shape = cast<DictionaryAttr>(shapeAttr);
      llvm::StringMap<int64_t> values = params;
      for (NamedAttribute entry : shape)
        values[entry.getName().getValue()] =
            cast<IntegerAttr>(entry.getValue()).getInt();
      if (failed(emitIssue(checkConfiguration(
              values, "shape #" + Twine(index) + " " + describeShape(shape) +
                          " with " + inEffect))))
        return failure();
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ParamOp
//===----------------------------------------------------------------------===//

SmallVector<int64_t> ParamOp::getDomainValues() {
  if (isBool())
    return {0, 1};
  return getDomainAttr().enumerate();
}

bool ParamOp::admits(int64_t value) {
  if (isBool())
    return value == 0 || value == 1;
  return getDomainAttr().contains(value);
}

int64_t ParamOp::getDefaultInt() {
  return getParamValue(cast<IntegerAttr>(getDefaultValue()));
}

LogicalResult ParamOp::verify() {
  auto type = cast<IntegerType>(getType());
  auto defaultValue = dyn_cast<IntegerAttr>(getDefaultValue());
  if (!defaultValue)
    return emitOpError("parameter '")
           << getSymName() << "' default must be an integer or boolean, got "
           << getDefaultValue();
  if (isBool()) {
    if (getDomainAttr())
      return emitOpError("boolean parameter '")
             << getSymName() << "' must not have a domain";
    if (!defaultValue.getType().isInteger(1))
      return emitOpError("boolean parameter '")
             << getSymName() << "' default must be 'true' or 'false'";
    return success();
  }
  if (!getDomainAttr())
    return emitOpError("integer parameter '")
           << getSymName() << "' needs a domain";
  if (defaultValue.getType().isInteger(1))
    return emitOpError("integer parameter '")
           << getSymName() << "' has a boolean default";
  unsigned width = type.getWidth();
  for (int64_t v : getDomainAttr().enumerate())
    if (width < 64 &&
        (v < -(int64_t(1) << (width - 1)) || v >= (int64_t(1) << (width - 1))))
      return emitOpError("domain value ")
             << v << " of parameter '" << getSymName()
             << "' does not fit its type " << type;
  int64_t v = defaultValue.getValue().getSExtValue();
  if (!admits(v))
    return emitOpError("parameter '")
           << getSymName() << "' default " << v << " is outside its domain";
  return success();
}

//===----------------------------------------------------------------------===//
// ConstraintOp and LaunchOp
//===----------------------------------------------------------------------===//

LogicalResult ConstraintOp::verify() {
  auto expr = Expr::parse(getCondition());
  if (!expr)
    return emitOpError() << llvm::toString(expr.takeError());
  if (!expr->isCondition())
    return emitOpError("\"")
           << getCondition()
           << "\" is not a condition: expected a comparison such as "
              "'a % b == 0'";
  return success();
}

LogicalResult LaunchOp::verify() {
  if (getGrid().empty() || getGrid().size() > 3)
    return emitOpError("grid must have one to three dimensions, got ")
           << getGrid().size();
  if (getBlock().empty() || getBlock().size() > 3)
    return emitOpError("block must have one to three dimensions, got ")
           << getBlock().size();
  return success();
}
