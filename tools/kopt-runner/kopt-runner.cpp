//===- kopt-runner.cpp - measure a bundle of PTX variants -----------------===//
//
// Small program for GPU hosts: CUDA driver (loaded at run time) and JSON,
// no LLVM. See docs/BUNDLE.md.
//
//===----------------------------------------------------------------------===//

#include "kopt/Runner/Runner.h"

int main(int argc, char **argv) { return kopt::runner::runnerMain(argc, argv); }
