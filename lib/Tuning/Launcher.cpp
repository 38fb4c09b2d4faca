//===- Launcher.cpp - a C++ launcher that chooses by shape ----------------===//
//
// The header has four parts: the shape, the arithmetic of kopt's expression
// language (the same checked 64-bit semantics), one planning function per
// configuration (its constraints, its launch, the launch limits), and the
// choice and launch.
//
//===----------------------------------------------------------------------===//

#include "kopt/Tuning/Launcher.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Dialect/Kopt/IR/LaunchLimits.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;
using namespace mlir::kopt;

/// The checked arithmetic generated expressions call (Expr::printAsCpp).
static constexpr llvm::StringLiteral kArithmetic = R"cpp(
/// Set when an expression overflows or divides by zero.
struct Eval {
  bool ok = true;
};
inline int64_t add(Eval &e, int64_t a, int64_t b) {
  int64_t r = 0;
  if (__builtin_add_overflow(a, b, &r))
    e.ok = false;
  return r;
}
inline int64_t sub(Eval &e, int64_t a, int64_t b) {
  int64_t r = 0;
  if (__builtin_sub_overflow(a, b, &r))
    e.ok = false;
  return r;
}
inline int64_t mul(Eval &e, int64_t a, int64_t b) {
  int64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r))
    e.ok = false;
  return r;
}
inline bool divisible(Eval &e, int64_t a, int64_t b) {
  if (b == 0 || (a == INT64_MIN && b == -1))
    e.ok = false;
  return e.ok && b != 0 && !(a == INT64_MIN && b == -1);
}
/// Division rounding down, as kopt's expressions divide.
inline int64_t div(Eval &e, int64_t a, int64_t b) {
  if (!divisible(e, a, b))
    return 0;
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
/// The remainder of that division (the sign of b).
inline int64_t rem(Eval &e, int64_t a, int64_t b) {
  if (!divisible(e, a, b))
    return 0;
  int64_t r = a % b;
  return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}
inline int64_t ceildiv(Eval &e, int64_t a, int64_t b) {
  if (!divisible(e, a, b))
    return 0;
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}
inline int64_t smin(Eval &, int64_t a, int64_t b) { return a < b ? a : b; }
inline int64_t smax(Eval &, int64_t a, int64_t b) { return a > b ? a : b; }
inline int64_t eq(Eval &, int64_t a, int64_t b) { return a == b; }
inline int64_t ne(Eval &, int64_t a, int64_t b) { return a != b; }
inline int64_t lt(Eval &, int64_t a, int64_t b) { return a < b; }
inline int64_t le(Eval &, int64_t a, int64_t b) { return a <= b; }
inline int64_t gt(Eval &, int64_t a, int64_t b) { return a > b; }
inline int64_t ge(Eval &, int64_t a, int64_t b) { return a >= b; }
inline int64_t both(Eval &, int64_t a, int64_t b) { return a && b; }
inline int64_t neg(Eval &e, int64_t a) {
  if (a == INT64_MIN)
    e.ok = false;
  return a == INT64_MIN ? 0 : -a;
}

/// A configuration's launch at one shape.
struct Launch {
  unsigned grid[3] = {1, 1, 1};
  unsigned block[3] = {1, 1, 1};
  unsigned sharedMemory = 0;
};
)cpp";

/// Prints `text` as C++ into `os`, its names being the configuration's
/// parameters (as literals) or the shape's sizes (`s.NAME`).
static LogicalResult printExpr(KernelOp kernel, StringRef text,
                               const llvm::StringMap<int64_t> &values,
                               llvm::raw_ostream &os) {
  llvm::Expected<Expr> expr = Expr::parse(text);
  if (!expr)
    return kernel.emitOpError("launcher: ") << llvm::toString(expr.takeError());
  llvm::StringSet<> sizes;
  for (SizeOp size : kernel.getSizes())
    sizes.insert(size.getSymName());
  for (const std::string &name : expr->getNames())
    if (!values.count(name) && !sizes.contains(name))
      return kernel.emitOpError("launcher: \"")
             << text << "\" names '" << name
             << "', neither a parameter nor a size";
  expr->printAsCpp(os, [&](StringRef name) -> std::string {
    auto value = values.find(name);
    if (value != values.end())
      return llvm::formatv("INT64_C({0})", value->second).str();
    return ("s." + name).str();
  });
  return success();
}

