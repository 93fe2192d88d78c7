/*
 * OpenSSL's libcrypto digests for IsletSources (the Swift reader cache's SHA-256 keys), apart
 * from COpenSSL, which is IsletAPNs' TLS and signing surface: each C library target is imported
 * by one Swift module.
 */
#ifndef ISLET_CLIBCRYPTO_SHIM_H
#define ISLET_CLIBCRYPTO_SHIM_H

#include <openssl/evp.h>

#endif
