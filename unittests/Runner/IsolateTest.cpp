//===- IsolateTest.cpp - children that answer, crash, hang or vanish -----===//

#include "kopt/Runner/Isolate.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdlib>
#include <thread>
#include <unistd.h>

using namespace kopt::runner;

namespace {
TEST(Isolate, ReturnsTheChildsAnswer) {
  ChildOutcome outcome =
      runIsolated([] { return std::string(100000, 'x'); }, 10);
  EXPECT_EQ(outcome.kind, ChildOutcome::Kind::Finished);
  EXPECT_EQ(outcome.output.size(), 100000u);
}

TEST(Isolate, ReportsACrash) {
  ChildOutcome outcome = runIsolated(
      []() -> std::string {
        std::raise(SIGSEGV);
        return "unreachable";
      },
      10);
  EXPECT_EQ(outcome.kind, ChildOutcome::Kind::Crashed);
  EXPECT_NE(outcome.output.find("signal 11"), std::string::npos);
}

TEST(Isolate, KillsAChildThatHangs) {
  auto start = std::chrono::steady_clock::now();
  ChildOutcome outcome = runIsolated(
      []() -> std::string {
        while (true)
          pause();
      },
      1);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  EXPECT_EQ(outcome.kind, ChildOutcome::Kind::TimedOut);
  EXPECT_LT(seconds, 5.0);
}

TEST(Isolate, ReportsAChildThatExitsWithoutAnswer) {
  ChildOutcome outcome = runIsolated([]() -> std::string { _exit(7); }, 10);
  EXPECT_EQ(outcome.kind, ChildOutcome::Kind::Failed);
  EXPECT_NE(outcome.output.find("status 7"), std::string::npos);
}
} // namespace