/// Prints `plan<index>(s, l)`: the configuration's constraints, then its
/// launch within the hardware limits; false when any fails at `s`.
static LogicalResult printPlan(KernelOp kernel, const LauncherConfig &config,
                               size_t index, llvm::raw_ostream &os) {
  os << "/// " << config.id << "\n"
     << "inline bool plan" << index << "(const Shape &s, Launch &l) {\n"
     << "  Eval e;\n";
  // Sizes are positive, as the contract declares them.
  for (SizeOp size : kernel.getSizes())
    os << "  if (s." << size.getSymName() << " <= 0)\n    return false;\n";
  for (ConstraintOp constraint : kernel.getConstraints()) {
    os << "  if (!";
    if (failed(printExpr(kernel, constraint.getCondition(), config.values, os)))
      return failure();
    os << " || !e.ok)\n    return false;\n";
  }
  LaunchOp launch = kernel.getLaunch();
  auto printDims = [&](ArrayAttr dims, StringRef name) -> LogicalResult {
    for (auto [i, dim] : llvm::enumerate(dims)) {
      os << "  const int64_t " << name << i << " = ";
      if (failed(printExpr(kernel, cast<StringAttr>(dim).getValue(),
                           config.values, os)))
        return failure();
      os << ";\n";
    }
    for (size_t i = dims.size(); i < 3; ++i)
      os << "  const int64_t " << name << i << " = 1;\n";
    return success();
  };
  if (failed(printDims(launch.getGrid(), "grid")) ||
      failed(printDims(launch.getBlock(), "block")))
    return failure();
  os << "  const int64_t shared = ";
  if (StringAttr shared = launch.getSharedMemoryAttr()) {
    if (failed(printExpr(kernel, shared.getValue(), config.values, os)))
      return failure();
  } else {
    os << "0";
  }
  os << ";\n"
     << llvm::formatv(
            "  if (!e.ok || grid0 < 1 || grid0 > INT64_C({0}) || grid1 < 1 ||\n"
            "      grid1 > INT64_C({1}) || grid2 < 1 || grid2 > INT64_C({1}) "
            "||\n"
            "      block0 < 1 || block1 < 1 || block2 < 1 ||\n"
            "      block2 > INT64_C({2}) || shared < 0 || shared > "
            "INT64_C({3}))\n"
            "    return false;\n"
            "  const int64_t threads = mul(e, mul(e, block0, block1), "
            "block2);\n"
            "  if (!e.ok || threads > INT64_C({4}))\n"
            "    return false;\n",
            kMaxGridX, kMaxGridYZ, kMaxBlockZ, INT32_MAX, kMaxThreadsPerBlock)
     << "  l.grid[0] = unsigned(grid0);\n  l.grid[1] = unsigned(grid1);\n"
     << "  l.grid[2] = unsigned(grid2);\n  l.block[0] = unsigned(block0);\n"
     << "  l.block[1] = unsigned(block1);\n  l.block[2] = unsigned(block2);\n"
     << "  l.sharedMemory = unsigned(shared);\n  return true;\n}\n\n";
  return success();
}

std::string mlir::kopt::whyNoLauncher(KernelOp kernel) {
  // Names become C++ identifiers: a namespace and the Shape's fields.
  auto isIdentifier = [](StringRef text) {
    return !text.empty() && (llvm::isAlpha(text[0]) || text[0] == '_') &&
           llvm::all_of(text,
                        [](char c) { return llvm::isAlnum(c) || c == '_'; });
  };
  SmallVector<StringRef> names = {kernel.getSymName()};
  for (SizeOp size : kernel.getSizes())
    names.push_back(size.getSymName());
  for (StringRef text : names)
    if (!isIdentifier(text))
      return ("'" + text + "' is not a C++ identifier").str();
  return "";
}

