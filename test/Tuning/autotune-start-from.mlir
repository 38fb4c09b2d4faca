// `start-from` names a configuration the search measures first, then its
// neighbours (one parameter a step along its domain), then the
// configuration as written. Names the kernel lacks are ignored.
// RUN: rm -rf %t && kopt-opt %s -o /dev/null --kopt-autotune="backend=export strategy=random start-from=A=3,Z=7 export=%t" 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: kopt-autotune: the search starts from A=3,B=0, then 3 of its 3 neighbours
// RUN: grep '"id"' %t/steps/manifest.json | FileCheck %s
// CHECK: "id": "reference"
// CHECK-NEXT: "id": "A=3,B=0"
// CHECK-NEXT: "id": "{{A=[24],B=0|A=3,B=1}}"
// CHECK-NEXT: "id": "{{A=[24],B=0|A=3,B=1}}"
// CHECK-NEXT: "id": "{{A=[24],B=0|A=3,B=1}}"
// CHECK-NEXT: "id": "A=1,B=0"
// A budget keeps two measurements for the configuration as written and one
// the strategy draws.
// RUN: rm -rf %t2 && kopt-opt %s -o /dev/null --kopt-autotune="backend=export strategy=random budget=4 start-from=A=3 export=%t2" 2>&1 | FileCheck %s --check-prefix=REMARK4
// REMARK4: remark: kopt-autotune: the search starts from A=3,B=0, then 1 of its 3 neighbours
// RUN: grep '"id"' %t2/steps/manifest.json | FileCheck %s --check-prefix=BUDGET
// BUDGET: "id": "reference"
// BUDGET-NEXT: "id": "A=3,B=0"
// BUDGET-NEXT: "id": "{{A=[24],B=0|A=3,B=1}}"
// BUDGET-NEXT: "id": "A=1,B=0"
// BUDGET-NEXT: "id": "
// BUDGET-NOT: "id"
// Further configurations after `;` (a round's fastest at each shape) are
// measured right after the start, repeats and invalid ones left out; the
// neighbours are the first one's.
// RUN: rm -rf %t5 && kopt-opt %s -o /dev/null --kopt-autotune="backend=export strategy=random budget=5 start-from=A=3;A=1,B=1;A=3,B=0;A=9 export=%t5" 2>&1 | FileCheck %s --check-prefix=SEVERAL
// SEVERAL: remark: kopt-autotune: start-from A=9,B=0 is not a valid configuration here; left out
// SEVERAL: remark: kopt-autotune: the search starts from A=3,B=0 and A=1,B=1, then 1 of its 3 neighbours
// RUN: grep '"id"' %t5/steps/manifest.json | FileCheck %s --check-prefix=SEVERALIDS
// SEVERALIDS: "id": "reference"
// SEVERALIDS-NEXT: "id": "A=3,B=0"
// SEVERALIDS-NEXT: "id": "A=1,B=1"
// SEVERALIDS-NEXT: "id": "{{A=[24],B=0|A=3,B=1}}"
// SEVERALIDS-NEXT: "id": "A=1,B=0"
// SEVERALIDS-NEXT: "id": "
// SEVERALIDS-NOT: "id"
// A start no configuration has is said, and the search starts as without.
// RUN: rm -rf %t3 && kopt-opt %s -o /dev/null --kopt-autotune="backend=export strategy=random budget=2 start-from=A=9 export=%t3" 2>&1 | FileCheck %s --check-prefix=INVALID
// INVALID: remark: kopt-autotune: start-from A=9,B=0 is not a valid configuration here; the search starts from the configuration as written
// RUN: not kopt-opt %s -o /dev/null --kopt-autotune="backend=export strategy=random start-from=A:3 export=%t4" 2>&1 | FileCheck %s --check-prefix=MALFORMED
// MALFORMED: error: malformed assignment entry 'A:3': expected NAME=VALUE
// MALFORMED-NOT: error

kopt.kernel @steps attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.param @A : i32 domain #kopt.list<[1, 2, 3, 4]> default 1
  kopt.param @B : i1 default false
  kopt.launch grid ["n / 256"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
  }
}
