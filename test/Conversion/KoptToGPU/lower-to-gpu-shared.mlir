// RUN: kopt-opt %s --kopt-lower-to-gpu | FileCheck %s
// kopt.shared becomes a workgroup attribution of the kernel with its
// alignment; size 0, the launch's dynamic shared memory, an external
// zero-length array in shared memory (PTX .extern .shared). Buffers
// declared noalias become llvm.noalias arguments.

// CHECK-LABEL: gpu.module @tile_module
// CHECK: llvm.mlir.global external @__kopt_dynamic_shared() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK: gpu.func @tile(%{{.*}}: memref<{{[0-9]+}}xf32, 1> {llvm.noalias}, %{{.*}}: i32)
// CHECK-SAME: workgroup(%[[TILE:.*]] : memref<128xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// CHECK: memref.extract_aligned_pointer_as_index %[[TILE]]
// CHECK: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// CHECK: llvm.mlir.addressof @__kopt_dynamic_shared : !llvm.ptr<3>
// CHECK-NOT: kopt.shared
kopt.kernel @tile {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"] shared_memory "n * 4"
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = out, count = "n", noalias = true>,
             %n: i32 #kopt.arg<role = size, value = "n">) {
    %static = kopt.shared 128 bytes align 16 : !llvm.ptr
    %dynamic = kopt.shared 0 bytes align 16 : !llvm.ptr
    %c0 = arith.constant 0 : i32
    llvm.store %c0, %static : i32, !llvm.ptr
    llvm.store %c0, %dynamic : i32, !llvm.ptr
  }
}
