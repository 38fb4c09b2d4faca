//===- Serve.cpp - kopt-runner --serve: measurements over HTTP ------------===//

#include "kopt/Runner/Serve.h"
#include "kopt/Runner/CheckedJson.h"
#include "kopt/Runner/Bundle.h"
#include "kopt/Runner/Driver.h"
#include "kopt/Runner/Http.h"
#include "kopt/Runner/Runner.h"

#include <arpa/inet.h>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <netinet/in.h>
#include <sstream>
#include <sys/socket.h>
#include <unistd.h>

using namespace kopt::runner;
using nlohmann::json;

namespace {
/// The largest request head accepted.
constexpr size_t kMaxHeadBytes = 64 * 1024;

std::pair<int, json> fail(int status, const std::string &reason) {
  return {status, json{{"error", reason}}};
}

/// Reads the numeric option `name` of a request into `value`; returns an
/// error message or "".
template <typename T>
std::string readOption(const json &options, const char *name, T &value,
                       double minimum) {
  if (!options.contains(name))
    return "";
  const json &v = options[name];
  if (!v.is_number() || v.get<double>() < minimum)
    return std::string("option '") + name + "' must be a number >= " +
           std::to_string(static_cast<long long>(minimum));
  value = v.get<T>();
  return "";
}

/// Turns the options of a measure request into run options.
std::string readRunOptions(const json &options, RunOptions &run) {
  if (!options.is_object())
    return "'options' must be an object";
  static const char *const known[] = {"timeout",  "warmup",         "repeats",
                                      "seed",     "graph_below_us", "flush",
                                      "check_only"};
  for (const auto &entry : options.items())
    if (std::find(std::begin(known), std::end(known), entry.key()) ==
        std::end(known))
      return "unknown option '" + entry.key() + "'";
  MeasureOptions &m = run.measure;
  for (std::string error :
       {readOption(options, "timeout", run.timeout, 1),
        readOption(options, "warmup", m.warmup, 0),
        readOption(options, "repeats", m.repeats, 1),
        readOption(options, "seed", m.seed, 0),
        readOption(options, "graph_below_us", m.graphBelowUs, 0)})
    if (!error.empty())
      return error;
  for (auto [name, flag] : {std::make_pair("flush", &m.flushL2),
                            std::make_pair("check_only", &m.checkOnly)})
    if (options.contains(name)) {
      if (!options[name].is_boolean())
        return std::string("option '") + name + "' must be true or false";
      *flag = options[name].get<bool>();
    }
  return "";
}

/// Decodes standard base64 (padding optional); false on a character
/// outside the alphabet.
bool decodeBase64(const std::string &text, std::string &out) {
  out.clear();
  uint32_t bits = 0;
  int count = 0;
  for (char c : text) {
    int v;
    if (c >= 'A' && c <= 'Z')
      v = c - 'A';
    else if (c >= 'a' && c <= 'z')
      v = c - 'a' + 26;
    else if (c >= '0' && c <= '9')
      v = c - '0' + 52;
    else if (c == '+')
      v = 62;
    else if (c == '/')
      v = 63;
    else if (c == '=')
      break;
    else
      return false;
    bits = (bits << 6) | static_cast<uint32_t>(v);
    if ((count += 6) >= 8) {
      count -= 8;
      out.push_back(static_cast<char>((bits >> count) & 0xff));
    }
  }
  return true;
}

/// Writes the files of a request under `directory`: `files` as text,
/// `binary_files` (recorded inputs) decoded from base64.
std::string writeBundleFiles(const json &request,
                             const std::string &directory) {
  const json &files = request["files"];
  if (!files.is_object() || !files.contains("manifest.json"))
    return "'files' must be an object holding at least manifest.json";
  const json binary = request.value("binary_files", json::object());
  if (!binary.is_object())
    return "'binary_files' must be an object";
  for (const json *group : {&files, &binary}) {
    for (const auto &entry : group->items()) {
      if (!isSafeBundlePath(entry.key()))
        return "unsafe file name '" + entry.key() + "'";
      if (!entry.value().is_string())
        return "file '" + entry.key() + "' must be a string";
      std::string bytes = entry.value().get<std::string>();
      if (group == &binary &&
          !decodeBase64(entry.value().get<std::string>(), bytes))
        return "file '" + entry.key() + "' is not base64";
      std::filesystem::path path =
          std::filesystem::path(directory) / entry.key();
      std::error_code ec;
      std::filesystem::create_directories(path.parent_path(), ec);
      std::ofstream file(path, std::ios::binary | std::ios::trunc);
      file.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
      if (!file)
        return "cannot write " + path.string();
    }
  }
  return "";
}

std::pair<int, json> measureRequest(const std::string &body) {
  json request;
  if (!parseJsonText(body, "the body", request).empty() ||
      !request.is_object())
    return fail(400, "the body is not a JSON object");
  auto format = request.find("format");
  if (format == request.end() || !format->is_string() ||
      *format != "kopt-remote-request/1")
    return fail(400, "the body is not a kopt-remote-request/1");
  RunOptions run;
  if (std::string error =
          readRunOptions(request.value("options", json::object()), run);
      !error.empty())
    return fail(400, error);

  char pattern[] = "/tmp/kopt-serve-XXXXXX";
  if (!mkdtemp(pattern))
    return fail(500, std::string("cannot create a scratch directory: ") +
                         std::strerror(errno));
  std::string directory = pattern;
  struct RemoveDirectory {
    std::string path;
    ~RemoveDirectory() {
      std::error_code ec;
      std::filesystem::remove_all(path, ec);
    }
  } removeDirectory{directory};

  if (std::string error = writeBundleFiles(request, directory); !error.empty())
    return fail(400, error);
  Bundle bundle;
  if (std::string error = loadBundle(directory, bundle); !error.empty())
    return fail(422, error);
  run.bundle = directory;
  run.output = directory + "/results.json";
  run.fresh = true;
  if (std::string error = measureBundle(run, bundle); !error.empty())
    return fail(503, error);
  json results;
  if (!readJsonFile(run.output, run.output, results).empty())
    return fail(500, "the results file could not be read back");
  return {200, results};
}

/// Sends all of `text`; gives up quietly when the client has gone.
void sendAll(int socket, const std::string &text) {
  size_t sent = 0;
  while (sent < text.size()) {
    ssize_t n = send(socket, text.data() + sent, text.size() - sent,
                     MSG_NOSIGNAL);
    if (n <= 0)
      return;
    sent += static_cast<size_t>(n);
  }
}

/// Reads and answers one request on `client`.
void answer(int client, const ServeOptions &options,
            const RawRequestHandler &handler) {
  timeval timeout{options.receiveTimeoutSeconds, 0};
  setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof(timeout));
  auto reply = [&](int status, const json &body) {
    sendAll(client, formatResponse(status, body.dump()));
  };
  std::string data;
  char buffer[65536];
  size_t headEnd;
  while ((headEnd = data.find("\r\n\r\n")) == std::string::npos) {
    if (data.size() > kMaxHeadBytes)
      return reply(400, {{"error", "the request head is too long"}});
    ssize_t n = recv(client, buffer, sizeof(buffer), 0);
    if (n <= 0)
      return reply(n == 0 ? 400 : 408,
                   {{"error", n == 0 ? "the request ended early"
                                     : "the request took too long to arrive"}});
    data.append(buffer, static_cast<size_t>(n));
  }
  HttpRequest request;
  HttpError error =
      parseRequestHead(data.substr(0, headEnd), options.maxBodyBytes, request);
  if (error.status)
    return reply(error.status, {{"error", error.reason}});
  if (request.method == "POST" && !request.hasContentLength)
    return reply(411, {{"error", "a POST needs Content-Length"}});
  std::string body = data.substr(headEnd + 4);
  while (body.size() < request.contentLength) {
    ssize_t n = recv(client, buffer, sizeof(buffer), 0);
    if (n <= 0)
      return reply(n == 0 ? 400 : 408,
                   {{"error", "the body ended after " +
                                  std::to_string(body.size()) + " of " +
                                  std::to_string(request.contentLength) +
                                  " bytes"}});
    body.append(buffer, static_cast<size_t>(n));
  }
  body.resize(request.contentLength);
  HttpResponse response = handler(request.method, request.path, body);
  std::fprintf(stderr, "kopt-runner: %s %s: %d\n", request.method.c_str(),
               request.path.c_str(), response.status);
  sendAll(client,
          formatResponse(response.status, response.body, response.headers));
}
} // namespace

