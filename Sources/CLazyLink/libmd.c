// libmd's functions islet calls, bound on first use (lazy_library.h): the SHA-256 keys of the
// Swift reader's cache.
#include "lazy_library.h"

#pragma GCC visibility push(hidden)
#include <sha2.h>

struct islet_lazy_library islet_libmd = {"libmd.so.0", "libmd0", "the Swift reader's cache", NULL};

LAZY_VOID(islet_libmd, SHA256Init, (SHA2_CTX *context), (context))
LAZY_VOID(islet_libmd, SHA256Update, (SHA2_CTX *context, const uint8_t *data, size_t length), (context, data, length))
LAZY(islet_libmd, char *, SHA256End, (SHA2_CTX *context, char *text), (context, text))
