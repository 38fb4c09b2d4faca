// Matrix transpose through a padded 32 x 32 shared-memory tile, 32 x 8
// threads per block, each thread moving four elements.
#define TILE 32
#define ROWS 8

__global__ void transpose_tiled(float *out, const float *in, int rows,
                                int cols) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < cols && y + j < rows)
      tile[threadIdx.y + j][threadIdx.x] = in[(long)(y + j) * cols + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < rows && y + j < cols)
      out[(long)(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}
