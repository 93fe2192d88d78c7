// zlib's functions islet calls, bound on first use (lazy_library.h): a PNG board's pixels
// deflated, and its chunks' checksums.
#include "lazy_library.h"

#include <stdbool.h>

/// Opens zlib: everything writing a PNG file needs besides the pixels.
bool islet_lazy_link_open_zlib(char *reason, size_t capacity);

#pragma GCC visibility push(hidden)
#include <zlib.h>

struct islet_lazy_library islet_libz = {"libz.so.1", "zlib1g", "writing a PNG", NULL};

LAZY(islet_libz, int, deflateInit2_,
     (z_streamp strm, int level, int method, int windowBits, int memLevel, int strategy, const char *version, int stream_size),
     (strm, level, method, windowBits, memLevel, strategy, version, stream_size))
LAZY(islet_libz, uLong, deflateBound, (z_streamp strm, uLong sourceLen), (strm, sourceLen))
LAZY(islet_libz, int, deflate, (z_streamp strm, int flush), (strm, flush))
LAZY(islet_libz, int, deflateEnd, (z_streamp strm), (strm))
LAZY(islet_libz, uLong, crc32, (uLong crc, const Bytef *buf, uInt len), (crc, buf, len))

#pragma GCC visibility pop

bool islet_lazy_link_open_zlib(char *reason, size_t capacity) {
    return islet_lazy_open(&islet_libz, reason, capacity) != NULL;
}
