/*
 * libmd's SHA-256 (the BSD SHA256Init/Update/End) for IsletSources, the Swift reader cache's keys:
 * libmd0 is on every Debian system (dpkg pre-depends on it), opens in a fiftieth of libcrypto's
 * time and needs no initialization (docs/DECISIONS.md, "OpenSSL and nghttp2 are bound on first use").
 */
#ifndef ISLET_CLIBMD_SHIM_H
#define ISLET_CLIBMD_SHIM_H

#include <sha2.h>

#endif
