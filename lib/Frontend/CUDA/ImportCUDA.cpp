//===- ImportCUDA.cpp - lift CUDA C++ kernels into kopt -------------------===//
//
// Parses the file with Clang in CUDA device mode, finds the kernels (and
// template instantiations) asked for, and builds one `kopt.kernel` each:
// sizes and shapes, parameters and launch from the tunables and the
// sidecar, the contract of every argument, and the body from the Lifter.
//
//===----------------------------------------------------------------------===//

#include "kopt/Frontend/CUDA/ImportCUDA.h"
#include "DeviceErrors.h"
#include "KernelArgs.h"
#include "KernelHeader.h"
#include "LaunchBounds.h"
#include "LaunchExpressions.h"
#include "Lifter.h"
#include "ParseCUDA.h"
#include "Sidecar.h"
#include "SidecarSkeleton.h"
#include "Tunables.h"

#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/IR/KoptRecord.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"
#include "kopt/Runner/Inputs.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <set>

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

/// Declarations CUDA 13's headers give nvcc but not Clang: the cache
/// operator loads and stores. The lifter knows them by name.
static const char *const kPrelude = R"(
extern "C" int cudaConfigureCall(...);
template <typename T> __device__ T __ldcs(const T *);
template <typename T> __device__ T __ldcg(const T *);
template <typename T> __device__ T __ldca(const T *);
template <typename T> __device__ T __ldlu(const T *);
template <typename T> __device__ T __ldcv(const T *);
template <typename T> __device__ void __stcs(T *, T);
template <typename T> __device__ void __stcg(T *, T);
template <typename T> __device__ void __stwb(T *, T);
template <typename T> __device__ void __stwt(T *, T);
)";
static const char *const kPreludePath = "/kopt-prelude/kopt_cuda_prelude.h";
/// Stand-ins for torch's scalar types, in effect when c10's headers are
/// missing (and their prefix skipped): the CUDA types kopt lifts a kernel with
/// in their place (as
/// `--kernel 'k<__nv_bfloat16>'` names them), so that device code naming
/// c10's (`if constexpr (std::is_same_v<T, c10::Float8_e4m3fn>)`, a trait
/// specialised for it) means what it means in torch's build. Written here.
static const char *const kTorchStandIn = R"(
#if !__has_include(<c10/util/Half.h>)
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#ifndef C10_HOST_DEVICE
#define C10_HOST_DEVICE __host__ __device__
#endif
#ifndef C10_DEVICE
#define C10_DEVICE __device__
#endif
namespace c10 {
using Half = __half;
using BFloat16 = __nv_bfloat16;
using Float8_e4m3fn = __nv_fp8_e4m3;
using Float8_e5m2 = __nv_fp8_e5m2;
} // namespace c10
namespace at {
using c10::BFloat16;
using c10::Float8_e4m3fn;
using c10::Float8_e5m2;
using c10::Half;
template <typename T> struct OpMathType { using type = T; };
template <> struct OpMathType<__half> { using type = float; };
template <> struct OpMathType<__nv_bfloat16> { using type = float; };
template <> struct OpMathType<__nv_fp8_e4m3> { using type = float; };
template <> struct OpMathType<__nv_fp8_e5m2> { using type = float; };
template <typename T> using opmath_type = typename OpMathType<T>::type;
} // namespace at
#endif
)";
static const char *const kTorchStandInPath =
    "/kopt-prelude/kopt_torch_stand_in.h";
static const char *const kInstantiationPath = "/kopt-prelude/instantiate.cu";
static const char *const kSidecarInstantiationPath =
    "/kopt-prelude/sidecar-instantiations.cuh";

namespace {
/// Finds the kernels of a translation unit: `__global__` functions with a
/// body, template instantiations included, patterns excluded; and the
/// function template instantiations of the file, to tell which the file
/// itself asked for.
class KernelFinder : public cl::RecursiveASTVisitor<KernelFinder> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(cl::FunctionDecl *function) {
    if (function->getTemplatedKind() ==
            cl::FunctionDecl::TK_FunctionTemplate &&
        function->hasAttr<cl::CUDAGlobalAttr>() &&
        function->doesThisDeclarationHaveABody())
      templates.push_back(function);
    if (!function->doesThisDeclarationHaveABody() ||
        function->isDependentContext() ||
        function->getTemplatedKind() == cl::FunctionDecl::TK_FunctionTemplate)
      return true;
    if (function->isTemplateInstantiation())
      instantiations.push_back(function);
    if (function->hasAttr<cl::CUDAGlobalAttr>() && seen.insert(function).second)
      kernels.push_back(function);
    return true;
  }

  SmallVector<cl::FunctionDecl *> kernels;
  /// Kernel templates (their patterns), instantiated or not.
  SmallVector<cl::FunctionDecl *> templates;
  SmallVector<cl::FunctionDecl *> instantiations;
  llvm::SmallPtrSet<cl::FunctionDecl *, 8> seen;
};

/// Which kernels of the translation unit are the file's own: those written
/// in it, and the instantiations it makes, directly (a host launch, an
/// explicit instantiation) or through the host templates of its headers
/// that it instantiates (a launcher in a library header). Kernels written
/// in headers and never instantiated by the file are not.
class OwnKernels {
public:
  OwnKernels(const cl::SourceManager &sm, StringRef file,
             ArrayRef<StringRef> alsoOwn, const KernelFinder &finder)
      : sm(sm), file(file), alsoOwn(alsoOwn) {
    // Instantiations made from the file, then from those, to a fixpoint.
    SmallVector<cl::FunctionDecl *> pending(finder.instantiations);
    for (bool grew = true; grew;) {
      grew = false;
      for (cl::FunctionDecl *&function : pending) {
        if (!function || !isOwnLocation(function->getPointOfInstantiation()))
          continue;
        own.insert(function);
        if (const cl::FunctionDecl *pattern =
                function->getTemplateInstantiationPattern())
          ranges.push_back(pattern->getSourceRange());
        function = nullptr;
        grew = true;
      }
    }
  }

  bool contains(const cl::FunctionDecl *kernel) const {
    return own.count(kernel) ||
           (!kernel->isTemplateInstantiation() &&
            isInFile(kernel->getLocation()));
  }

  /// Whether `loc` is in the file (or the instantiation wrapper).
  bool isInFile(cl::SourceLocation loc) const {
    cl::PresumedLoc where = sm.getPresumedLoc(sm.getExpansionLoc(loc));
    if (where.isInvalid())
      return false;
    if (llvm::sys::fs::equivalent(where.getFilename(), file))
      return true;
    return llvm::is_contained(alsoOwn, StringRef(where.getFilename()));
  }

private:
  bool isOwnLocation(cl::SourceLocation loc) const {
    if (loc.isInvalid())
      return false;
    if (isInFile(loc))
      return true;
    cl::SourceLocation at = sm.getExpansionLoc(loc);
    return llvm::any_of(ranges, [&](cl::SourceRange range) {
      return sm.isPointWithin(at, sm.getExpansionLoc(range.getBegin()),
                              sm.getExpansionLoc(range.getEnd()));
    });
  }

  const cl::SourceManager &sm;
  StringRef file;
  ArrayRef<StringRef> alsoOwn;
  llvm::SmallPtrSet<const cl::FunctionDecl *, 8> own;
  SmallVector<cl::SourceRange> ranges;
};

