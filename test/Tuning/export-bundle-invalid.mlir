// RUN: not kopt-opt %s --kopt-export-bundle 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: not kopt-opt %s --kopt-export-bundle="dir=%t space=some" 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: not kopt-opt %s --kopt-export-bundle="dir=%t limit=2" 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: not kopt-opt %s --kopt-export-bundle="dir=%t shapes=n=1024,m=3" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not kopt-opt %s --kopt-export-bundle="dir=%t shapes=n" 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not kopt-opt %s --kopt-export-bundle="dir=%t shapes=n=96" 2>&1 | FileCheck %s --check-prefix=REFERENCE
// RUN: not kopt-opt %s --kopt-export-bundle="dir=%t kernel=other" 2>&1 | FileCheck %s --check-prefix=KERNEL
// RUN: not kopt-opt %s --kopt-export-bundle="dir=%t chip=sm_xx" 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not kopt-opt %S/Inputs/no-shapes.mlir --kopt-export-bundle="dir=%t" 2>&1 | FileCheck %s --check-prefix=NOSHAPES

// NODIR: error: kopt-export-bundle needs a 'dir' option
// SPACE: error: kopt-export-bundle: space must be 'all' or 'default', got 'some'
// LIMIT: error: 'kopt.kernel' op has more than 2 valid configurations (of 3); narrow the domains or raise 'limit'
// UNKNOWN: error: 'kopt.kernel' op shape 'n=1024,m=3' names 'm', which is not a size of the kernel
// MALFORMED: error: 'kopt.kernel' op malformed shape entry 'n': expected SIZE=INTEGER
// REFERENCE: error: 'kopt.kernel' op the reference configuration is not valid: condition "n % BLOCK == 0" does not hold for BLOCK=64 at shape n=96
// KERNEL: error: kopt-export-bundle: no kopt.kernel named 'other'
// CHIP: kopt-to-ptx: unknown chip 'sm_xx'
// NOSHAPES: error: 'kopt.kernel' op has no shapes to tune for: give them in the kernel's 'shapes' attribute or the 'shapes' option
kopt.kernel @k attributes {shapes = [{n = 1024}]} {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128]> default 64
  kopt.constraint "n % BLOCK == 0"
  kopt.launch grid ["n / BLOCK"] block ["BLOCK"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    %b = kopt.get @BLOCK : index
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %base = arith.muli %bid, %b : index
    %i = arith.addi %base, %tid : index
    %one = arith.constant 1.0 : f32
    memref.store %one, %x[%i] : memref<?xf32, 1>
  }
}
