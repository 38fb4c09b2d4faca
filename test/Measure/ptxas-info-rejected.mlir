// REQUIRES: ptxas
// PTX that ptxas rejects is an error that carries ptxas's own message.
// RUN: not kopt-opt %s --kopt-ptxas-info 2>&1 | FileCheck %s

// CHECK: error: kopt-ptxas-info: ptxas failed: {{.*}}error
module attributes {gpu.container_module} {
  gpu.binary @broken [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = ".version 8.0\0A.target sm_90\0A.address_size 64\0A.visible .entry broken() { this is not ptx; }\0A">]
}