/// The constant block sizes of the `<<<grid, block>>>` launches in host
/// code, by kernel: what the file says its kernels run with.
class HostLaunchFinder : public cl::RecursiveASTVisitor<HostLaunchFinder> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitCUDAKernelCallExpr(cl::CUDAKernelCallExpr *call) {
    const cl::FunctionDecl *kernel = call->getDirectCallee();
    const cl::CallExpr *config = call->getConfig();
    if (!kernel || !config || config->getNumArgs() < 2 ||
        blocks.count(kernel->getCanonicalDecl()))
      return true;
    const cl::Expr *block = config->getArg(1)->IgnoreImplicit();
    if (const auto *construct = dyn_cast<cl::CXXConstructExpr>(block))
      if (construct->getNumArgs() >= 1)
        block = construct->getArg(0)->IgnoreImplicit();
    cl::Expr::EvalResult result;
    if (block->getType()->isIntegerType() &&
        block->EvaluateAsInt(result, kernel->getASTContext()))
      blocks[kernel->getCanonicalDecl()] = result.Val.getInt().getExtValue();
    // The first launch a kernel has says its grid and block.
    if (!launched.insert(kernel->getCanonicalDecl()).second)
      return true;
    if (auto dims = printLaunchDimensions(call, config->getArg(0)))
      grids[kernel->getCanonicalDecl()] = std::move(*dims);
    if (auto dims = printLaunchDimensions(call, config->getArg(1)))
      blockExpressions[kernel->getCanonicalDecl()] = std::move(*dims);
    return true;
  }

  /// The grid of the first host launch of `kernel`, as expressions of its
  /// integer parameters (printLaunchDimensions), if any.
  std::optional<SmallVector<std::string>>
  getGrid(const cl::FunctionDecl *kernel) const {
    auto it = grids.find(kernel->getCanonicalDecl());
    if (it == grids.end())
      return std::nullopt;
    return it->second;
  }

  /// Its block, the same way.
  std::optional<SmallVector<std::string>>
  getBlockExpressions(const cl::FunctionDecl *kernel) const {
    auto it = blockExpressions.find(kernel->getCanonicalDecl());
    if (it == blockExpressions.end())
      return std::nullopt;
    return it->second;
  }

  /// The constant block size a host launch gives `kernel`, if any.
  std::optional<int64_t> getBlock(const cl::FunctionDecl *kernel) const {
    auto it = blocks.find(kernel->getCanonicalDecl());
    if (it == blocks.end())
      return std::nullopt;
    return it->second;
  }

  llvm::DenseMap<const cl::FunctionDecl *, int64_t> blocks;
  llvm::DenseMap<const cl::FunctionDecl *, SmallVector<std::string>> grids,
      blockExpressions;
  llvm::SmallPtrSet<const cl::FunctionDecl *, 8> launched;
};

/// Everything about one kernel the header is built from.
struct KernelPlan {
  std::string displayName;
  KernelHeader header;
  llvm::DenseMap<const cl::NamedDecl *, std::string> tunable;
  /// The names of the parameters declared, in order.
  SmallVector<std::string> paramNames;
};
} // namespace

/// `scale<float, 256>` as a symbol: `scale_float_256`.
static std::string toSymbol(StringRef displayName) {
  std::string symbol;
  for (char c : displayName) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_')
      symbol += c;
    else if (!symbol.empty() && symbol.back() != '_')
      symbol += '_';
  }
  while (!symbol.empty() && symbol.back() == '_')
    symbol.pop_back();
  return symbol;
}

static std::string getDisplayName(const cl::FunctionDecl *kernel,
                                  bool qualified = false) {
  std::string name;
  llvm::raw_string_ostream os(name);
  cl::PrintingPolicy policy(kernel->getASTContext().getLangOpts());
  policy.SuppressScope = !qualified;
  // An anonymous namespace cannot be written in a name: a key that names
  // one would instantiate nothing.
  policy.SuppressUnwrittenScope = true;
  kernel->getNameForDiagnostic(os, policy, qualified);
  return name;
}

/// The kernel's name with its namespaces: `ns::act<float, 8>`.
static std::string getQualifiedName(const cl::FunctionDecl *kernel) {
  return getDisplayName(kernel, /*qualified=*/true);
}

/// The ways the kernel's name may be written: as Clang prints it, with its
/// namespaces, and `alsoNamed` (the names a sidecar key or `--kernel` gave
/// it that Clang resolved to it: typedefs, default template arguments).
static SmallVector<std::string> getSpellings(const cl::FunctionDecl *kernel,
                                             ArrayRef<std::string> alsoNamed) {
  SmallVector<std::string> names = {getDisplayName(kernel),
                                    getQualifiedName(kernel)};
  names.append(alsoNamed.begin(), alsoNamed.end());
  return names;
}

/// `v` as lifted IR gives a number of the sidecar: with the seven
/// significant digits `{0:e}` prints (the header was text once, and kept
/// that precision).
static double roundAsPrinted(double v) {
  double rounded = v;
  (void)StringRef(llvm::formatv("{0:e}", v).str()).getAsDouble(rounded);
  return rounded;
}

/// `value` as an attribute of type `type`, as MLIR reads `value : type`:
/// a signless integer of width w takes -2^(w-1) to 2^w - 1. Null when it
/// does not fit.
static IntegerAttr getIntegerAttrIfFits(IntegerType type, int64_t value) {
  unsigned width = type.getWidth();
  if (width < 64 && (value < -(int64_t(1) << (width - 1)) ||
                     (value > 0 && uint64_t(value) >> width)))
    return {};
  return IntegerAttr::get(
      type, APInt(width, static_cast<uint64_t>(value), /*isSigned=*/value < 0));
}

/// A sidecar list of launch dimensions (expressions or integers) as the
/// expressions kopt.launch takes; fails on anything else.
static FailureOr<SmallVector<std::string>>
getDimensions(const llvm::json::Array &dims) {
  SmallVector<std::string> exprs;
  for (const llvm::json::Value &dim : dims) {
    if (std::optional<StringRef> s = dim.getAsString())
      exprs.push_back(s->str());
    else if (std::optional<int64_t> n = dim.getAsInteger())
      exprs.push_back(std::to_string(*n));
    else
      return failure();
  }
  return exprs;
}

/// Appends to `out` the values of the scalars of a `type` argument, in the
/// order of the record's leaves, from the sidecar's `value` for it: an
/// object by field name or a list (records), a list (arrays), a number or
/// (integers) a size expression; and to `offsets` where Clang places each
/// scalar, `type` lying at byte `base`. `path` names the part, for
/// messages.
static LogicalResult
appendRecordValues(cl::QualType type, const llvm::json::Value *value,
                   const std::string &path, uint64_t base, Lifter &types,
                   SmallVectorImpl<Attribute> &out,
                   SmallVectorImpl<uint64_t> &offsets, std::string &error) {
  cl::ASTContext &ast = types.getASTContext();
  type = type.getCanonicalType();
  // An empty record (a tag such as std::bool_constant<true>) holds nothing
  // to give: whatever the sidecar says of it, it needs no value.
  if (isEmptyRecord(type))
    return success();
  if (!value) {
    error = "the sidecar gives no value for '" + path + "'";
    return failure();
  }
  if (const auto *array = ast.getAsConstantArrayType(type)) {
    const llvm::json::Array *list = value->getAsArray();
    uint64_t size = array->getSize().getZExtValue();
    if (!list || list->size() != size) {
      error =
          "'" + path + "' needs a list of " + std::to_string(size) + " values";
      return failure();
    }
    uint64_t stride =
        ast.getTypeSizeInChars(array->getElementType()).getQuantity();
    for (auto [i, element] : llvm::enumerate(*list))
      if (failed(appendRecordValues(array->getElementType(), &element,
                                    path + "[" + std::to_string(i) + "]",
                                    base + i * stride, types, out, offsets,
                                    error)))
        return failure();
    return success();
  }
  const cl::RecordDecl *record = type->getAsRecordDecl();
  if (record && !isHalfRecord(record)) {
    const llvm::json::Object *object = value->getAsObject();
    const llvm::json::Array *list = value->getAsArray();
    SmallVector<const cl::FieldDecl *> fields(record->fields());
    if (!object && !(list && list->size() == fields.size())) {
      error = "'" + path + "' needs an object of its fields (or a list of " +
              std::to_string(fields.size()) + " values)";
      return failure();
    }
    const cl::ASTRecordLayout &layout = ast.getASTRecordLayout(record);
    for (auto [i, field] : llvm::enumerate(fields)) {
      std::string name = field->getNameAsString();
      const llvm::json::Value *fieldValue =
          object ? object->get(name) : &(*list)[i];
      uint64_t offset = layout.getFieldOffset(i) / 8;
      if (failed(appendRecordValues(field->getType(), fieldValue,
                                    path + "." + name, base + offset, types,
                                    out, offsets, error)))
        return failure();
    }
    return success();
  }
  // A scalar: its memory type (bool is i8, __half f16).
  offsets.push_back(base);
  Type leaf = types.convertMemoryType(type, cl::SourceLocation());
  if (std::optional<StringRef> expr = value->getAsString()) {
    if (!isa_and_nonnull<IntegerType>(leaf)) {
      error = "'" + path + "': a size expression needs an integer";
      return failure();
    }
    out.push_back(StringAttr::get(leaf.getContext(), *expr));
    return success();
  }
  if (auto integerType = dyn_cast_or_null<IntegerType>(leaf)) {
    std::optional<int64_t> integer = value->getAsInteger();
    if (std::optional<bool> flag = value->getAsBoolean())
      integer = *flag ? 1 : 0;
    if (!integer) {
      error = "'" + path + "' needs an integer or a size expression";
      return failure();
    }
    IntegerAttr attr = getIntegerAttrIfFits(integerType, *integer);
    if (!attr) {
      error = "'" + path + "' is " + std::to_string(*integer) +
              ", which does not fit its type i" +
              std::to_string(integerType.getWidth());
      return failure();
    }
    out.push_back(attr);
    return success();
  }
  std::optional<double> number = value->getAsNumber();
  auto floatType = dyn_cast_or_null<FloatType>(leaf);
  if (!number || !floatType) {
    error = "'" + path + "' needs a number";
    return failure();
  }
  out.push_back(FloatAttr::get(floatType, roundAsPrinted(*number)));
  return success();
}

