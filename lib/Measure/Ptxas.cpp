//===- Ptxas.cpp - static resource analysis with ptxas
//---------------------===//
//
// Runs ptxas in a child process on a temporary file and parses `-v`.
//
//===----------------------------------------------------------------------===//

#include "kopt/Measure/Ptxas.h"
#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir::kopt;
using llvm::StringRef;

/// Seconds ptxas may take on one module before it is considered hung.
static constexpr unsigned kPtxasTimeoutSeconds = 120;

std::optional<std::string> mlir::kopt::findCudaProgram(StringRef name,
                                                       StringRef envVariable) {
  if (std::optional<std::string> env = llvm::sys::Process::GetEnv(envVariable))
    if (llvm::sys::fs::can_execute(*env))
      return env;
  std::string toolkit = findCudaToolkit();
  if (!toolkit.empty()) {
    llvm::SmallString<256> path(toolkit);
    llvm::sys::path::append(path, "bin", name);
    if (llvm::sys::fs::can_execute(path))
      return std::string(path);
  }
  if (llvm::ErrorOr<std::string> onPath = llvm::sys::findProgramByName(name))
    return *onPath;
  return std::nullopt;
}

std::optional<std::string> mlir::kopt::findPtxas(StringRef explicitPath) {
  if (!explicitPath.empty())
    return llvm::sys::fs::can_execute(explicitPath)
               ? std::optional<std::string>(explicitPath.str())
               : std::nullopt;
  return findCudaProgram("ptxas", "KOPT_PTXAS");
}

llvm::SmallVector<PtxasKernelInfo>
mlir::kopt::parsePtxasReport(StringRef report) {
  llvm::SmallVector<PtxasKernelInfo> kernels;
  llvm::Regex entry("Compiling entry function '([^']+)'");
  llvm::Regex properties("Function properties for ([^ ]+)");
  llvm::Regex frame("([0-9]+) bytes stack frame, ([0-9]+) bytes spill stores, "
                    "([0-9]+) bytes spill loads");
  llvm::Regex registers("Used ([0-9]+) registers");
  llvm::Regex shared("([0-9]+) bytes smem");
  // `Function properties` also appears for device functions; only the
  // figures that follow an entry's header belong to it.
  PtxasKernelInfo *current = nullptr;
  llvm::SmallVector<StringRef> lines;
  report.split(lines, '\n');
  for (StringRef line : lines) {
    llvm::SmallVector<StringRef, 4> m;
    if (entry.match(line, &m)) {
      kernels.push_back({});
      kernels.back().name = m[1].str();
      current = &kernels.back();
      continue;
    }
    if (properties.match(line, &m)) {
      current = nullptr;
      for (PtxasKernelInfo &kernel : kernels)
        if (kernel.name == m[1])
          current = &kernel;
      continue;
    }
    if (!current)
      continue;
    if (frame.match(line, &m)) {
      m[1].getAsInteger(10, current->stackFrame);
      m[2].getAsInteger(10, current->spillStores);
      m[3].getAsInteger(10, current->spillLoads);
    }
    if (registers.match(line, &m))
      m[1].getAsInteger(10, current->registers);
    if (shared.match(line, &m))
      m[1].getAsInteger(10, current->sharedMemory);
  }
  return kernels;
}

llvm::StringMap<int64_t> mlir::kopt::getPTXBlockSizes(StringRef ptx) {
  llvm::StringMap<int64_t> sizes;
  llvm::Regex entry("\\.entry[ \t]+([A-Za-z_$][A-Za-z0-9_$]*)");
  llvm::Regex dims("\\.(reqntid|maxntid)[ \t]+([0-9]+)(,[ \t]*([0-9]+))?"
                   "(,[ \t]*([0-9]+))?");
  std::string current;
  llvm::SmallVector<StringRef> lines;
  ptx.split(lines, '\n');
  for (StringRef line : lines) {
    llvm::SmallVector<StringRef, 8> m;
    if (entry.match(line, &m)) {
      current = m[1].str();
      continue;
    }
    if (current.empty() || !dims.match(line, &m))
      continue;
    int64_t threads = 1;
    for (unsigned i : {2u, 4u, 6u}) {
      int64_t dim = 1;
      if (!m[i].empty())
        m[i].getAsInteger(10, dim);
      threads *= dim;
    }
    // `.reqntid` is exact; it wins over `.maxntid`.
    if (m[1] == "reqntid" || !sizes.contains(current))
      sizes[current] = threads;
  }
  return sizes;
}

/// Returns the contents of `path`, or an empty string.
static std::string readFile(StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

llvm::Expected<llvm::SmallVector<PtxasKernelInfo>>
mlir::kopt::runPtxas(StringRef ptxasPath, StringRef ptx, StringRef chip,
                     unsigned optLevel) {
  llvm::SmallString<128> input, output, log;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("kopt", "ptx", input))
    return llvm::createStringError(ec, "cannot create a temporary file");
  llvm::scope_exit removeInput([&] { llvm::sys::fs::remove(input); });
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("kopt", "cubin", output))
    return llvm::createStringError(ec, "cannot create a temporary file");
  llvm::scope_exit removeOutput([&] { llvm::sys::fs::remove(output); });
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("kopt-ptxas", "log", log))
    return llvm::createStringError(ec, "cannot create a temporary file");
  llvm::scope_exit removeLog([&] { llvm::sys::fs::remove(log); });
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(input, ec);
    if (ec)
      return llvm::createStringError(ec, "cannot write " + input);
    os << ptx;
  }

  std::string arch = ("-arch=" + chip).str();
  std::string opt = "-O" + std::to_string(optLevel);
  llvm::SmallVector<StringRef> args = {ptxasPath, "-v", arch,  opt,
                                       input,     "-o", output};
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(log),
                                          StringRef(log)};
  std::string message;
  int status = llvm::sys::ExecuteAndWait(ptxasPath, args, std::nullopt,
                                         redirects, kPtxasTimeoutSeconds,
                                         /*MemoryLimit=*/0, &message);
  std::string report = readFile(log);
  if (status != 0)
    return llvm::createStringError(
        "ptxas failed" +
        (message.empty() ? std::string() : " (" + message + ")") + ": " +
        StringRef(report).trim().str());
  return parsePtxasReport(report);
}

std::string mlir::kopt::describeSpills(const PtxasKernelInfo &info) {
  return llvm::formatv("ptxas: {0} registers, {1} bytes spill stores, {2} "
                       "bytes spill loads",
                       info.registers, info.spillStores, info.spillLoads)
      .str();
}
