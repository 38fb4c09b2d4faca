# Precompiled headers. Nearly all of a cold build used to be Clang parsing
# the same MLIR headers (and, in the frontend, Clang's AST headers) once per
# source file: of the 15.6 s lib/Frontend/CUDA/LiftStmt.cpp took alone,
# 12.6 s were headers and 0.8 s -O3 code generation. Each header set below is
# parsed once per build instead (15 to 25 s), and a file that uses it loads
# it lazily: LiftStmt.cpp then takes 1.5 s. 2026-11-27, 2 cores, the three
# tools of demo.sh from scratch without ccache: 9 min 13 s before, 2 min 6 s
# with them; a one-file change to CacheHints.cpp rebuilds in 4 s, was 15 s.
#
# Only headers of the installed LLVM, MLIR and Clang packages go in: they
# never change under a developer, so editing a kopt header or source
# recompiles exactly what it did without precompiled headers and never the
# header set itself. The set is visible in every file that uses it, so:
# - a file must still include what it uses, which the set can hide;
#   configure with -DKOPT_PRECOMPILED_HEADERS=OFF to check that;
# - a bare name that MLIR also declares (Value, Op) can be ambiguous or mean
#   MLIR's inside namespace mlir: spell such names json::Value, ExprOp, ....
#
# ccache caches compilations that use a precompiled header only with
# sloppiness pch_defines,time_macros, and a PCH only when Clang leaves the
# headers' modification times out of it (-fno-pch-timestamp); both are set
# here when ccache is the compiler launcher (CCACHE_SLOPPINESS replaces the
# sloppiness of ccache.conf).
option(KOPT_PRECOMPILED_HEADERS
       "Precompile the MLIR and Clang headers the kopt libraries include" ON)

# The MLIR, LLVM and standard headers most kopt files include, directly or
# through kopt/Dialect/Kopt/IR/KoptOps.h.
set(KOPT_PCH_MLIR_HEADERS
  <mlir/Dialect/Arith/IR/Arith.h>
  <mlir/Dialect/ControlFlow/IR/ControlFlowOps.h>
  <mlir/Dialect/GPU/IR/GPUDialect.h>
  <mlir/Dialect/LLVMIR/LLVMDialect.h>
  <mlir/Dialect/LLVMIR/NVVMDialect.h>
  <mlir/Dialect/Math/IR/Math.h>
  <mlir/Dialect/MemRef/IR/MemRef.h>
  <mlir/Dialect/SCF/IR/SCF.h>
  <mlir/Dialect/Tensor/IR/Tensor.h>
  <mlir/Dialect/Transform/IR/TransformDialect.h>
  <mlir/Dialect/Vector/IR/VectorOps.h>
  <mlir/IR/Builders.h>
  <mlir/IR/BuiltinOps.h>
  <mlir/IR/Diagnostics.h>
  <mlir/IR/Dominance.h>
  <mlir/IR/IRMapping.h>
  <mlir/IR/Matchers.h>
  <mlir/IR/OpImplementation.h>
  <mlir/IR/PatternMatch.h>
  <mlir/IR/Threading.h>
  <mlir/IR/Verifier.h>
  <mlir/Interfaces/ControlFlowInterfaces.h>
  <mlir/Interfaces/SideEffectInterfaces.h>
  <mlir/Parser/Parser.h>
  <mlir/Pass/Pass.h>
  <mlir/Pass/PassManager.h>
  <mlir/Transforms/GreedyPatternRewriteDriver.h>
  <llvm/ADT/DenseMap.h>
  <llvm/ADT/STLExtras.h>
  <llvm/ADT/ScopeExit.h>
  <llvm/ADT/SetVector.h>
  <llvm/ADT/SmallVector.h>
  <llvm/ADT/Statistic.h>
  <llvm/ADT/StringExtras.h>
  <llvm/ADT/StringMap.h>
  <llvm/ADT/StringSet.h>
  <llvm/Support/CommandLine.h>
  <llvm/Support/Debug.h>
  <llvm/Support/Error.h>
  <llvm/Support/FileSystem.h>
  <llvm/Support/FormatVariadic.h>
  <llvm/Support/JSON.h>
  <llvm/Support/MathExtras.h>
  <llvm/Support/MemoryBuffer.h>
  <llvm/Support/Path.h>
  <llvm/Support/Process.h>
  <llvm/Support/raw_ostream.h>
  <algorithm>
  <cmath>
  <functional>
  <map>
  <optional>
  <string>
  <vector>
  )

# The frontend's: the above and Clang's AST.
set(KOPT_PCH_CLANG_HEADERS
  ${KOPT_PCH_MLIR_HEADERS}
  <clang/AST/ASTContext.h>
  <clang/AST/Attr.h>
  <clang/AST/Decl.h>
  <clang/AST/DeclCXX.h>
  <clang/AST/DeclTemplate.h>
  <clang/AST/Expr.h>
  <clang/AST/ExprCXX.h>
  <clang/AST/ParentMapContext.h>
  <clang/AST/RecordLayout.h>
  <clang/AST/RecursiveASTVisitor.h>
  <clang/AST/Stmt.h>
  <clang/AST/StmtCXX.h>
  <clang/Basic/SourceManager.h>
  <clang/Frontend/ASTUnit.h>
  <clang/Tooling/Tooling.h>
  )

if(KOPT_PRECOMPILED_HEADERS AND CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
  set(CMAKE_CXX_COMPILER_LAUNCHER env CCACHE_SLOPPINESS=pch_defines,time_macros
      ${CMAKE_CXX_COMPILER_LAUNCHER})
endif()

# The MLIR header set is built once, by this target, and shared by every
# library and tool that calls kopt_use_precompiled_headers: they compile with
# the same flags (the top directory's, set before it includes this file),
# which sharing needs. A file may add a -D of its own (Clang accepts a macro
# the header set lacks).
if(KOPT_PRECOMPILED_HEADERS)
  # CMake precompiles a target's headers only for a target with a source.
  file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/KoptPrecompiledHeaders.cpp
       CONTENT "// Empty: KoptPrecompiledHeaders builds only its PCH.\n")
  add_library(KoptPrecompiledHeaders OBJECT
              ${PROJECT_BINARY_DIR}/KoptPrecompiledHeaders.cpp)
  # -fno-exceptions and the rest of LLVM's flags, as its users have.
  llvm_update_compile_flags(KoptPrecompiledHeaders)
  target_precompile_headers(KoptPrecompiledHeaders PRIVATE
                            ${KOPT_PCH_MLIR_HEADERS})
  target_compile_options(KoptPrecompiledHeaders PRIVATE
                         "SHELL:-Xclang -fno-pch-timestamp")
endif()

# kopt_use_precompiled_headers(<target> [CLANG]): compiles <target> (for an
# MLIR library, its object library obj.<target>) with the shared MLIR header
# set, or with CLANG its own set of the MLIR and Clang AST headers.
function(kopt_use_precompiled_headers name)
  cmake_parse_arguments(ARG "CLANG" "" "" ${ARGN})
  if(NOT KOPT_PRECOMPILED_HEADERS)
    return()
  endif()
  set(target ${name})
  if(TARGET obj.${name})
    set(target obj.${name})
  endif()
  if(ARG_CLANG)
    target_precompile_headers(${target} PRIVATE ${KOPT_PCH_CLANG_HEADERS})
    target_compile_options(${target} PRIVATE "SHELL:-Xclang -fno-pch-timestamp")
  else()
    target_precompile_headers(${target} REUSE_FROM KoptPrecompiledHeaders)
  endif()
endfunction()
