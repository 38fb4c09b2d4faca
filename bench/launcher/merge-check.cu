// The generated launcher of merge_attn_states on the GPU: at the tuning shapes
// and at shapes no tuning saw, the launcher's outputs against nvcc's original
// kernel (launched as the source launches it), on random inputs, within the
// contract's tolerances; then both timed: a CUDA graph of 200 launches on one
// stream replayed 7 times between events, the median divided by 200 (no
// launch gaps; inputs stay in L2 where they fit, as between decode layers).
//   nvcc -O3 -arch=sm_90 -std=c++17 -I.bundle/C merge-check.cu -lcuda
// Needs .bundle/C/merge_attn_states_kernel___nv_bfloat16_8.launch.h from
// bench/loop/check-bundles.sh.
#include "../kernels/merge_attn_states.cu"
#include "check-common.h"
#include "merge_attn_states_kernel___nv_bfloat16_8.launch.h"

#include <cmath>
#include <random>

namespace launcher = kopt_launch::merge_attn_states_kernel___nv_bfloat16_8;

int main() {
  struct Case {
    int tokens, heads, headSize;
  } cases[] = {{4096, 32, 128}, {16, 32, 128}, {512, 16, 256},
               {1, 8, 64},      {7, 40, 128},  {1000, 28, 128},
               {2048, 8, 256}};
  std::mt19937 random(7);
  std::uniform_real_distribution<float> value(-1, 1), lse(-8, 8);
  int failures = 0;
  cudaStream_t stream;
  CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  for (const Case &c : cases) {
    size_t rows = size_t(c.tokens) * c.heads, n = rows * c.headSize;
    std::vector<__nv_bfloat16> prefix(n), suffix(n);
    std::vector<float> prefixLse(rows), suffixLse(rows);
    for (auto &x : prefix)
      x = __float2bfloat16(value(random));
    for (auto &x : suffix)
      x = __float2bfloat16(value(random));
    for (auto &x : prefixLse)
      x = lse(random);
    for (auto &x : suffixLse)
      x = lse(random);
    __nv_bfloat16 *dPrefix = upload(prefix), *dSuffix = upload(suffix);
    float *dPrefixLse = upload(prefixLse), *dSuffixLse = upload(suffixLse);
    __nv_bfloat16 *out[2];
    float *outLse[2];
    for (int k = 0; k < 2; ++k) {
      CHECK(cudaMalloc(&out[k], n * sizeof(__nv_bfloat16)));
      CHECK(cudaMalloc(&outLse[k], rows * sizeof(float)));
      CHECK(cudaMemset(out[k], 0xFF, n * sizeof(__nv_bfloat16)));
      CHECK(cudaMemset(outLse[k], 0xFF, rows * sizeof(float)));
    }
    auto original = [&] {
      merge_attn_states_kernel<__nv_bfloat16, 8>
          <<<dim3(c.tokens, c.heads), 16, 0, stream>>>(out[0], outLse[0], dPrefix,
                                            dPrefixLse, dSuffix, dSuffixLse,
                                            c.heads, c.headSize);
    };
    launcher::Shape shape{c.tokens, c.heads, c.headSize};
    int heads = c.heads, headSize = c.headSize;
    void *args[] = {&out[1], &outLse[1], &dPrefix, &dPrefixLse,
                    &dSuffix, &dSuffixLse, &heads, &headSize};
    CUresult launched = CUDA_SUCCESS;
    auto tuned = [&] {
      CUresult r = launcher::launch(stream, shape, args);
      if (r != CUDA_SUCCESS)
        launched = r;
    };
    original();
    tuned();
    CHECK(cudaStreamSynchronize(stream));
    const char *config = launcher::configuration(shape);
    if (launched != CUDA_SUCCESS) {
      std::printf("tokens=%d,heads=%d,head_size=%d: launch failed (%d)\n",
                  c.tokens, c.heads, c.headSize, int(launched));
      ++failures;
      continue;
    }
    size_t bad = countMismatches(out[0], out[1], n, 0.02f, 0.02f) +
                 countMismatches(outLse[0], outLse[1], rows, 1e-3f, 1e-3f);
    float originalUs = medianUs(stream, original);
    float tunedUs = medianUs(stream, tuned);
    CHECK(cudaDeviceSynchronize());
    std::printf("tokens=%d,heads=%d,head_size=%d: %s, %zu mismatches; nvcc %.2f "
                "us, launcher %.2f us (%.3fx) with %s\n",
                c.tokens, c.heads, c.headSize, bad ? "WRONG" : "ok", bad,
                originalUs, tunedUs, originalUs / tunedUs,
                config ? config : "none");
    failures += bad != 0;
    for (void *p : {(void *)dPrefix, (void *)dSuffix, (void *)dPrefixLse,
                    (void *)dSuffixLse, (void *)out[0], (void *)out[1],
                    (void *)outLse[0], (void *)outLse[1]})
      CHECK(cudaFree(p));
  }
  std::printf("%d failures\n", failures);
  return failures != 0;
}