/// A number or a size expression of the sidecar as an attribute.
static Attribute getNumberOrExpr(const llvm::json::Value &value,
                                 MLIRContext *context) {
  if (std::optional<StringRef> text = value.getAsString())
    return StringAttr::get(context, *text);
  return FloatAttr::get(Float64Type::get(context), *value.getAsNumber());
}

/// The harness contract of buffer `param` from its sidecar entry `spec`
/// (checked already; `sharedSpec`: the entry `*`, whose `value` is the
/// scalars'): role, count, how it is filled (generator and
/// options, or recorded files, made absolute against the sidecar's
/// folder), offset, tolerances, noalias. Sets `error` and fails when the
/// entry lacks what the contract needs.
static FailureOr<ArgAttr>
getBufferContract(const cl::FunctionDecl *kernel, const cl::ParmVarDecl *param,
                  const llvm::json::Object *spec, bool sharedSpec,
                  const Sidecar &sidecar, MLIRContext *context,
                  std::string &error) {
  std::string role = inferBufferRole(kernel, param);
  if (spec)
    if (std::optional<StringRef> r = spec->getString("role"))
      role = r->str();
  std::optional<StringRef> count =
      spec ? spec->getString("count") : std::nullopt;
  if (!count) {
    error = "the sidecar gives no element 'count' for this buffer";
    return failure();
  }
  InitKind init = InitKind::Uniform;
  if (spec)
    if (std::optional<StringRef> name = spec->getString("init"))
      init = *symbolizeInitKind(*name);
  auto number = [&](StringRef key) -> FloatAttr {
    std::optional<double> v = spec ? spec->getNumber(key) : std::nullopt;
    return v ? FloatAttr::get(Float64Type::get(context), *v) : FloatAttr();
  };
  Attribute lo, hi, file;
  SmallVector<NamedAttribute> options;
  std::optional<int64_t> offset;
  if (spec) {
    if (const llvm::json::Value *v = spec->get("lo"))
      lo = getNumberOrExpr(*v, context);
    if (const llvm::json::Value *v = spec->get("hi"))
      hi = getNumberOrExpr(*v, context);
    // The generator's options, as its kind names them (`lo` and `hi` are
    // parameters of their own; the sidecar check refused any other key).
    for (const std::string &key : ::kopt::runner::getInputOptions(
             *::kopt::runner::parseInitKind(stringifyInitKind(init).str())))
      if (key != "lo" && key != "hi")
        if (const llvm::json::Value *v = spec->get(key))
          options.push_back(NamedAttribute(StringAttr::get(context, key),
                                           getNumberOrExpr(*v, context)));
    // Any other generator's `value` is a scalar's: expected in the entry
    // for every argument, a mistake in this buffer's own.
    if (init != InitKind::Constant && !sharedSpec && spec->get("value")) {
      error = "'value' is for scalars; a buffer filled with one number "
              "says \"init\": \"constant\"";
      return failure();
    }
    // Recorded inputs, relative to the sidecar's folder.
    auto resolve = [&](StringRef path) -> Attribute {
      SmallString<256> full(path);
      if (!path.empty() && !llvm::sys::path::is_absolute(path)) {
        full = llvm::sys::path::parent_path(sidecar.getPath());
        llvm::sys::path::append(full, path);
        llvm::sys::fs::make_absolute(full);
      }
      return StringAttr::get(context, full);
    };
    if (const llvm::json::Value *v = spec->get("file")) {
      if (std::optional<StringRef> one = v->getAsString()) {
        file = resolve(*one);
      } else {
        SmallVector<Attribute> files;
        for (const llvm::json::Value &f : *v->getAsArray())
          files.push_back(resolve(f.getAsString().value_or("")));
        file = ArrayAttr::get(context, files);
      }
    }
    offset = spec->getInteger("offset");
  }
  // `__restrict__`, or the sidecar's word that callers never pass this
  // buffer overlapping another.
  bool noalias = param->getType().isRestrictQualified() ||
                 (spec && spec->getBoolean("noalias").value_or(false));
  std::optional<StringRef> touched =
      spec ? spec->getString("touched") : std::nullopt;
  return ArgAttr::get(
      context, *symbolizeArgRole(role), StringAttr::get(context, *count),
      touched ? StringAttr::get(context, *touched) : StringAttr(), Attribute(),
      init, lo, hi,
      options.empty() ? DictionaryAttr()
                      : DictionaryAttr::get(context, options),
      file, offset, number("atol"), number("rtol"),
      noalias ? BoolAttr::get(context, true) : BoolAttr());
}

/// The location of `loc` in the user's source, or `fallback` where Clang
/// has none.
static Location getSourceLoc(const cl::SourceManager &sm,
                             cl::SourceLocation loc, MLIRContext *context,
                             Location fallback) {
  cl::PresumedLoc presumed = sm.getPresumedLoc(sm.getExpansionLoc(loc));
  if (presumed.isInvalid())
    return fallback;
  return FileLineColLoc::get(context, presumed.getFilename(),
                             presumed.getLine(), presumed.getColumn());
}

