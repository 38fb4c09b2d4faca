//===- Passes.h - kopt rewrite passes --------------------------*- C++ -*-===//
//
// Declares the passes over kopt kernels.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_PASSES_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_PASSES_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::kopt {

/// The names kopt-fast-math, kopt-templatize's sizes rule and
/// kopt-index-width give their boolean parameters unless told otherwise
/// (the built-in planner leaves them so). Each one's true value takes
/// instructions away (approximate math, sizes as constants, 32-bit
/// addresses) without changing which memory the kernel accesses.
constexpr llvm::StringLiteral kFastMathParamName = "FAST_MATH";
constexpr llvm::StringLiteral kKnownSizesParamName = "KNOWN_SIZES";
constexpr llvm::StringLiteral kIndex32ParamName = "INDEX32";

#define GEN_PASS_DECL
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"

/// The kernel attribute kopt-launch-bounds sets: a dictionary naming the
/// parameters whose values are the launch bounds (`min_blocks_per_sm`) and
/// the register cap (`max_registers`); kopt-lower-to-gpu reads it.
constexpr llvm::StringLiteral kLaunchBoundsAttrName = "kopt.launch_bounds";

/// The kernel attribute kopt-cache-hints sets: a dictionary naming the
/// parameters that choose non-coherent input loads (`non_coherent_inputs`),
/// streaming output stores (`streaming_stores`) and the cache operator of
/// input loads (`input_loads`); kopt-lower-to-gpu reads the first.
constexpr llvm::StringLiteral kCacheHintsAttrName = "kopt.cache_hints";

/// The attribute kopt-unroll sets on a kernel (the array of the parameters
/// it added) and on each loop's latch branch (the name of its parameter);
/// kopt-lower-to-gpu turns the latter into the branch's loop annotation.
constexpr llvm::StringLiteral kUnrollAttrName = "kopt.unroll";

/// The kernel attribute kopt-warp-reduce sets: the name of the boolean
/// parameter that chooses the shuffle form of its tree reductions.
constexpr llvm::StringLiteral kWarpReduceAttrName = "kopt.warp_reduce";

/// The kernel attribute kopt-coarsen sets: the name of the parameter giving
/// the rows (blocks of the original launch along x) each block runs.
constexpr llvm::StringLiteral kCoarsenAttrName = "kopt.coarsen";
/// The same for kopt-coarsen along y (`dimension=y`).
constexpr llvm::StringLiteral kCoarsenYAttrName = "kopt.coarsen_y";

/// The kernel attribute kopt-pack-blocks sets: the name of the parameter
/// giving the blocks of the original launch each block runs side by side.
constexpr llvm::StringLiteral kPackBlocksAttrName = "kopt.pack_blocks";

/// Kernel attribute naming the boolean parameter kopt-warp-barriers added.
constexpr llvm::StringLiteral kWarpBarriersAttrName = "kopt.warp_barriers";

/// Kernel attribute naming the block-size parameter kopt-row-block added.
constexpr llvm::StringLiteral kRowBlockAttrName = "kopt.row_block";

/// The kernel attribute kopt-index-width sets: the name of the boolean
/// parameter choosing 32-bit address arithmetic.
constexpr llvm::StringLiteral kIndexWidthAttrName = "kopt.index_width";

/// The kernel attribute kopt-vectorize-access sets: the name of the
/// parameter giving the elements each vector access covers.
constexpr llvm::StringLiteral kVectorizeAccessAttrName =
    "kopt.vectorize_access";

/// The kernel attribute kopt-row-threads sets: the name of the parameter
/// giving the threads that share each row.
constexpr llvm::StringLiteral kRowThreadsAttrName = "kopt.row_threads";

/// The kernel attribute kopt-thread-loop sets: the name of the parameter
/// giving the elements each thread handles.
constexpr llvm::StringLiteral kThreadLoopAttrName = "kopt.thread_loop";

