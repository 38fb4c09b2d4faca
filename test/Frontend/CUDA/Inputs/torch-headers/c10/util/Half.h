// A c10/util/Half.h of this test's own (not torch's): when the real
// header is found, kopt's stand-in for c10's types stays out of the way.
#pragma once
namespace c10 {
struct alignas(2) Half {
  unsigned short x;
};
} // namespace c10
