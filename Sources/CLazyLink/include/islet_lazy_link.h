#ifndef ISLET_LAZY_LINK_H
#define ISLET_LAZY_LINK_H

#include <stdbool.h>
#include <stddef.h>

/// Opens libssl, libcrypto and libnghttp2 now rather than at their first call, so the endpoint
/// learns at its start, before the terminal is taken over, that one is missing: true when all
/// three are open, else false with a line naming the library and its Debian package in `reason`.
/// Their functions are otherwise bound on first use (lazy_library.h), so `render`, `check` and
/// `demo` never load them (docs/DECISIONS.md, "OpenSSL and nghttp2 are bound on first use").
bool islet_lazy_link_open_endpoint_libraries(char *reason, size_t capacity);

#endif
