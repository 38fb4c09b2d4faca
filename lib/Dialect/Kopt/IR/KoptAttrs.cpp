//===- KoptAttrs.cpp - kopt attributes
//-------------------------------------===//
//
// Parameter domains: enumeration, membership and verification.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/IR/KoptAttrs.h"
#include "kopt/Dialect/Kopt/IR/KoptDialect.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::kopt;

#include "kopt/Dialect/Kopt/IR/KoptEnums.cpp.inc"

#include "kopt/Dialect/Kopt/IR/KoptAttrInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "kopt/Dialect/Kopt/IR/KoptAttrs.cpp.inc"

void KoptDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "kopt/Dialect/Kopt/IR/KoptAttrs.cpp.inc"
      >();
}

/// Domains larger than this are almost certainly typing mistakes, and
/// enumerating them would take unbounded memory.
static constexpr int64_t kMaxDomainSize = 1 << 16;

//===----------------------------------------------------------------------===//
// ListDomainAttr
//===----------------------------------------------------------------------===//

StringRef ArgAttr::getFileAt(size_t shape) const {
  if (auto one = dyn_cast_or_null<StringAttr>(getFile()))
    return one.getValue();
  if (auto files = dyn_cast_or_null<ArrayAttr>(getFile()))
    if (shape < files.size())
      if (auto file = dyn_cast<StringAttr>(files[shape]))
        return file.getValue();
  return "";
}

LogicalResult
ListDomainAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                       ArrayRef<int64_t> values) {
  if (values.empty())
    return emitError() << "list domain must not be empty";
  for (size_t i = 1; i < values.size(); ++i)
    if (values[i] <= values[i - 1])
      return emitError() << "list domain must be strictly ascending, but "
                         << values[i] << " follows " << values[i - 1];
  return success();
}

SmallVector<int64_t> ListDomainAttr::enumerate() const {
  return SmallVector<int64_t>(getValues());
}

bool ListDomainAttr::contains(int64_t value) const {
  return llvm::is_contained(getValues(), value);
}

//===----------------------------------------------------------------------===//
// RangeDomainAttr
//===----------------------------------------------------------------------===//

LogicalResult
RangeDomainAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        int64_t lower, int64_t upper, int64_t step) {
  if (step <= 0)
    return emitError() << "range domain step must be positive, got " << step;
  if (lower > upper)
    return emitError() << "range domain lower bound " << lower
                       << " exceeds upper bound " << upper;
  if ((static_cast<__int128>(upper) - lower) / step >= kMaxDomainSize)
    return emitError() << "range domain has more than " << kMaxDomainSize
                       << " values";
  return success();
}

SmallVector<int64_t> RangeDomainAttr::enumerate() const {
  SmallVector<int64_t> values;
  for (int64_t v = getLower(); v <= getUpper(); v += getStep()) {
    values.push_back(v);
    if (getUpper() - v < getStep())
      break;
  }
  return values;
}

bool RangeDomainAttr::contains(int64_t value) const {
  return value >= getLower() && value <= getUpper() &&
         (value - getLower()) % getStep() == 0;
}

//===----------------------------------------------------------------------===//
// PowerOfTwoDomainAttr
//===----------------------------------------------------------------------===//

LogicalResult
PowerOfTwoDomainAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                             int64_t lower, int64_t upper) {
  if (lower <= 0 || !llvm::isPowerOf2_64(lower))
    return emitError() << "pow2 domain lower bound " << lower
                       << " is not a power of two";
  if (upper <= 0 || !llvm::isPowerOf2_64(upper))
    return emitError() << "pow2 domain upper bound " << upper
                       << " is not a power of two";
  if (lower > upper)
    return emitError() << "pow2 domain lower bound " << lower
                       << " exceeds upper bound " << upper;
  return success();
}

SmallVector<int64_t> PowerOfTwoDomainAttr::enumerate() const {
  SmallVector<int64_t> values;
  for (int64_t v = getLower(); v <= getUpper(); v *= 2) {
    values.push_back(v);
    if (v > getUpper() / 2)
      break;
  }
  return values;
}

bool PowerOfTwoDomainAttr::contains(int64_t value) const {
  return value >= getLower() && value <= getUpper() && value > 0 &&
         llvm::isPowerOf2_64(value);
}
