//===- CannedService.cpp - an HTTP service that plays recorded answers ----===//
//
// kopt-canned-service DIR STATUS:FILE[@SECONDS]...: serves on a free loopback port
// (written to DIR/port) through kopt-runner's HTTP code, answering the
// requests in order with the given status and the JSON of FILE (after
// SECONDS, when given), and keeps
// each request's body as DIR/request-N.json. Lets the remote backend's
// client be tested, successes and failures, where there is no GPU.
//
//===----------------------------------------------------------------------===//

#include "kopt/Runner/Serve.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <unistd.h>
#include <vector>

using nlohmann::json;

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: kopt-canned-service DIR STATUS:FILE[@SECONDS]...\n");
    return 2;
  }
  std::string dir = argv[1];
  std::vector<std::pair<int, json>> answers;
  std::vector<unsigned> delays;
  for (int i = 2; i < argc; ++i) {
    std::string arg = argv[i];
    size_t at = arg.find('@');
    delays.push_back(at == std::string::npos ? 0 : std::stoi(arg.substr(at + 1)));
    arg = arg.substr(0, at);
    size_t colon = arg.find(':');
    std::ifstream file(colon == std::string::npos ? "" : arg.substr(colon + 1));
    std::stringstream text;
    text << file.rdbuf();
    json body = json::parse(text.str(), nullptr, false);
    if (colon == std::string::npos || !file || body.is_discarded()) {
      std::fprintf(stderr, "kopt-canned-service: bad answer '%s'\n", argv[i]);
      return 2;
    }
    answers.emplace_back(std::stoi(arg.substr(0, colon)), body);
  }
  size_t next = 0;
  kopt::runner::ServeOptions options;
  options.portFile = dir + "/port";
  options.maxRequests = static_cast<unsigned>(answers.size());
  std::string error = kopt::runner::serve(
      options, [&](const std::string &, const std::string &,
                   const std::string &body) {
        std::ofstream(dir + "/request-" + std::to_string(next) + ".json")
            << body;
        sleep(delays[next]);
        return answers[next++];
      });
  if (!error.empty()) {
    std::fprintf(stderr, "kopt-canned-service: %s\n", error.c_str());
    return 1;
  }
  return 0;
}
