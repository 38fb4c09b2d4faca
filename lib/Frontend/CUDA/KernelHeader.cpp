//===- KernelHeader.cpp - a kernel's declarations, built and checked ------===//
//
// Builds the ops a lifted kernel declares before its body and runs the
// dialect's verifier over them; an error is reported at the sidecar entry
// the rejected part comes from.
//
//===----------------------------------------------------------------------===//

#include "KernelHeader.h"
#include "Sidecar.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;

ParamDomain ParamDomain::list(ArrayRef<int64_t> values) {
  ParamDomain domain;
  domain.values.assign(values.begin(), values.end());
  return domain;
}

ParamDomain ParamDomain::powersOfTwo(int64_t lower, int64_t upper) {
  ParamDomain domain;
  domain.lower = lower;
  domain.upper = upper;
  return domain;
}

namespace {
/// Builds a header's ops. Every op stands for a sidecar entry while it is
/// built and verified: its location is a name location holding the entry's
/// JSON path, around the location it keeps, so a diagnostic tells where in
/// the sidecar its cause lies.
class HeaderBuilder {
public:
  HeaderBuilder(const KernelHeader &header, ModuleOp module)
      : header(header), context(module.getContext()),
        builder(OpBuilder::atBlockEnd(module.getBody())) {}

  /// Builds and verifies the kernel; null when the dialect rejects a part,
  /// after an error at a location `getPath` reads.
  KernelOp build();

  /// The JSON path a diagnostic at `loc` is about: the entry of the part
  /// at fault, else the kernel's.
  static std::string getPath(Location loc, const KernelHeader &header);

private:
  /// Builds an op standing for the sidecar entry at JSON `path`, to be at
  /// `loc` once verified.
  template <typename OpT, typename... Args>
  OpT create(Location loc, const std::string &path, Args &&...args) {
    auto op = OpT::create(builder, loc, std::forward<Args>(args)...);
    tag(op, path);
    return op;
  }

  /// Makes `op` stand for the sidecar entry at JSON `path` until verified.
  void tag(Operation *op, const std::string &path) {
    op->setLoc(NameLoc::get(StringAttr::get(context, path), op->getLoc()));
    tagged.push_back(op);
  }

  /// Creates the domain attribute of `param`; null after an error.
  DomainAttrInterface getDomain(const KernelHeader::Param &param);

  const KernelHeader &header;
  MLIRContext *context;
  OpBuilder builder;
  /// The ops standing for sidecar entries.
  SmallVector<Operation *> tagged;
};
} // namespace

DomainAttrInterface HeaderBuilder::getDomain(const KernelHeader::Param &param) {
  auto emitAtParam = [&] {
    return emitError(
        NameLoc::get(StringAttr::get(context, param.path), param.loc));
  };
  llvm::function_ref<InFlightDiagnostic()> emit = emitAtParam;
  if (param.domain.values.empty())
    return PowerOfTwoDomainAttr::getChecked(emit, context, param.domain.lower,
                                            param.domain.upper);
  return ListDomainAttr::getChecked(emit, context,
                                    ArrayRef<int64_t>(param.domain.values));
}

KernelOp HeaderBuilder::build() {
  Location loc = header.loc;
  auto kernel =
      create<KernelOp>(loc, header.path, header.symbol,
                       /*assignment=*/DictionaryAttr(), header.shapes);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(&kernel.getBody().emplaceBlock());
  std::string shapes = jsonMemberPath(header.path, "shapes");
  for (const std::string &size : header.sizes)
    create<SizeOp>(loc, shapes, size);
  for (const KernelHeader::Param &param : header.params) {
    DomainAttrInterface domain = getDomain(param);
    if (!domain) {
      kernel->erase();
      return KernelOp();
    }
    create<ParamOp>(param.loc, param.path, param.name,
                    builder.getIntegerType(param.width), domain,
                    builder.getI64IntegerAttr(param.defaultValue));
  }
  for (const KernelHeader::Constraint &constraint : header.constraints)
    create<ConstraintOp>(loc, constraint.path, constraint.condition);
  auto strings = [&](ArrayRef<std::string> texts) {
    return builder.getStrArrayAttr(SmallVector<StringRef>(texts));
  };
  if (header.hasContract)
    create<LaunchOp>(loc, jsonMemberPath(header.path, "launch"),
                     strings(header.grid), strings(header.block),
                     header.sharedMemory
                         ? builder.getStringAttr(*header.sharedMemory)
                         : StringAttr());
  SmallVector<Type> types;
  SmallVector<ArgAttr> contracts;
  for (const KernelHeader::Argument &arg : header.args) {
    types.push_back(arg.type);
    contracts.push_back(arg.contract);
  }
  // The return op the builder adds is at the kernel, as the entry is.
  auto entry = create<EntryOp>(loc, jsonMemberPath(header.path, "args"),
                               TypeRange(types), ArrayRef<ArgAttr>(contracts));
  for (auto [arg, argument] :
       llvm::zip_equal(entry.getBody().getArguments(), header.args))
    arg.setLoc(argument.loc);

  if (failed(verify(kernel))) {
    kernel->erase();
    return KernelOp();
  }
  // Verified: each op takes the location it keeps.
  for (Operation *op : tagged)
    op->setLoc(cast<NameLoc>(op->getLoc()).getChildLoc());
  return kernel;
}

std::string HeaderBuilder::getPath(Location loc, const KernelHeader &header) {
  if (auto name = dyn_cast<NameLoc>(loc))
    return name.getName().str();
  return header.path;
}

FailureOr<KernelOp>
mlir::kopt::cuda::buildKernelHeader(const KernelHeader &header,
                                    StringRef sidecarPath,
                                    StringRef displayName, ModuleOp module) {
  MLIRContext *context = module.getContext();
  // The first error, and the JSON path of the part it is about.
  std::optional<std::pair<std::string, std::string>> rejected;
  KernelOp kernel;
  {
    ScopedDiagnosticHandler capture(context, [&](Diagnostic &diagnostic) {
      if (diagnostic.getSeverity() == DiagnosticSeverity::Error && !rejected)
        rejected = {HeaderBuilder::getPath(diagnostic.getLocation(), header),
                    diagnostic.str()};
      return success();
    });
    kernel = HeaderBuilder(header, module).build();
  }
  if (kernel)
    return kernel;
  if (!header.hasContract) {
    emitError(Location(header.loc))
        << "kernel '" << displayName
        << "': " << (rejected ? rejected->second : std::string("rejected"));
    return failure();
  }
  emitError(Location(header.loc)) << formatSidecarProblem(
      sidecarPath, rejected ? rejected->first : header.path,
      "kernel '" + displayName +
          "': " + (rejected ? rejected->second : std::string("rejected")));
  return failure();
}
