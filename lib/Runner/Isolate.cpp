//===- Isolate.cpp - run work in a child process with a time limit --------===//

#include "kopt/Runner/Isolate.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace kopt::runner;

ChildOutcome kopt::runner::runIsolated(const std::function<std::string()> &body,
                                       double timeoutSeconds) {
  int fds[2];
  if (pipe(fds) != 0)
    return {ChildOutcome::Kind::Failed,
            std::string("pipe: ") + std::strerror(errno)};
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return {ChildOutcome::Kind::Failed,
            std::string("fork: ") + std::strerror(errno)};
  }
  if (pid == 0) {
    close(fds[0]);
    std::string answer = body();
    const char *data = answer.data();
    size_t left = answer.size();
    while (left) {
      ssize_t n = write(fds[1], data, left);
      if (n <= 0)
        _exit(3);
      data += n;
      left -= static_cast<size_t>(n);
    }
    close(fds[1]);
    _exit(0);
  }

  close(fds[1]);
  std::string output;
  bool timedOut = false;
  auto deadline = std::chrono::steady_clock::now() +
                  std::chrono::duration<double>(timeoutSeconds);
  char buffer[65536];
  while (true) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                    deadline - std::chrono::steady_clock::now())
                    .count();
    if (left <= 0) {
      timedOut = true;
      break;
    }
    pollfd p{fds[0], POLLIN, 0};
    int ready = poll(&p, 1, static_cast<int>(std::min<long long>(left, 1000)));
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready <= 0)
      continue;
    ssize_t n = read(fds[0], buffer, sizeof(buffer));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    output.append(buffer, static_cast<size_t>(n));
  }
  close(fds[0]);
  if (timedOut)
    kill(pid, SIGKILL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (timedOut)
    return {ChildOutcome::Kind::TimedOut,
            "did not finish within " + std::to_string(timeoutSeconds) + " s"};
  if (WIFSIGNALED(status))
    return {ChildOutcome::Kind::Crashed, std::string("killed by signal ") +
                                             std::to_string(WTERMSIG(status)) +
                                             " (" +
                                             strsignal(WTERMSIG(status)) + ")"};
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || output.empty())
    return {ChildOutcome::Kind::Failed,
            "exited with status " + std::to_string(WEXITSTATUS(status)) +
                " without a result"};
  return {ChildOutcome::Kind::Finished, output};
}
