//===- Rewrites.h - the kopt rewrites as calls on one kernel ---*- C++ -*-===//
//
// Every rewrite of the catalogue as a function of one `kopt.kernel` and its
// typed options (the options struct ODS generates from the pass's options,
// so they are declared once, in Passes.td). The passes, the transform ops and
// the plan applier are thin wrappers over these calls.
//
// Each call either changes the kernel (it gains the rewrite's parameters and
// the code that reads them), or leaves it unchanged with a remark on it that
// says why, and succeeds in both cases; it fails, with an error on the
// kernel, for invalid options or a parameter name the kernel has already.
//
// A rewrite from C++:
//
//   KoptUnrollOptions options;
//   options.factors = {2, 4};
//   if (failed(addUnrollFactors(kernel, options)))
//     return failure();
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_REWRITES_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_REWRITES_H

#include "kopt/Dialect/Kopt/Transforms/Passes.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"

namespace mlir::kopt {

/// kopt-templatize: adds BLOCK to a kernel launched with a constant block
/// whose threads place themselves by their global index, ITEMS_PER_THREAD to
/// one whose threads each handle a literal count of consecutive elements,
/// and KNOWN_SIZES to one with size arguments every tuning shape fixes.
LogicalResult templatizeKernel(KernelOp kernel,
                               const KoptTemplatizeOptions &options);

/// kopt-fast-math: a boolean parameter choosing approximate f32 divisions
/// and transcendental functions.
LogicalResult addFastMathChoice(KernelOp kernel,
                                const KoptFastMathOptions &options);

/// kopt-cache-hints: parameters choosing non-coherent input loads, streaming
/// output stores and the cache operator of input loads.
LogicalResult addCacheHints(KernelOp kernel,
                            const KoptCacheHintsOptions &options);

/// kopt-unroll: a parameter per loop giving its unroll factor.
LogicalResult addUnrollFactors(KernelOp kernel,
                               const KoptUnrollOptions &options);

/// kopt-launch-bounds: parameters giving `__launch_bounds__`' blocks per
/// multiprocessor and a register cap.
LogicalResult addLaunchBounds(KernelOp kernel,
                              const KoptLaunchBoundsOptions &options);

/// kopt-warp-reduce: a boolean parameter choosing warp shuffles for the
/// kernel's shared-memory tree reductions.
LogicalResult addWarpReduceChoice(KernelOp kernel,
                                  const KoptWarpReduceOptions &options);

/// kopt-coarsen: a parameter giving the rows (blocks of the launch as
/// written, along the grid's x or y dimension) each block runs.
LogicalResult coarsenKernel(KernelOp kernel, const KoptCoarsenOptions &options);

/// kopt-row-block: a parameter giving the block size of a kernel whose
/// block walks one row in block-stride loops.
LogicalResult setRowBlock(KernelOp kernel, const KoptRowBlockOptions &options);

/// Returns why kopt-row-block cannot give `kernel` another block size, with
/// the operation at fault, or nothing when it can.
std::optional<Refusal> checkRowBlock(KernelOp kernel);

/// kopt-warp-barriers: a boolean parameter choosing warp barriers for the
/// block barriers of a block (or packed group) within one warp.
LogicalResult addWarpBarriers(KernelOp kernel,
                              const KoptWarpBarriersOptions &options);

/// kopt-pack-blocks: a parameter giving the blocks of the launch as written
/// each block runs side by side.
LogicalResult packBlocks(KernelOp kernel, const KoptPackBlocksOptions &options);

/// kopt-index-width: a boolean parameter choosing 32-bit address arithmetic
/// where the buffers' sizes allow it.
LogicalResult addIndexWidthChoice(KernelOp kernel,
                                  const KoptIndexWidthOptions &options);

/// kopt-vectorize-access: a parameter giving the elements each access of a
/// vectorisable loop covers.
LogicalResult vectorizeAccess(KernelOp kernel,
                              const KoptVectorizeAccessOptions &options);

/// kopt-row-threads: a parameter giving the threads that share each row of
/// a kernel whose threads each walk one row.
LogicalResult shareRows(KernelOp kernel, const KoptRowThreadsOptions &options);

/// kopt-thread-loop: a parameter giving the elements each thread of a
/// one-element-per-thread kernel handles, in a block-stride loop.
LogicalResult loopOverElements(KernelOp kernel,
                               const KoptThreadLoopOptions &options);

/// kopt-privatize-atomics: a parameter giving the elements of a per-block
/// shared-memory copy of the buffer the kernel adds into with global
/// integer atomics (0: none).
LogicalResult privatizeAtomics(KernelOp kernel,
                               const KoptPrivatizeAtomicsOptions &options);

/// kopt-row-registers: a parameter giving the elements of a row each thread
/// keeps in registers when several loops read the row (0: none).
LogicalResult keepRowsInRegisters(KernelOp kernel,
                                  const KoptRowRegistersOptions &options);

/// kopt-warp-scan: a boolean parameter choosing warp shuffles for the
/// kernel's double-buffered shared-memory block scan.
LogicalResult addWarpScanChoice(KernelOp kernel,
                                const KoptWarpScanOptions &options);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_REWRITES_H
