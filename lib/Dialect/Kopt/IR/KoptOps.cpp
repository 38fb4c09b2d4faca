//===- KoptOps.cpp - kopt operations ---------------------------------------===//
//
// Verifiers of kernels and their declarations, the entry op's syntax, and
// the parametric-width ops.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::kopt;

/// The most threads one block may have on every supported GPU.
static constexpr int64_t kMaxThreadsPerBlock = 1024;
/// The largest z dimension of a block.
static constexpr int64_t kMaxBlockZ = 64;

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

EntryOp KernelOp::getEntry() {
  auto entries = getBody().getOps<EntryOp>();
  return entries.empty() ? EntryOp() : *entries.begin();
}

ParamOp KernelOp::lookupParam(StringRef name) {
  return lookupSymbol<ParamOp>(name);
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

/// Checks the launch dimensions, and the block size against the hardware
/// limits where the block depends on parameters alone.
static LogicalResult verifyLaunch(KernelOp kernel, LaunchOp launch,
                                  const llvm::StringSet<> &names,
                                  const llvm::StringMap<int64_t> &params) {
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

  int64_t threads = 1;
  for (auto [index, dim] : llvm::enumerate(launch.getBlock())) {
    auto value = evaluateExpr(cast<StringAttr>(dim).getValue(), params);
    if (!value) {
      // The block depends on problem sizes: checked once shapes are known.
      llvm::consumeError(value.takeError());
      return success();
    }
    if (*value <= 0)
      return launch.emitOpError("block dimension #")
             << index << " is " << *value << " for the parameter values "
             << "in effect; it must be positive";
    if (index == 2 && *value > kMaxBlockZ)
      return launch.emitOpError("block z dimension ")
             << *value << " exceeds the hardware limit of " << kMaxBlockZ;
    threads *= *value;
    if (threads > kMaxThreadsPerBlock)
      return launch.emitOpError("block of ")
             << threads << "+ threads exceeds the hardware limit of "
             << kMaxThreadsPerBlock << " for the parameter values in effect";
  }
  return success();
}

LogicalResult KernelOp::verifyRegions() {
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
  if (launches != 1)
    return emitOpError("must have exactly one 'kopt.launch', found ")
           << launches;
  if (entries != 1)
    return emitOpError("must have exactly one 'kopt.entry', found ") << entries;

  if (failed(verifyAssignment(*this)) || failed(verifyShapes(*this, sizes)))
    return failure();
  llvm::StringMap<int64_t> params = getEffectiveParamValues();

  for (ConstraintOp constraint : getConstraints()) {
    auto expr = verifyExpr(constraint, constraint.getCondition(), names,
                           "condition", "parameter or size");
    if (failed(expr))
      return failure();
    bool onlyParams = llvm::all_of(expr->getNames(), [&](const std::string &n) {
      return params.contains(n);
    });
    if (!onlyParams)
      continue;
    auto holds = expr->evaluate(params);
    if (!holds)
      return constraint.emitOpError()
             << llvm::toString(holds.takeError());
    if (!*holds)
      return constraint.emitOpError("condition \"")
             << constraint.getCondition() << "\" does not hold for the "
             << (getAssignment() ? "assigned" : "default")
             << " parameter values";
  }

  if (failed(verifyLaunch(*this, getLaunch(), names, params)))
    return failure();

  EntryOp entry = getEntry();
  for (auto [index, contractAttr] : llvm::enumerate(entry.getContracts())) {
    auto contract = cast<ArgAttr>(contractAttr);
    Twine what = "argument #" + Twine(index);
    if (StringAttr count = contract.getCount())
      if (failed(verifyExpr(entry, count.getValue(), sizes,
                            "element count of " + what, "size")))
        return failure();
    if (contract.getRole() == ArgRole::Size)
      if (failed(verifyExpr(entry,
                            cast<StringAttr>(contract.getValue()).getValue(),
                            sizes, "value of " + what, "size")))
        return failure();
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

/// Parses a parameter default: `true`, `false` or an integer.
static ParseResult parseParamDefault(OpAsmParser &parser, Attribute &value) {
  Builder &builder = parser.getBuilder();
  if (succeeded(parser.parseOptionalKeyword("true"))) {
    value = builder.getBoolAttr(true);
    return success();
  }
  if (succeeded(parser.parseOptionalKeyword("false"))) {
    value = builder.getBoolAttr(false);
    return success();
  }
  int64_t integer;
  if (parser.parseInteger(integer))
    return failure();
  value = builder.getI64IntegerAttr(integer);
  return success();
}

/// Prints a parameter default without its attribute type.
static void printParamDefault(OpAsmPrinter &p, ParamOp, Attribute value) {
  if (auto boolean = dyn_cast<BoolAttr>(value)) {
    p << (boolean.getValue() ? "true" : "false");
    return;
  }
  if (auto integer = dyn_cast<IntegerAttr>(value)) {
    p << integer.getValue().getSExtValue();
    return;
  }
  p.printAttribute(value);
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
    if (width < 64 && (v < -(int64_t(1) << (width - 1)) ||
                       v >= (int64_t(1) << (width - 1))))
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

//===----------------------------------------------------------------------===//
// EntryOp
//===----------------------------------------------------------------------===//

void EntryOp::build(OpBuilder &builder, OperationState &state,
                    TypeRange argTypes, ArrayRef<ArgAttr> contracts) {
  state.addAttribute(getContractsAttrName(state.name),
                     builder.getArrayAttr(SmallVector<Attribute>(
                         contracts.begin(), contracts.end())));
  Region *body = state.addRegion();
  Block *block = new Block();
  body->push_back(block);
  for (Type type : argTypes)
    block->addArgument(type, state.location);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(block);
  ReturnOp::create(builder, state.location);
}

ParseResult EntryOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> args;
  SmallVector<Attribute> contracts;
  auto parseOne = [&]() -> ParseResult {
    OpAsmParser::Argument arg;
    ArgAttr contract;
    if (parser.parseArgument(arg, /*allowType=*/true) ||
        parser.parseAttribute(contract))
      return failure();
    args.push_back(arg);
    contracts.push_back(contract);
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren, parseOne))
    return failure();
  result.addAttribute(getContractsAttrName(result.name),
                      parser.getBuilder().getArrayAttr(contracts));
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args))
    return failure();
  EntryOp::ensureTerminator(*body, parser.getBuilder(), result.location);
  return success();
}