std::pair<int, json> kopt::runner::handleRequest(const std::string &method,
                                                 const std::string &path,
                                                 const std::string &body) {
  if (path == "/v1/device") {
    if (method != "GET")
      return fail(405, "use GET for /v1/device");
    Driver driver;
    std::string error = driver.load();
    json device;
    if (error.empty())
      device = probeDevice(driver, 60, error);
    if (!error.empty())
      return fail(503, error);
    return {200, device};
  }
  if (path == "/v1/measure") {
    if (method != "POST")
      return fail(405, "use POST for /v1/measure");
    return measureRequest(body);
  }
  return fail(404, "no such endpoint '" + path +
                       "' (GET /v1/device, POST /v1/measure)");
}

std::string kopt::runner::serve(const ServeOptions &options,
                                const RequestHandler &handler) {
  return serveRaw(options,
                  [&](const std::string &method, const std::string &path,
                      const std::string &body) {
                    auto [status, json] = handler(method, path, body);
                    return HttpResponse{status, {}, json.dump()};
                  });
}

std::string kopt::runner::serveRaw(const ServeOptions &options,
                                   const RawRequestHandler &handler) {
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<uint16_t>(options.port));
  if (inet_pton(AF_INET, options.address.c_str(), &address.sin_addr) != 1)
    return "--bind expects an IPv4 address, got '" + options.address + "'";
  int listener = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (listener < 0)
    return std::string("socket: ") + std::strerror(errno);
  int yes = 1;
  setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
  if (bind(listener, reinterpret_cast<sockaddr *>(&address), sizeof(address)) !=
          0 ||
      listen(listener, 16) != 0) {
    std::string error = "cannot listen on " + options.address + ":" +
                        std::to_string(options.port) + ": " +
                        std::strerror(errno);
    close(listener);
    return error;
  }
  socklen_t length = sizeof(address);
  getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length);
  unsigned port = ntohs(address.sin_port);
  if (!options.portFile.empty())
    if (std::string error =
            writeFileAtomically(options.portFile, std::to_string(port) + "\n");
        !error.empty()) {
      close(listener);
      return error;
    }
  std::fprintf(stderr, "kopt-runner: serving on %s:%u\n",
               options.address.c_str(), port);
  for (unsigned served = 0;
       options.maxRequests == 0 || served < options.maxRequests; ++served) {
    int client = accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
    if (client < 0) {
      if (errno == EINTR || errno == ECONNABORTED)
        continue;
      std::string error = std::string("accept: ") + std::strerror(errno);
      close(listener);
      return error;
    }
    answer(client, options, handler);
    close(client);
  }
  close(listener);
  return "";
}
