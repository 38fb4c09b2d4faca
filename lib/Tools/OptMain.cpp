//===- OptMain.cpp - the kopt-opt driver
//-----------------------------------===//
//
// Splits several input files off the command line and runs mlir-opt's core
// on each.
//
//===----------------------------------------------------------------------===//

#include "kopt/Tools/OptMain.h"

#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// Returns the positions in `argv` of the arguments that name input files:
/// existing files that are neither options nor the value of `-o`.
static SmallVector<int> findInputFiles(int argc, char **argv) {
  SmallVector<int> inputs;
  for (int i = 1; i < argc; ++i) {
    StringRef arg = argv[i];
    if (arg == "-o" || arg == "--o") {
      ++i;
      continue;
    }
    if (arg.starts_with("-") || !llvm::sys::fs::is_regular_file(arg))
      continue;
    inputs.push_back(i);
  }
  return inputs;
}

LogicalResult mlir::kopt::koptOptMain(int argc, char **argv,
                                      DialectRegistry &registry) {
  constexpr StringLiteral toolName = "kopt optimiser driver\n";
  SmallVector<int> inputs = findInputFiles(argc, argv);
  if (inputs.size() < 2)
    return MlirOptMain(argc, argv, toolName, registry);

  SmallVector<char *> options;
  for (int i = 0; i < argc; ++i)
    if (!llvm::is_contained(inputs, i))
      options.push_back(argv[i]);
  auto [unusedInput, outputFilename] = registerAndParseCLIOptions(
      static_cast<int>(options.size()), options.data(), toolName, registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();

  std::string message;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &message);
  if (!output) {
    llvm::errs() << message << "\n";
    return failure();
  }
  bool allSucceeded = true;
  for (auto [index, position] : llvm::enumerate(inputs)) {
    std::unique_ptr<llvm::MemoryBuffer> buffer =
        openInputFile(argv[position], &message);
    if (!buffer) {
      llvm::errs() << message << "\n";
      allSucceeded = false;
      continue;
    }
    if (index)
      output->os() << "// -----\n";
    if (failed(MlirOptMain(output->os(), std::move(buffer), registry, config)))
      allSucceeded = false;
  }
  if (allSucceeded)
    output->keep();
  return success(allSucceeded);
}
