//===- HttpTest.cpp - request heads, responses, bundle file names ---------===//

#include "kopt/Runner/Http.h"
#include "kopt/Runner/Serve.h"

#include <gtest/gtest.h>

using namespace kopt::runner;

namespace {
HttpError parse(const std::string &head, HttpRequest &request,
                size_t maxBody = 1000) {
  return parseRequestHead(head, maxBody, request);
}

TEST(Http, ParsesRequestLineAndContentLength) {
  HttpRequest r;
  HttpError e = parse("POST /v1/measure?x=1 HTTP/1.1\r\nHost: a\r\n"
                      "content-LENGTH:  42 \r\n",
                      r);
  EXPECT_EQ(e.status, 0) << e.reason;
  EXPECT_EQ(r.method, "POST");
  EXPECT_EQ(r.path, "/v1/measure");
  EXPECT_TRUE(r.hasContentLength);
  EXPECT_EQ(r.contentLength, 42u);
}

TEST(Http, RefusesMalformedHeads) {
  HttpRequest r;
  EXPECT_EQ(parse("", r).status, 400);
  EXPECT_EQ(parse("GET\r\n", r).status, 400);
  EXPECT_EQ(parse("GET /x\r\n", r).status, 400);
  EXPECT_EQ(parse("GET x HTTP/1.1\r\n", r).status, 400);
  EXPECT_EQ(parse("GET /x HTTP/2\r\n", r).status, 505);
  EXPECT_EQ(parse("GET /x HTTP/1.1\r\nno colon here\r\n", r).status, 400);
}

TEST(Http, RefusesBadOrOversizedBodies) {
  HttpRequest r;
  EXPECT_EQ(parse("POST /x HTTP/1.1\r\nContent-Length: -1\r\n", r).status,
            400);
  EXPECT_EQ(parse("POST /x HTTP/1.1\r\nContent-Length: 12ab\r\n", r).status,
            400);
  EXPECT_EQ(parse("POST /x HTTP/1.1\r\nContent-Length: 1001\r\n", r).status,
            413);
  EXPECT_EQ(parse("POST /x HTTP/1.1\r\nContent-Length: 99999999999999999999"
                  "\r\n",
                  r)
                .status,
            400);
  HttpRequest twice;
  EXPECT_EQ(parse("POST /x HTTP/1.1\r\nContent-Length: 1\r\n"
                  "Content-Length: 2\r\n",
                  twice)
                .status,
            400);
  EXPECT_EQ(
      parse("POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n", r).status,
      411);
}

TEST(Http, FormatsResponses) {
  EXPECT_EQ(formatResponse(404, "{}"),
            "HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\n"
            "Content-Length: 2\r\nConnection: close\r\n\r\n{}");
}

TEST(Http, AcceptsOnlyPlainBundlePaths) {
  EXPECT_TRUE(isSafeBundlePath("manifest.json"));
  EXPECT_TRUE(isSafeBundlePath("ptx/0001.ptx"));
  EXPECT_FALSE(isSafeBundlePath(""));
  EXPECT_FALSE(isSafeBundlePath("/etc/passwd"));
  EXPECT_FALSE(isSafeBundlePath("../x"));
  EXPECT_FALSE(isSafeBundlePath("ptx/../../x"));
  EXPECT_FALSE(isSafeBundlePath("ptx/./x"));
  EXPECT_FALSE(isSafeBundlePath("a/b/c"));
  EXPECT_FALSE(isSafeBundlePath("ptx//x"));
  EXPECT_FALSE(isSafeBundlePath("ptx/x y"));
  EXPECT_FALSE(isSafeBundlePath(std::string(201, 'a')));
}

TEST(Serve, RoutesRequests) {
  EXPECT_EQ(handleRequest("GET", "/", "").first, 404);
  EXPECT_EQ(handleRequest("DELETE", "/v1/measure", "").first, 405);
  auto [status, body] = handleRequest(
      "POST", "/v1/measure",
      R"({"format": "kopt-remote-request/1", "files": {"a.ptx": ""}})");
  EXPECT_EQ(status, 400);
  EXPECT_EQ(body["error"],
            "'files' must be an object holding at least manifest.json");
  EXPECT_EQ(handleRequest("POST", "/v1/measure",
                          R"({"format": "kopt-remote-request/1",
                              "files": {"manifest.json": 3}})")
                .first,
            400);
  EXPECT_EQ(handleRequest("POST", "/v1/measure",
                          R"({"format": "kopt-remote-request/1",
                              "files": {"manifest.json": "{}"},
                              "options": {"flush": "yes"}})")
                .second["error"],
            "option 'flush' must be true or false");
}
} // namespace
