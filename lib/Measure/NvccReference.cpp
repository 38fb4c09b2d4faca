//===- NvccReference.cpp - nvcc's PTX of a source, as the reference -------===//

#include "kopt/Measure/NvccReference.h"
#include "kopt/Measure/Ptxas.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

using namespace mlir::kopt;
using llvm::StringRef;

/// Seconds nvcc may take on one source before it is considered hung.
static constexpr unsigned kNvccTimeoutSeconds = 600;

std::optional<std::string> mlir::kopt::findNvcc() {
  return findCudaProgram("nvcc", "KOPT_NVCC");
}

llvm::SmallVector<std::string>
mlir::kopt::getNvccCompatibleArgs(llvm::ArrayRef<std::string> liftArgs) {
  llvm::SmallVector<std::string> kept;
  for (size_t i = 0; i < liftArgs.size(); ++i) {
    StringRef arg = liftArgs[i];
    bool twoPart = arg == "-I" || arg == "-D" || arg == "-U" ||
                   arg == "-isystem" || arg == "-include";
    if (twoPart) {
      if (i + 1 < liftArgs.size()) {
        kept.push_back(arg.str());
        kept.push_back(liftArgs[++i]);
      }
      continue;
    }
    if (arg.starts_with("-I") || arg.starts_with("-D") ||
        arg.starts_with("-U") || arg.starts_with("-std=") ||
        arg == "-use_fast_math" || arg == "--use_fast_math")
      kept.push_back(arg.str());
  }
  return kept;
}

llvm::Expected<std::string>
mlir::kopt::buildNvccReference(StringRef nvcc, StringRef source, StringRef chip,
                               llvm::ArrayRef<std::string> extraArgs,
                               StringRef ptxPath) {
  if (std::error_code ec = llvm::sys::fs::create_directories(
          llvm::sys::path::parent_path(ptxPath)))
    return llvm::createStringError(ec,
                                   "cannot create the directory of " + ptxPath);
  llvm::SmallString<256> partial(ptxPath);
  partial += ".partial";
  llvm::SmallString<128> log;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("kopt-nvcc", "log", log))
    return llvm::createStringError(ec, "cannot create a temporary file");
  llvm::scope_exit cleanUp([&] {
    llvm::sys::fs::remove(log);
    llvm::sys::fs::remove(partial);
  });

  std::string arch = ("-arch=" + chip).str();
  llvm::SmallVector<StringRef> args = {nvcc, "-O3", arch, "-ptx"};
  for (const std::string &arg : extraArgs)
    args.push_back(arg);
  args.append({source, "-o", partial});
  std::string command = llvm::join(args, " ");

  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(log),
                                          StringRef(log)};
  std::string message;
  int status = llvm::sys::ExecuteAndWait(nvcc, args, std::nullopt, redirects,
                                         kNvccTimeoutSeconds, /*MemoryLimit=*/0,
                                         &message);
  if (status != 0) {
    auto output = llvm::MemoryBuffer::getFile(log);
    StringRef text = output ? (*output)->getBuffer().trim() : StringRef();
    // The end of nvcc's output says why; the start is often warnings.
    if (text.size() > 2000)
      text = text.take_back(2000);
    return llvm::createStringError(
        "`" + command + "` failed" +
        (message.empty() ? std::string() : " (" + message + ")") +
        (text.empty() ? std::string() : ":\n" + text.str()));
  }
  if (std::error_code ec = llvm::sys::fs::rename(partial, ptxPath))
    return llvm::createStringError(ec, "cannot write " + ptxPath);
  return command;
}
