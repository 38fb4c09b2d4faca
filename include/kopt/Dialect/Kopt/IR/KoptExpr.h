//===- KoptExpr.h - integer expressions over parameters ---------*- C++ -*-===//
//
// The small expression language of launch dimensions, element counts and
// constraints: integers, names, + - * / %, ceildiv/min/max, comparisons, &&.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_IR_KOPTEXPR_H
#define KOPT_DIALECT_KOPT_IR_KOPTEXPR_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>

namespace mlir::kopt {

/// The deepest an expression may nest (parentheses, calls, unary minus, and
/// chains of binary operators): deeper text is a parse error, never a stack
/// overflow in the parser or in the walks of the tree.
inline constexpr unsigned kMaxExprDepth = 256;

/// A parsed expression. Values are 64-bit signed integers; a comparison is 1
/// when it holds and 0 otherwise. Arithmetic that overflows, and division or
/// remainder by zero, are evaluation errors rather than undefined behaviour.
class Expr {
public:
  /// One node of the syntax tree.
  struct Node;

  /// Parses `text`. The error names the offending column.
  static llvm::Expected<Expr> parse(llvm::StringRef text);

  /// Returns the distinct names the expression refers to, in order of first
  /// appearance.
  llvm::ArrayRef<std::string> getNames() const { return names; }

  /// Returns true when the expression is a condition (a comparison, or
  /// comparisons joined by `&&`).
  bool isCondition() const;

  /// Evaluates the expression with `values` giving each name's value.
  llvm::Expected<int64_t>
  evaluate(const llvm::StringMap<int64_t> &values) const;

  /// Returns the source text.
  llvm::StringRef getText() const { return text; }

  /// Prints the expression as C++ with the semantics of `evaluate`: every
  /// operator is a call `add(e, a, b)`, `sub`, `mul`, `div` (floor), `rem`
  /// (floor), `ceildiv`, `smin`, `smax`, `eq`, `ne`, `lt`, `le`, `gt`, `ge`,
  /// `both` (&&) or `neg(e, a)`, on int64_t, where `e` is an error flag the
  /// caller's functions set on overflow or division by zero; each name is
  /// printed as `nameOf` returns it.
  void
  printAsCpp(llvm::raw_ostream &os,
             llvm::function_ref<std::string(llvm::StringRef)> nameOf) const;

private:
  Expr() = default;
  std::string text;
  std::shared_ptr<const Node> root;
  llvm::SmallVector<std::string> names;
};

/// Evaluates `text` in one step; the error says which part failed.
llvm::Expected<int64_t> evaluateExpr(llvm::StringRef text,
                                     const llvm::StringMap<int64_t> &values);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_IR_KOPTEXPR_H
