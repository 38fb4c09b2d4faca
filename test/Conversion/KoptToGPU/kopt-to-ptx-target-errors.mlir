// Options and toolkits the NVVM target cannot use are diagnostics: no PTX is
// produced for a target that does not exist.
// RUN: not kopt-opt %s --kopt-to-ptx="chip=sm_xx" 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not kopt-opt %s --kopt-to-ptx="chip=gfx90a" 2>&1 | FileCheck %s --check-prefix=AMD
// RUN: not kopt-opt %s --kopt-to-ptx="opt-level=7" 2>&1 | FileCheck %s --check-prefix=LEVEL
// RUN: not kopt-opt %s --kopt-to-ptx="features=ptx80" 2>&1 | FileCheck %s --check-prefix=FEATURES
// RUN: not kopt-opt %s --kopt-to-ptx="toolkit=%t.missing" 2>&1 | FileCheck %s --check-prefix=TOOLKIT
// A toolkit without libdevice cannot serve kernels that call into it.
// RUN: mkdir -p %t.empty-toolkit
// RUN: not kopt-opt %s --kopt-to-ptx="toolkit=%t.empty-toolkit" 2>&1 | FileCheck %s --check-prefix=LIBDEVICE

// CHIP: kopt-to-ptx: unknown chip 'sm_xx'; expected sm_NN, such as sm_80 or sm_90
// CHIP-NOT: gpu.binary
// AMD: kopt-to-ptx: unknown chip 'gfx90a'
// LEVEL: kopt-to-ptx: opt-level must be 0 to 3, got 7
// FEATURES: kopt-to-ptx: features must be '+ptxNN', got 'ptx80'
// TOOLKIT: kopt-to-ptx: toolkit '{{.*}}missing' is not a directory
// LIBDEVICE: error: kernel calls libdevice function '__nv_expf', but no CUDA toolkit with nvvm/libdevice/libdevice.10.bc was found
kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
    %tid = gpu.thread_id x
    %v = memref.load %x[%tid] : memref<?xf32, 1>
    %e = math.exp %v : f32
    memref.store %e, %x[%tid] : memref<?xf32, 1>
  }
}
