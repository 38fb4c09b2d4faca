//===- SidecarCheck.cpp - the sidecar's schema, checked strictly ----------===//
//
// Every key of a kopt-sidecar/1 file is known and typed; an unknown key, a
// value of the wrong type or out of its field's range is an error naming the
// file and the JSON path, before any kernel is planned from it.
//
//===----------------------------------------------------------------------===//

#include "Sidecar.h"

#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Runner/Inputs.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <cmath>

using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
using llvm::json::Array;
using llvm::json::Object;
// json::Value: a bare Value would name mlir::Value inside namespace mlir.
namespace json = llvm::json;

std::string mlir::kopt::cuda::jsonMemberPath(llvm::StringRef path,
                                             llvm::StringRef key) {
  bool plain = !key.empty() && llvm::all_of(key, [](char c) {
    return llvm::isAlnum(c) || c == '_';
  });
  return plain ? (path + "." + key).str() : (path + "[\"" + key + "\"]").str();
}

std::string mlir::kopt::cuda::jsonElementPath(llvm::StringRef path,
                                              size_t index) {
  return (path + "[" + llvm::Twine(index) + "]").str();
}

std::string mlir::kopt::cuda::formatSidecarProblem(llvm::StringRef file,
                                                   llvm::StringRef path,
                                                   const llvm::Twine &what) {
  return (file + ": " + path + ": " + what).str();
}

namespace {
/// The JSON type of `value`, as messages name it.
const char *kindOf(const json::Value &value) {
  switch (value.kind()) {
  case json::Value::Null:
    return "null";
  case json::Value::Boolean:
    return "a boolean";
  case json::Value::Number:
    return value.getAsInteger() ? "an integer" : "a number";
  case json::Value::String:
    return "a string";
  case json::Value::Array:
    return "a list";
  case json::Value::Object:
    return "an object";
  }
  return "a value";
}

/// Collects the first problem of a sidecar, with its JSON path.
class SchemaChecker {
public:
  explicit SchemaChecker(llvm::StringRef file) : file(file.str()) {}

  bool fail(const std::string &path, const llvm::Twine &what) {
    if (error.empty())
      error = formatSidecarProblem(file, path, what);
    return false;
  }

  bool typeError(const std::string &path, llvm::StringRef expected,
                 const json::Value &got) {
    return fail(path, "expected " + expected + ", got " + kindOf(got));
  }

  /// Fails on a key of `object` not in `known`.
  bool onlyKeys(const Object &object, const std::string &path,
                std::initializer_list<llvm::StringRef> known) {
    for (const auto &entry : object)
      if (!llvm::is_contained(known, entry.first.str()))
        return fail(jsonMemberPath(path, entry.first),
                    "unknown key (expected one of " + llvm::join(known, ", ") +
                        ")");
    return true;
  }

  const Object *object(const json::Value &value, const std::string &path) {
    const Object *o = value.getAsObject();
    if (!o)
      typeError(path, "an object", value);
    return o;
  }

  const Array *list(const json::Value &value, const std::string &path) {
    const Array *a = value.getAsArray();
    if (!a)
      typeError(path, "a list", value);
    return a;
  }

  bool integer(const json::Value &value, const std::string &path, int64_t lo,
               int64_t hi, llvm::StringRef what = "an integer") {
    std::optional<int64_t> n = value.getAsInteger();
    if (!n)
      return typeError(path, what, value);
    if (*n >= lo && *n <= hi)
      return true;
    if (hi == INT64_MAX)
      return fail(path, "expected " + what + ", got " + llvm::Twine(*n));
    return fail(path, "expected " + what + " from " + llvm::Twine(lo) + " to " +
                          llvm::Twine(hi) + ", got " + llvm::Twine(*n));
  }

  bool number(const json::Value &value, const std::string &path,
              bool nonNegative = false) {
    std::optional<double> n = value.getAsNumber();
    if (!n)
      return typeError(path, "a number", value);
    if (nonNegative && !(*n >= 0))
      return fail(path, "expected a number of at least 0");
    return true;
  }

