//===- KoptDialect.h - the kopt dialect ------------------------*- C++ -*-===//
//
// Declares the kopt dialect class.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_IR_KOPTDIALECT_H
#define KOPT_DIALECT_KOPT_IR_KOPTDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Dialect.h"

#include "kopt/Dialect/Kopt/IR/KoptOpsDialect.h.inc"

#endif // KOPT_DIALECT_KOPT_IR_KOPTDIALECT_H
