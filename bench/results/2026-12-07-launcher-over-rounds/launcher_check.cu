// End-to-end check of a kopt-tune launcher over rounds: launches
// gelu_and_mul_elementwise through best/'s launch.h at several shapes on
// random bf16 inputs and compares with a host reference (tanh GELU of the
// first half times the second), printing the configuration chosen, the
// worst error and the median time of 20 launches (events, no L2 flush).
#include "gelu_and_mul_elementwise.launch.h"
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

namespace L = kopt_launch::gelu_and_mul_elementwise;

int main() {
  cudaFree(0);
  int shapes[][2] = {{4096, 14336}, {2048, 14336}, {16, 14336}, {1, 14336}, {4095, 14335}};
  int bad = 0;
  for (auto &s : shapes) {
    int tokens = s[0], d = s[1];
    size_t n = size_t(tokens) * d;
    std::vector<__nv_bfloat16> in(2 * n), out(n);
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> u(-4, 4);
    for (auto &v : in) v = __float2bfloat16(u(rng));
    __nv_bfloat16 *din, *dout;
    cudaMalloc(&din, 2 * n * 2); cudaMalloc(&dout, n * 2);
    cudaMemcpy(din, in.data(), 2 * n * 2, cudaMemcpyHostToDevice);
    cudaMemset(dout, 0xff, n * 2);
    void *args[] = {&dout, &din, &tokens, &d};
    L::Shape shape{tokens, d};
    const char *id = L::configuration(shape);
    CUresult r = L::launch(nullptr, shape, args);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(out.data(), dout, n * 2, cudaMemcpyDeviceToHost);
    double worst = 0;
    for (size_t t = 0; t < size_t(tokens); ++t)
      for (size_t i = 0; i < size_t(d); ++i) {
        float x = __bfloat162float(in[t * 2 * d + i]);
        float y = __bfloat162float(in[t * 2 * d + d + i]);
        float g = 0.5f * x * (1.f + std::tanh(0.7978845608f * (x + 0.044715f * x * x * x)));
        float want = g * y, got = __bfloat162float(out[t * d + i]);
        double err = std::fabs(got - want) / (1 + std::fabs(want));
        if (!(err <= worst)) worst = std::isnan(err) ? 1e9 : std::max(worst, err);
      }
    std::vector<float> ms;
    cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
    for (int k = 0; k < 25; ++k) {
      cudaEventRecord(a); L::launch(nullptr, shape, args); cudaEventRecord(b);
      cudaEventSynchronize(b); float t; cudaEventElapsedTime(&t, a, b);
      if (k >= 5) ms.push_back(t * 1000);
    }
    std::sort(ms.begin(), ms.end());
    bool ok = r == CUDA_SUCCESS && e == cudaSuccess && worst < 0.03;
    bad += !ok;
    std::printf("tokens=%d,d=%d: %s launch %d sync %d worst %.4f median %.2f us %s\n",
                tokens, d, id ? id : "none", int(r), int(e), worst, ms[ms.size() / 2],
                ok ? "ok" : "WRONG");
    cudaFree(din); cudaFree(dout);
  }
  return bad;
}