  /// A size expression: a string that parses, naming only `names` when
  /// given; none (and an error) otherwise.
  std::optional<Expr> expression(const json::Value &value,
                                 const std::string &path,
                                 const llvm::StringSet<> *names) {
    std::optional<llvm::StringRef> text = value.getAsString();
    if (!text) {
      typeError(path, "a size expression (a string)", value);
      return std::nullopt;
    }
    llvm::Expected<Expr> expr = Expr::parse(*text);
    if (!expr) {
      fail(path, llvm::toString(expr.takeError()));
      return std::nullopt;
    }
    if (names)
      for (const std::string &name : expr->getNames())
        if (!names->contains(name)) {
          std::string sizes = " (" + llvm::join(names->keys(), ", ") + ")";
          fail(path, name == "FILL"
                         ? "'FILL' is a placeholder of --emit-sidecar: write "
                           "it as an expression of the sizes" + sizes
                         : "'" + name + "' is not a size of the shapes" +
                               sizes);
          return std::nullopt;
        }
    return std::move(*expr);
  }

  /// A launch dimension: a positive integer or an expression (which may
  /// name parameters as well as sizes, so its names are checked at the
  /// lift; the skeleton's placeholder FILL is refused here).
  bool dimension(const json::Value &value, const std::string &path) {
    if (value.getAsString()) {
      std::optional<Expr> expr = expression(value, path, nullptr);
      if (expr && llvm::is_contained(expr->getNames(), "FILL"))
        return fail(path, "'FILL' is a placeholder of --emit-sidecar: write "
                          "the launch dimension as an expression of the sizes");
      return expr.has_value();
    }
    return integer(value, path, 1, 0x7fffffff,
                   "a positive integer or an expression");
  }

  bool kernel(const json::Value &value, const std::string &path);

  /// The sizes of each shape, for evaluating argument expressions.
  std::vector<llvm::StringMap<int64_t>> shapeValues;

  /// An argument's size expression evaluated at every shape: an error when
  /// it cannot be (division by zero, overflow), or is negative where
  /// `nonNegative` (an element count).
  bool evaluates(const std::optional<Expr> &expr, const std::string &path,
                 bool nonNegative) {
    if (!expr)
      return false; // reported when it was parsed
    for (auto [i, sizes] : llvm::enumerate(shapeValues)) {
      llvm::Expected<int64_t> v = expr->evaluate(sizes);
      if (!v)
        return fail(path, llvm::toString(v.takeError()) + " at shape #" +
                              llvm::Twine(i));
      if (nonNegative && *v < 0)
        return fail(path, "is " + llvm::Twine(*v) + " at shape #" +
                              llvm::Twine(i) + "; expected at least 0");
    }
    return true;
  }

  std::string error;

private:
  bool shapes(const json::Value &value, const std::string &path,
              llvm::StringSet<> &sizes);
  bool launch(const json::Value &value, const std::string &path);
  bool params(const json::Value &value, const std::string &path);
  bool args(const json::Value &value, const std::string &path,
            const llvm::StringSet<> &sizes);
  bool input(const Object &spec, const std::string &path,
             const llvm::StringSet<> &sizes);

