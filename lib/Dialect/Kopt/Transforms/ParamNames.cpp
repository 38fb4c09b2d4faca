//===- ParamNames.cpp - helpers shared by the rewrite passes --------------===//

#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::kopt;

LogicalResult mlir::kopt::checkParamNamesFree(KernelOp kernel,
                                              StringRef passName,
                                              ArrayRef<StringRef> names) {
  for (StringRef name : names)
    if (kernel.lookupParam(name))
      return kernel.emitError()
             << passName << ": kernel '" << kernel.getSymName()
             << "' already has a parameter '" << name << "'";
  return success();
}

InFlightDiagnostic mlir::kopt::remarkUnchanged(KernelOp kernel,
                                               StringRef passName,
                                               const Twine &why,
                                               Operation *at) {
  InFlightDiagnostic remark = kernel.emitRemark()
                              << passName << ": kernel '" << kernel.getSymName()
                              << "' " << why << "; unchanged";
  if (Diagnostic *note = attachNoteAt(remark, at))
    *note << "here";
  return remark;
}

Diagnostic *mlir::kopt::attachNoteAt(InFlightDiagnostic &diagnostic,
                                     Operation *at, Operation *fallback) {
  if (at && !isa<UnknownLoc>(at->getLoc()))
    return &diagnostic.attachNote(at->getLoc());
  if (fallback)
    return &diagnostic.attachNote(fallback->getLoc());
  return nullptr;
}

std::string mlir::kopt::asOperand(StringRef expression) {
  if (llvm::all_of(expression,
                   [](char c) { return llvm::isAlnum(c) || c == '_'; }))
    return expression.str();
  return "(" + expression.str() + ")";
}

void mlir::kopt::divideGrid(LaunchOp launch, StringRef paramName,
                            unsigned dimension) {
  Builder builder(launch.getContext());
  SmallVector<Attribute> grid(launch.getGrid().getValue());
  assert(dimension < grid.size() && "the grid has no such dimension");
  std::string blocks = asOperand(cast<StringAttr>(grid[dimension]).getValue());
  grid[dimension] = builder.getStringAttr(blocks + " / " + paramName);
  launch.setGridAttr(builder.getArrayAttr(grid));
  OpBuilder declarations(launch);
  ConstraintOp::create(
      declarations, launch.getLoc(),
      builder.getStringAttr(blocks + " % " + paramName + " == 0"));
}

SmallVector<int64_t> mlir::kopt::getOptionDomain(ArrayRef<int64_t> values,
                                                 ArrayRef<int64_t> defaults,
                                                 int64_t always) {
  SmallVector<int64_t> domain(values.empty() ? defaults : values);
  domain.push_back(always);
  llvm::sort(domain);
  domain.erase(llvm::unique(domain), domain.end());
  return domain;
}
