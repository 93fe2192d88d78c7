/*
 * The C surface of OpenSSL 3 for IsletAPNs (TLS with ALPN, ES256 provider tokens and the
 * self-signed certificate). Many OpenSSL calls are macros Swift cannot import; the few islet
 * needs get a small inline function here.
 */
#ifndef ISLET_COPENSSL_SHIM_H
#define ISLET_COPENSSL_SHIM_H

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

static inline long islet_ssl_ctx_set_min_proto_version(SSL_CTX *context, int version) {
    return SSL_CTX_set_min_proto_version(context, version);
}

static inline long islet_ssl_set_tlsext_host_name(SSL *ssl, const char *name) {
    return SSL_set_tlsext_host_name(ssl, name);
}

#endif
