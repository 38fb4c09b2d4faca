//===- KoptExpr.cpp - integer expressions over parameters -----------------===//
//
// A recursive-descent parser and an overflow-checked evaluator.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/IR/KoptExpr.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir::kopt;
using llvm::StringRef;

/// Node kinds: leaves, binary operators and the three functions.
enum class ExprOp {
  Literal,
  Name,
  Add,
  Sub,
  Mul,
  Div,
  Rem,
  CeilDiv,
  Min,
  Max,
  Eq,
  Ne,
  Lt,
  Le,
  Gt,
  Ge,
  And,
  Neg
};

struct Expr::Node {
  ExprOp op;
  int64_t value = 0;
  std::string name;
  std::shared_ptr<const Node> lhs, rhs;
  /// Levels of the tree below and including this node: every walk of the
  /// tree (evaluation, printing, destruction) recurses this deep.
  unsigned depth = 1;
};

namespace {
using NodePtr = std::shared_ptr<const Expr::Node>;

unsigned depthOf(const NodePtr &node) { return node ? node->depth : 0; }

bool isComparison(ExprOp op) {
  return op == ExprOp::Eq || op == ExprOp::Ne || op == ExprOp::Lt ||
         op == ExprOp::Le || op == ExprOp::Gt || op == ExprOp::Ge ||
         op == ExprOp::And;
}

/// Recursive-descent parser over one expression text.
class Parser {
public:
  Parser(StringRef text, llvm::SmallVectorImpl<std::string> &names)
      : text(text), names(names) {}

  llvm::Expected<NodePtr> parseAll() {
    NodePtr node = parseCondition();
    skipSpace();
    if (!error.empty())
      return makeError();
    if (pos != text.size()) {
      fail("unexpected '" + text.substr(pos, 1).str() + "'");
      return makeError();
    }
    return node;
  }

private:
  llvm::Error makeError() {
    return llvm::createStringError(
        llvm::formatv("in expression \"{0}\" at column {1}: {2}", text,
                      errorPos + 1, error)
            .str());
  }

  void fail(const std::string &message) {
    if (!error.empty())
      return;
    error = message;
    errorPos = pos;
  }

  /// A node over `lhs` and `rhs`; null (and an error) when either is null or
  /// the tree would be deeper than kMaxExprDepth.
  NodePtr makeNode(ExprOp op, NodePtr lhs, NodePtr rhs = nullptr) {
    if (!lhs || (!rhs && op != ExprOp::Neg))
      return nullptr;
    unsigned depth = 1 + std::max(depthOf(lhs), depthOf(rhs));
    if (depth > kMaxExprDepth) {
      fail(tooDeep());
      return nullptr;
    }
    auto node = std::make_shared<Expr::Node>();
    node->op = op;
    node->lhs = std::move(lhs);
    node->rhs = std::move(rhs);
    node->depth = depth;
    return node;
  }

  static std::string tooDeep() {
    return "expression nested deeper than " + std::to_string(kMaxExprDepth) +
           " levels";
  }

  /// Counts one level of the parser's recursion (a parenthesis, a call, a
  /// unary minus) for as long as the guard lives; past kMaxExprDepth the
  /// parse fails instead of recursing further.
  struct NestingGuard {
    Parser &parser;
    explicit NestingGuard(Parser &parser) : parser(parser) {
      if (++parser.nesting > kMaxExprDepth)
        parser.fail(tooDeep());
    }
    ~NestingGuard() { --parser.nesting; }
    bool ok() const { return parser.error.empty(); }
  };

  void skipSpace() {
    while (pos < text.size() && isspace(static_cast<unsigned char>(text[pos])))
      ++pos;
  }

  bool consume(StringRef token) {
    skipSpace();
    if (!text.substr(pos).starts_with(token))
      return false;
    pos += token.size();
    return true;
  }

  NodePtr parseCondition() {
    NodePtr lhs = parseComparison();
    while (error.empty() && consume("&&"))
      lhs = makeNode(ExprOp::And, lhs, parseComparison());
    return lhs;
  }

  NodePtr parseComparison() {
    NodePtr lhs = parseSum();
    static const std::pair<StringRef, ExprOp> comparisons[] = {
        {"==", ExprOp::Eq}, {"!=", ExprOp::Ne}, {"<=", ExprOp::Le},
        {">=", ExprOp::Ge}, {"<", ExprOp::Lt},  {">", ExprOp::Gt}};
    for (auto [token, op] : comparisons)
      if (consume(token))
        return makeNode(op, lhs, parseSum());
    return lhs;
  }

