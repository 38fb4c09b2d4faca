//===- Passes.td - kopt rewrite passes ---------------------*- tablegen -*-===//
//
// Passes over kopt kernels.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_PASSES_TD
#define KOPT_DIALECT_KOPT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def KoptInstantiate : Pass<"kopt-instantiate", "::mlir::ModuleOp"> {
  let summary = "Fix every template parameter of kopt kernels to a value";
  let description = [{
    Chooses a value for every parameter of each `kopt.kernel`: the value the
    `assignment` option gives, else the value of the kernel's `assignment`
    attribute, else the parameter's default. Every `kopt.get` becomes an
    `arith.constant`, parametric-width values become statically sized, and
    the kernel's `assignment` attribute records the complete choice.

    An assignment naming an unknown parameter, a value outside a parameter's
    domain, a non-boolean value for a boolean, or values that violate a
    constraint or the hardware's block-size limit are errors.

    Example: `--kopt-instantiate="assignment=BLOCK=128,VEC=4"`.
  }];
  let options = [
    ListOption<"assignment", "assignment", "std::string",
               "Parameter values as NAME=VALUE (booleans: true/false/1/0)">,
    Option<"kernel", "kernel", "std::string", /*default=*/"\"\"",
           "Instantiate only the kernel of this name">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def KoptPromoteLocals : Pass<"kopt-promote-locals", "::mlir::kopt::KernelOp"> {
  let summary = "Turn a lifted kernel's local variables into SSA values";
  let description = [{
    The CUDA frontend lifts every local variable and parameter into an
    `llvm.alloca` read and written with `llvm.load`/`llvm.store`, as Clang
    does. This pass moves each single-element variable of a `kopt.entry`
    next to the code that uses it, promotes every variable whose address
    does not escape to SSA values and block arguments (mem2reg), then
    canonicalizes and removes common subexpressions in the entry. A branch
    that only skips a few operations that may run anyway (no memory access,
    no division that could trap) becomes straight-line code whose values
    meet in `arith.select`: short-circuit conditions and `if`s that only
    assign, which LLVM would speculate from the frontend's memory form but
    keeps as branches joining predicates once promoted (on the H100 that
    made topk_softmax 1.45x slower at 16 tokens; docs/PERFORMANCE.md).
    A load that repeats one in the only block before it, at the same
    address computed alike and with nothing written between, is that
    load's value; so `if (x[j] > m) m = x[j];` speculates, and a select
    `x > m ? x : m` (`>=`, and `<`, `<=` for a minimum, in either order)
    becomes `arith.maxnumf` (`minnumf`) where m is never NaN (a constant
    that is no NaN, a maximum or minimum of such a value, or a block
    argument whose every incoming value is one, the result itself on the
    loop's back edge): for a NaN x both keep m, which never becomes NaN.
    Aggregates stay whole: splitting a 16-byte `uint4` or `float4` copy
    into fields would lose its vector access. A struct of one integer or
    float field (CUDA's `__nv_fp8_e4m3`, a hand-written wrapper) has its
    field's layout, so arrays of them are addressed, loaded and stored as
    arrays of the field: rewrites looking for arrays of scalars see one.
    A copy of 2, 4, 8 or 16 bytes (`llvm.intr.memcpy`, as Clang lifts the
    assignment of a `uint4`) between pointers aligned to its size, neither
    a local variable's, becomes one load and one store (16 bytes as
    `vector<4xi32>`): LLVM's NVPTX backend would split it into 8-byte
    accesses, where nvcc makes one 16-byte access of each.
    The kernel computes the same thing; the
    rewrites that follow (and a reader) see values instead of memory.

    A variable whose address escapes (passed to a call, stored, used by
    `llvm.intr.memcpy` into a buffer) stays in memory. A kernel with no
    promotable variable is left unchanged, with a remark saying so.

    The frontend runs this on every kernel it lifts.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect"];
}

def KoptTemplatize : Pass<"kopt-templatize", "::mlir::kopt::KernelOp"> {
  let summary = "Make a kernel's literal block size and work per thread "
                "parameters (BLOCK, ITEMS_PER_THREAD)";
  let description = [{
    Two promotions, each where it applies (both may):

    *Block size.* A kernel launched with a constant block of `B` threads
    (`block ["256"]`, as a sidecar's `launch.block` gives it) gets a
    parameter (`BLOCK` by default, default `B`) for the threads per block,
    when what each thread does depends only on its global index
    `blockIdx.x * blockDim.x + threadIdx.x` and on the grid's thread count
    `blockDim.x * gridDim.x` (the grid-stride loop's step). A constant `B`
    multiplying `blockIdx.x` or `gridDim.x` is such a `blockDim.x` written
    out, and becomes `blockDim.x`. Because every value of `BLOCK` is a
    multiple of 32 (and `B` must be), the warps are the same groups of
    threads, so warp shuffles and votes see the same partners.

    *Work per thread.* A kernel whose threads each handle a literal number
    `C` of consecutive elements, `first = globalIndex * C` and
    `for (k = 0; k < C; ++k) ... element first + k ...`, gets a parameter
    (`ITEMS_PER_THREAD` by default, default `C`) for `C`. It applies when
    element `e` is computed the same way whichever thread computes it: the
    global index is used only as `first`, `first` only plus the loop's
    counter, the counter only there and to count; the loop runs once per
    thread and passes nothing out; memory is written only in the loop, at
    the thread's own element of a buffer argument (one element wide), and a
    buffer that is written is read only at the own element; nothing
    exchanges values between threads (shuffles, votes, atomics, fences,
    calls, inline assembly) and nothing steps by the grid's thread count.

    The grid keeps its number of elements (and so of threads at the same
    work): its x dimension `G` becomes `((G) * B * C) / (BLOCK *
    ITEMS_PER_THREAD)` (with only the factors of the promotions applied)
    under the constraint that the division is exact, so the thread of each
    global index exists exactly as before and does what it did, or the
    elements are the same and each is computed as before.

    Left unchanged, with a remark (and a note at the operation at fault):
    a kernel neither promotion applies to. The block size is not promoted
    for a kernel whose block is a parameter or an expression already, or
    has more than one dimension, or is not 1 to 32 whole warps; neither
    is promoted for one that shares memory or barriers within a block or
    orders memory at block scope, or that uses `threadIdx.x`, `blockIdx.x`,
    `blockDim.x` or `gridDim.x` otherwise (a block-stride loop, a test of
    the thread index, a value narrower than 32 bits). A kernel with a
    parameter of either name it would add is an error.

    Sizes known at launch: integer `size` arguments whose contract
    expression has one value at every shape in the kernel's `shapes` (a
    head size, a hidden size), and integer `scalar` arguments whose
    contract gives one literal value (a group size), that the body uses,
    make a boolean
    parameter `KNOWN_SIZES` (named by the option `sizes-param`; the
    parameter's default, false, keeps the kernel as written). When it is
    true the body is versioned: if every such argument equals its value at
    run time, a copy of the body in which each is that constant runs (loop
    trip counts, divisions and remainders by it become literals for LLVM),
    and the body as written runs otherwise, so the kernel stays correct at
    every size. Constants, `kopt.shared` buffers and constant-size allocas
    stay ahead of both versions. The rule is independent of the other two
    and runs after them; a kernel none applies to keeps the remark above.
    The option `rules` picks the rules (`regroup`: block size and work per
    thread; `sizes`): a plan runs `regroup` first and `sizes` last, so the
    rewrites between analyse one body and both versions get them.

    Example: `kopt-opt k.mlir --kopt-templatize="blocks=128,256,512
    work=1,2,4,8"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"BLOCK\"",
           "Name of the block size parameter">,
    ListOption<"blocks", "blocks", "int64_t",
               "Block sizes the parameter may take, multiples of 32 (default "
               "32 to 1024 in powers of two; the literal size is always one "
               "of them)">,
    Option<"workParamName", "work-param", "std::string",
           /*default=*/"\"ITEMS_PER_THREAD\"",
           "Name of the work per thread parameter">,
    ListOption<"work", "work", "int64_t",
               "Elements per thread the parameter may take, from 1 to 256 "
               "(default 1, 2, 4, 8, 16; the literal count is always one of "
               "them)">,
    Option<"sizesParamName", "sizes-param", "std::string",
           /*default=*/"::mlir::kopt::kKnownSizesParamName.str()",
           "Name of the boolean parameter that versions the body on the "
           "sizes known at launch">,
    ListOption<"rules", "rules", "std::string",
               "Rules to apply: regroup (the block size and work per "
               "thread), sizes (the sizes known at launch); default both">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect"];
}

def KoptFastMath : Pass<"kopt-fast-math", "::mlir::kopt::KernelOp"> {
  let summary = "Make approximate math a boolean parameter of each kernel";
  let description = [{
    Gives each `kopt.kernel` a boolean parameter (`FAST_MATH` by default,
    default `false`) that switches its divisions and transcendental
    functions on f32 and on 1-D vectors of f32 (what kopt-vectorize-access
    makes of a widened body; PTX approximates them lane by lane) to the
    approximate forms of the hardware: `arith.divf` to
    `div.approx.f32`, `math.exp`/`exp2` to `ex2.approx`, `math.log`/`log2`
    to `lg2.approx`, `math.rsqrt` to `rsqrt.approx`, `math.sin`/`cos` to
    `sin.approx`/`cos.approx`, and `math.tanh` to `tanh.approx.f32`. Each
    such operation becomes an `scf.if` on the parameter whose branches are
    the approximate and the original form; instantiation folds it to one.
    `math.erf` has no hardware approximation and is left as it is. Whether
    an approximate variant is good enough is the harness contract's call:
    every variant is checked against the reference within each output's
    tolerance.

    A kernel with nothing to approximate (or only operations that already
    are approximate) is left unchanged, with a remark saying so; a kernel
    that already has a parameter of that name is an error.

    Example: `kopt-opt k.mlir --kopt-fast-math --kopt-instantiate="assignment=FAST_MATH=true"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string",
           /*default=*/"::mlir::kopt::kFastMathParamName.str()",
           "Name of the boolean parameter">
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def KoptLaunchBounds : Pass<"kopt-launch-bounds", "::mlir::kopt::KernelOp"> {
  let summary = "Make the launch bounds and a register cap kernel parameters";
  let description = [{
    Gives each `kopt.kernel` two parameters that the lowering turns into the
    PTX entry's performance directives, as CUDA's `__launch_bounds__` and
    `-maxrregcount` do:

    - `MIN_BLOCKS_PER_SM` (domain 0, 1, 2, 3, 4; default 0): the blocks
      that must fit on a multiprocessor at once, `.minnctapersm` (with
      `.maxntid` from the block size); 0 leaves it out.
    - `MAX_REGISTERS` (domain 0, 32, 40, 48, 64, 96, 128, 168, 255; default
      0): a register cap, `.maxnreg`; 0 leaves it out.

    Fewer registers can fit more blocks, or spill: the tuner measures both,
    and `kopt-ptxas-info` reports the spills. The kernel records which
    parameters these are in its `kopt.launch_bounds` attribute. A kernel
    that has it already is left unchanged, with a remark; a kernel that has
    a parameter of one of those names is an error.

    `min-blocks` and `max-registers` replace the domains (0 is always in
    them); a block count above 32 or a register cap outside 16 to 255 is
    an error.

    Example: `kopt-opt k.mlir --kopt-launch-bounds="min-blocks=1,2 max-registers=64,128"`.
  }];
  let options = [
    ListOption<"minBlocks", "min-blocks", "int64_t",
               "Values of MIN_BLOCKS_PER_SM besides 0 (default 1,2,3,4)">,
    ListOption<"maxRegisters", "max-registers", "int64_t",
               "Values of MAX_REGISTERS besides 0 (default 32,40,48,64,96,128,168,255)">
  ];
}

def KoptCacheHints : Pass<"kopt-cache-hints", "::mlir::kopt::KernelOp"> {
  let summary = "Make the cache operators of global accesses kernel parameters";
  let description = [{
    Gives each `kopt.kernel` up to three parameters (default as written)
    that choose how its global memory accesses use the caches:

    - `CACHE_NC`: the input buffers (contract role `in`: never written by
      the kernel, and distinct from every other buffer) are read through
      the non-coherent, read-only path, `ld.global.nc`: kopt-lower-to-gpu
      marks them `noalias`, as `const T *__restrict__` would. Added only
      when some input is not `noalias` already.
    - `CACHE_STREAM`: stores into output buffers (role `out`: written, never
      read) are streaming, `st.global.cs`, evict-first, for data the kernel
      writes once and does not read back. Each `llvm.store` of 1 to 16
      bytes, or `llvm.intr.memcpy` of 4, 8 or 16 bytes (a record copied into
      the output), naturally aligned, whose address the pass can follow to
      one output argument becomes `scf.if` on the parameter (the streaming
      store as inline PTX, or the store as it was); instantiation folds it.
      Volatile, atomic and misaligned stores, and stores whose address it
      cannot follow, are left as they are.
    - `CACHE_LOAD` (0, 1 or 2): loads from input buffers use a cache
      operator for data read once: 0 as written, 1 streaming
      `ld.global.cs` (evict-first in L1 and L2), 2 `ld.global.nc.L1::no_allocate`
      (the non-coherent path without filling L1). Each `llvm.load` of 1 to 16
      bytes, naturally aligned, whose address the pass can follow to one
      input argument becomes a choice on the parameter (the load as inline
      PTX, or the load as it was); instantiation folds it. Volatile, atomic
      and misaligned loads, and loads whose address it cannot follow, are
      left as they are. (An inline load is opaque to LLVM: it is not merged
      with its neighbours into a wider one, which is why 0 stays a choice.)

    The kernel's `kopt.cache_hints` attribute names the parameters. A
    kernel with neither kind of access, or with the attribute already, is
    left unchanged with a remark; a kernel that has a parameter of one of
    the names is an error.

    Example: `kopt-opt k.mlir --kopt-cache-hints --kopt-instantiate="assignment=CACHE_STREAM=true,CACHE_LOAD=1"`.
  }];
  let options = [
    Option<"ncParam", "nc-param", "std::string", /*default=*/"\"CACHE_NC\"",
           "Name of the boolean parameter for non-coherent input loads">,
    Option<"streamParam", "stream-param", "std::string",
           /*default=*/"\"CACHE_STREAM\"",
           "Name of the boolean parameter for streaming output stores">,
    Option<"loadParam", "load-param", "std::string",
           /*default=*/"\"CACHE_LOAD\"",
           "Name of the parameter choosing the cache operator of input loads">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def KoptUnroll : Pass<"kopt-unroll", "::mlir::kopt::KernelOp"> {
  let summary = "Make the unroll factor of each loop a kernel parameter";
  let description = [{
    Gives each loop of a `kopt.kernel` body (a branch back to a block that
    dominates it) a parameter `UNROLL_<i>`, `i` the loop's place among all
    loops in program order, with domain 0 and the `factors` (default 1, 2,
    4, 8) and default 0. 0 keeps the loop as written (its `#pragma unroll`,
    or the compiler's choice); 1 disables unrolling; N > 1 unrolls by N,
    with LLVM's loop unroller handling the remainder iterations when the
    trip count is not a multiple of N or not known at compile time. The
    loop's latch branch names its parameter in a `kopt.unroll` attribute
    and kopt-lower-to-gpu makes it the branch's loop annotation
    (`llvm.loop.unroll.count`/`.disable`).

    `loops` picks loops by their index (default: all). Loops fully unrolled
    already (`#pragma unroll` over a constant trip count) and loops whose
    latch is a conditional `cf` branch are left alone, and so are
    structured loops (`scf.for`, `scf.while`): the pass works on the branch
    form the CUDA frontend emits. A kernel with no
    such loop, or whose `kopt.unroll` attribute says the pass ran already,
    is left unchanged with a remark; a loop index out of range, a factor
    outside 1 to 64, or an existing parameter of a name the pass would add
    is an error.

    Example: `kopt-opt k.mlir --kopt-unroll="loops=0 factors=2,4"`.
  }];
  let options = [
    Option<"paramPrefix", "param-prefix", "std::string",
           /*default=*/"\"UNROLL\"",
           "Parameter names are this prefix, '_' and the loop index">,
    ListOption<"loops", "loops", "unsigned",
               "Indices of the loops to parameterise (default: all)">,
    ListOption<"factors", "factors", "int64_t",
               "Unroll factors besides 0 (as written); default 1,2,4,8">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def KoptWarpReduce : Pass<"kopt-warp-reduce", "::mlir::kopt::KernelOp"> {
  let summary = "Make warp-shuffle reductions a choice for shared-memory trees";
  let description = [{
    Finds the classic shared-memory tree reduction of CUDA code in a
    `kopt.kernel` body,

    ```c++
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
      if (tid < s) sdata[tid] += sdata[tid + s];   // or *, max, min, &, |
      __syncthreads();
    }
    ```

    and gives the kernel a boolean parameter (`WARP_REDUCE` by default,
    default `false`) that chooses between that loop and a shuffle form:
    each warp reduces its 32 elements with butterfly shuffles
    (`shfl.sync.bfly`, five steps), lane 0 of every warp writes the warp's
    result to the array at the warp's index, and the first warp reduces
    those `blockDim.x / 32` partial results the same way (so the combine
    follows the block size the tuner chooses) and writes the total to
    element 0, followed by a barrier, as the loop's last step is. Two
    barriers replace `log2(blockDim.x)`.

    The rewrite applies only where it computes the same reduction: the
    loop has exactly the shape above over a `__shared__` array of 32-bit
    elements (`float`, `int`, `unsigned`) combined by an associative,
    commutative `arith` operation; the first stride is half the block (then
    every configuration's block size must be a power of two) or a constant
    power of two at most half of every configuration's block; some block
    size is a whole number of warps (with others, such as a 16-thread
    block kopt-row-block allows, the constraint `min(WARP_REDUCE, B % 32)
    == 0` keeps them to the loop), and the block is one-dimensional;
    outside the loop, nothing reads the array except its element 0, as one
    element (the other elements hold other partial results), and no other
    `extern __shared__` array aliases it; and every thread of the block
    reaches the loop together: no branch on a value that differs between
    threads (an early `return`, a loop over `threadIdx.x`) lets some skip
    it, since the shuffles need every lane of a warp. A loop over rows
    from `blockIdx.x` by `gridDim.x` around the tree is fine. Several trees
    may share one array (a mean, then a variance) when each later tree
    starts at half the block and every thread stores its own element just
    before it, ahead of a barrier: it then reads none of the earlier tree's
    partial results. One guarded step may fold several arrays at once, each
    its own `a[tid] = a[tid] OP a[tid + s]` (a sum and a sum of squares,
    or a maximum beside a sum): separate `__shared__` arrays, or the
    constant rows of one two-dimensional array (`s[0][tid]`, `s[1][tid]`,
    all rows of one shape, none taken twice, none overlapping); each gets
    its own shuffles, partial results and total, within the same two
    barriers. The tree must not reach beyond any of its arrays in any
    configuration. Floating-point sums are reassociated, which the
    contract's tolerance judges as for any variant.

    A kernel without such a loop is left unchanged with a remark, with a
    note on each loop that synchronises the block saying why it is not
    one; a kernel whose `kopt.warp_reduce` attribute says the pass ran is
    left unchanged with a remark; a kernel with a parameter of the name is
    an error.

    Example: `kopt-opt k.mlir --kopt-warp-reduce --kopt-instantiate="assignment=WARP_REDUCE=true"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"WARP_REDUCE\"",
           "Name of the boolean parameter">
  ];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect"];
}

def KoptCoarsen : Pass<"kopt-coarsen", "::mlir::kopt::KernelOp"> {
  let summary = "Let each thread block do the work of several along x or y (ITEMS rows)";
  let description = [{
    Thread-block coarsening along x: the kernel gets a parameter (`ITEMS` by
    default, default 1) and each block runs the body `ITEMS` times in a
    loop, as blocks `blockIdx.x * ITEMS + k` for `k` in `[0, ITEMS)` of the
    original launch. Within one pass of the loop the threads do exactly
    what one block of the original did, so its accesses stay as coalesced
    as they were; what changes is that fewer blocks are launched and each
    amortises its start (index arithmetic, loads of per-row constants such
    as a norm's weight, the block's scheduling) over several rows.

    The grid's x dimension `G` becomes `(G) / ITEMS`, with the constraint
    `(G) % ITEMS == 0`, so no block runs past the original grid and
    `gridDim.x` is replaced by `gridDim.x * ITEMS`, the original value. The
    tuner skips `ITEMS` values that do not divide a shape's grid.

    Kernels that use shared memory or barriers get a barrier at the end of
    each pass, so one row's reads of shared memory finish before the next
    row's writes. That needs every barrier of the body to be reached by
    all threads of the block together (ThreadDivergence); a kernel where a
    branch on a thread-dependent value skips a barrier is left unchanged.
    Kernels that may wait on other blocks (volatile or atomic loads,
    compare-and-swap, atomics whose old value they read) are left unchanged
    too: the block they wait for may now be a later pass of their own loop.
    Atomic read-modify-write whose old value is not read is fine: blocks of
    one launch were never ordered. The constraint is part of the kernel's
    contract: at a shape only the values that divide its grid are valid,
    as the tuner and `params.json` (one configuration per shape) respect.

    With `dimension=y` the same holds along the grid's y dimension
    (parameter `ITEMS_Y` by default): each block runs blocks
    `blockIdx.y * ITEMS_Y + k` of the original launch, `gridDim.y` is
    replaced by its original value, and the grid's second entry shrinks.
    A 2-D launch whose blocks each do one point a thread (a stencil over
    rows of a grid) then runs fewer, longer blocks. A kernel may be
    coarsened along both.

    With `consecutive` (along y only) a thread runs `ITEMS_Y` consecutive
    rows of threads instead: pass `k` of thread row `t` of block `b` is row
    `g = (b * blockDim.y + t) * ITEMS_Y + k` of the original launch, so
    `blockIdx.y` becomes `g / blockDim.y` and `threadIdx.y` becomes
    `g % blockDim.y`. Every thread of the original launch still runs once,
    but a thread's passes touch neighbouring rows, so the loads they share
    (a stencil's rows above and below) hit in L1.
    Threads of a block are no longer those of one original block, so a
    kernel whose threads may work together within a block or warp
    (barriers, shared memory, warp-level operations, indices read past the
    `gpu` dialect, inline assembly other than plain global loads and
    stores) runs its rows of blocks one after another as without the
    option, with a remark saying why.

    Local variables (`llvm.alloca`), shared arrays and constants stay
    before the loop. A kernel without `blockIdx` along the dimension or
    without a grid along it, or one coarsened along it already, is left
    unchanged with a remark; a kernel with a parameter of the name is an
    error, as is a dimension other than x or y.

    Example: `kopt-opt k.mlir --kopt-coarsen="items=1,2,4"`,
    `kopt-opt k.mlir --kopt-coarsen="dimension=y items=2,4,8"`,
    `kopt-opt k.mlir --kopt-coarsen="dimension=y consecutive=true"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"\"",
           "Name of the parameter (default ITEMS along x, ITEMS_Y along y)">,
    ListOption<"items", "items", "int64_t",
               "Rows per block the parameter may take (default 1,2,4,8; 1 "
               "is always one of them)">,
    Option<"dimension", "dimension", "std::string", /*default=*/"\"x\"",
           "The grid dimension whose blocks one block runs several of: x "
           "or y">,
    Option<"consecutive", "consecutive", "bool", /*default=*/"false",
           "Along y: each thread runs ITEMS_Y consecutive rows of threads "
           "(where its threads do not work together; else blocks one "
           "after another)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect"];
}

def KoptRowBlock : Pass<"kopt-row-block", "::mlir::kopt::KernelOp"> {
  let summary = "Make the block size of a kernel whose block walks a row a parameter (BLOCK)";
  let description = [{
    Row kernels are often launched with one block per row and a block size
    fixed in the launch (`kernel<<<rows, 256>>>`): the threads walk the row
    in block-stride loops `for (i = threadIdx.x; i < n; i += blockDim.x)`,
    and the block folds what each thread summed in a shared-memory tree
    reduction. kopt-templatize cannot change such a block (its threads do
    not know their place as a global index), yet any block of whole warps
    computes the same row: the loops cover the same indices whatever the
    stride, and the tree folds every thread's part. The pass adds a
    parameter (`BLOCK` by default, default the launch's `B`) and launches
    blocks of `BLOCK` threads; fewer threads per row put more rows on a
    multiprocessor at once, more shorten a long row.

    It applies when it can prove that the block's width changes nothing
    but the order of a reduction's terms. The launch's block is a constant
    `B` along x (a power of two, whole warps), and `threadIdx.x` and
    `blockDim.x` are used only:
    - as the start and the step of block-stride loops (a step may be a
      constant equal to `B`, a template constant the source uses for the
      block size; it becomes `blockDim.x`), whose values live on after the
      loop only as reductions: a carried value combined with one
      associative operation (sum, minimum, maximum) per iteration, starting
      at the operation's identity (any start for minimum and maximum), and
      used after the loop only as the thread's element of a tree
      reduction of the same operation, stored just before the tree;
    - in the shared-memory tree reductions kopt-warp-reduce recognises,
      starting at half the block (or at the constant `B / 2`, which then
      becomes `blockDim.x / 2`);
    - compared with 0 (`threadIdx.x == 0` picks one thread).
    Thread 0 is picked only outside the loops, for a branch. A loop passes
    no value out but its folds (not its index, not through a branch out of
    it). Nothing writes a tree's array but the trees and the partials
    stored just before them. What a block-stride loop writes is a buffer
    argument the contract declares `noalias`, and no load reads it but
    the same loop at the very address the iteration writes, so the
    iterations are independent whichever thread runs them. Nothing
    exchanges values between threads otherwise (shuffles, votes, atomics,
    inline assembly naming thread state, calls other than to libdevice),
    and nothing keeps a local variable in memory.

    The domain holds the option's values (powers of two from 16 to 1024;
    default 32 to 1024) that are no more than each array of each tree
    holds (a row's length, for a tree over the rows of a two-dimensional
    array). A block of 16 threads keeps its trees as loops:
    kopt-warp-reduce constrains its shuffle form to blocks of whole warps.
    The kernel is left unchanged with a remark (and a note at the
    operation at fault) when the proof fails, when it has no block-stride
    loop, or when the block is not such a constant. A kernel with a
    parameter of the name is an error.

    Example: `kopt-opt k.mlir --kopt-row-block="blocks=32,64,128"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"BLOCK\"",
           "Name of the parameter">,
    ListOption<"blocks", "blocks", "int64_t",
               "Block sizes the parameter may take (powers of two from 16 to "
               "1024; default 32 to 1024; the launch's is always one of "
               "them)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect"];
}

def KoptPackBlocks : Pass<"kopt-pack-blocks", "::mlir::kopt::KernelOp"> {
  let summary = "Let each thread block run several blocks of the launch side by side (PACK)";
  let description = [{
    A kernel launched with small blocks (one per row of a short row, 16 or
    32 threads each) keeps few threads on each multiprocessor: a
    multiprocessor holds at most 32 blocks, so 16-thread blocks fill a
    quarter of its 2048 threads however many rows there are. The pass
    adds a parameter (`PACK` by default, default 1) and makes each block
    `PACK` times as wide: its threads split into `PACK` consecutive
    groups of the original block's width `B`, and group `g` of block `b`
    runs block `b * PACK + g` of the original launch. Inside the body,
    `threadIdx.x` becomes `threadIdx.x % B`, `blockDim.x` becomes `B`
    (`blockDim.x / PACK`), `blockIdx.x` becomes
    `blockIdx.x * PACK + threadIdx.x / B` and `gridDim.x` becomes
    `gridDim.x * PACK`, so each group does exactly what one block of the
    original did, and its accesses stay as coalesced as they were. Unlike
    kopt-coarsen, which runs the rows of a block one after another, the
    rows of a packed block run at the same time.

    The launch's block `B` becomes `B * PACK` and its x grid `G` becomes
    `G / PACK` (each in parentheses unless it is a name or a number), with
    the constraint `G % PACK == 0`; the kernel's verifier keeps the block
    within the hardware limit of 1024 threads. A body with warp-level
    operations (shuffles, votes, warp barriers, matches, warp reductions,
    lane indices) gets the constraint `min(PACK - 1, B % 32) == 0`: groups
    of whole warps only, so a warp never mixes threads of two original
    blocks. Where every such operation runs only under a boolean parameter
    (kopt-warp-reduce's shuffle form, under `WARP_REDUCE`), the constraint
    is `min(min(PACK - 1, B % 32), WARP_REDUCE) == 0`: the loop form packs
    groups of 16 threads.

    Each group gets its own copy of the kernel's static shared buffers:
    each `kopt.shared` holds as many copies (its size rounded up to its
    alignment) as the largest value of the parameter, and group `g`
    points at copy `g`. Values whose copies would take more than 4 KiB
    are left out of the domain, so that the block as written keeps its
    occupancy on sm_80 and sm_90 (32 blocks of 4 KiB, with the 1 KiB each
    reserves, fit a multiprocessor; the carve-out for L1 may shrink). A barrier stays
    a barrier of the whole block, which is right when the groups reach it
    together: every barrier must be reached by all the blocks of a row
    along x alike (ThreadDivergence across blocks), with no branch or loop
    on `blockIdx.x` or on shared memory deciding whether or how often.

    The kernel is left unchanged with a remark (and a note at the
    operation at fault) when a barrier may not be reached together, or
    the kernel has barriers and may wait on another block (an atomic
    load, a volatile load whose value decides a branch, a
    compare-and-swap, an atomic whose old value it reads: the block it
    waits for would wait at the barrier they now share); when
    it uses dynamic shared memory (declared and never used, as a kernel
    written for several launches may, it is left alone, and the launch
    keeps giving each block its bytes), or shared memory other than
    through `kopt.shared`; when two copies of its shared buffers exceed 4 KiB;
    when it uses any other GPU or NVVM operation that synchronises or
    reads a thread's state (special registers, global or cluster indices,
    subgroup indices, barriers other than `gpu.barrier`), inline assembly
    that names such state, shared memory or several threads, or calls
    other than to libdevice; and when its block is not one-dimensional,
    when it does not use `blockIdx.x`, or when it is packed already. A
    kernel with a parameter of the name is an error.

    Example: `kopt-opt k.mlir --kopt-pack-blocks="blocks=1,4,8"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"PACK\"",
           "Name of the parameter">,
    ListOption<"blocks", "blocks", "int64_t",
               "Blocks side by side the parameter may take (powers of two "
               "up to 64; default 1,2,4,8; 1 is always one of them)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect"];
}

def KoptWarpBarriers : Pass<"kopt-warp-barriers", "::mlir::kopt::KernelOp"> {
  let summary = "Make warp barriers a choice for blocks of at most one warp (WARP_BARRIERS)";
  let description = [{
    A block of at most 32 threads lies within one warp, and so does each
    group of such a block that kopt-pack-blocks runs side by side. A block
    barrier (`__syncthreads()`, `gpu.barrier`) of such a block waits for
    no thread that a warp barrier (`__syncwarp()`, `bar.warp.sync`) does
    not, and the warp barrier orders the memory accesses of the threads it
    waits for as the block barrier did; in a packed block it no longer
    holds every group at each group's barriers.

    The pass adds a boolean parameter (`WARP_BARRIERS` by default, default
    `false`) that chooses, at each `gpu.barrier`, a `bar.warp.sync` with a
    full mask instead, and the constraint that it is on only where the
    block the body sees (the launch's block `L`, or `L / PACK` after
    kopt-pack-blocks) has at most 32 threads and divides 32 (so no group
    straddles two warps), and `L` is whole warps (so the full mask names
    live threads): `min(WARP_BARRIERS, max(G - 32, 0) + 32 % G + L % 32)
    == 0`. Every thread reaches each barrier as it reached the block
    barrier, which the block's own correctness (and kopt-pack-blocks'
    proof) asks of the body.

    Left unchanged with a remark: a kernel without `gpu.barrier`, one that
    synchronises its block otherwise (`nvvm.barrier*`, `bar.red`, named or
    memory barriers), one whose block is not one-dimensional, or one that
    has the parameter already. A kernel with a parameter of the name is an
    error.

    Example: `kopt-opt k.mlir --kopt-pack-blocks --kopt-warp-barriers`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"WARP_BARRIERS\"",
           "Name of the parameter">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::scf::SCFDialect"];
}

def KoptIndexWidth : Pass<"kopt-index-width", "::mlir::kopt::KernelOp"> {
  let summary = "Make 32-bit address arithmetic a choice where it is exact";
  let description = [{
    CUDA code often computes element offsets in 64 bits (`int64_t
    token_idx`, `size_t` strides), which the GPU does in two or more
    instructions per operation. This pass gives the kernel a boolean
    parameter (`INDEX32` by default, default `false`) that chooses, for
    each `llvm.getelementptr` with one 64-bit index into a buffer of known
    size, between the index as written and the same arithmetic done in 32
    bits and sign-extended.

    It is exact because addition, subtraction, multiplication, left shifts
    by a constant below 32, bitwise operations and `select` commute with
    truncation: computing them modulo 2^32 gives the true index modulo
    2^32, which is the true index when that lies in [-2^31, 2^31). Other
    operations (division, remainder, right shifts, minimum and maximum) and
    other 64-bit values stay 64-bit and are truncated where they enter the
    32-bit arithmetic. The index of an in-bounds access is within the
    buffer's size in bytes of zero (whichever interior pointer it starts
    from), so a constraint per buffer, `(count) * bytes * INDEX32 <
    2147483648`, keeps the parameter false at shapes whose buffers reach
    2 GiB. Shared arrays and local variables are always small enough.
    Pointers whose buffer is not known (BufferProvenance), indices with no
    64-bit arithmetic to narrow, and buffers whose elements are not scalars
    are left alone.

    A kernel with nothing to narrow is left unchanged with a remark; a
    kernel whose `kopt.index_width` attribute says the pass ran is left
    unchanged with a remark; a kernel with a parameter of the name is an
    error.

    Example: `kopt-opt k.mlir --kopt-index-width --kopt-instantiate="assignment=INDEX32=true"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string",
           /*default=*/"::mlir::kopt::kIndex32ParamName.str()",
           "Name of the boolean parameter">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def KoptRowThreads : Pass<"kopt-row-threads", "::mlir::kopt::KernelOp"> {
  let summary = "Let G threads share each row of a kernel whose threads walk one row each (ROW_THREADS)";
  let description = [{
    A kernel in which each thread takes one row by its global index
    `blockIdx.x * blockDim.x + threadIdx.x` and walks it in loops (a CSR
    sparse matrix-vector product, a per-row sum, a naive row softmax) keeps
    one thread on each row however long the rows are: its loads are
    scattered over as many rows as the warp has threads, and a long row
    keeps one thread busy while the others wait. The pass adds a parameter
    (`ROW_THREADS` by default, default 1) giving how many consecutive
    threads G share each row: the row is the global index divided by G,
    and each of the row's threads takes every G-th iteration of the row's
    loops (index `init + lane * step`, stepping by `step * G`), so the
    row's threads load consecutive elements together.

    A shared loop may carry values that each iteration folds one element
    into (a sum, product, minimum, maximum or bitwise fold, of 32- or
    64-bit floats or integers; a 64-bit value moves in two shuffles of
    its halves): the row's first thread starts its part at the
    value on entry, the others at the fold's identity (0, -0.0 for a float
    sum, 1), or at the value on entry where folding it twice changes
    nothing (minimum, maximum, and, or); after the loop, the row's threads
    fold their parts with a butterfly of `shfl.sync` over their lanes (the
    row's threads are consecutive lanes of one warp; the shuffles name
    them in their mask), after which every thread of the row holds the
    row's result, and the code after the loop runs alike in each. Floating-
    point folds are then associated differently; the tuner's check against
    the original bounds the effect. Stores and atomics outside the loops
    happen in the row's first thread only; stores inside a loop, each of
    one element of its array at the loop's index (plus an offset that
    stays put), one address per buffer and loop, happen where the
    iteration runs. The launch's x grid `X` becomes `(X) * ROW_THREADS`;
    a block must hold whole rows: with a constant block, G takes only
    values that divide it, otherwise the constraint `(B) % ROW_THREADS ==
    0` says so.

    The kernel is left unchanged with a remark (and a note at the
    operation at fault) unless: its block is one-dimensional and its
    threads place themselves only by their global index (no `gridDim.x`,
    whose grid-stride loops would skip rows, no shared memory or barriers,
    no shuffles or other thread state); it keeps no local variables in
    memory and calls nothing; every outermost loop is a counted loop
    (`for (i = init; i < bound; i += step)`) whose bound stays put through
    its iterations, whose carried values are folds as above that it reads
    for nothing else, and none of whose other values is used after it or
    passed on by its way out;
    every access is to a buffer argument; the kernel reads a buffer it
    writes only where every load and store of it is at the element of a
    shared loop's own index, from one base, in loops that start at one
    place and step alike (each element then stays with one thread: a naive
    softmax writing its exponentials, summing them and dividing in place),
    and writes a buffer the contract does not declare `noalias` only
    where no load follows (another thread of the row could otherwise write
    what it reads before it does); no atomic's
    old value is read, and no atomic is in a loop. A kernel with a
    `kopt.row_threads` attribute is left unchanged; one with a parameter
    of the name is an error.

    Example: `kopt-opt k.mlir --kopt-row-threads="threads=1,8,32"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"ROW_THREADS\"",
           "Name of the parameter">,
    ListOption<"threads", "threads", "int64_t",
               "Threads per row the parameter may take (powers of two up "
               "to 32; default 2,4,8,16,32; 1 is always one of them)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::scf::SCFDialect"];
}

def KoptThreadLoop : Pass<"kopt-thread-loop", "::mlir::kopt::KernelOp"> {
  let summary = "Give each thread of a one-element-per-thread kernel ELEMS elements in a block-stride loop";
  let description = [{
    A kernel whose threads each handle one element, their global index
    `i = blockIdx.x * blockDim.x + threadIdx.x` under a guard `if (i < n)`
    (or `if (i >= n) return`), moves 2 or 4 bytes per access for 2- or
    4-byte data, far from what 16-byte accesses reach. The pass adds a
    parameter (`ELEMS` by default, default 1): each block handles `ELEMS *
    blockDim.x` consecutive elements in a loop `for (j = threadIdx.x; j <
    min(ELEMS * blockDim.x, n - first); j += blockDim.x)` with `first =
    blockIdx.x * blockDim.x * ELEMS`, running the guarded code for element
    `first + j`; the grid's x dimension `X` becomes `(X) / ELEMS`, under
    the constraint `(X) % ELEMS == 0`, so the blocks cover exactly the
    elements the original grid did. The loop is the block-stride form
    kopt-vectorize-access takes: with `VEC` as well, each thread moves `VEC`
    consecutive elements per access (the built-in planner plans both).

    Elements change threads, so the kernel must be regroupable: its threads
    place themselves only by their global index (no `gridDim.x`, no shared
    memory or barriers, no shuffles or other thread state), its block is
    one-dimensional, and it keeps no local variables in memory. The global
    index is computed once and guarded right there by `index < n` (signed
    or unsigned, `n` computed from arguments and constants); the code
    before the guard has no effects; the guard's way out is the kernel's
    end; and the guarded code is entered only through the guard and uses
    the index (or the cast of it the guard compares, `(long)i < n` then
    `x[i]`: the loop counts in the guard's type). Other kernels are left unchanged with a remark (and a note
    at the operation at fault), as is one with a `kopt.thread_loop`
    attribute; one with a parameter of the name is an error.

    Example: `kopt-opt k.mlir --kopt-thread-loop="elements=1,4,8"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"ELEMS\"",
           "Name of the parameter">,
    ListOption<"elements", "elements", "int64_t",
               "Elements per thread the parameter may take (1 to 64; "
               "default 2,4,8; 1 is always one of them)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::gpu::GPUDialect"];
}

def KoptVectorizeAccess : Pass<"kopt-vectorize-access", "::mlir::kopt::KernelOp"> {
  let summary = "Access VEC consecutive elements at a time in thread-stride loops";
  let description = [{
    A loop in which each thread takes the elements `threadIdx.x`,
    `threadIdx.x + blockDim.x`, ... below a bound (or steps by a constant
    equal to the launch's constant block size), or in which each thread of
    a warp or tile of G threads takes `lane`, `lane + G`, ... (one warp
    per row: the lane is the linear thread index `& (G - 1)` or `% G`, or
    `%laneid`, and every block size the launch allows a multiple of G: a
    constant, or every value of the parameter that gives it; or G a
    parameter whose every value is a power of two up to 32, the lane `% G`
    and the step G, and every block size a multiple of G's largest value:
    a row shared by kopt-row-threads' threads; with a signed bound, also
    from a start computed before the loop that those threads share, `S +
    lane`, a row of a CSR matrix or `row * n`: the copies count vectors
    after S), and loads and stores
    element `index` of its arrays (of 8- to 64-bit scalars) gets a
    parameter (`VEC` by default, default 1) choosing how many consecutive
    elements one iteration handles. For each width above 1 the pass adds a
    copy of the loop in which the index counts vectors: every load and
    store at the index becomes one access of `VEC` elements, the arithmetic
    on loaded values works on vectors (operations without a vector form run
    once per element), and values the index does not affect stay scalar
    (an index plus or less such a value, `j - row_start`, is an index
    too).
    A value computed from the index otherwise (`i / group`, `i % d`,
    `(float)i`) is computed per element, from each element's index; a load
    at an index computed so from an array the loop does not step over (a
    scale per group, `scale[i / 128]`) becomes one load per element.
    Small vectors computed from loaded values (an fp8 pair widened for
    `cvt.rn.f16x2.e4m3x2`, a `half2`) are computed per element too, and
    may only feed such computations.
    The copy covers the first `bound / VEC * VEC` elements; the original
    loop then runs from there to the bound, so any bound is handled. The
    kernel's entry into the loop chooses the copy by `VEC` (`cf.switch`).

    A loop may carry reductions besides its index: values each iteration
    folds one element into by a sum, product, minimum, maximum or bitwise
    operation (`arith` or `llvm` floating-point forms) and reads for
    nothing else. In a copy, each reduction is a vector of `VEC` partial
    results: the first starts at the value on entry, the others at the
    operation's identity (0, 1), or at the value on entry where folding it
    twice changes nothing (minimum, maximum, and, or). The way out folds
    the lanes with the loop's own operation and hands the result to the
    loop as written. Floating-point sums and products are then associated
    differently; the tuner's check against the original bounds the effect.
    Carried values read otherwise are taken as one state in a loop of a
    warp's group (MergedStates.h) where the warp's butterfly after the loop
    merges two lanes' states and the loop's update of the state is, value
    by value, that merge with a state of the element alone (online
    softmax: the running maximum and the sum rescaled to it, the element
    being the state (v, 1)), every step of the butterfly computes that
    merge, and the merge is associative (evaluated on random states):
    which elements a lane folds then does not change what the butterfly
    ends with. The update runs only on pure arithmetic in the block that
    branches back, and the state after the loop, and what each step
    computes from it, reach nothing but the butterfly until its end, the
    same in each group. In a copy the state stays scalar, and each iteration updates it
    with its vector's elements in turn. Other carried values are refused.

    Each thread then folds other elements than it did: the fold of all
    results of the threads that share the loop (the block's, or the
    group's) is the same, each thread's own is not. The pass cannot prove
    that the kernel only uses that fold (a warp butterfly and a pass
    through shared memory, a tree in shared memory, an atomic into one
    place), so loops with reductions are taken only
    with `reductions=true`, the caller's word; without it they are refused
    with that reason. The built-in planner gives it to kernels with
    shuffles or barriers, and the tuner's check against the original
    rejects a variant where the word was wrong.

    Alignment is checked at run time: each vector access whose address is
    not a multiple of its size (a misaligned pointer, or a row length that
    is not a multiple of `VEC`) does the same elements as scalar accesses
    instead (as volatile accesses: LLVM would otherwise fuse them into one
    vector access of their alignment and merge the two paths into the
    slow one). Widths are powers of two up to 16 bytes of the widest
    element the loop accesses. Loads from input buffers (role `in`,
    `noalias`) are marked `invariant`, so they keep the read-only path
    (`ld.global.nc`) that the volatile fallback would otherwise cost them.

    The elements change threads (element `e` goes to the thread that had
    `e / VEC`), so the pass only takes loops whose iterations are
    independent and whose threads differ only by the index: every thread
    of the block (of the group) reaches the loop together; the index
    addresses consecutive elements of arrays of scalars or enters pure
    scalar arithmetic, loads at indices computed per element feed nothing
    but arithmetic, stores are at consecutive elements (no scatter) and at
    offsets from it that stay the same through an iteration; nothing the
    loop computes is used after it but its reductions; no
    value computed before the loop differs between those threads (for a
    group, the quotient of the linear thread index by a multiple of G,
    such as a warp's number, or by G's parameter, plus a block's start, is
    the same in all of them), nothing inside
    reads the thread index, branches on loaded values, synchronises or
    calls; every access is to a buffer argument, and where two buffers the
    loop accesses (one of them written) are not declared `noalias` by the
    contract, the kernel checks on the way in that the bytes each covers
    from index 0 to the bound do not overlap (else the loop as written
    runs; a load at an index computed per element from such a buffer is
    checked over the elements between those at the first and the last
    index, where that index is monotone in the loop's: casts, adding a
    value computed before the loop, dividing or shifting by one), and
    nothing else in the kernel touches such a buffer, but for: beside a
    loop that only reads, other reads and a store of a value computed from
    a shuffle of every one of the loop's reductions (the fold over the
    threads that share it, which each of them reaches after its last read:
    a row's sum stored by one of its threads). With `ordered-groups`, also:
    beside a loop that only reads, any write where every thread has the
    end of a butterfly of each of its reductions over the whole group;
    beside a loop that writes, in groups within a warp, a read before it
    whose value goes into a shuffle of the group that comes before the
    loop (the reads of a group's first pass, then its all-reduce, then its
    writes); an access on another route, chosen alike by every thread of
    the group (kopt-row-registers' version of a row in registers), every
    branch on its guard going the same way; and one element elsewhere
    whose address, the same in every thread of the group, the way in can
    compute (a row's scale stored by lane 0), then checked at run time
    like the loop's own buffers; each of these once beside the loop (no
    loop around either). A buffer
    both read and written is read where it is written;
    and no other part of the kernel reads what the loop writes or writes
    what it reads (on the same route).

    A warp all-reduce written as a loop of shuffles whose counter makes a
    constant number of trips (`for (o = 16; o > 0; o >>= 1)`) hides that
    its end is the same in every lane, so a second pass scaled by it would
    use a value that differs between threads; with `ordered-groups`, where
    unrolling such loops (ShuffleLoops.cpp) lets more of the kernel's
    loops take vectors, the kernel is rewritten with them unrolled, else
    it keeps its own form. `ordered-groups` is off by default until its
    variants have been timed on a GPU: it takes both loops of a quantiser
    with a warp per group (`test/Frontend/CUDA/warp-group-scale.cu`) and
    more loops of four corpus kernels (layernorm_warp, quant_int8_warp,
    rms_norm_backward, rms_norm_rows), whose shipped records it would
    replace. Loops that do not qualify are named in a remark with
    the reason; a kernel with none is left unchanged, as is one whose
    `kopt.vectorize_access` attribute says the pass ran. A kernel with a
    parameter of the name is an error.

    The grid-wide form (`blockIdx.x * blockDim.x + threadIdx.x` by
    `blockDim.x * gridDim.x`) is not taken: it would move elements between
    blocks, and values that depend on the block would move with them.

    A width is taken where its vector of the widest element is at most 16
    bytes; with `max-access-bytes=32` (or 64), also where its vector of the
    narrowest element is at most 16 bytes and of the widest at most that
    many: a kernel reading fp8 and writing bf16 then reads 16 bytes at a
    time and writes two accesses of 16 bytes (each vector access is
    checked for and declares an alignment of at most 16 bytes).

    Where every loop taken is one of groups of G threads from 0 whose
    elements C are known at each shape (a constant bound, or an argument
    the contract gives a literal or size expression: a quantiser's group of
    128), widths above the largest C / G (over the loops and shapes) are
    not offered: they would leave threads of every group without an
    element (VEC = 16 on 128 elements and 32 lanes: 24 idle). A kernel
    left no width above 1 is left unchanged.

    Example: `kopt-opt k.mlir --kopt-vectorize-access="widths=1,4,8"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"VEC\"",
           "Name of the parameter">,
    ListOption<"widths", "widths", "int64_t",
               "Elements per access the parameter may take (default "
               "1,2,4,8,16, limited to 16 bytes; 1 is always one of them)">,
    Option<"maxAccessBytes", "max-access-bytes", "unsigned",
           /*default=*/"16",
           "Bytes a vector of the widest element may take (16, 32 or 64): "
           "above 16, a width whose narrowest element reaches at most 16 "
           "bytes is taken though the widest goes beyond, as accesses of "
           "16 bytes each (fp8 loads of 16 bytes beside bf16 stores of 32)">,
    Option<"reductions", "reductions", "bool", /*default=*/"false",
           "Also take loops that carry reductions; the caller asserts that "
           "each thread's partial results are only combined over all the "
           "threads that share the loop (the block, or the group)">,
    Option<"orderedGroups", "ordered-groups", "bool", /*default=*/"false",
           "Also take loops beside accesses to buffers not declared "
           "noalias that the group's shuffles order with them, that lie on "
           "another route, or that are single elements checked at run "
           "time, and unroll shuffle loops where that lets more loops take "
           "vectors (false: only a store of the group's fold beside a loop "
           "that reads; off until measured on a GPU)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def KoptPrivatizeAtomics : Pass<"kopt-privatize-atomics", "::mlir::kopt::KernelOp"> {
  let summary = "Sum global atomic additions into a per-block copy in shared memory (PRIVATE_BINS)";
  let description = [{
    A kernel whose threads add into a buffer with global integer atomics
    whose old value they do not read (`atomicAdd(&hist[key], 1)`: a
    histogram, a count of tokens per expert) serialises every addition at
    the memory's atomic units, and all the more when many threads hit the
    same elements. The pass adds a parameter (`PRIVATE_BINS` by default,
    default 0: the kernel as written) of B elements: each block zeroes a copy
    of the buffer's first B elements in dynamic shared memory on entry, adds
    into the copy with shared-memory atomics where an index is below B (an
    unsigned compare: a negative index is not), leaves the other additions
    global, and on its way out adds each non-zero element of its copy into
    the buffer with one global atomic. Every index works as before, whatever
    B is; only the order of the additions changes, which integer sums do not
    see. The launch gets `shared_memory "PRIVATE_BINS * BYTES"` and the
    constraint that it stays within 48 KiB.

    Taken: a kernel with a one-dimensional block and no dynamic shared
    memory of its own, whose body is one region that ends in returns, that
    shares nothing between its threads (no barriers, shuffles, shared
    memory), whose global atomics into buffers are integer `add`s into one
    buffer at `&buffer[index]`, their old values unread, the buffer used by
    them alone. Other kernels are left unchanged with a remark (and a note
    at the operation at fault), as is one with a `kopt.privatize_atomics`
    attribute; one with a parameter of the name is an error.

    Example: `kopt-opt k.mlir --kopt-privatize-atomics="bins=256,1024"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"PRIVATE_BINS\"",
           "Name of the parameter">,
    ListOption<"bins", "bins", "int64_t",
               "Elements of the per-block copy the parameter may take (1 to "
               "65536; default 256,1024,4096; 0, no copy, is always one of them)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def KoptRowRegisters : Pass<"kopt-row-registers", "::mlir::kopt::KernelOp"> {
  let summary = "Keep a row that several loops read in registers (ROW_REGS)";
  let description = [{
    Kernels that walk a row in several loops read it from memory once per
    loop: a softmax takes the row's maximum, then the sum of exponentials,
    then writes; a norm takes its statistics, then writes. Past what L1
    holds, each pass is a trip to L2 or DRAM. The pass finds loops of the
    counting form `for (i = init; i < n; i += step)` with equal `init`,
    `n` and `step` (the same values, or the same computations of them),
    the first of which dominates the others, loads an element of a
    read-only buffer in every iteration (its argument has role `in`, is
    `noalias` and nothing in the kernel stores into it), and a later one
    loads the same element (the same address computed from its index).

    It adds a parameter (`ROW_REGS` by default, default 0: as written).
    With `ROW_REGS = R > 0`, a thread whose share of the row is at most R
    elements (`init + R * step >= n`) loads it before the first loop, R
    loads under `init + k * step < n` that LLVM unrolls fully, into a
    register array per address, and runs each loop as a fully unrolled loop
    over k whose body is the loop's for element `init + k * step`, with the
    cached loads read from the array. A thread with more elements runs the
    loops as written, so every row length is handled. The choice is per
    thread: loops that exchange values with other threads (barriers,
    shuffles), call functions, run inline assembly, hold loops, or whose
    values (other than those their header carries) or index are used after
    them are not taken.

    When the bound is a size argument whose contract gives its value at
    the kernel's shapes and the step is a constant or `blockDim.x`, two
    constraints keep the values that matter: `R * step` reaches the
    shortest row (else no thread takes the cached loops) and is at most
    twice the longest unless R is the smallest value (else half the
    registers would do at every shape).

    The kernel is left unchanged with a remark (and a note at the
    operation at fault) when no two loops qualify, when a constant step
    leaves the shortest row longer than the largest value covers, or when
    it has a `kopt.row_registers` attribute; a parameter of the name is an
    error.

    Example: `kopt-opt k.mlir --kopt-row-registers="registers=8,16"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"ROW_REGS\"",
           "Name of the parameter">,
    ListOption<"registers", "registers", "int64_t",
               "Elements per thread the parameter may take (1 to 64; "
               "default 4,8,16,32; 0, as written, is always one of them)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def KoptWarpScan : Pass<"kopt-warp-scan", "::mlir::kopt::KernelOp"> {
  let summary = "Make warp shuffles a choice for a double-buffered block scan";
  let description = [{
    Finds the textbook inclusive scan of a thread block (Hillis and Steele)
    in shared memory, double-buffered,

    ```c++
    for (int offset = 1; offset < N; offset *= 2) {
      int to = 1 - from;
      T v = buf[from][threadIdx.x];
      if (threadIdx.x >= offset) v += buf[from][threadIdx.x - offset];
      buf[to][threadIdx.x] = v;
      from = to;
      __syncthreads();
    }
    ```

    (N a constant, the combination an addition, a minimum or maximum, or a
    bitwise and, or or xor), which takes log2(N) steps of a shared-memory
    round trip and a barrier each, and adds a boolean parameter
    (`WARP_SCAN` by default, default false: as written). When it is true
    the block scans with shuffles instead: each warp scans its 32 values
    (`shfl.sync.up`), the last lane of each warp writes the warp's total
    into the other half of the array, the first warp scans the totals,
    every other warp adds the totals of the warps before it, and each
    thread writes its result into the half the loop ends in: three
    barriers in all. A floating-point sum is associated differently (the
    tuner checks the outputs against the kernel as written).

    The block must be a constant number of whole warps, at most N and at
    most the array's row length; after the loop, the array may be read only
    in the half the loop ends in, and the offset not at all. A kernel with
    no such loop, or with a `kopt.warp_scan` attribute, is left unchanged
    with a remark; a parameter of the name is an error.

    With `items` (off unless asked for), the pass also adds an integer
    parameter (`SCAN_ITEMS` by default, default 1: one element a thread)
    taking the listed values: at `k > 1` the block has `B / k` threads,
    each the `k` threads `tid + j * B / k` of the original block in turn
    in the code before and after the scan (a loop over `j`), and in the
    scan itself the `k` consecutive elements `tid * k + j`: a serial scan
    of them, the shuffle scan of the threads' totals, then each element
    combined with the total of the threads before. Fewer threads, each
    with `k` loads in flight, and more blocks resident. The launch's block
    becomes `B / SCAN_ITEMS` and a constraint ties `k > 1` to the shuffle
    form (`WARP_SCAN`). It needs the code before the scan's loop to end in
    its barrier and the code after it to reach the kernel's end, neither
    with other barriers, shuffles or other warp-wide operations, local
    variables or calls; the code after may use what the code before
    computed only where it can be computed again (no loaded values), and
    the scan's first half must be a constant. Values of `k` that do not
    leave whole warps are dropped.

    Example: `kopt-opt k.mlir --kopt-warp-scan`,
    `kopt-opt k.mlir --kopt-warp-scan="items=2,4,8"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"WARP_SCAN\"",
           "Name of the boolean parameter">,
    ListOption<"items", "items", "int64_t",
               "Elements a thread scans that the items parameter may take "
               "(default none: no such parameter)">,
    Option<"itemsParamName", "items-param", "std::string",
           /*default=*/"\"SCAN_ITEMS\"",
           "Name of the items parameter">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::scf::SCFDialect"];
}

def KoptApplyPlan : Pass<"kopt-apply-plan", "::mlir::ModuleOp"> {
  let summary = "Apply a planner's rewrite plan, or a transform script";
  let description = [{
    Applies a *plan*: the JSON a planner writes, an ordered list of steps,
    each a rewrite of the catalogue (`kopt-fast-math`, `kopt-cache-hints`,
    `kopt-unroll`, `kopt-launch-bounds`) with its options, a transform
    script, or both followed by narrowed parameter domains:

    ```json
    {"rationale": "memory-bound; transcendental-heavy",
     "steps": [{"pass": "kopt-fast-math"},
               {"pass": "kopt-unroll", "options": {"loops": [0], "factors": [2, 4]},
                "domains": {"UNROLL_0": [0, 4]}},
               {"pass": "kopt-launch-bounds", "options": {"min-blocks": [2]}},
               {"transform": "module attributes {transform.with_named_sequence} {...}"} ]}
    ```

    A bare list of steps is a plan too. Option values are integers,
    booleans, words, or lists of them (which become `a,b,c`). A domain
    narrows an integer parameter to a non-empty subset of its domain, on
    every kernel that has the parameter; the default stays when admitted,
    else becomes the smallest value.

    The whole plan is validated before anything is applied: an unknown key,
    an unknown pass (the message lists the catalogue), an option the pass
    does not have or a value it cannot parse, a malformed domain, or a
    transform script that does not parse or has no `__transform_main` is an
    error naming the JSON path of the fault. The plan is then applied to a
    copy of the module; a failing step, a domain no kernel can take, or a
    result that does not verify is an error naming the step, and the module
    is left unchanged. A rewrite that does not apply to a kernel leaves it
    unchanged and says why in a remark.

    `transform` names an MLIR file with a `transform.named_sequence
    @__transform_main`, applied after the plan (or alone) with the module as
    its argument: kopt's rewrites are the transform ops
    `transform.kopt.fast_math`, `cache_hints`, `unroll` and `launch_bounds`
    (on handles to modules or `kopt.kernel` ops) and
    `transform.kopt.restrict_domain`, beside every upstream transform op.

    Example: `kopt-opt k.mlir --kopt-apply-plan="plan=plan.json"`.
  }];
  let options = [
    Option<"planFile", "plan", "std::string", /*default=*/"\"\"",
           "Path of the JSON plan to apply">,
    Option<"transformFile", "transform", "std::string", /*default=*/"\"\"",
           "Path of a transform script to apply after the plan">
  ];
  let dependentDialects = ["::mlir::transform::TransformDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_PASSES_TD
