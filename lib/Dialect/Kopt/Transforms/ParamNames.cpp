//===- ParamNames.cpp - helpers shared by the rewrite passes --------------===//

#include "kopt/Dialect/Kopt/Transforms/Passes.h"

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
                                               const Twine &why) {
  return kernel.emitRemark() << passName << ": kernel '" << kernel.getSymName()
                             << "' " << why << "; unchanged";
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
