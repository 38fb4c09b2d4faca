// Tensors carried through control flow (loop-carried values, region results,
// branch arguments) become vectors together with the ops that carry them;
// the attributes of re-created ops (fastmath) stay.
// RUN: kopt-opt %s --kopt-instantiate --kopt-lower-to-gpu | FileCheck %s

// CHECK-LABEL: gpu.func @carry
// CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK: %[[SUM:.*]] = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (vector<4xf32>)
// CHECK: %[[V:.*]] = vector.load %{{.*}} : memref<?xf32, 1>, vector<4xf32>
// CHECK: %[[NEXT:.*]] = arith.addf %[[ACC]], %[[V]] fastmath<fast> : vector<4xf32>
// CHECK: scf.yield %[[NEXT]] : vector<4xf32>
// CHECK: %[[PICKED:.*]] = scf.if %{{.*}} -> (vector<4xf32>)
// CHECK: scf.yield %[[SUM]] : vector<4xf32>
// CHECK: scf.yield %[[ZERO]] : vector<4xf32>
// CHECK: %[[JOINED:.*]] = scf.execute_region -> vector<4xf32>
// CHECK: cf.cond_br %{{.*}}, ^[[A:.*]], ^[[B:.*]](%[[ZERO]] : vector<4xf32>)
// CHECK: ^[[A]]:
// CHECK: cf.br ^[[B]](%[[PICKED]] : vector<4xf32>)
// CHECK: ^[[B]](%[[T:.*]]: vector<4xf32>):
// CHECK: scf.yield %[[T]] : vector<4xf32>
// CHECK: vector.store %[[JOINED]], %{{.*}} : memref<?xf32, 1>, vector<4xf32>
// CHECK-NOT: tensor<
kopt.kernel @carry {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">,
             %n: index #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant dense<0.0> : tensor<4xf32>
    %sum = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %zero) -> (tensor<4xf32>) {
      %v = kopt.vload %x[%i], %c4 : memref<?xf32, 1> -> tensor<4xf32>
      %next = arith.addf %acc, %v fastmath<fast> : tensor<4xf32>
      scf.yield %next : tensor<4xf32>
    }
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    %picked = scf.if %first -> (tensor<4xf32>) {
      scf.yield %sum : tensor<4xf32>
    } else {
      scf.yield %zero : tensor<4xf32>
    }
    %joined = scf.execute_region -> tensor<4xf32> {
      cf.cond_br %first, ^a, ^b(%zero : tensor<4xf32>)
    ^a:
      cf.br ^b(%picked : tensor<4xf32>)
    ^b(%t: tensor<4xf32>):
      scf.yield %t : tensor<4xf32>
    }
    kopt.vstore %joined, %x[%c0] : tensor<4xf32>, memref<?xf32, 1>
  }
}
