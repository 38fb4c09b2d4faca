//===- KoptOps.cpp - kopt operations
//---------------------------------------===//
//
// The entry op and its contracts, parameter uses, the parametric-width ops,
// and the syntax of parameter defaults.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Dialect/Kopt/IR/KoptRecord.h"
#include "kopt/Runner/Inputs.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::kopt;

//===----------------------------------------------------------------------===//
// ParamOp syntax
//===----------------------------------------------------------------------===//

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

/// Checks one argument's type against the role its contract gives it: a
/// buffer is a one-dimensional memref in global memory; a size an integer,
/// index or float; a scalar one of those or a record of integers and floats.
static LogicalResult verifyArgType(EntryOp entry, unsigned index, Type type,
                                   ArgRole role) {
  auto fail = [&]() { return entry.emitOpError("argument #") << index << " "; };
  if (role == ArgRole::In || role == ArgRole::Out || role == ArgRole::InOut) {
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
    return success();
  }
  if (!type.isIntOrIndexOrFloat() &&
      !(role == ArgRole::Scalar && isRecordType(type)))
    return fail() << "with role '" << stringifyArgRole(role)
                  << "' must be an integer, index or float"
                  << (role == ArgRole::Scalar ? " or a record" : "")
                  << ", got " << type;
  if (isRecordType(type) && failed(getRecordLayout(type)))
    return fail() << "is a record of something other than integers and "
                     "floats, or a packed one: "
                  << type;
  return success();
}

/// Checks the argument of a kernel without a harness contract: its role
/// (and, for a buffer, `noalias`) and nothing else, since every other
/// field is part of the contract the kernel does not have.
static LogicalResult verifyContractlessArg(EntryOp entry, unsigned index,
                                           ArgAttr contract) {
  StringRef field;
  if (contract.getCount())
    field = "count";
  else if (contract.getTouched())
    field = "touched";
  else if (contract.getValue())
    field = "value";
  else if (contract.getInit() != InitKind::Uniform)
    field = "init";
  else if (contract.getLo())
    field = "lo";
  else if (contract.getHi())
    field = "hi";
  else if (contract.getOptions())
    field = "options";
  else if (contract.getFile())
    field = "file";
  else if (contract.getOffset())
    field = "offset";
  else if (contract.getAtol())
    field = "atol";
  else if (contract.getRtol())
    field = "rtol";
  if (!field.empty())
    return entry.emitOpError("argument #")
           << index << " has '" << field
           << "', part of a harness contract, but the kernel has none (no "
              "'kopt.launch'): add the launch, sizes and counts, or leave "
              "the argument its role alone";
  if (contract.getNoalias() && !isa<MemRefType>(
                                   entry.getBody().getArgument(index).getType()))
    return entry.emitOpError("argument #")
           << index << " is not a buffer and cannot be 'noalias'";
  return success();
}

