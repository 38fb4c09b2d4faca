// Classes with non-virtual bases (vLLM's top-k WarpSelect : WarpSort, CRTP
// helpers): bases are laid out first, in declaration order, as the Itanium
// ABI places them; a member of a base is reached through the base's place,
// a pointer or reference converts to a base's address, constructors
// initialise their bases, and an aggregate's brace list starts with its
// bases. Clang's layout is checked against kopt's: where Clang reuses a
// base's tail padding, the class is refused. Virtual functions and virtual
// bases are refused.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=REFUSED

struct Best {
  float best;
  __device__ void reset() { best = -1e30f; }
};
struct RowMax : Best {
  int count;
  __device__ void add(float v) {
    best = v > best ? v : best;
    ++count;
  }
};

// The base's member at [0, 0], the class's own after it at [0, 1].
// CHECK-LABEL: kopt.kernel @row_max
// CHECK: llvm.getelementptr inbounds %{{.*}}[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(f32)>, i32)>
// CHECK: llvm.getelementptr inbounds %{{.*}}[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(f32)>, i32)>
// PTX-LABEL: .entry row_max
// PTX: setp.gt.f32
__global__ void row_max(const float *in, float *out, int *counts, int n) {
  RowMax m;
  m.reset();
  m.count = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    m.add(in[blockIdx.x * n + i]);
  out[blockIdx.x * blockDim.x + threadIdx.x] = m.best;
  counts[blockIdx.x * blockDim.x + threadIdx.x] = m.count;
}

// Two levels, a constructor initialising its base, an empty base (no
// bytes, as Clang places it), a pointer converted to a base's.
struct Empty {};
struct Scale : Empty {
  float factor;
  __device__ Scale(float f) : factor(f) {}
};
struct ScaleShift : Scale {
  float shift;
  __device__ ScaleShift(float f, float s) : Scale(f), shift(s) {}
};
__device__ float apply(const Scale *s, float x) { return s->factor * x; }

// CHECK-LABEL: kopt.kernel @affine
// CHECK: !llvm.struct<(struct<(struct<()>, f32)>, f32)>
// PTX-LABEL: .entry affine
// PTX: fma.rn.f32
__global__ void affine(float *x, float f, float s) {
  ScaleShift t(f, s);
  x[threadIdx.x] = apply(&t, x[threadIdx.x]) + t.shift;
}

// An aggregate with a base: the brace list's first element is the base.
struct Pair : Best {
  int index;
};
// CHECK-LABEL: kopt.kernel @aggregate
// CHECK: arith.constant 7 : i32
// PTX-LABEL: .entry aggregate
__global__ void aggregate(float *out, int *index) {
  Pair p{{out[threadIdx.x] * 2.0f}, 7};
  out[threadIdx.x] = p.best;
  index[threadIdx.x] = p.index;
}

// Two bases: a pointer to the second (at byte 4) stays null when null.
struct First {
  float a;
};
struct Second {
  float b;
};
struct Both : First, Second {};
__device__ float second_or_zero(const Second *s) { return s ? s->b : 0.0f; }
// CHECK-LABEL: kopt.kernel @second_base
// CHECK: llvm.getelementptr inbounds %{{.*}}[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(f32)>, struct<(f32)>)>
// CHECK: llvm.icmp "eq"
// CHECK: llvm.select
__global__ void second_base(float *out, int pick) {
  Both both;
  both.a = 1.0f;
  both.b = out[threadIdx.x];
  out[threadIdx.x] = second_or_zero(pick ? &both : nullptr);
}

#ifdef REFUSED
// Back from the second base to the class: its address is not the class's.
// REFUSED-DAG: base-classes.cu:[[# @LINE + 2]]:{{[0-9]+}}: error: kopt cannot lift a cast from a base to the class around it where the base is not at the class's start
__device__ float from_second(Second *s) {
  return static_cast<Both *>(s)->a;
}
__global__ void base_to_derived(float *out) {
  Both both;
  both.a = 3.0f;
  out[threadIdx.x] = from_second(&both);
}

// An over-aligned base: Clang places the member after it at byte 8, kopt
// would not.
// REFUSED-DAG: error: kopt cannot lift the class 'const struct Wide' (it or a member is over-aligned (alignas), which kopt's layout of a class with bases does not keep)
struct alignas(8) Narrow {
  float x;
};
struct Wide : Narrow {
  float y;
};
__global__ void over_aligned(const Wide *in, float *out) {
  out[threadIdx.x] = in[threadIdx.x].y;
}

// REFUSED-DAG: base-classes.cu:[[# @LINE + 10]]:{{[0-9]+}}: error: kopt cannot lift the class 'struct Packed' (Clang places its member 'tag' in a base's tail padding or elsewhere kopt would not)
struct NonPod {
  int a;
  char b;
  __device__ NonPod() {}
};
struct Packed : NonPod {
  char tag;
};
__global__ void tail_padding(char *out) {
  Packed p;
  p.tag = 1;
  out[threadIdx.x] = p.tag;
}

// REFUSED-DAG: base-classes.cu:[[# @LINE + 6]]:{{[0-9]+}}: error: kopt cannot lift the class 'struct Derived' (virtual bases or virtual functions)
struct Virtual {
  __device__ virtual float f() { return 1.0f; }
};
struct Derived : Virtual {};
__global__ void virtual_call(float *out) {
  Derived d;
  out[threadIdx.x] = d.f();
}
#endif