/// Plans the header (everything but the body) of `kernel`: its parts, each
/// with the sidecar entry it comes from. Reports and fails when the sidecar
/// lacks what the contract needs.
static FailureOr<KernelPlan> planKernel(const cl::FunctionDecl *kernel,
                                        const Sidecar &sidecar,
                                        std::optional<int64_t> hostBlock,
                                        const llvm::json::Object &overrides,
                                        ArrayRef<std::string> alsoNamed,
                                        Lifter &types, MLIRContext *context) {
  KernelPlan plan;
  plan.displayName = getDisplayName(kernel);
  KernelHeader &header = plan.header;
  header.symbol = toSymbol(plan.displayName);
  Location loc = types.getLoc(kernel->getLocation());
  header.loc = loc;
  const llvm::json::Object *entry =
      sidecar.getKernel(getSpellings(kernel, alsoNamed),
                        kernel->getNameAsString());
  auto fail = [&](const Twine &message) {
    emitError(loc) << "kernel '" << plan.displayName << "': " << message;
    return failure();
  };
  // No sidecar at all: the kernel is lifted without a harness contract
  // (no sizes, shapes, launch, counts or values). A sidecar that lacks the
  // kernel is a mistake in it, and reported.
  static const llvm::json::Object kNoEntry;
  bool contract = sidecar.exists();
  if (!contract)
    entry = &kNoEntry;
  if (!entry)
    return fail("no entry in the sidecar " + sidecar.getPath() +
                " (it gives the shapes, buffer sizes and launch grid; see "
                "docs/FRONTEND.md)");
  header.hasContract = contract;
  header.path = contract ? sidecar.getKernelPath(entry) : "";

  // Shapes and sizes.
  const llvm::json::Array *shapes = entry->getArray("shapes");
  if (contract && (!shapes || shapes->empty()))
    return fail("the sidecar gives no 'shapes'");
  IntegerType i64 = IntegerType::get(context, 64);
  SmallVector<Attribute> shapeAttrs;
  static const llvm::json::Array kNoShapes;
  for (const llvm::json::Value &shape : shapes ? *shapes : kNoShapes) {
    const llvm::json::Object *object = shape.getAsObject();
    if (!object)
      return fail("each shape must be an object of sizes");
    SmallVector<NamedAttribute> sizes;
    for (const auto &size : *object) {
      std::optional<int64_t> value = size.second.getAsInteger();
      if (!value)
        return fail("size '" + size.first.str() + "' must be an integer");
      sizes.push_back(
          NamedAttribute(StringAttr::get(context, StringRef(size.first)),
                         IntegerAttr::get(i64, *value)));
      if (!llvm::is_contained(header.sizes, size.first.str()))
        header.sizes.push_back(size.first.str());
    }
    shapeAttrs.push_back(DictionaryAttr::get(context, sizes));
  }
  if (contract)
    header.shapes = ArrayAttr::get(context, shapeAttrs);

  // Parameter settings: the sidecar's, then the command line's over them.
  llvm::json::Object paramSpecs;
  const llvm::json::Object *sidecarParams = entry->getObject("params");
  if (sidecarParams)
    paramSpecs = *sidecarParams;
  // parseParamSettings made every setting an object.
  for (const auto &[name, setting] : overrides)
    mergeParamSetting(paramSpecs, name, *setting.getAsObject());
  // Where the sidecar sets parameter `name`, else `otherwise`.
  auto getParamPath = [&](StringRef name, const std::string &otherwise) {
    if (sidecarParams && sidecarParams->get(name))
      return jsonMemberPath(jsonMemberPath(header.path, "params"), name);
    return otherwise;
  };
  // The default and domain of parameter `name` whose source value is
  // `value`: as set (`fixed`: the value alone, which keeps the name usable
  // in launch expressions), else `fallback`, else a power-of-two range
  // around a power of two, else the value alone.
  auto settle = [&](StringRef name, int64_t &value, ParamDomain &domain,
                    const std::optional<ParamDomain> &fallback =
                        std::nullopt) -> LogicalResult {
    const llvm::json::Object *spec = paramSpecs.getObject(name);
    if (spec)
      if (std::optional<int64_t> d = spec->getInteger("default"))
        value = *d;
    if (spec && spec->getBoolean("fixed").value_or(false)) {
      domain = ParamDomain::list({value});
    } else if (const llvm::json::Array *list =
                   spec ? spec->getArray("domain") : nullptr) {
      SmallVector<int64_t> values;
      for (const llvm::json::Value &v : *list) {
        std::optional<int64_t> n = v.getAsInteger();
        if (!n)
          return fail("the domain of '" + name + "' must list integers");
        values.push_back(*n);
      }
      if (!llvm::is_contained(values, value))
        return fail("the default of '" + name + "' (" + Twine(value) +
                    ") is not in its domain");
      domain = ParamDomain::list(values);
    } else if (fallback) {
      domain = *fallback;
    } else if (value >= 1 && llvm::isPowerOf2_64(value)) {
      domain =
          ParamDomain::powersOfTwo(std::max<int64_t>(1, value / 4), value * 4);
    } else {
      domain = ParamDomain::list({value});
    }
    return success();
  };
  // Declares the tunable `decl` (of C++ type `type`, source value `value`)
  // as a parameter of its own name, unless the name is taken.
  auto addParam = [&](const cl::NamedDecl *decl, cl::QualType type,
                      int64_t value) -> LogicalResult {
    std::string name = decl->getName().str();
    // A name taken by a size or another parameter stays a constant.
    if (llvm::is_contained(plan.paramNames, name) ||
        llvm::is_contained(header.sizes, name) || name == "BLOCK")
      return success();
    ParamDomain domain;
    if (failed(settle(name, value, domain)))
      return failure();
    header.params.push_back(
        {name, static_cast<unsigned>(types.getASTContext().getTypeSize(type)),
         domain, value, types.getLoc(decl->getLocation()),
         getParamPath(name, header.path)});
    plan.paramNames.push_back(name);
    plan.tunable[decl] = name;
    return success();
  };
  // A constant the kernel uses in place of the block size
  // (standsForBlockSize) is tied to the launch: it stays a parameter only
  // where the sidecar's block is that parameter; otherwise it is fixed, and
  // so is the block size when kopt chooses it (BLOCK).
  const llvm::json::Object *launch = entry->getObject("launch");
  const llvm::json::Array *sidecarBlock =
      launch ? launch->getArray("block") : nullptr;
  std::optional<int64_t> pinnedBlock;
  auto isFixedAsBlockSize = [&](const cl::NamedDecl *decl, cl::Decl *scope,
                                int64_t value) {
    if (!standsForBlockSize(decl, scope))
      return false;
    if (sidecarBlock && !sidecarBlock->empty())
      if (std::optional<StringRef> x = (*sidecarBlock)[0].getAsString();
          x && *x == decl->getName())
        return false;
    pinnedBlock = value;
    return true;
  };
  // A constant that sizes what each block covers (scalesBlockOffset: the
  // experts summed per token in `token * TOPK * d`) is the data's layout or
  // the grid's: it stays a parameter only where the sidecar sets it or
  // writes the launch in terms of it, and is fixed otherwise.
  auto namesInLaunch = [&](StringRef name) {
    auto names = [&](const llvm::json::Value &dim) {
      std::optional<StringRef> text = dim.getAsString();
      if (!text)
        return false;
      llvm::Expected<mlir::kopt::Expr> expr = mlir::kopt::Expr::parse(*text);
      if (!expr) { // the sidecar's check reports it
        llvm::consumeError(expr.takeError());
        return false;
      }
      return llvm::is_contained(expr->getNames(), name);
    };
    if (!launch)
      return false;
    for (StringRef key : {"grid", "block"})
      if (const llvm::json::Array *dims = launch->getArray(key))
        if (llvm::any_of(*dims, names))
          return true;
    const llvm::json::Value *shared = launch->get("shared_memory");
    return shared && names(*shared);
  };
  auto isFixedAsBlockShare = [&](const cl::NamedDecl *decl, cl::Decl *scope,
                                 int64_t value) {
    StringRef name = decl->getName();
    if (paramSpecs.getObject(name) || namesInLaunch(name) ||
        !scalesBlockOffset(decl, scope))
      return false;
    emitRemark(types.getLoc(decl->getLocation()))
        << "'" << name << "' stays " << value << " in kernel '"
        << plan.displayName
        << "': the block's index is scaled by it, so it sizes each block's "
           "share of the data; set it in the sidecar's 'params', or write "
           "the launch in terms of it, to tune it";
    return true;
  };
  // Non-type template parameters used only as values.
  if (const cl::FunctionTemplateSpecializationInfo *info =
          kernel->getTemplateSpecializationInfo()) {
    const cl::TemplateParameterList *list =
        info->getTemplate()->getTemplateParameters();
    const cl::FunctionDecl *pattern = info->getTemplate()->getTemplatedDecl();
    for (unsigned i = 0; i < list->size() && i < info->TemplateArguments->size();
         ++i) {
      const auto *param =
          dyn_cast<cl::NonTypeTemplateParmDecl>(list->getParam(i));
      const cl::TemplateArgument &arg = info->TemplateArguments->get(i);
      if (!param || arg.getKind() != cl::TemplateArgument::Integral ||
          !param->getIdentifier())
        continue;
      // A boolean selects behaviour, not a tuning: fixed too.
      auto *scope = const_cast<cl::FunctionDecl *>(pattern);
      int64_t value = arg.getAsIntegral().getExtValue();
      if (param->getType()->isBooleanType() ||
          !countUses(param, scope).isTunable() ||
          isFixedAsBlockSize(param, scope, value) ||
          isFixedAsBlockShare(param, scope, value))
        continue; // fixed by the instantiation
      if (failed(addParam(param, param->getType(), value)))
        return failure();
    }
  }
  // constexpr integer constants used only as values.
  for (const cl::VarDecl *var : findTunableConstants(kernel)) {
    int64_t value = var->evaluateValue()->getInt().getSExtValue();
    auto *scope = const_cast<cl::FunctionDecl *>(kernel);
    if (isFixedAsBlockSize(var, scope, value) ||
        isFixedAsBlockShare(var, scope, value))
      continue;
    if (failed(addParam(var, var->getType(), value)))
      return failure();
  }
  // The block size: from the sidecar, or a BLOCK parameter whose default is
  // the launch bounds' (or the sidecar's "block_default"). Without a
  // contract there is no launch to size.
  if (!contract) {
    if (failed(getContractlessArgs(kernel, plan.displayName, types, context,
                                   header.args)))
      return failure();
    return plan;
  }
  if (!launch || !launch->getArray("grid"))
    return fail("the sidecar gives no 'launch' with a 'grid'");
  std::string launchPath = jsonMemberPath(header.path, "launch");
  if (launch->get("block") && !launch->getArray("block"))
    return fail("'launch.block' is not a list of dimensions (write [256], "
                "not 256)");
  if (const llvm::json::Array *block = launch->getArray("block")) {
    FailureOr<SmallVector<std::string>> dims = getDimensions(*block);
    if (failed(dims))
      return fail("'launch.block' holds expressions or integers");
    header.block = std::move(*dims);
  } else {
    // The block size's default and, unless the sidecar sets them, its
    // values: the launch bound's when the code is written for it (pinned),
    // powers of two up to the bound when it is only a limit, else powers of
    // two from 32 to 1024.
    int64_t blockDefault = 256;
    ParamDomain blockDomain = ParamDomain::powersOfTwo(32, 1024);
    if (std::optional<LaunchBoundsBlock> bounds = getLaunchBoundsBlock(kernel)) {
      blockDefault = bounds->maxThreads;
      if (bounds->pinned || bounds->maxThreads < 32 ||
          !llvm::isPowerOf2_64(bounds->maxThreads))
        blockDomain = ParamDomain::list({bounds->maxThreads});
      else
        blockDomain = ParamDomain::powersOfTwo(32, bounds->maxThreads);
      if (hostBlock && !bounds->pinned && *hostBlock <= bounds->maxThreads)
        blockDefault = *hostBlock;
    } else if (hostBlock) {
      blockDefault = *hostBlock;
    }
    std::string blockPath = launchPath;
    if (std::optional<int64_t> d = launch->getInteger("block_default")) {
      blockDefault = *d;
      blockPath = jsonMemberPath(launchPath, "block_default");
    }
    if (pinnedBlock) {
      blockDefault = *pinnedBlock;
      blockDomain = ParamDomain::list({*pinnedBlock});
    }
    ParamDomain domain;
    if (failed(settle("BLOCK", blockDefault, domain, blockDomain)))
      return failure();
    plan.paramNames.push_back("BLOCK");
    header.params.push_back({"BLOCK", 32, domain, blockDefault, loc,
                             getParamPath("BLOCK", blockPath)});
    header.block = {"BLOCK"};
  }
  if (const llvm::json::Array *constraints = entry->getArray("constraints"))
    for (auto [index, c] : llvm::enumerate(*constraints))
      if (std::optional<StringRef> s = c.getAsString())
        header.constraints.push_back(
            {s->str(), jsonElementPath(
                           jsonMemberPath(header.path, "constraints"), index)});
  FailureOr<SmallVector<std::string>> grid =
      getDimensions(*launch->getArray("grid"));
  if (failed(grid))
    return fail("'launch.grid' holds expressions or integers");
  header.grid = std::move(*grid);
  if (std::optional<StringRef> shared = launch->getString("shared_memory")) {
    header.sharedMemory = shared->str();
  } else if (const cl::VarDecl *dynamic = findDynamicShared(kernel)) {
    // Without it the launch gives no dynamic shared memory, and the
    // kernel's accesses to it are out of bounds.
    InFlightDiagnostic error =
        emitError(loc) << formatSidecarProblem(
            sidecar.getPath(), launchPath,
            "kernel '" + plan.displayName +
                "': missing 'shared_memory': the kernel uses the dynamic "
                "shared "
                "memory 'extern __shared__ " +
                dynamic->getNameAsString() +
                "[]', whose bytes the launch must give (an expression of the "
                "sizes and parameters)");
    error.attachNote(types.getLoc(dynamic->getLocation()))
        << "'" << dynamic->getNameAsString() << "' is declared here";
    return failure();
  }

  // The entry and the contract of each argument.
  const llvm::json::Object *argSpecs = entry->getObject("args");
  for (auto [position, parameter] : llvm::enumerate(kernel->parameters())) {
    size_t index = position;
    const cl::ParmVarDecl *param = parameter;
    std::string name = param->getName().str();
    if (name.empty())
      name = "arg" + std::to_string(index);
    const llvm::json::Object *spec =
        argSpecs ? argSpecs->getObject(name) : nullptr;
    bool sharedSpec = !spec;
    if (!spec && argSpecs)
      spec = argSpecs->getObject("*");
    auto argFail = [&](const Twine &message) {
      emitError(types.getLoc(param->getLocation()))
          << "kernel '" << plan.displayName << "', argument '" << name
          << "': " << message;
      return failure();
    };
    Location argLoc = types.getLoc(param->getLocation());
    cl::QualType type = param->getType();
    if (type->isPointerType()) {
      cl::QualType pointee = type->getPointeeType();
      Type element =
          getBufferElementType(pointee, param->getLocation(), types, context);
      if (!element)
        return argFail("buffers of '" + pointee.getAsString() +
                       "' are not supported");
      std::string contractError;
      FailureOr<ArgAttr> contract = getBufferContract(
          kernel, param, spec, sharedSpec, sidecar, context, contractError);
      if (failed(contract))
        return argFail(contractError);
      // memref<?xT, 1>: global memory.
      Type buffer = MemRefType::get({ShapedType::kDynamic}, element,
                                    MemRefLayoutAttrInterface(),
                                    IntegerAttr::get(i64, 1));
      header.args.push_back({buffer, *contract, argLoc});
      continue;
    }
    if (spec && spec->get("noalias"))
      return argFail("'noalias' is for buffers (pointers), and this argument "
                     "is passed by value");
    if (holdsUnion(type, types.getASTContext()))
      return argFail("'" + type.getAsString() +
                     "' holds a union, which kopt does not take as a kernel "
                     "argument (unions are lifted in shared memory, locals "
                     "and structs)");
    Type scalar = types.convertType(type, param->getLocation());
    auto scalarContract = [&](ArgRole role, Attribute value) {
      return ArgAttr::get(context, role, StringAttr(), StringAttr(), value,
                          InitKind::Uniform, Attribute(), Attribute(),
                          DictionaryAttr(), Attribute(), std::nullopt,
                          FloatAttr(), FloatAttr(), BoolAttr());
    };
    if (isEmptyRecord(type)) {
      // A tag is one byte of no meaning, as nvcc passes it; the sidecar
      // needs to say nothing of it.
      Type byte = IntegerType::get(context, 8);
      header.args.push_back(
          {byte, scalarContract(ArgRole::Scalar, IntegerAttr::get(byte, 0)),
           argLoc});
      continue;
    }
    if (const cl::CXXRecordDecl *cxx = type->getAsCXXRecordDecl();
        cxx && cxx->hasDefinition() && cxx->getNumBases())
      return argFail("arguments of a class with bases ('" + type.getAsString() +
                     "') are not supported (the sidecar gives a struct's own "
                     "members)");
    if (isa_and_nonnull<LLVM::LLVMStructType>(scalar)) {
      // A struct passed by value: a record whose scalars the sidecar gives,
      // each where Clang places it.
      std::string unlike = "the struct '" + type.getAsString() +
                           "' is laid out in a way kopt does not reproduce "
                           "(packed, over-aligned, or holding pointers)";
      FailureOr<RecordLayout> layout = getRecordLayout(scalar);
      if (failed(layout))
        return argFail(unlike);
      SmallVector<Attribute> values;
      SmallVector<uint64_t> offsets;
      std::string error;
      if (failed(appendRecordValues(type, spec ? spec->get("value") : nullptr,
                                    name, 0, types, values, offsets, error)))
        return argFail(error);
      bool sameLayout =
          layout->size == static_cast<uint64_t>(types.getASTContext()
                                                    .getTypeSizeInChars(type)
                                                    .getQuantity()) &&
          llvm::equal(offsets, llvm::map_range(layout->leaves,
                                               [](const RecordLeaf &leaf) {
                                                 return leaf.offset;
                                               }));
      if (!sameLayout)
        return argFail(unlike);
      header.args.push_back(
          {scalar,
           scalarContract(ArgRole::Scalar, ArrayAttr::get(context, values)),
           argLoc});
      continue;
    }
    if (!scalar || !scalar.isIntOrFloat())
      return argFail("arguments of type '" + type.getAsString() +
                     "' are not supported (buffers and scalars are)");
    const llvm::json::Value *value = spec ? spec->get("value") : nullptr;
    if (!value)
      return argFail("the sidecar gives no 'value' for this scalar");
    ArgAttr contract;
    if (scalar.isInteger(1)) {
      // A bool: true or false, or 0 or 1 as C++ converts them.
      std::optional<bool> flag = value->getAsBoolean();
      if (std::optional<int64_t> integer = value->getAsInteger();
          integer && (*integer == 0 || *integer == 1))
        flag = *integer == 1;
      if (!flag)
        return argFail("a bool's 'value' must be true, false, 0 or 1");
      contract = scalarContract(ArgRole::Scalar,
                                IntegerAttr::get(scalar, *flag ? 1 : 0));
    } else if (std::optional<StringRef> expr = value->getAsString()) {
      // A size, integer or float (the runner converts it to the type).
      contract = scalarContract(ArgRole::Size, StringAttr::get(context, *expr));
    } else if (std::optional<double> number = value->getAsNumber()) {
      Attribute attr;
      if (auto integerType = dyn_cast<IntegerType>(scalar)) {
        auto integer = static_cast<int64_t>(*number);
        attr = getIntegerAttrIfFits(integerType, integer);
        if (!attr)
          return argFail("'value' is " + Twine(integer) +
                         ", which does not fit its type " + Twine("i") +
                         Twine(integerType.getWidth()));
      } else {
        attr = FloatAttr::get(scalar, roundAsPrinted(*number));
      }
      contract = scalarContract(ArgRole::Scalar, attr);
    } else {
      return argFail("'value' must be a number or a size expression");
    }
    header.args.push_back({scalar, contract, argLoc});
  }
  return plan;
}

