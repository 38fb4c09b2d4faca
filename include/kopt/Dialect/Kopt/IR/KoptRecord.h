//===- KoptRecord.h - structs passed to a kernel by value ------*- C++ -*-===//
//
// A kernel argument may be a record: an `!llvm.struct` (or `!llvm.array`)
// of integers and floats, nested, passed by value as CUDA passes a struct
// parameter. Its contract is role `scalar` with a `value` that lists the
// leaves in order: a number of the leaf's type, or (integer leaves) a size
// expression. The layout is C's: each leaf at the next multiple of its
// size, the record's size a multiple of its largest alignment.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_IR_KOPTRECORD_H
#define KOPT_DIALECT_KOPT_IR_KOPTRECORD_H

#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::kopt {

/// One scalar of a record: its type and byte offset.
struct RecordLeaf {
  Type type;
  uint64_t offset = 0;
};

/// How a record lies in memory.
struct RecordLayout {
  uint64_t size = 0;
  uint64_t alignment = 1;
  SmallVector<RecordLeaf> leaves;
};

/// Whether `type` is a record type (an LLVM struct or array).
bool isRecordType(Type type);

/// The layout of the record `type`; failure when it is not a record, is
/// packed, or holds anything but integers of 8 to 64 bits and f16, bf16,
/// f32, f64 (nested).
FailureOr<RecordLayout> getRecordLayout(Type type);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_IR_KOPTRECORD_H
