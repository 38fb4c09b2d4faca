// Counts the tokens routed to each expert (the first step of MoE
// alignment): a histogram of the top-k ids in shared memory per block,
// then one atomic add per expert into the global counts.
template <int NUM_EXPERTS>
__global__ void moe_expert_count(int *counts, const int *topk_ids,
                                 int numel) {
  __shared__ int local[NUM_EXPERTS];
  for (int e = threadIdx.x; e < NUM_EXPERTS; e += blockDim.x)
    local[e] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < numel;
       i += gridDim.x * blockDim.x)
    atomicAdd(&local[topk_ids[i]], 1);
  __syncthreads();
  for (int e = threadIdx.x; e < NUM_EXPERTS; e += blockDim.x)
    atomicAdd(&counts[e], local[e]);
}

template __global__ void moe_expert_count<64>(int *, const int *, int);