/// Plans and lifts one kernel into `module`, adding the names of its
/// parameters to `settable` and setting `planned` once its plan is made;
/// reports at the kernel (or the sidecar) and fails when it cannot be
/// lifted. With `fastMath` (the file built with -use_fast_math) its f32
/// divisions and transcendentals are approximate, as in nvcc's build; a
/// refusal of code Clang could not compile names `skippedIncludes` as a
/// possible cause.
static LogicalResult liftKernel(
    cl::FunctionDecl *kernel, cl::ASTContext &ast, const Sidecar &sidecar,
    const HostLaunchFinder &launches, const llvm::json::Object &overrides,
    const CUDAImportOptions &options, MLIRContext *context, ModuleOp module,
    std::set<std::string> &settable, bool &planned, bool fastMath,
    ArrayRef<std::string> alsoNamed, ArrayRef<std::string> skippedIncludes,
    ArrayRef<PrintedError> printedErrors) {
  std::string display = getDisplayName(kernel);
  Lifter typer(ast, context,
               llvm::DenseMap<const cl::NamedDecl *, std::string>());
  Location loc = typer.getLoc(kernel->getLocation());
  if (kernel->isInvalidDecl())
    return emitError(loc) << "kernel '" << display
                          << "' is not lifted: Clang reported errors in it";
  // Clang drops what it cannot build and goes on: a kernel reaching such
  // code is not the source's.
  if (const PrintedError *error =
          findErrorInReach(kernel, printedErrors, ast.getSourceManager()))
    return emitError(loc) << "kernel '" << display
                          << "' is not lifted: Clang reported an error in "
                             "code it runs, and left out what it could not "
                             "build: "
                          << error->text;
  FailureOr<KernelPlan> plan =
      planKernel(kernel, sidecar, launches.getBlock(kernel), overrides,
                 alsoNamed, typer, context);
  if (failed(plan))
    return failure();
  planned = true;
  settable.insert(plan->paramNames.begin(), plan->paramNames.end());
  // The header, built in a module of its own until its body is lifted.
  // What the dialect rejects in it (a constraint naming an unknown size,
  // say) is reported at the sidecar entry it comes from.
  OwningOpRef<ModuleOp> scratch = ModuleOp::create(loc);
  FailureOr<KernelOp> built =
      buildKernelHeader(plan->header, sidecar.getPath(), display, *scratch);
  if (failed(built))
    return failure();
  KernelOp kernelOp = *built;
  // The mangled name nvcc gives the same kernel: its PTX entry.
  kernelOp->setAttr(
      "kopt.source_symbol",
      StringAttr::get(context, cl::ASTNameGenerator(ast).getName(kernel)));
  Lifter lifter(ast, context, plan->tunable);
  lifter.setSkippedIncludes(skippedIncludes);
  if (failed(lifter.lift(kernel, kernelOp.getEntry())))
    return failure();
  if (!options.keepLocals)
    promoteLocals(kernelOp);
  // Built with fast math: the configuration as written is nvcc's
  // -use_fast_math build, approximate divisions and transcendentals.
  if (fastMath)
    approximateMath(kernelOp);
  kernelOp->moveBefore(module.getBody(), module.getBody()->end());
  return success();
}

