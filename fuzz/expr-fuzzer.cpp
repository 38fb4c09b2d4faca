//===- expr-fuzzer.cpp - libFuzzer target: kopt's expression parser -------===//
//
// Parses the input as a kopt expression (constraints, launch dimensions,
// element counts) and, when it parses, evaluates it with every name set to a
// few values and prints it as C++: none of these may crash, overflow the
// stack or trip a sanitizer, whatever the text.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/IR/KoptExpr.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  llvm::Expected<mlir::kopt::Expr> expr = mlir::kopt::Expr::parse(text);
  if (!expr) {
    llvm::consumeError(expr.takeError());
    return 0;
  }
  for (int64_t value : {int64_t(0), int64_t(1), int64_t(-7), INT64_MAX,
                        INT64_MIN}) {
    llvm::StringMap<int64_t> values;
    for (const std::string &name : expr->getNames())
      values[name] = value;
    llvm::Expected<int64_t> result = expr->evaluate(values);
    if (!result)
      llvm::consumeError(result.takeError());
  }
  std::string cpp;
  llvm::raw_string_ostream os(cpp);
  expr->printAsCpp(os, [](llvm::StringRef name) { return name.str(); });
  return 0;
}