/// Checks one argument's contract against its type and role.
static LogicalResult verifyContract(EntryOp entry, unsigned index, Type type,
                                    ArgAttr contract) {
  auto fail = [&]() { return entry.emitOpError("argument #") << index << " "; };
  ArgRole role = contract.getRole();
  if (failed(verifyArgType(entry, index, type, role)))
    return failure();
  auto kernel = entry->getParentOfType<KernelOp>();
  if (kernel && !kernel.hasContract())
    return verifyContractlessArg(entry, index, contract);
  bool isBuffer =
      role == ArgRole::In || role == ArgRole::Out || role == ArgRole::InOut;
  if (isBuffer) {
    if (!contract.getCount())
      return fail() << "with role '" << stringifyArgRole(role)
                    << "' needs an element 'count'";
    if (contract.getValue())
      return fail() << "is a buffer and takes a 'count', not a 'value'";
    if (StringAttr touched = contract.getTouched())
      if (llvm::Expected<Expr> expr = Expr::parse(touched.getValue()); !expr)
        return fail() << "'touched': " << llvm::toString(expr.takeError());
  } else {
    if (contract.getCount() || contract.getTouched())
      return fail() << "is not a buffer and must not have a 'count'";
    if (!contract.getValue())
      return fail() << "with role '" << stringifyArgRole(role)
                    << "' needs a 'value'";
  }
  if (role == ArgRole::Size && !isa<StringAttr>(contract.getValue()))
    return fail() << "with role 'size' needs a 'value' expression string";
  if (role == ArgRole::Scalar && isRecordType(type)) {
    FailureOr<RecordLayout> layout = getRecordLayout(type);
    auto values = dyn_cast<ArrayAttr>(contract.getValue());
    if (!values || values.size() != layout->leaves.size())
      return fail() << "is a record of " << layout->leaves.size()
                    << " scalars and needs a 'value' listing them";
    for (auto [i, leaf, value] : llvm::enumerate(layout->leaves, values)) {
      auto typed = dyn_cast<TypedAttr>(value);
      bool ok = (isa<StringAttr>(value) && isa<IntegerType>(leaf.type)) ||
                (typed && isa<IntegerAttr, FloatAttr>(typed) &&
                 typed.getType() == leaf.type);
      if (!ok)
        return fail() << "scalar #" << i
                      << " of the record needs a value of type " << leaf.type
                      << (isa<IntegerType>(leaf.type) ? " or a size expression"
                                                      : "");
    }
  } else if (role == ArgRole::Scalar) {
    auto typed = dyn_cast<TypedAttr>(contract.getValue());
    if (!typed || !isa<IntegerAttr, FloatAttr>(typed) ||
        typed.getType() != type)
      return fail() << "with role 'scalar' needs a 'value' of type " << type;
  }
  if (contract.getNoalias() && !isa<MemRefType>(type))
    return fail() << "is not a buffer and cannot be 'noalias'";
  bool checked = role == ArgRole::Out || role == ArgRole::InOut;
  if (!checked && (contract.getAtol() || contract.getRtol()))
    return fail() << "is not an output and must not have a tolerance";
  for (FloatAttr tol : {contract.getAtol(), contract.getRtol()})
    if (tol && !(tol.getValueAsDouble() >= 0))
      return fail() << "has a negative tolerance " << tol.getValueAsDouble();
  bool filled = role == ArgRole::In || role == ArgRole::InOut;
  if (!filled &&
      (contract.getLo() || contract.getHi() || contract.getOptions() ||
       contract.getFile() || contract.getInit() != InitKind::Uniform))
    return fail() << "is not an input and must not have an initialisation";
  if (contract.getOffset() &&
      (!isBuffer || *contract.getOffset() < 0 || *contract.getOffset() > 4096))
    return fail() << "has an 'offset' of " << *contract.getOffset()
                  << "; a buffer takes 0 to 4096 bytes";
  // Generator options: numbers, or size expressions that parse; the kind
  // takes each (checked at every shape when a bundle is written).
  ::kopt::runner::InitKind kind = *::kopt::runner::parseInitKind(
      stringifyInitKind(contract.getInit()).str());
  auto checkOption = [&](StringRef name, Attribute value) -> LogicalResult {
    if (std::string error =
            ::kopt::runner::checkInputOptionName(kind, name.str());
        !error.empty())
      return fail() << "options: " << error;
    if (isa<FloatAttr, IntegerAttr>(value))
      return success();
    auto text = dyn_cast<StringAttr>(value);
    if (!text)
      return fail() << "option '" << name
                    << "' must be a number or a size expression";
    if (llvm::Expected<Expr> expr = Expr::parse(text.getValue()); !expr)
      return fail() << "option '" << name
                    << "': " << llvm::toString(expr.takeError());
    return success();
  };
  for (auto [name, value] : {std::make_pair("lo", contract.getLo()),
                             std::make_pair("hi", contract.getHi())})
    if (value && failed(checkOption(name, value)))
      return failure();
  if (contract.getOptions())
    for (NamedAttribute option : contract.getOptions())
      if (failed(checkOption(option.getName(), option.getValue())))
        return failure();
  auto number = [](Attribute a) -> std::optional<double> {
    if (auto f = dyn_cast_or_null<FloatAttr>(a))
      return f.getValueAsDouble();
    if (auto i = dyn_cast_or_null<IntegerAttr>(a))
      return static_cast<double>(i.getInt());
    return std::nullopt;
  };
  std::optional<double> lo = number(contract.getLo()),
                        hi = number(contract.getHi());
  if (lo && hi && contract.getInit() != InitKind::Normal && !(*lo <= *hi))
    return fail() << "has an empty initialisation range [" << *lo << ", " << *hi
                  << "]";
  if (Attribute file = contract.getFile()) {
    auto files = dyn_cast<ArrayAttr>(file);
    bool ok = isa<StringAttr>(file) ||
              (files && llvm::all_of(files, llvm::IsaPred<StringAttr>));
    if (!ok)
      return fail() << "'file' must be a path or a list of paths, one per "
                       "shape";
    auto kernel = entry->getParentOfType<KernelOp>();
    ArrayAttr shapes = kernel ? kernel.getShapesAttr() : ArrayAttr();
    if (files && (!shapes || files.size() != shapes.size()))
      return fail() << "lists " << files.size()
                    << " recorded inputs, one per shape, and the kernel has "
                    << (shapes ? shapes.size() : 0) << " shapes";
  }
  return success();
}

LogicalResult EntryOp::verifyRegions() {
  Block &block = getBody().front();
  if (block.getNumArguments() != getContracts().size())
    return emitOpError("has ") << block.getNumArguments() << " arguments but "
                               << getContracts().size() << " contracts";
  for (auto [index, arg] : llvm::enumerate(block.getArguments()))
    if (failed(verifyContract(*this, index, arg.getType(), getContract(index))))
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
  auto param =
      symbolTable.lookupNearestSymbolFrom<ParamOp>(kernel, getParamAttr());
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
  // A width read from a parameter: every value of its domain is a width.
  Value widthSource = getWidth();
  while (Operation *def = widthSource.getDefiningOp()) {
    if (!isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
             arith::ExtUIOp>(def))
      break;
    widthSource = def->getOperand(0);
  }
  if (auto get = widthSource.getDefiningOp<GetOp>())
    if (auto kernel = (*this)->getParentOfType<KernelOp>())
      if (ParamOp param = kernel.lookupParam(get.getParam());
          param && (param.isBool() || param.getDomainAttr()))
        for (int64_t v : param.getDomainValues())
          if (v <= 0)
            return emitOpError("width parameter '")
                   << get.getParam() << "' has " << v
                   << " in its domain; every width must be positive";
  APInt width;
  if (matchPattern(getWidth(), m_ConstantInt(&width))) {
    if (width.getSExtValue() <= 0)
      return emitOpError("width must be positive, got ")
             << width.getSExtValue();
    if (!result.isDynamicDim(0) && result.getDimSize(0) != width.getSExtValue())
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

LogicalResult SharedOp::verify() {
  if (!isa<LLVM::LLVMPointerType>(getType()))
    return emitOpError("must give an !llvm.ptr, got ") << getType();
  if (!(*this)->getParentOfType<EntryOp>())
    return emitOpError("must be inside a kopt.entry");
  return success();
}
