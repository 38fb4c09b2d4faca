// Prints which configuration the generated gelu_and_mul_elementwise launcher
// runs at each shape given on the command line as TOKENS D pairs (host only:
// choosing calls no driver function).
#include "gelu_and_mul_elementwise.launch.h"

#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv) {
  namespace launcher = kopt_launch::gelu_and_mul_elementwise;
  for (int i = 1; i + 1 < argc; i += 2) {
    launcher::Shape shape{std::atoll(argv[i]), std::atoll(argv[i + 1])};
    const char *id = launcher::configuration(shape);
    std::printf("tokens=%s,d=%s: %s\n", argv[i], argv[i + 1], id ? id : "none");
  }
  return 0;
}