void EntryOp::print(OpAsmPrinter &p) {
  p << "(";
  for (auto [index, arg] : llvm::enumerate(getBody().getArguments())) {
    if (index)
      p << ", ";
    p.printRegionArgument(arg);
    p << " ";
    p.printAttribute(getContracts()[index]);
  }
  p << ")";
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                     {getContractsAttrName()});
  p << " ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/false);
}

/// Checks one argument's type against the role its contract gives it.
static LogicalResult verifyContract(EntryOp entry, unsigned index, Type type,
                                    ArgAttr contract) {
  auto fail = [&]() {
    return entry.emitOpError("argument #") << index << " ";
  };
  ArgRole role = contract.getRole();
  bool isBuffer =
      role == ArgRole::In || role == ArgRole::Out || role == ArgRole::InOut;
  if (isBuffer) {
    auto memref = dyn_cast<MemRefType>(type);
    if (!memref || memref.getRank() != 1 || !memref.getLayout().isIdentity())
      return fail() << "with role '" << stringifyArgRole(role)
                    << "' must be a one-dimensional memref, got " << type;
    auto space = dyn_cast_or_null<IntegerAttr>(memref.getMemorySpace());
    auto gpuSpace =
        dyn_cast_or_null<gpu::AddressSpaceAttr>(memref.getMemorySpace());
    bool global =
        (space && space.getInt() == 1) ||
        (gpuSpace && gpuSpace.getValue() == gpu::AddressSpace::Global);
    if (!global)
      return fail() << "must be in global memory (memory space 1), got "
                    << type;
    if (!contract.getCount())
      return fail() << "with role '" << stringifyArgRole(role)
                    << "' needs an element 'count'";
    if (contract.getValue())
      return fail() << "is a buffer and takes a 'count', not a 'value'";
  } else {
    if (contract.getCount())
      return fail() << "is not a buffer and must not have a 'count'";
    if (!type.isIntOrIndexOrFloat())
      return fail() << "with role '" << stringifyArgRole(role)
                    << "' must be an integer, index or float, got " << type;
    if (!contract.getValue())
      return fail() << "with role '" << stringifyArgRole(role)
                    << "' needs a 'value'";
  }
  if (role == ArgRole::Size) {
    if (!type.isIntOrIndex())
      return fail() << "with role 'size' must be an integer or index, got "
                    << type;
    if (!isa<StringAttr>(contract.getValue()))
      return fail() << "with role 'size' needs a 'value' expression string";
  }
  if (role == ArgRole::Scalar) {
    auto typed = dyn_cast<TypedAttr>(contract.getValue());
    if (!typed || !isa<IntegerAttr, FloatAttr>(typed) ||
        typed.getType() != type)
      return fail() << "with role 'scalar' needs a 'value' of type " << type;
  }
  bool checked = role == ArgRole::Out || role == ArgRole::InOut;
  if (!checked && (contract.getAtol() || contract.getRtol()))
    return fail() << "is not an output and must not have a tolerance";
  for (FloatAttr tol : {contract.getAtol(), contract.getRtol()})
    if (tol && !(tol.getValueAsDouble() >= 0))
      return fail() << "has a negative tolerance " << tol.getValueAsDouble();
  bool filled = role == ArgRole::In || role == ArgRole::InOut;
  if (!filled && (contract.getLo() || contract.getHi() ||
                  contract.getInit() != InitKind::Uniform))
    return fail() << "is not an input and must not have an initialisation";
  if (contract.getLo() && contract.getHi() &&
      contract.getInit() != InitKind::Normal &&
      !(contract.getLo().getValueAsDouble() <=
        contract.getHi().getValueAsDouble()))
    return fail() << "has an empty initialisation range ["
                  << contract.getLo().getValueAsDouble() << ", "
                  << contract.getHi().getValueAsDouble() << "]";
  return success();
}