/// The CUDA toolkit to parse against.
static std::string findCudaPath(const CUDAImportOptions &options) {
  if (!options.cudaPath.empty())
    return options.cudaPath;
  if (std::optional<std::string> env = llvm::sys::Process::GetEnv("CUDA_PATH"))
    return *env;
  return KOPT_DEFAULT_CUDA_PATH;
}

OwningOpRef<ModuleOp>
mlir::kopt::importCUDA(StringRef path, MLIRContext *context,
                       const CUDAImportOptions &options,
                       std::vector<LeftOutKernel> *leftOut) {
  context->loadDialect<KoptDialect, arith::ArithDialect, cf::ControlFlowDialect,
                       gpu::GPUDialect, LLVM::LLVMDialect, math::MathDialect,
                       memref::MemRefDialect, NVVM::NVVMDialect,
                       scf::SCFDialect>();
  Location fileLoc = FileLineColLoc::get(context, path, 0, 0);
  if (!llvm::sys::fs::exists(path)) {
    emitError(fileLoc) << "no such file: " << path;
    return nullptr;
  }
  // The sidecar and the settings first: a mistake in them is reported
  // before Clang spends seconds on the file.
  auto sidecarPath = options.sidecar;
  if (sidecarPath.empty()) {
    SmallString<256> buffer(path);
    llvm::sys::path::replace_extension(buffer, ".kopt.json");
    sidecarPath = std::string(buffer);
  }
  // A skeleton may be written where the sidecar goes (`-o FILE.kopt.json`):
  // that output, created empty before the run, is no sidecar yet.
  uint64_t existingSize = 0;
  bool emptyOutput = options.sidecarSkeleton && options.sidecar.empty() &&
                     !llvm::sys::fs::file_size(sidecarPath, existingSize) &&
                     existingSize == 0;
  auto sidecar = Sidecar::load(emptyOutput ? StringRef() : StringRef(sidecarPath));
  if (!sidecar) {
    emitError(fileLoc) << llvm::toString(sidecar.takeError());
    return nullptr;
  }
  // A sidecar named on the command line is meant to be used: its absence
  // is a mistake, not a request to lift without a contract.
  if (!options.sidecar.empty() && !options.sidecarSkeleton &&
      !sidecar->exists()) {
    emitError(fileLoc) << "no sidecar " << options.sidecar
                       << ": the file --sidecar names does not exist (leave "
                          "--sidecar out to lift without a harness contract)";
    return nullptr;
  }
  llvm::Expected<llvm::json::Object> overrides =
      parseParamSettings(options.paramsFile, options.paramSettings);
  if (!overrides) {
    emitError(fileLoc) << llvm::toString(overrides.takeError());
    return nullptr;
  }
  std::string cudaPath = findCudaPath(options);
  std::vector<std::string> args = {
      "-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=" + options.gpuArch,
      "--cuda-path=" + cudaPath, "-resource-dir", CLANG_RESOURCE_DIR,
      "-I" + cudaPath + "/include/cccl", "-Wno-unknown-cuda-version",
      "-nocudalib", "-fsyntax-only", "-include", kPreludePath,
      // A misspelt name is an error, not a guess: a sidecar key Clang
      // corrected would name another kernel without a word.
      "-fno-spell-checking"};
  args.insert(args.end(), options.extraArgs.begin(), options.extraArgs.end());

  std::string absolute = path.str();
  {
    SmallString<256> buffer(path);
    if (!llvm::sys::fs::make_absolute(buffer))
      absolute = std::string(buffer);
  }
  // The file's own flags: from compile_commands.json (as clang-tidy's -p),
  // without the input, output and compile-only flags of the host build.
  std::vector<std::string> fileArgs = {"-std=c++17"};
  if (!options.compileCommandsDir.empty()) {
    std::string error;
    auto database = cl::tooling::CompilationDatabase::loadFromDirectory(
        options.compileCommandsDir, error);
    if (!database) {
      emitError(fileLoc) << "-p " << options.compileCommandsDir << ": "
                         << error;
      return nullptr;
    }
    std::vector<cl::tooling::CompileCommand> commands =
        database->getCompileCommands(absolute);
    if (commands.empty()) {
      emitError(fileLoc) << "-p " << options.compileCommandsDir
                         << ": no compile command for " << absolute;
      return nullptr;
    }
    fileArgs.clear();
    const std::vector<std::string> &line = commands.front().CommandLine;
    for (size_t i = 1; i < line.size(); ++i) {
      StringRef arg = line[i];
      if (arg == "-o" || arg == "-MF" || arg == "-MT" || arg == "-MQ") {
        ++i;
        continue;
      }
      if (arg == "-c" || arg == absolute || arg == commands.front().Filename ||
          arg.starts_with("-o") || arg == "-MD" || arg == "-MMD")
        continue;
      fileArgs.push_back(arg.str());
    }
    // Relative include paths are relative to the command's directory.
    fileArgs.push_back("-working-directory=" + commands.front().Directory);
  }
  // Fast math as the file is built: nvcc's spelling becomes Clang's (which
  // defines __FAST_MATH__), and the lifted kernels' f32 divisions and
  // transcendentals are approximate, as nvcc's build has them.
  bool fastMath = false;
  for (std::vector<std::string> *list : {&args, &fileArgs})
    for (std::string &arg : *list) {
      if (arg == "-use_fast_math" || arg == "--use_fast_math")
        arg = "-ffast-math";
      if (arg == "-ffast-math" || arg == "-fgpu-approx-transcendentals" ||
          arg == "-fcuda-approx-transcendentals")
        fastMath = true;
      else if (arg == "-fno-fast-math")
        fastMath = false;
    }
  cl::tooling::FixedCompilationDatabase database(".", fileArgs);
  // Template instantiations named on the command line or in the sidecar
  // (`scale<float, 256>`, `ns::act<half, silu>`) are made by Clang: the
  // parse goes through a file that includes the source and takes each
  // kernel's address, as a host launch would.
  ParseRequest request;
  request.path = absolute;
  request.frontArgs = args;
  request.virtualFiles.push_back({kPreludePath, kPrelude});
  request.skipMissingIncludes = options.skipMissingIncludes;
  // The framework headers skipped would have brought CUDA's half and
  // bfloat16 types in (ATen's do): kernels written against them need them.
  if (!request.skipMissingIncludes.empty())
    for (const char *header : {"cuda_fp16.h", "cuda_bf16.h"}) {
      request.frontArgs.push_back("-include");
      request.frontArgs.push_back(header);
    }
  // Without c10's headers, its scalar types stand for CUDA's.
  if (llvm::any_of(request.skipMissingIncludes, [](StringRef prefix) {
        return prefix.starts_with("c10");
      })) {
    request.virtualFiles.push_back({kTorchStandInPath, kTorchStandIn});
    request.frontArgs.push_back("-include");
    request.frontArgs.push_back(kTorchStandInPath);
  }
  // The kernels named: the sidecar's keys, then --kernel's.
  SmallVector<std::string> named = sidecar->getKernelNames();
  size_t fromSidecar = named.size();
  named.append(options.kernels.begin(), options.kernels.end());
  auto isCommandLine = [&](size_t index) { return index >= fromSidecar; };
  std::string wrapper;
  for (const std::string &name : named)
    if (StringRef(name).find_first_of(";{}\"#/\\\n") != StringRef::npos) {
      emitError(fileLoc) << "'" << name
                         << "' (named by --kernel or the sidecar) is not a "
                            "kernel's name";
      return nullptr;
    }
  // --kernel's instantiation in the wrapper, whose errors are the user's;
  // the sidecar's in a header of its own, whose errors are not said (a
  // sidecar may hold entries for the kernels of other files): an entry
  // that resolves to nothing is a warning below.
  std::string sidecarWrapper;
  for (auto [index, name] : llvm::enumerate(named))
    if (StringRef(name).contains('<'))
      (isCommandLine(index) ? wrapper : sidecarWrapper) +=
          "void *__kopt_instantiation_" + std::to_string(index) +
          " = (void *)&" + name + ";\n";
  if (!wrapper.empty() || !sidecarWrapper.empty()) {
    request.path = std::string(kInstantiationPath);
    request.alwaysShown = kInstantiationPath;
    request.quiet = kSidecarInstantiationPath;
    request.virtualFiles.push_back(
        {kInstantiationPath, "#include \"" + absolute + "\"\n#include \"" +
                                 kSidecarInstantiationPath + "\"\n" + wrapper});
    request.virtualFiles.push_back(
        {kSidecarInstantiationPath, sidecarWrapper});
  }
  ParsedFile parse = parseCUDAFile(database, request);
  if (!parse.unit) {
    emitError(fileLoc) << "Clang could not parse " << path;
    return nullptr;
  }
  // After a fatal error (an include not found, too many errors) Clang
  // checks nothing more and instantiates no template: kernels would be
  // missing, or be lifted from declarations it gave up on, without a word.
  if (parse.unit->getDiagnostics().hasFatalErrorOccurred()) {
    emitError(fileLoc)
        << "Clang stopped at the fatal error above: the rest of " << path
        << " was not checked and its templates were not instantiated, so "
           "nothing is lifted; for an include not found, give the header's "
           "directory to Clang (`-- -I DIR`) or skip it with "
           "--skip-missing-include=PREFIX";
    return nullptr;
  }
  if (!parse.skippedIncludes.empty()) {
    InFlightDiagnostic note = emitRemark(fileLoc)
        << "skipped " << parse.skippedIncludes.size()
        << " missing include(s) (" << parse.skippedIncludes.front()
        << (parse.skippedIncludes.size() > 1 ? ", ..." : "") << ")";
    if (parse.setAsideErrors)
      note << "; set aside " << parse.setAsideErrors
           << " error(s) outside device code, the first: "
           << parse.firstSetAside;
  }
  if (!parse.templateKeywordsInserted.empty())
    emitRemark(fileLoc) << "inserted the 'template' keyword nvcc does not "
                           "require before "
                        << parse.templateKeywordsInserted.size()
                        << " member template name(s) ("
                        << llvm::join(parse.templateKeywordsInserted, ", ")
                        << ")";
  cl::ASTUnit &unit = *parse.unit;
  cl::ASTContext &ast = unit.getASTContext();

  std::set<std::string> settable;
  unsigned unplanned = 0;

  KernelFinder finder;
  finder.TraverseDecl(ast.getTranslationUnitDecl());
  StringRef alsoOwn[] = {kInstantiationPath, kSidecarInstantiationPath};
  OwnKernels own(ast.getSourceManager(), absolute, alsoOwn, finder);
  HostLaunchFinder launches;
  launches.TraverseDecl(ast.getTranslationUnitDecl());
  OwningOpRef<ModuleOp> module = ModuleOp::create(fileLoc);
  unsigned matched = 0, lifted = 0;
  // What each name with template arguments given on the command line or in
  // the sidecar resolved to: the function whose address the wrapper took.
  llvm::DenseMap<const cl::FunctionDecl *, SmallVector<std::string>> namedAs;
  // Whether a --kernel was reported as no kernel Clang could instantiate.
  bool reportedNamed = false;
  for (auto [index, name] : llvm::enumerate(named)) {
    if (!StringRef(name).contains('<'))
      continue;
    cl::IdentifierInfo &id =
        ast.Idents.get("__kopt_instantiation_" + std::to_string(index));
    bool resolved = false;
    for (cl::NamedDecl *decl : ast.getTranslationUnitDecl()->lookup(&id)) {
      const auto *var = dyn_cast<cl::VarDecl>(decl);
      const cl::Expr *init = var ? var->getInit() : nullptr;
      const auto *address =
          init ? dyn_cast<cl::UnaryOperator>(init->IgnoreParenCasts())
               : nullptr;
      const auto *ref = address ? dyn_cast<cl::DeclRefExpr>(
                                      address->getSubExpr()->IgnoreParens())
                                : nullptr;
      if (const auto *function =
              ref ? dyn_cast<cl::FunctionDecl>(ref->getDecl()) : nullptr) {
        namedAs[function->getCanonicalDecl()].push_back(name);
        resolved = true;
        // Named, but without a definition: Clang gave up instantiating it
        // (a parameter of an invalid type, say).
        bool defined = llvm::any_of(finder.kernels, [&](auto *kernel) {
          return kernel->getCanonicalDecl() == function->getCanonicalDecl();
        });
        if (!defined && isCommandLine(index)) {
          emitError(getSourceLoc(ast.getSourceManager(),
                                 function->getLocation(), context, fileLoc))
              << "--kernel '" << name << "' is no kernel Clang could "
              << (ast.getDiagnostics().hasErrorOccurred()
                      ? "instantiate: see its error above"
                      : "instantiate: it has no definition here");
          reportedNamed = true;
        }
      }
    }
    if (!resolved && isCommandLine(index)) {
      emitError(fileLoc) << "--kernel '" << name
                         << "' is no kernel Clang could instantiate here: see "
                            "its error above, in "
                         << kInstantiationPath;
      reportedNamed = true;
    } else if (!resolved) {
      emitWarning(fileLoc) << "the sidecar's entry '" << name
                           << "' names no kernel Clang can instantiate in "
                           << path;
    }
  }
  auto isNamed = [&](const cl::FunctionDecl *kernel, StringRef name) {
    return llvm::any_of(getSpellings(kernel,
                                     namedAs.lookup(kernel->getCanonicalDecl())),
                        [&](const std::string &spelling) {
                          return isSameKernelName(name, spelling);
                        }) ||
           name == kernel->getNameAsString() ||
           name == kernel->getQualifiedNameAsString();
  };
  auto isAsked = [&](const cl::FunctionDecl *kernel) {
    return llvm::any_of(options.kernels, [&](const std::string &name) {
      return isNamed(kernel, name);
    });
  };
  for (cl::FunctionDecl *kernel : finder.kernels) {
    std::string display = getDisplayName(kernel);
    // A kernel of a header is lifted when the file instantiates it, or
    // when the command line or the sidecar names it.
    if (!options.kernels.empty() && !isAsked(kernel))
      continue;
    if (options.kernels.empty() && !own.contains(kernel) &&
        !llvm::any_of(named, [&](const std::string &name) {
          return isNamed(kernel, name);
        }))
      continue;
    ++matched;
    if (options.sidecarSkeleton) {
      // A kernel of a header, or an instantiation of a template, is named
      // with its namespaces, as the instantiation the sidecar asks for must
      // be (`ns::act<float, &ns::sq>`: `act<...>` names nothing outside ns).
      std::string key = own.isInFile(kernel->getLocation()) &&
                                !kernel->isTemplateInstantiation()
                            ? display
                            : getQualifiedName(kernel);
      (*options.sidecarSkeleton)[key] = makeSidecarSkeletonEntry(
          kernel, launches.getBlock(kernel), launches.getGrid(kernel),
          launches.getBlockExpressions(kernel), [&](unsigned index) {
            return inferBufferRole(kernel, kernel->getParamDecl(index));
          });
      continue;
    }
    // The first error reported while this kernel is planned and lifted is
    // why it is left out; every error still reaches the caller's handler.
    std::string firstError;
    ScopedDiagnosticHandler recordFirst(context, [&](Diagnostic &diagnostic) {
      if (diagnostic.getSeverity() == DiagnosticSeverity::Error &&
          firstError.empty())
        firstError = diagnostic.str();
      return failure();
    });
    bool planned = false;
    if (succeeded(liftKernel(kernel, ast, *sidecar, launches, *overrides,
                             options, context, module.get(), settable, planned,
                             fastMath,
                             namedAs.lookup(kernel->getCanonicalDecl()),
                             parse.skippedIncludes, parse.printedErrors))) {
      ++lifted;
      continue;
    }
    // A kernel whose plan failed has tunables nobody knows: a setting that
    // names none of the others may be meant for it.
    if (!planned)
      ++unplanned;
    if (leftOut)
      leftOut->push_back({display, firstError.empty()
                                       ? std::string("not lifted")
                                       : firstError});
  }
  if (!matched && reportedNamed)
    return nullptr;
  if (!matched) {
    InFlightDiagnostic error =
        emitError(fileLoc) << (options.kernels.empty()
                                   ? std::string("no __global__ function in ")
                                   : "no kernel '" +
                                         llvm::join(options.kernels, "', '") +
                                         "' in ")
                           << path;
    if (options.kernels.empty() && !finder.kernels.empty())
      error << " (its headers define " << finder.kernels.size()
            << " that it does not instantiate, such as '"
            << getQualifiedName(finder.kernels.front())
            << "': name one with --kernel or in the sidecar)";
    // Templates of the file itself that nothing instantiated.
    SmallVector<std::string> uninstantiated;
    for (const cl::FunctionDecl *pattern : finder.templates)
      if (own.isInFile(pattern->getLocation()))
        uninstantiated.push_back(pattern->getQualifiedNameAsString());
    if (options.kernels.empty() && !uninstantiated.empty())
      error << " (its kernel templates " << llvm::join(uninstantiated, ", ")
            << " are not instantiated: name the instantiations with --kernel "
               "or in the sidecar, e.g. 'NAME<float, 128>')";
    if (parse.setAsideErrors)
      error << "; " << parse.setAsideErrors
            << " error(s) outside device code were set aside, and a host "
               "launcher that did not compile instantiates nothing";
    return nullptr;
  }
  if (options.sidecarSkeleton)
    return module;
  // A setting no kernel has a tunable for is a mistake (a typo, say).
  for (const auto &setting : *overrides)
    if (!unplanned && !settable.count(setting.first.str())) {
      std::string known = llvm::join(settable, ", ");
      emitError(fileLoc) << "parameter setting '" << setting.first.str()
                         << "' names no tunable of the kernels lifted"
                         << (known.empty() ? std::string()
                                           : " (they have: " + known + ")");
      return nullptr;
    }
  if (!lifted)
    return nullptr;
  if (!sidecar->exists())
    emitRemark(fileLoc)
        << "no sidecar " << sidecarPath << ": " << lifted << " kernel"
        << (lifted == 1 ? "" : "s")
        << " lifted without a harness contract (sizes, buffer counts, "
           "launch); measuring and tuning need one: write it with "
           "`kopt-translate --emit-sidecar "
        << path << " > " << sidecarPath << "` and fill in the sizes";
  return module;
}

/// Whether `arg`, given to Clang, names its output file: `-o`, `-oFILE`,
/// `-o=FILE`, `--output`, `--output=FILE` (not `-objcmt-...`, `-object`).
static bool isOutputOption(StringRef arg) {
  if (arg == "--output" || arg.starts_with("--output="))
    return true;
  return arg.starts_with("-o") && !arg.starts_with("-obj");
}

llvm::Expected<std::vector<std::string>>
mlir::kopt::takeClangArgs(int &argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    if (StringRef(argv[i]) != "--")
      continue;
    std::vector<std::string> args(argv + i + 1, argv + argc);
    for (auto [index, arg] : llvm::enumerate(args))
      if (isOutputOption(arg)) {
        std::string shown = arg;
        if ((arg == "-o" || arg == "--output") && index + 1 < args.size())
          shown += " " + args[index + 1];
        return llvm::createStringError(
            "'" + shown +
            "' is after '--': options after '--' go to Clang, and "
            "kopt's -o belongs before '--'");
      }
    argc = i;
    return args;
  }
  return std::vector<std::string>();
}