/// Why `version` cannot share a launcher with `kernel` (other sizes, or
/// other arguments), or an empty string.
static std::string whyNotOneLauncher(KernelOp kernel, KernelOp version) {
  if (version == kernel)
    return "";
  auto sizeNames = [](KernelOp op) {
    SmallVector<StringRef> names;
    for (SizeOp size : op.getSizes())
      names.push_back(size.getSymName());
    return names;
  };
  if (sizeNames(kernel) != sizeNames(version))
    return "its kernel's sizes differ from the launcher's";
  EntryOp entry = kernel.getEntry(), other = version.getEntry();
  if (!entry || !other ||
      entry.getBody().getArgumentTypes() != other.getBody().getArgumentTypes())
    return "its kernel's arguments differ from the launcher's";
  return "";
}

LogicalResult mlir::kopt::writeLauncher(KernelOp kernel,
                                        ArrayRef<LauncherConfig> configs,
                                        llvm::raw_ostream &os) {
  StringRef name = kernel.getSymName();
  SmallVector<StringRef> sizes;
  for (SizeOp size : kernel.getSizes())
    sizes.push_back(size.getSymName());
  if (std::string why = whyNoLauncher(kernel); !why.empty())
    return kernel.emitOpError("launcher: ") << why;
  // The version of the kernel each configuration plans and runs with.
  auto versionOf = [&](const LauncherConfig &config) {
    return config.kernel ? config.kernel : kernel;
  };
  for (const LauncherConfig &config : configs)
    if (std::string why = whyNotOneLauncher(kernel, versionOf(config));
        !why.empty())
      return kernel.emitOpError("launcher: configuration ")
             << config.id << ": " << why;
  // Headers of other versions of the kernel stay distinct in one program:
  // the namespace names the versions the header launches.
  std::string hashes = kernel.getDefinitionHash();
  for (const LauncherConfig &config : configs)
    if (KernelOp version = config.kernel; version && version != kernel)
      hashes += version.getDefinitionHash();
  std::string version =
      configs.size() && hashes != kernel.getDefinitionHash()
          ? "v" + llvm::utohexstr(llvm::xxh3_64bits(hashes), /*LowerCase=*/true)
          : "v" + StringRef(kernel.getDefinitionHash()).drop_front(2).str();
  constexpr StringRef delimiter = "kopt_ptx";
  for (const LauncherConfig &config : configs)
    if (StringRef(config.ptx).contains((")" + delimiter + "\"").str()))
      return kernel.emitOpError("launcher: the PTX of ")
             << config.id << " cannot be embedded as a raw string";

  os << "// " << name << ".launch.h: generated by kopt. Launches '" << name
     << "' through the CUDA\n"
        "// driver API (cuda.h, link with -lcuda), choosing its configuration "
        "by the shape:\n"
        "// the one measured fastest at the nearest tuning shape (the sum of "
        "|log2| of the\n"
        "// size ratios; at a tuning shape, that shape) when its constraints "
        "and launch\n"
        "// limits hold there, else the first that holds, in this order:\n";
  for (const LauncherConfig &config : configs)
    os << "//   " << config.id << "\n";
  os << "// Needs C++17 and GCC's or Clang's overflow builtins.\n"
     << "#pragma once\n\n#include <cuda.h>\n\n#include <cmath>\n"
        "#include <cstdint>\n#include <mutex>\n#include <vector>\n\n"
     << "namespace kopt_launch {\nnamespace " << name << " {\ninline namespace "
     << version << " {\n\n"
     << "/// The problem sizes of the kernel's contract.\nstruct Shape {\n";
  for (StringRef size : sizes)
    os << "  int64_t " << size << ";\n";
  os << "};\n\nnamespace detail {\n"
     << kArithmetic << "\n"
     << "/// The configurations, their PTX and the kernel's entry.\n"
     << "constexpr int kConfigurations = " << configs.size() << ";\n"
     << "inline const char *const kIds[] = {\n";
  for (const LauncherConfig &config : configs)
    os << "    \"" << config.id << "\",\n";
  os << "};\ninline const char *const kPtx[] = {\n";
  for (const LauncherConfig &config : configs)
    os << "    R\"" << delimiter << "(" << config.ptx << ")" << delimiter
       << "\",\n";
  os << "};\n/// The kernel's entry in each PTX (a rewrite may have renamed "
        "it).\n"
     << "inline const char *const kEntries[] = {\n";
  for (const LauncherConfig &config : configs)
    os << "    \"" << versionOf(config).getSymName() << "\",\n";
  os << "};\n\n";
  for (auto [index, config] : llvm::enumerate(configs))
    if (failed(printPlan(versionOf(config), config, index, os)))
      return failure();

  // The tuning shapes and the configuration fastest at each.
  os << "/// The tuning shapes, and the configuration measured fastest at "
        "each.\n"
     << "struct Tuned {\n  int64_t sizes[" << std::max<size_t>(sizes.size(), 1)
     << "];\n  int config;\n};\ninline const Tuned kTuned[] = {\n";
  size_t tunedShapes = 0;
  for (auto [index, config] : llvm::enumerate(configs))
    for (const llvm::StringMap<int64_t> &shape : config.shapes) {
      os << "    {{";
      for (auto [i, size] : llvm::enumerate(sizes))
        os << (i ? ", " : "") << "INT64_C(" << shape.lookup(size) << ")";
      os << "}, " << index << "},\n";
      ++tunedShapes;
    }
  if (!tunedShapes)
    os << "    {{0}, 0},\n";
  os << "};\nconstexpr int kTunedShapes = " << tunedShapes << ";\n\n"
     << "/// How far `s` is from tuning shape `t`: the sum over the sizes of "
        "|log2(s / t)|.\n"
     << "inline double distance(const Shape &s, const Tuned &t) {\n"
     << "  const int64_t given[] = {";
  for (auto [i, size] : llvm::enumerate(sizes))
    os << (i ? ", " : "") << "s." << size;
  if (sizes.empty())
    os << "0";
  os << "};\n  double sum = 0;\n"
     << "  for (int i = 0; i < " << sizes.size() << "; ++i) {\n"
     << "    if (given[i] <= 0 || t.sizes[i] <= 0) {\n"
     << "      if (given[i] != t.sizes[i])\n        return HUGE_VAL;\n"
     << "      continue;\n    }\n"
     << "    sum += std::fabs(std::log2(double(given[i]) / "
        "double(t.sizes[i])));\n  }\n  return sum;\n}\n\n"
     << "/// Whether configuration `c` holds at `s`; its launch in `l`.\n"
     << "inline bool plan(int c, const Shape &s, Launch &l) {\n"
     << "  switch (c) {\n";
  for (size_t index = 0; index < configs.size(); ++index)
    os << "  case " << index << ":\n    return plan" << index << "(s, l);\n";
  os << "  }\n  return false;\n}\n\n"
     << "/// The configuration to run at `s` and its launch, or -1: that of "
        "the\n"
        "/// nearest tuning shape (at a tuning shape, itself) when it holds, "
        "else the\n/// first that holds.\n"
        "inline int choose(const Shape &s, Launch &l) {\n"
        "  const Tuned *nearest = nullptr;\n"
        "  double best = HUGE_VAL;\n"
        "  for (int i = 0; i < kTunedShapes; ++i)\n"
        "    if (double d = distance(s, kTuned[i]); d < best) {\n"
        "      best = d;\n      nearest = &kTuned[i];\n    }\n"
        "  if (nearest && plan(nearest->config, s, l))\n"
        "    return nearest->config;\n";
  for (size_t index = 0; index < configs.size(); ++index)
    os << "  if (plan" << index << "(s, l))\n    return " << index << ";\n";
  os << "  return -1;\n}\n\n"
     << R"cpp(/// Configuration `c`'s kernel in the current context, loaded on first use.
inline CUresult load(int c, CUfunction &function) {
  CUcontext context = nullptr;
  if (CUresult r = cuCtxGetCurrent(&context); r != CUDA_SUCCESS)
    return r;
  if (!context)
    return CUDA_ERROR_INVALID_CONTEXT;
  struct Loaded {
    CUcontext context;
    CUfunction function;
  };
  static std::mutex mutex;
  static std::vector<Loaded> loaded[kConfigurations];
  std::lock_guard<std::mutex> lock(mutex);
  for (const Loaded &entry : loaded[c])
    if (entry.context == context) {
      function = entry.function;
      return CUDA_SUCCESS;
    }
  CUmodule module = nullptr;
  if (CUresult r = cuModuleLoadData(&module, kPtx[c]); r != CUDA_SUCCESS)
    return r;
  CUresult r = cuModuleGetFunction(&function, module, kEntries[c]);
)cpp";
  // Dynamic shared memory may go up to what the device allows beside the
  // kernel's static shared memory, set once when the function is loaded.
  if (llvm::any_of(configs, [&](const LauncherConfig &config) {
        return bool(versionOf(config).getLaunch().getSharedMemoryAttr());
      }))
    os << R"cpp(  CUdevice device = 0;
  int optIn = 0, staticBytes = 0;
  if (r == CUDA_SUCCESS)
    r = cuCtxGetDevice(&device);
  if (r == CUDA_SUCCESS)
    r = cuDeviceGetAttribute(
        &optIn, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, device);
  if (r == CUDA_SUCCESS)
    r = cuFuncGetAttribute(&staticBytes, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES,
                           function);
  if (r == CUDA_SUCCESS)
    r = cuFuncSetAttribute(function,
                           CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                           optIn - staticBytes);
)cpp";
  os << R"cpp(  if (r != CUDA_SUCCESS) {
    cuModuleUnload(module);
    return r;
  }
  loaded[c].push_back({context, function});
  return CUDA_SUCCESS;
}
} // namespace detail

)cpp"
     << R"cpp(/// The id of the configuration launch() runs at `s`, or nullptr when none