  NodePtr parseSum() {
    NodePtr lhs = parseProduct();
    while (error.empty()) {
      if (consume("+"))
        lhs = makeNode(ExprOp::Add, lhs, parseProduct());
      else if (consume("-"))
        lhs = makeNode(ExprOp::Sub, lhs, parseProduct());
      else
        break;
    }
    return lhs;
  }

  NodePtr parseProduct() {
    NodePtr lhs = parseUnary();
    while (error.empty()) {
      if (consume("*"))
        lhs = makeNode(ExprOp::Mul, lhs, parseUnary());
      else if (consume("/"))
        lhs = makeNode(ExprOp::Div, lhs, parseUnary());
      else if (consume("%"))
        lhs = makeNode(ExprOp::Rem, lhs, parseUnary());
      else
        break;
    }
    return lhs;
  }

  NodePtr parseUnary() {
    if (consume("-")) {
      NestingGuard guard(*this);
      if (!guard.ok())
        return nullptr;
      return makeNode(ExprOp::Neg, parseUnary());
    }
    return parsePrimary();
  }

  NodePtr parsePrimary() {
    skipSpace();
    if (pos >= text.size()) {
      fail("expected a number, a name or '('");
      return nullptr;
    }
    if (consume("(")) {
      NestingGuard guard(*this);
      if (!guard.ok())
        return nullptr;
      NodePtr inner = parseSum();
      if (!consume(")"))
        fail("expected ')'");
      return inner;
    }
    char c = text[pos];
    if (isdigit(static_cast<unsigned char>(c)))
      return parseLiteral();
    if (isalpha(static_cast<unsigned char>(c)) || c == '_')
      return parseNameOrCall();
    fail("expected a number, a name or '('");
    return nullptr;
  }

  NodePtr parseLiteral() {
    size_t start = pos;
    while (pos < text.size() && isdigit(static_cast<unsigned char>(text[pos])))
      ++pos;
    int64_t value;
    if (text.substr(start, pos - start).getAsInteger(10, value)) {
      pos = start;
      fail("integer literal out of range");
      return nullptr;
    }
    auto node = std::make_shared<Expr::Node>();
    node->op = ExprOp::Literal;
    node->value = value;
    return node;
  }

  NodePtr parseNameOrCall() {
    size_t start = pos;
    while (pos < text.size() &&
           (isalnum(static_cast<unsigned char>(text[pos])) || text[pos] == '_'))
      ++pos;
    StringRef ident = text.substr(start, pos - start);
    std::optional<ExprOp> call =
        llvm::StringSwitch<std::optional<ExprOp>>(ident)
            .Case("ceildiv", ExprOp::CeilDiv)
            .Case("min", ExprOp::Min)
            .Case("max", ExprOp::Max)
            .Default(std::nullopt);
    if (call && consume("(")) {
      NestingGuard guard(*this);
      if (!guard.ok())
        return nullptr;
      NodePtr lhs = parseSum();
      if (!consume(",")) {
        fail("expected ',' in call to '" + ident.str() + "'");
        return nullptr;
      }
      NodePtr rhs = parseSum();
      if (!consume(")"))
        fail("expected ')'");
      return makeNode(*call, lhs, rhs);
    }
    if (ident == "true" || ident == "false") {
      auto node = std::make_shared<Expr::Node>();
      node->op = ExprOp::Literal;
      node->value = ident == "true";
      return node;
    }
    if (!llvm::is_contained(names, ident.str()))
      names.push_back(ident.str());
    auto node = std::make_shared<Expr::Node>();
    node->op = ExprOp::Name;
    node->name = ident.str();
    return node;
  }

