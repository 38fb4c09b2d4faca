// RUN: not kopt-translate --emit-ptx %s 2>&1 | FileCheck %s

// CHECK: error: gpu.binary 'fat' holds an object that is not PTX; compile it with format=isa (the kopt-to-ptx pipeline does)
module attributes {gpu.container_module} {
  gpu.binary @fat [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "\7FELF">]
}