/// holds there.
inline const char *configuration(const Shape &s) {
  detail::Launch l;
  int c = detail::choose(s, l);
  return c < 0 ? nullptr : detail::kIds[c];
}

/// Launches the kernel at shape `s` on `stream` with `args`, the kernel's
/// arguments as cuLaunchKernel takes them. Returns CUDA_ERROR_INVALID_VALUE
/// when no configuration holds at `s`, CUDA_ERROR_INVALID_CONTEXT without a
/// current context, or the driver's error. Each configuration's module is
/// loaded once per context, on first use there; a failed load is not
/// remembered, so a later launch tries again.
inline CUresult launch(CUstream stream, const Shape &s, void **args) {
  detail::Launch l;
  int c = detail::choose(s, l);
  if (c < 0)
    return CUDA_ERROR_INVALID_VALUE;
  CUfunction function = nullptr;
  if (CUresult r = detail::load(c, function); r != CUDA_SUCCESS)
    return r;
  return cuLaunchKernel(function, l.grid[0], l.grid[1], l.grid[2], l.block[0],
                        l.block[1], l.block[2], l.sharedMemory, stream, args,
                        nullptr);
}

)cpp"
     << "} // namespace " << version << "\n} // namespace " << name
     << "\n} // namespace kopt_launch\n";
  return success();
}

LogicalResult mlir::kopt::writeLauncherFile(KernelOp kernel,
                                            ArrayRef<LauncherConfig> configs,
                                            StringRef path, StringRef tool) {
  bool generated = true;
  if (llvm::Error error = llvm::writeToOutput(path, [&](raw_ostream &os) {
        generated = succeeded(writeLauncher(kernel, configs, os));
        return generated ? llvm::Error::success()
                         : llvm::createStringError("the launcher failed");
      })) {
    if (!generated) {
      llvm::consumeError(std::move(error));
      return failure();
    }
    return kernel.emitOpError(tool) << ": cannot write " << path << ": "
                                    << llvm::toString(std::move(error));
  }
  return success();
}