  StringRef text;
  size_t pos = 0;
  std::string error;
  size_t errorPos = 0;
  unsigned nesting = 0;
  llvm::SmallVectorImpl<std::string> &names;
};

llvm::Error evalError(const llvm::Twine &message) {
  return llvm::createStringError(message.str());
}

llvm::Expected<int64_t> evaluateNode(const Expr::Node &node,
                                     const llvm::StringMap<int64_t> &values) {
  if (node.op == ExprOp::Literal)
    return node.value;
  if (node.op == ExprOp::Name) {
    auto it = values.find(node.name);
    if (it == values.end())
      return evalError("no value for '" + node.name + "'");
    return it->second;
  }
  auto lhs = evaluateNode(*node.lhs, values);
  if (!lhs)
    return lhs.takeError();
  if (node.op == ExprOp::Neg) {
    if (*lhs == INT64_MIN)
      return evalError("integer overflow");
    return -*lhs;
  }
  auto rhs = evaluateNode(*node.rhs, values);
  if (!rhs)
    return rhs.takeError();
  int64_t a = *lhs, b = *rhs, result = 0;
  bool overflow = false;
  switch (node.op) {
  case ExprOp::Add:
    overflow = llvm::AddOverflow(a, b, result);
    break;
  case ExprOp::Sub:
    overflow = llvm::SubOverflow(a, b, result);
    break;
  case ExprOp::Mul:
    overflow = llvm::MulOverflow(a, b, result);
    break;
  case ExprOp::Div:
  case ExprOp::Rem:
  case ExprOp::CeilDiv:
    if (b == 0)
      return evalError("division by zero");
    if (a == INT64_MIN && b == -1)
      return evalError("integer overflow");
    if (node.op == ExprOp::Rem) {
      // The remainder that matches floor division: a == (a / b) * b + a % b.
      result = a % b;
      if (result != 0 && (result < 0) != (b < 0))
        result += b;
    } else {
      result = node.op == ExprOp::Div ? llvm::divideFloorSigned(a, b)
                                      : llvm::divideCeilSigned(a, b);
    }
    break;
  case ExprOp::Min:
    result = std::min(a, b);
    break;
  case ExprOp::Max:
    result = std::max(a, b);
    break;
  case ExprOp::Eq:
    result = a == b;
    break;
  case ExprOp::Ne:
    result = a != b;
    break;
  case ExprOp::Lt:
    result = a < b;
    break;
  case ExprOp::Le:
    result = a <= b;
    break;
  case ExprOp::Gt:
    result = a > b;
    break;
  case ExprOp::Ge:
    result = a >= b;
    break;
  case ExprOp::And:
    result = a && b;
    break;
  case ExprOp::Literal:
  case ExprOp::Name:
  case ExprOp::Neg:
    llvm_unreachable("handled above");
  }
  if (overflow)
    return evalError("integer overflow");
  return result;
}
} // namespace

llvm::Expected<Expr> Expr::parse(StringRef text) {
  Expr expr;
  expr.text = text.str();
  Parser parser(expr.text, expr.names);
  auto root = parser.parseAll();
  if (!root)
    return root.takeError();
  expr.root = std::move(*root);
  return expr;
}

bool Expr::isCondition() const { return isComparison(root->op); }

/// The C++ function `printAsCpp` calls for a binary operator.
static StringRef getCppFunction(ExprOp op) {
  switch (op) {
  case ExprOp::Add:
    return "add";
  case ExprOp::Sub:
    return "sub";
  case ExprOp::Mul:
    return "mul";
  case ExprOp::Div:
    return "div";
  case ExprOp::Rem:
    return "rem";
  case ExprOp::CeilDiv:
    return "ceildiv";
  case ExprOp::Min:
    return "smin";
  case ExprOp::Max:
    return "smax";
  case ExprOp::Eq:
    return "eq";
  case ExprOp::Ne:
    return "ne";
  case ExprOp::Lt:
    return "lt";
  case ExprOp::Le:
    return "le";
  case ExprOp::Gt:
    return "gt";
  case ExprOp::Ge:
    return "ge";
  case ExprOp::And:
    return "both";
  case ExprOp::Literal:
  case ExprOp::Name:
  case ExprOp::Neg:
    break;
  }
  llvm_unreachable("not a binary operator");
}

static void printNodeAsCpp(const Expr::Node &node, llvm::raw_ostream &os,
                           llvm::function_ref<std::string(StringRef)> nameOf) {
  if (node.op == ExprOp::Literal) {
    // INT64_MIN has no literal of its own.
    if (node.value == INT64_MIN)
      os << "(-9223372036854775807LL - 1)";
    else
      os << "INT64_C(" << node.value << ")";
    return;
  }
  if (node.op == ExprOp::Name) {
    os << nameOf(node.name);
    return;
  }
  os << (node.op == ExprOp::Neg ? StringRef("neg") : getCppFunction(node.op))
     << "(e, ";
  printNodeAsCpp(*node.lhs, os, nameOf);
  if (node.op != ExprOp::Neg) {
    os << ", ";
    printNodeAsCpp(*node.rhs, os, nameOf);
  }
  os << ")";
}

void Expr::printAsCpp(llvm::raw_ostream &os,
                      llvm::function_ref<std::string(StringRef)> nameOf) const {
  printNodeAsCpp(*root, os, nameOf);
}

llvm::Expected<int64_t>
Expr::evaluate(const llvm::StringMap<int64_t> &values) const {
  auto result = evaluateNode(*root, values);
  if (!result)
    return llvm::createStringError(
        llvm::formatv("cannot evaluate \"{0}\": {1}", text,
                      llvm::toString(result.takeError()))
            .str());
  return result;
}

llvm::Expected<int64_t>
mlir::kopt::evaluateExpr(StringRef text,
                         const llvm::StringMap<int64_t> &values) {
  auto expr = Expr::parse(text);
  if (!expr)
    return expr.takeError();
  return expr->evaluate(values);
}