/// The kernel attribute kopt-row-registers sets: the name of the parameter
/// giving the registers a thread keeps of a row its loops read again.
constexpr llvm::StringLiteral kRowRegistersAttrName = "kopt.row_registers";
/// The kernel attribute kopt-warp-scan sets: the name of the boolean
/// parameter choosing warp shuffles for its block scan.
constexpr llvm::StringLiteral kWarpScanAttrName = "kopt.warp_scan";
/// Marks a kernel kopt-privatize-atomics rewrote; the value names its
/// parameter.
constexpr llvm::StringLiteral kPrivatizeAtomicsAttrName =
    "kopt.privatize_atomics";

/// Moves the local variables of `kernel` (the `llvm.alloca`s of its entry)
/// to the code that uses them and promotes those whose address does not
/// escape to SSA values, then canonicalizes the entry (speculating small
/// conditional blocks into selects) and removes common subexpressions. Returns
/// how many variables remain in memory of how many there were, as {remaining,
/// total}.
std::pair<unsigned, unsigned> promoteLocals(KernelOp kernel);

/// Makes every f32 division and transcendental function of `kernel`
/// approximate, as nvcc's `-use_fast_math` builds them (what kopt-fast-math
/// chooses with its FAST_MATH parameter). Returns how many it changed.
unsigned approximateMath(KernelOp kernel);

/// Adds the patterns that execute a small block of speculatable operations
/// unconditionally when a conditional branch only skips it: its results
/// reach the join through `arith.select` on the condition (what LLVM's
/// SimplifyCFG does for code in memory form). promoteLocals uses them.
void populateSpeculateBranchesPatterns(RewritePatternSet &patterns);

/// Adds the patterns that make a running maximum or minimum written as
/// `if (x > m) m = x;` a fold (ExtremumFolds.cpp): a load that repeats one
/// in the only block before it, nothing written between, is that load's
/// value; `select(x > m, x, m)` is `maxnumf(x, m)` (`<` minnumf) where m
/// is never NaN. promoteLocals uses them.
void populateExtremumFoldPatterns(RewritePatternSet &patterns);

/// Adds the patterns that access a struct of one integer or float field
/// (CUDA's fp8 types, hand-written wrappers) as its field: a GEP over an
/// array of them as one over the field's type, a load whose uses only take
/// the field as a load of the field, a store of a struct built from one
/// value as a store of the value. promoteLocals uses them.
void populateScalarWrapperPatterns(RewritePatternSet &patterns);

/// Adds the patterns that read a struct local variable stored whole (a
/// `float2` a call returned) from the value stored: a field loaded through
/// a GEP `[0, k]` as `extractvalue`, a whole memcpy from it as a store of
/// the value, where the store precedes the read in its block with no write
/// between; a slot left with stores only goes. promoteLocals uses them.
void populateWholeLocalPatterns(RewritePatternSet &patterns);

/// Adds the pattern that turns a copy (`llvm.intr.memcpy`) of 2, 4, 8 or 16
/// bytes between pointers aligned to its size, neither a local variable's,
/// into one load and one store (16 bytes as `vector<4xi32>`, as NVVM does).
/// promoteLocals uses it.
void populateSmallCopyPatterns(RewritePatternSet &patterns);

/// Fixes the parameters of `kernel` to `values` (names not in `values` keep
/// the kernel's assignment or default): checks domains, constraints and the
/// block-size limit, replaces every `kopt.get` by a constant, makes
/// parametric-width values static and records the assignment. Emits an error
/// on the kernel and fails when the assignment is invalid.
LogicalResult instantiateKernel(KernelOp kernel,
                                const llvm::StringMap<int64_t> &values);

/// Parses one `NAME=VALUE` entry of an assignment (VALUE an integer, `true`
/// or `false`); emits an error at `anchor` and fails when it is malformed.
FailureOr<std::pair<std::string, int64_t>>
parseAssignmentEntry(llvm::StringRef text, Operation *anchor);

