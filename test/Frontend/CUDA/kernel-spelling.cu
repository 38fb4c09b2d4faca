// A kernel is found however its template arguments are written: an unsigned
// argument as 128 or 128U, CUDA's half-precision typedefs (half, nv_bfloat16)
// as their types, fixed-width integer typedefs as theirs.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel 'scale<float, 128>' | FileCheck %s --check-prefix=PLAIN
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel 'scale<float,128u>' | FileCheck %s --check-prefix=PLAIN
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel 'scale<half, 64>' | FileCheck %s --check-prefix=HALF
// --kernel may be given several times: each named kernel is lifted.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel 'scale<half, 64>' --kernel 'scale<float, 128>' | FileCheck %s --check-prefix=BOTH
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel 'absent' --kernel 'nothing' 2>&1 | FileCheck %s --check-prefix=NEITHER
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel 'scale<nv_bfloat16, 64UL>' | FileCheck %s --check-prefix=BF16
// Default template arguments may be left out, in --kernel and in a sidecar
// key (Clang resolves the name; the entry is found by what it resolved to):
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel 'quant<__half>' | FileCheck %s --check-prefix=DEFAULTS
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"quant<float, true>": {"shapes": [{"n": 64}], "launch": {"grid": ["1"], "block": [64]}, "args": {"*": {"count": "n", "value": "n"}}}}}' > %t.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t.json 2>/dev/null | FileCheck %s --check-prefix=KEY
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <type_traits>

template <typename T, bool PACKED = false,
          typename S = std::conditional_t<PACKED, unsigned, float>>
__global__ void quant(const T *in, S *scales, int n) {
  if (threadIdx.x < n)
    scales[threadIdx.x] = static_cast<S>(static_cast<float>(in[threadIdx.x]));
}

template <typename T, unsigned N>
__global__ void scale(T *out, const T *in, int n) {
  int i = blockIdx.x * N + threadIdx.x;
  if (i < n)
    out[i] = in[i];
}
template __global__ void scale<float, 128>(float *, const float *, int);
template __global__ void scale<__half, 64>(__half *, const __half *, int);

// PLAIN: kopt.kernel @scale_float_128U
// HALF: kopt.kernel @scale___half_64U
// BOTH-DAG: kopt.kernel @scale___half_64U
// BOTH-DAG: kopt.kernel @scale_float_128U
// NEITHER: error: no kernel 'absent', 'nothing' in
// BF16: kopt.kernel @scale___nv_bfloat16_64U
// DEFAULTS: kopt.kernel @quant___half_false_float
// KEY: kopt.kernel @quant_float_true_unsigned_int
// KEY-SAME: shapes = [{n = 64 : i64}]
