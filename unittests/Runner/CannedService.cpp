//===- CannedService.cpp - an HTTP service that plays recorded answers ----===//
//
// kopt-canned-service DIR STATUS:FILE[@SECONDS][,retry-after=N]...: serves
// on a free loopback port (written to DIR/port) through kopt-runner's HTTP
// code, answering the requests in order with the given status and the
// bytes of FILE as they are (valid JSON or not: replies cut short are a
// fault to play), after SECONDS when given, with a Retry-After header when
// given; keeps each request's body as DIR/request-N.json. Lets the remote
// backend's client and the LLM client be tested, successes and faults,
// with no GPU and no network.
//
//===----------------------------------------------------------------------===//

#include "kopt/Runner/Serve.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <unistd.h>
#include <vector>

namespace {
/// One recorded answer.
struct Answer {
  kopt::runner::HttpResponse response;
  unsigned delaySeconds = 0;
};

/// Parses STATUS:FILE[@SECONDS][,retry-after=N]; false when malformed.
bool parseAnswer(std::string spec, Answer &answer) {
  size_t comma = spec.find(",retry-after=");
  if (comma != std::string::npos) {
    answer.response.headers.emplace_back(
        "Retry-After",
        spec.substr(comma + std::string(",retry-after=").size()));
    spec = spec.substr(0, comma);
  }
  size_t at = spec.find('@');
  if (at != std::string::npos) {
    answer.delaySeconds =
        static_cast<unsigned>(std::atoi(spec.c_str() + at + 1));
    spec = spec.substr(0, at);
  }
  size_t colon = spec.find(':');
  if (colon == std::string::npos)
    return false;
  answer.response.status = std::atoi(spec.substr(0, colon).c_str());
  std::ifstream file(spec.substr(colon + 1));
  if (!file || answer.response.status < 100)
    return false;
  std::stringstream text;
  text << file.rdbuf();
  answer.response.body = text.str();
  return true;
}
} // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: kopt-canned-service DIR "
                         "STATUS:FILE[@SECONDS][,retry-after=N]...\n");
    return 2;
  }
  std::string dir = argv[1];
  std::vector<Answer> answers(argc - 2);
  for (int i = 2; i < argc; ++i)
    if (!parseAnswer(argv[i], answers[i - 2])) {
      std::fprintf(stderr, "kopt-canned-service: bad answer '%s'\n", argv[i]);
      return 2;
    }
  size_t next = 0;
  kopt::runner::ServeOptions options;
  options.portFile = dir + "/port";
  options.maxRequests = static_cast<unsigned>(answers.size());
  std::string error = kopt::runner::serveRaw(
      options,
      [&](const std::string &, const std::string &, const std::string &body) {
        std::ofstream(dir + "/request-" + std::to_string(next) + ".json")
            << body;
        sleep(answers[next].delaySeconds);
        return answers[next++].response;
      });
  if (!error.empty()) {
    std::fprintf(stderr, "kopt-canned-service: %s\n", error.c_str());
    return 1;
  }
  return 0;
}