  std::string file;
};

bool SchemaChecker::shapes(const json::Value &value, const std::string &path,
                           llvm::StringSet<> &sizes) {
  const Array *all = list(value, path);
  if (!all)
    return false;
  if (all->empty())
    return fail(path, "expected at least one shape");
  for (auto [i, shape] : llvm::enumerate(*all)) {
    std::string at = jsonElementPath(path, i);
    const Object *sizesOf = object(shape, at);
    if (!sizesOf)
      return false;
    llvm::StringMap<int64_t> values;
    for (const auto &[name, size] : *sizesOf) {
      // A scalar that may be 0 (an offset, a first index) is no size:
      // --emit-sidecar makes every integer scalar one, so say how.
      if (std::optional<int64_t> given = size.getAsInteger();
          given && *given == 0)
        return fail(jsonMemberPath(at, name),
                    "expected a positive integer, got 0: sizes are positive; "
                    "an argument that is 0 here (an offset, a first index) "
                    "is a value: give it in \"args\" as {\"value\": 0} and "
                    "drop it from the shapes");
      if (!integer(size, jsonMemberPath(at, name), 1, INT64_MAX,
                   "a positive integer"))
        return false;
      sizes.insert(name.str());
      values[name.str()] = *size.getAsInteger();
    }
    shapeValues.push_back(std::move(values));
  }
  return true;
}

bool SchemaChecker::launch(const json::Value &value, const std::string &path) {
  const Object *o = object(value, path);
  if (!o ||
      !onlyKeys(*o, path, {"grid", "block", "block_default", "shared_memory"}))
    return false;
  if (!o->get("grid"))
    return fail(path, "missing 'grid'");
  for (llvm::StringRef key : {"grid", "block"}) {
    const json::Value *dims = o->get(key);
    if (!dims)
      continue;
    std::string at = jsonMemberPath(path, key);
    const Array *a = dims->getAsArray();
    if (!a)
      return typeError(at,
                       "a list of one to three dimensions (write [256], "
                       "not 256)",
                       *dims);
    if (a->empty() || a->size() > 3)
      return fail(at, "expected one to three dimensions");
    for (auto [i, dim] : llvm::enumerate(*a))
      if (!dimension(dim, jsonElementPath(at, i)))
        return false;
  }
  if (const json::Value *d = o->get("block_default"))
    if (!integer(*d, jsonMemberPath(path, "block_default"), 1, 1024))
      return false;
  if (const json::Value *shared = o->get("shared_memory")) {
    std::string at = jsonMemberPath(path, "shared_memory");
    std::optional<Expr> expr = expression(*shared, at, nullptr);
    if (!expr)
      return false;
    if (llvm::is_contained(expr->getNames(), "FILL"))
      return fail(at, "'FILL' is a placeholder of --emit-sidecar: write the "
                      "bytes of dynamic shared memory the launch gives as an "
                      "expression of the sizes and parameters");
  }
  return true;
}

bool SchemaChecker::params(const json::Value &value, const std::string &path) {
  const Object *o = object(value, path);
  if (!o)
    return false;
  for (const auto &[name, setting] : *o) {
    std::string at = jsonMemberPath(path, name);
    const Object *s = object(setting, at);
    if (!s || !onlyKeys(*s, at, {"default", "domain", "fixed"}))
      return false;
    if (const json::Value *d = s->get("default"))
      if (!integer(*d, jsonMemberPath(at, "default"), INT64_MIN, INT64_MAX))
        return false;
    if (const json::Value *f = s->get("fixed"))
      if (!f->getAsBoolean())
        return typeError(jsonMemberPath(at, "fixed"), "true or false", *f);
    if (const json::Value *domain = s->get("domain")) {
      const Array *values = list(*domain, jsonMemberPath(at, "domain"));
      if (!values)
        return false;
      if (values->empty())
        return fail(jsonMemberPath(at, "domain"),
                    "expected at least one value");
      for (auto [i, v] : llvm::enumerate(*values))
        if (!integer(v, jsonElementPath(jsonMemberPath(at, "domain"), i),
                     INT64_MIN, INT64_MAX))
          return false;
    }
  }
  return true;
}

/// How an argument is filled: its generator, whose options are numbers or
/// size expressions and make sense at every shape, a recorded file, an
/// offset.
bool SchemaChecker::input(const Object &s, const std::string &at,
                          const llvm::StringSet<> &sizes) {
  using namespace kopt::runner;
  InitKind kind = InitKind::Uniform;
  if (const json::Value *init = s.get("init")) {
    std::optional<llvm::StringRef> name = init->getAsString();
    std::optional<InitKind> parsed =
        name ? parseInitKind(name->str()) : std::nullopt;
    if (!parsed)
      return fail(jsonMemberPath(at, "init"), "expected " + listInitKinds());
    kind = *parsed;
  }
  // A buffer's `value` is a constant's; without `init` it is a scalar's.
  bool valueIsOption = kind == InitKind::Constant;
  std::vector<InputSpec> perShape(shapeValues.size(), InputSpec{kind, {}});
  for (const auto &[key, value] : s) {
    llvm::StringRef name = key;
    if (llvm::is_contained({"role", "count", "init", "atol", "rtol", "noalias",
                            "file", "offset", "touched"},
                           name) ||
        (name == "value" && !valueIsOption))
      continue;
    std::string path = jsonMemberPath(at, name);
    if (std::string error = checkInputOptionName(kind, name.str());
        !error.empty())
      return fail(path, error);
    if (value.getAsString()) {
      std::optional<Expr> expr = expression(value, path, &sizes);
      if (!evaluates(expr, path, /*nonNegative=*/false))
        return false;
      for (auto [i, shape] : llvm::enumerate(shapeValues))
        perShape[i].options[name.str()] =
            static_cast<double>(*expr->evaluate(shape));
    } else if (std::optional<double> n = value.getAsNumber()) {
      for (InputSpec &spec : perShape)
        spec.options[name.str()] = *n;
    } else {
      return typeError(path, "a number or a size expression", value);
    }
  }
  // The generator at every shape, as the runner will check it (the
  // element type is checked once the kernel is lifted).
  if (const json::Value *count = s.get("count"))
    if (std::optional<llvm::StringRef> text = count->getAsString())
      for (auto [i, shape] : llvm::enumerate(shapeValues)) {
        int64_t n = *Expr::parse(*text)->evaluate(shape);
        if (std::string error =
                checkInput(perShape[i], std::nullopt, static_cast<size_t>(n));
            !error.empty())
          return fail(s.get("init") ? jsonMemberPath(at, "init") : at,
                      error + " at shape #" + llvm::Twine(i));
      }
  if (const json::Value *file = s.get("file")) {
    std::string path = jsonMemberPath(at, "file");
    if (const Array *files = file->getAsArray()) {
      if (files->size() != shapeValues.size())
        return fail(path, "expected one path per shape (" +
                              llvm::Twine(shapeValues.size()) + "), got " +
                              llvm::Twine(files->size()));
      for (auto [i, f] : llvm::enumerate(*files))
        if (!f.getAsString() && f.kind() != json::Value::Null)
          return typeError(jsonElementPath(path, i), "a path or null", f);
    } else if (!file->getAsString()) {
      return typeError(path, "a path or a list of paths (one per shape)",
                       *file);
    }
  }
  if (const json::Value *offset = s.get("offset"))
    if (!integer(*offset, jsonMemberPath(at, "offset"), 0, 4096,
                 "a byte offset"))
      return false;
  return true;
}

bool SchemaChecker::args(const json::Value &value, const std::string &path,
                         const llvm::StringSet<> &sizes) {
  const Object *o = object(value, path);
  if (!o)
    return false;
  for (const auto &[name, spec] : *o) {
    std::string at = jsonMemberPath(path, name);
    const Object *s = object(spec, at);
    if (!s || !onlyKeys(*s, at, {"role",    "count", "init",   "lo",
                                 "hi",      "atol",  "rtol",   "value",
                                 "noalias", "start", "step",   "rows",
                                 "per_row", "skew",  "k",      "experts",
                                 "density", "file",  "offset", "touched"}))
      return false;
    if (const json::Value *noalias = s->get("noalias");
        noalias && !noalias->getAsBoolean())
      return fail(jsonMemberPath(at, "noalias"), "expected true or false");
    if (const json::Value *role = s->get("role")) {
      std::optional<llvm::StringRef> r = role->getAsString();
      if (!r || !llvm::is_contained({"in", "out", "inout"}, *r))
        return fail(jsonMemberPath(at, "role"), "expected \"in\", \"out\" or "
                                                "\"inout\"");
    }
    if (const json::Value *count = s->get("count"))
      if (!evaluates(expression(*count, jsonMemberPath(at, "count"), &sizes),
                     jsonMemberPath(at, "count"), /*nonNegative=*/true))
        return false;
    if (const json::Value *touched = s->get("touched"))
      if (!evaluates(
              expression(*touched, jsonMemberPath(at, "touched"), &sizes),
              jsonMemberPath(at, "touched"), /*nonNegative=*/true))
        return false;
    if (!input(*s, at, sizes))
      return false;
    for (llvm::StringRef key : {"atol", "rtol"})
      if (const json::Value *v = s->get(key))
        if (!number(*v, jsonMemberPath(at, key), /*nonNegative=*/true))
          return false;
    // A scalar's value: a number, a size expression, or a record's values
    // (an object or a list, checked against the struct when it is lifted).
    if (const json::Value *v = s->get("value")) {
      if (v->getAsString() &&
          !evaluates(expression(*v, jsonMemberPath(at, "value"), &sizes),
                     jsonMemberPath(at, "value"), /*nonNegative=*/false))
        return false;
      // A number must fit any scalar it may be given to (an int64_t at most).
      if (std::optional<double> n = v->getAsNumber();
          n && !v->getAsInteger() && !(std::fabs(*n) < 9.2e18))
        return fail(jsonMemberPath(at, "value"), "expected a finite number of "
                                                 "magnitude below 9.2e18");
    }
  }
  return true;
}

bool SchemaChecker::kernel(const json::Value &value, const std::string &path) {
  const Object *o = object(value, path);
  if (!o || !onlyKeys(*o, path,
                      {"shapes", "launch", "params", "constraints", "args"}))
    return false;
  llvm::StringSet<> sizes;
  shapeValues.clear();
  if (const json::Value *s = o->get("shapes"))
    if (!shapes(*s, jsonMemberPath(path, "shapes"), sizes))
      return false;
  if (const json::Value *l = o->get("launch"))
    if (!launch(*l, jsonMemberPath(path, "launch")))
      return false;
  if (const json::Value *p = o->get("params"))
    if (!params(*p, jsonMemberPath(path, "params")))
      return false;
  if (const json::Value *c = o->get("constraints")) {
    const Array *conditions = list(*c, jsonMemberPath(path, "constraints"));
    if (!conditions)
      return false;
    for (auto [i, condition] : llvm::enumerate(*conditions))
      if (!expression(condition,
                      jsonElementPath(jsonMemberPath(path, "constraints"), i),
                      nullptr))
        return false;
  }
  if (const json::Value *a = o->get("args"))
    if (!args(*a, jsonMemberPath(path, "args"), sizes))
      return false;
  return true;
}
} // namespace

llvm::Error mlir::kopt::cuda::checkSidecar(const json::Value &root,
                                           llvm::StringRef path) {
  SchemaChecker c(path);
  if (const Object *o = c.object(root, "$")) {
    if (c.onlyKeys(*o, "$", {"format", "kernels"})) {
      const json::Value *format = o->get("format");
      if (!format || format->getAsString() != "kopt-sidecar/1")
        c.fail("$.format", "expected \"kopt-sidecar/1\"");
      else if (!o->get("kernels"))
        c.fail("$", "missing 'kernels'");
      else if (const Object *kernels =
                   c.object(*o->get("kernels"), "$.kernels"))
        for (const auto &[name, entry] : *kernels)
          if (!c.kernel(entry, jsonMemberPath("$.kernels", name)))
            break;
    }
  }
  if (c.error.empty())
    return llvm::Error::success();
  return llvm::createStringError(c.error);
}