/// Checks that `kernel` has no parameter named as one of `names`, which the
/// pass `passName` is about to add; emits an error on the kernel naming the
/// first taken name and fails otherwise.
LogicalResult checkParamNamesFree(KernelOp kernel, llvm::StringRef passName,
                                  llvm::ArrayRef<llvm::StringRef> names);

/// Returns the domain a pass gives a parameter from its option: `values`
/// (or `defaults` when the option is empty) and `always` (the value that
/// keeps the kernel as written), sorted and without repeats.
llvm::SmallVector<int64_t> getOptionDomain(llvm::ArrayRef<int64_t> values,
                                           llvm::ArrayRef<int64_t> defaults,
                                           int64_t always);

/// Emits the remark that the pass `passName` leaves `kernel` unchanged
/// because it `why` ("kopt-coarsen: kernel 'k' WHY; unchanged"), with a
/// note "here" at `at` (the operation at fault) when given and located
/// (attachNoteAt), to which the caller may attach more notes.
InFlightDiagnostic remarkUnchanged(KernelOp kernel, llvm::StringRef passName,
                                   const llvm::Twine &why,
                                   Operation *at = nullptr);

/// Attaches a note at `at`'s location to `diagnostic` and returns it; an
/// operation without a source location (one a rewrite made) has its note
/// at `fallback`'s location, or none when `fallback` is null (a note
/// "here" with nowhere to point says nothing).
Diagnostic *attachNoteAt(InFlightDiagnostic &diagnostic, Operation *at,
                         Operation *fallback = nullptr);

/// Returns the launch expression `expression` as an operand of a larger one:
/// as it is when it is a name or a number, in parentheses otherwise.
std::string asOperand(llvm::StringRef expression);

/// Makes the launch's grid `X` along `dimension` (0 for x, 1 for y) the
/// parameter `paramName`'s share of it, `X / paramName`, under the
/// constraint `X % paramName == 0` (X in parentheses unless it is a name),
/// for rewrites that give each block the work of several. The grid has that
/// dimension.
void divideGrid(LaunchOp launch, llvm::StringRef paramName,
                unsigned dimension = 0);

/// Returns the threads per block of `launch` when its block is a constant
/// along x (and 1 along y and z, if given), or nothing when a parameter or
/// an expression gives it.
std::optional<int64_t> getConstantBlockSize(LaunchOp launch);

/// Returns whether `launch`'s block is one-dimensional (1 along y and z,
/// if given), whatever gives its size along x: threadIdx.x is then the
/// thread's linear index.
bool isOneDimensionalBlock(LaunchOp launch);

/// Returns a number every block size `launch` allows is a multiple of: the
/// constant size, or the greatest common divisor of the domain of the
/// parameter that gives it (`block ["BLOCK"]`); 1 for an expression.
int64_t getBlockSizeMultiple(LaunchOp launch);

/// The loops kopt-row-threads would share between the threads of a row of
/// `kernel`, or 0 when it would leave the kernel unchanged.
unsigned countSharedRowLoops(KernelOp kernel);

/// Whether kopt-thread-loop would give the threads of `kernel` (one guarded
/// element each) several elements.
bool hasOneElementPerThread(KernelOp kernel);

/// The loops of `kernel` that kopt-row-registers would read a row from
/// registers in, or 0 when it would leave the kernel unchanged.
unsigned countRereadRowLoops(KernelOp kernel);

/// Whether kopt-warp-scan would give `kernel` a warp-shuffle form of its
/// double-buffered block scan.
bool hasBlockScan(KernelOp kernel);

/// Whether kopt-privatize-atomics would give `kernel` per-block copies of
/// the buffer it adds into with global atomics.
bool hasPrivatizableSums(KernelOp kernel);

#define GEN_PASS_REGISTRATION
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_PASSES_H
