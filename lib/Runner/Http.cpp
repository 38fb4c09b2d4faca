//===- Http.cpp - the HTTP/1.1 subset kopt-runner --serve speaks ----------===//

#include "kopt/Runner/Http.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <sstream>

using namespace kopt::runner;

namespace {
std::string toLower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return text;
}

std::string trim(const std::string &text) {
  size_t begin = text.find_first_not_of(" \t");
  if (begin == std::string::npos)
    return "";
  size_t end = text.find_last_not_of(" \t\r");
  return text.substr(begin, end - begin + 1);
}
} // namespace

HttpError kopt::runner::parseRequestHead(const std::string &head,
                                         size_t maxBody, HttpRequest &request) {
  std::istringstream lines(head);
  std::string line;
  if (!std::getline(lines, line))
    return {400, "empty request"};
  if (!line.empty() && line.back() == '\r')
    line.pop_back();
  size_t firstSpace = line.find(' ');
  size_t lastSpace = line.rfind(' ');
  if (firstSpace == std::string::npos || firstSpace == lastSpace)
    return {400, "malformed request line '" + line + "'"};
  request.method = line.substr(0, firstSpace);
  std::string target = line.substr(firstSpace + 1, lastSpace - firstSpace - 1);
  std::string version = line.substr(lastSpace + 1);
  if (version != "HTTP/1.1" && version != "HTTP/1.0")
    return {505, "unsupported protocol '" + version + "'"};
  if (request.method.empty() || target.empty() || target[0] != '/')
    return {400, "malformed request line '" + line + "'"};
  request.path = target.substr(0, target.find('?'));
  while (std::getline(lines, line)) {
    if (!line.empty() && line.back() == '\r')
      line.pop_back();
    if (line.empty())
      continue;
    size_t colon = line.find(':');
    if (colon == std::string::npos || colon == 0)
      return {400, "malformed header line '" + line + "'"};
    std::string name = toLower(trim(line.substr(0, colon)));
    std::string value = trim(line.substr(colon + 1));
    if (name == "transfer-encoding" && toLower(value) != "identity")
      return {411, "chunked bodies are not accepted; send Content-Length"};
    if (name != "content-length")
      continue;
    char *end = nullptr;
    errno = 0;
    unsigned long long length = std::strtoull(value.c_str(), &end, 10);
    if (value.empty() || errno || !end || *end || value[0] == '-')
      return {400, "malformed Content-Length '" + value + "'"};
    if (request.hasContentLength && request.contentLength != length)
      return {400, "conflicting Content-Length headers"};
    if (length > maxBody)
      return {413, "a body of " + value + " bytes is over the limit of " +
                       std::to_string(maxBody)};
    request.contentLength = static_cast<size_t>(length);
    request.hasContentLength = true;
  }
  return {};
}

const char *kopt::runner::getReasonPhrase(int status) {
  switch (status) {
  case 200:
    return "OK";
  case 400:
    return "Bad Request";
  case 404:
    return "Not Found";
  case 405:
    return "Method Not Allowed";
  case 408:
    return "Request Timeout";
  case 411:
    return "Length Required";
  case 413:
    return "Content Too Large";
  case 422:
    return "Unprocessable Content";
  case 500:
    return "Internal Server Error";
  case 503:
    return "Service Unavailable";
  case 505:
    return "HTTP Version Not Supported";
  default:
    return "Unknown";
  }
}

std::string kopt::runner::formatResponse(
    int status, const std::string &jsonBody,
    const std::vector<std::pair<std::string, std::string>> &extraHeaders) {
  std::string head =
      "HTTP/1.1 " + std::to_string(status) + " " + getReasonPhrase(status) +
      "\r\nContent-Type: application/json\r\nContent-Length: " +
      std::to_string(jsonBody.size()) + "\r\nConnection: close\r\n";
  for (const auto &[name, value] : extraHeaders)
    head += name + ": " + value + "\r\n";
  return head + "\r\n" + jsonBody;
}

bool kopt::runner::isSafeBundlePath(const std::string &path) {
  if (path.empty() || path.size() > 200)
    return false;
  size_t components = 0;
  size_t begin = 0;
  while (begin <= path.size()) {
    size_t end = path.find('/', begin);
    if (end == std::string::npos)
      end = path.size();
    std::string part = path.substr(begin, end - begin);
    if (part.empty() || part == "." || part == "..")
      return false;
    for (unsigned char c : part)
      if (!std::isalnum(c) && c != '.' && c != '_' && c != '-')
        return false;
    ++components;
    begin = end + 1;
  }
  return components <= 2;
}
