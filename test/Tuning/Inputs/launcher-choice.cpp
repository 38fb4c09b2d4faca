// Prints which configuration the generated silu_and_mul launcher runs at each
// shape given on the command line as TOKENS D pairs (host only: choosing
// calls no driver function).
#include "silu_and_mul.launch.h"

#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv) {
  for (int i = 1; i + 1 < argc; i += 2) {
    kopt_launch::silu_and_mul::Shape shape{std::atoll(argv[i]),
                                           std::atoll(argv[i + 1])};
    const char *id = kopt_launch::silu_and_mul::configuration(shape);
    std::printf("tokens=%s,d=%s: %s\n", argv[i], argv[i + 1],
                id ? id : "none");
  }
  return 0;
}
