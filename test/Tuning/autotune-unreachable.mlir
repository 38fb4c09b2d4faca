// Values that no configuration valid at every tuning shape takes are never
// measured: the search says which, and why the first is invalid. The
// database is empty, so the search stops after saying it.
// RUN: not kopt-opt %s --kopt-autotune 2>&1 | FileCheck %s
// CHECK: warning: kopt-autotune: ITEMS=2,4 (condition "n % ITEMS == 0" does not hold for ITEMS=2,BLOCK=256 at shape n=1); no configuration valid at every tuning shape takes these values, so none is measured
// CHECK-NOT: BLOCK=
// CHECK: error: 'kopt.kernel' op kopt-autotune: the database has no records

kopt.kernel @rows attributes {shapes = [{n = 8 : i64}, {n = 1 : i64}]} {
  kopt.size @n
  kopt.param @ITEMS : i32 domain #kopt.list<[1, 2, 4]> default 1
  kopt.param @BLOCK : i32 domain #kopt.list<[128, 256]> default 256
  kopt.constraint "n % ITEMS == 0"
  kopt.launch grid ["n / ITEMS"] block ["BLOCK"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    %block_id_x = gpu.block_id  x
  }
}
