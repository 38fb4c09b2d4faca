// A space of more valid configurations than a search enumerates (8^6 =
// 262144 here) is sampled: 20000 drawn at random, those around the
// configuration as written that the first candidates change, and those
// recorded. The export measures the configuration as written first.
// RUN: rm -rf %t && kopt-opt %s -o /dev/null --kopt-autotune="backend=export strategy=random budget=4 export=%t" 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/wide/manifest.json
// A second search with the same seed draws the same sample.
// RUN: rm -rf %t2 && kopt-opt %s -o /dev/null --kopt-autotune="backend=export strategy=random budget=4 export=%t2" 2>/dev/null
// RUN: grep '"id"' %t/wide/manifest.json > %t.ids && grep '"id"' %t2/wide/manifest.json | diff - %t.ids
// A start from elsewhere is in the sample, with its neighbours.
// RUN: rm -rf %t3 && kopt-opt %s -o /dev/null --kopt-autotune="backend=export strategy=random budget=4 start-from=A=7,B=5,C=3,D=8,E=2,F=6 export=%t3" 2>&1 | FileCheck %s --check-prefix=START
// RUN: grep '"id"' %t3/wide/manifest.json | FileCheck %s --check-prefix=STARTMANIFEST
// START: remark: kopt-autotune: the search starts from A=7,B=5,C=3,D=8,E=2,F=6, then 1 of its 11 neighbours
// STARTMANIFEST: "id": "reference"
// STARTMANIFEST-NEXT: "id": "A=7,B=5,C=3,D=8,E=2,F=6"
// CHECK: remark: kopt-autotune: more than 100000 valid configurations; the search draws from {{2[0-9][0-9][0-9][0-9]}} of them: 20000 at random, the rest around the configuration as written (the first candidates) or recorded
// MANIFEST: "id": "reference"
// MANIFEST: "id": "A=1,B=1,C=1,D=1,E=1,F=1"

kopt.kernel @wide attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.param @A : i32 domain #kopt.list<[1, 2, 3, 4, 5, 6, 7, 8]> default 1
  kopt.param @B : i32 domain #kopt.list<[1, 2, 3, 4, 5, 6, 7, 8]> default 1
  kopt.param @C : i32 domain #kopt.list<[1, 2, 3, 4, 5, 6, 7, 8]> default 1
  kopt.param @D : i32 domain #kopt.list<[1, 2, 3, 4, 5, 6, 7, 8]> default 1
  kopt.param @E : i32 domain #kopt.list<[1, 2, 3, 4, 5, 6, 7, 8]> default 1
  kopt.param @F : i32 domain #kopt.list<[1, 2, 3, 4, 5, 6, 7, 8]> default 1
  kopt.launch grid ["n / 256"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
  }
}
