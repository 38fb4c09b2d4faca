//===- RewriteEntries.h - each rewrite's catalogue entry -------*- C++ -*-===//
//
// The catalogue entry of each rewrite, defined in the rewrite's own file
// (where its pass class is) and listed by RewriteCatalogue.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_DIALECT_KOPT_TRANSFORMS_REWRITEENTRIES_H
#define KOPT_LIB_DIALECT_KOPT_TRANSFORMS_REWRITEENTRIES_H

#include "kopt/Dialect/Kopt/Transforms/RewriteCatalogue.h"

namespace mlir::kopt::detail {

/// A catalogue pass over the ODS base `BaseT`: `DerivedT` offers
/// `LogicalResult rewrite(KernelOp) const`, the rewrite with the pass's
/// options, which runs on the pass's kernel.
template <typename DerivedT, template <typename> class BaseT>
struct KernelRewritePass : BaseT<DerivedT> {
  using Base = BaseT<DerivedT>;
  using Base::Base;

  void runOnOperation() override {
    if (failed(
            static_cast<const DerivedT &>(*this).rewrite(this->getOperation())))
      this->signalPassFailure();
  }
};

/// Returns the entry of a catalogue pass class `PassT`, which offers
/// `LogicalResult rewrite(KernelOp) const`: its rewrite with the options it
/// was configured with.
template <typename PassT> RewriteEntry makeRewriteEntry() {
  return {PassT::getArgumentName(),
          []() -> std::unique_ptr<Pass> { return std::make_unique<PassT>(); },
          [](const Pass &configured, KernelOp kernel) {
            return static_cast<const PassT &>(configured).rewrite(kernel);
          }};
}

/// The values of a pass's list option, for its options struct.
template <typename T, typename Parser>
llvm::SmallVector<T>
getListValues(const mlir::detail::PassOptions::ListOption<T, Parser> &option) {
  return llvm::SmallVector<T>(llvm::ArrayRef<T>(option));
}

RewriteEntry getTemplatizeRewrite();
RewriteEntry getFastMathRewrite();
RewriteEntry getCacheHintsRewrite();
RewriteEntry getUnrollRewrite();
RewriteEntry getLaunchBoundsRewrite();
RewriteEntry getWarpReduceRewrite();
RewriteEntry getCoarsenRewrite();
RewriteEntry getPackBlocksRewrite();
RewriteEntry getRowBlockRewrite();
RewriteEntry getWarpBarriersRewrite();
RewriteEntry getIndexWidthRewrite();
RewriteEntry getVectorizeAccessRewrite();
RewriteEntry getRowThreadsRewrite();
RewriteEntry getThreadLoopRewrite();
RewriteEntry getPrivatizeAtomicsRewrite();
RewriteEntry getRowRegistersRewrite();
RewriteEntry getWarpScanRewrite();

} // namespace mlir::kopt::detail

#endif // KOPT_LIB_DIALECT_KOPT_TRANSFORMS_REWRITEENTRIES_H
