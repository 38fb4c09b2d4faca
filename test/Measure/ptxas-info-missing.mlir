// ptxas missing is a warning (IR unchanged) unless required, then an error.
// RUN: kopt-opt %s --kopt-to-ptx --kopt-ptxas-info="ptxas=%t.no-such-ptxas" 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: not kopt-opt %s --kopt-to-ptx --kopt-ptxas-info="ptxas=%t.no-such-ptxas required=1" 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: kopt-opt %s --kopt-ptxas-info 2>&1 | FileCheck %s --check-prefix=NOBINARY

// WARN: warning: kopt-ptxas-info: ptxas not found (set the ptxas option, $KOPT_PTXAS or $CUDA_PATH, or install the CUDA toolkit); no resources attached
// WARN: gpu.binary @k_module
// WARN-NOT: kopt.resources
// ERROR: error: kopt-ptxas-info: ptxas not found
// NOBINARY: remark: kopt-ptxas-info: no gpu.binary to analyse; run kopt-to-ptx first
kopt.kernel @k {
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}
