//===- LiftFp8.cpp - CUDA's fp8 records as NVVM conversions ---------------===//
//
// `__nv_fp8_e4m3` and `__nv_fp8_e5m2` (cuda_fp8.h) hold one byte and convert
// through inline PTX in their headers. Their values stay the record (one
// i8 field, so member access and memory layout are the header's); the
// conversions become the NVVM ops for the same `cvt` instructions:
// `cvt.rn.satfinite.{e4m3,e5m2}x2.f32` in, `cvt.rn.f16x2.{e4m3,e5m2}x2` out.
//
//===----------------------------------------------------------------------===//

#include "Lifter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::kopt::cuda;
namespace cl = clang;

Type mlir::kopt::cuda::getFp8RecordFormat(const cl::RecordDecl *record,
                                          MLIRContext *context) {
  if (!record || !record->getIdentifier())
    return {};
  if (record->getName() == "__nv_fp8_e4m3")
    return Float8E4M3FNType::get(context);
  if (record->getName() == "__nv_fp8_e5m2")
    return Float8E5M2Type::get(context);
  return {};
}

Value Lifter::emitFp8Encode(Value value, cl::QualType from, cl::QualType to,
                            cl::SourceLocation loc) {
  Location l = getLoc(loc);
  Type format = getFp8RecordFormat(to->getAsRecordDecl(), context);
  Type record = convertType(to, loc);
  if (!format || !record)
    return poison(builder.getI32Type());
  // The headers convert double straight to fp8; through f32 would round
  // twice.
  if (from->isRealFloatingType() && ast.getTypeSize(from) > 32)
    return unsupportedConversion(from, to, loc, record);
  Value wide = emitConversion(value, from, ast.FloatTy, loc);
  Value zero = arith::ConstantOp::create(builder, l, builder.getF32Type(),
                                         builder.getF32FloatAttr(0));
  // The second operand lands in the low byte.
  Value pair = NVVM::ConvertF32x2ToF8x2Op::create(
      builder, l, builder.getI16Type(), zero, wide, NVVM::FPRoundingMode::RN,
      NVVM::SaturationMode::SATFINITE, /*relu=*/false, format);
  Value byte = arith::TruncIOp::create(builder, l, builder.getI8Type(), pair);
  Value result = LLVM::UndefOp::create(builder, l, record);
  return LLVM::InsertValueOp::create(builder, l, result, byte,
                                     ArrayRef<int64_t>{0});
}

Value Lifter::emitFp8Decode(Value value, cl::QualType from, cl::QualType to,
                            cl::SourceLocation loc) {
  Location l = getLoc(loc);
  Type format = getFp8RecordFormat(from->getAsRecordDecl(), context);
  if (!format)
    return poison(builder.getI32Type());
  // The headers clamp and send NaN to 0 on the way to integers; a plain
  // conversion would not.
  if (to->isIntegerType() && !to->isBooleanType())
    return unsupportedConversion(from, to, loc, builder.getI32Type());
  Value byte = LLVM::ExtractValueOp::create(builder, l, value, 0);
  Value wide = arith::ExtUIOp::create(builder, l, builder.getI16Type(), byte);
  auto pairType = VectorType::get({2}, builder.getI8Type());
  Value pair = LLVM::BitcastOp::create(builder, l, pairType, wide);
  Value halves = NVVM::ConvertF8x2ToF16x2Op::create(
      builder, l, VectorType::get({2}, builder.getF16Type()), pair,
      /*relu=*/false, format);
  Value zeroIndex = arith::ConstantOp::create(builder, l, builder.getI32Type(),
                                              builder.getI32IntegerAttr(0));
  Value half = LLVM::ExtractElementOp::create(builder, l, halves, zeroIndex);
  // Every fp8 value is exact in f16; the rest is C++'s conversion.
  return emitConversion(half, ast.HalfTy, to, loc);
}
