// AdamW step over f32 parameters, one thread per parameter, in place: the
// moments and the parameters are read and written back.
__global__ void adamw_update(float *params, float *m, float *v,
                             const float *grads, long n, float lr,
                             float beta1, float beta2, float eps,
                             float weight_decay, float bias_correction1,
                             float bias_correction2) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float g = grads[i];
  float mi = beta1 * m[i] + (1.0f - beta1) * g;
  float vi = beta2 * v[i] + (1.0f - beta2) * g * g;
  m[i] = mi;
  v[i] = vi;
  float mhat = mi / bias_correction1;
  float vhat = vi / bias_correction2;
  float p = params[i];
  params[i] = p - lr * (mhat / (sqrtf(vhat) + eps) + weight_decay * p);
}

void launch_adamw(float *params, float *m, float *v, const float *grads,
                  long n, float lr, float beta1, float beta2, float eps,
                  float wd, float bc1, float bc2, cudaStream_t stream) {
  adamw_update<<<(n + 511) / 512, 512, 0, stream>>>(
      params, m, v, grads, n, lr, beta1, beta2, eps, wd, bc1, bc2);
}