LogicalResult EntryOp::verifyRegions() {
  Block &block = getBody().front();
  if (block.getNumArguments() != getContracts().size())
    return emitOpError("has ") << block.getNumArguments()
                               << " arguments but " << getContracts().size()
                               << " contracts";
  for (auto [index, arg] : llvm::enumerate(block.getArguments()))
    if (failed(verifyContract(*this, index, arg.getType(),
                              getContract(index))))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// GetOp
//===----------------------------------------------------------------------===//

LogicalResult GetOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto kernel = (*this)->getParentOfType<KernelOp>();
  if (!kernel)
    return emitOpError("must be inside a 'kopt.kernel'");
  auto param = symbolTable.lookupNearestSymbolFrom<ParamOp>(kernel,
                                                            getParamAttr());
  if (!param)
    return emitOpError("refers to '")
           << getParam() << "', which is not a parameter of kernel '"
           << kernel.getSymName() << "'";
  Type type = getResult().getType();
  if (param.isBool() != type.isInteger(1))
    return emitOpError("type ")
           << type << " does not match parameter '" << getParam()
           << "' of type " << param.getType();
  return success();
}

//===----------------------------------------------------------------------===//
// VLoadOp, VStoreOp, ReduceOp
//===----------------------------------------------------------------------===//

LogicalResult VLoadOp::verify() {
  auto memref = cast<MemRefType>(getBase().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  if (memref.getElementType() != result.getElementType())
    return emitOpError("result element type ")
           << result.getElementType() << " differs from the memref's "
           << memref.getElementType();
  APInt width;
  if (matchPattern(getWidth(), m_ConstantInt(&width))) {
    if (width.getSExtValue() <= 0)
      return emitOpError("width must be positive, got ")
             << width.getSExtValue();
    if (!result.isDynamicDim(0) &&
        result.getDimSize(0) != width.getSExtValue())
      return emitOpError("result has ")
             << result.getDimSize(0) << " elements but the width is "
             << width.getSExtValue();
  }
  return success();
}

LogicalResult VStoreOp::verify() {
  auto memref = cast<MemRefType>(getBase().getType());
  auto value = cast<RankedTensorType>(getValue().getType());
  if (memref.getElementType() != value.getElementType())
    return emitOpError("value element type ")
           << value.getElementType() << " differs from the memref's "
           << memref.getElementType();
  return success();
}

LogicalResult ReduceOp::verify() {
  auto input = cast<RankedTensorType>(getInput().getType());
  if (input.getElementType() != getResult().getType())
    return emitOpError("result type ")
           << getResult().getType() << " differs from the element type "
           << input.getElementType();
  return success();
}

#define GET_OP_CLASSES
#include "kopt/Dialect/Kopt/IR/KoptOps.cpp.inc"
