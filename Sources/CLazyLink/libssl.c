// libssl's functions islet calls, bound on first use (lazy_library.h): the endpoint's and
// `islet push`'s TLS. Opening libssl loads libcrypto, which it needs, as well.
#include "lazy_library.h"

#pragma GCC visibility push(hidden)
#include <openssl/ssl.h>

struct islet_lazy_library islet_libssl = {"libssl.so.3", "libssl3", "TLS", NULL};

LAZY(islet_libssl, int, SSL_CTX_check_private_key, (const SSL_CTX *ctx), (ctx))
LAZY(islet_libssl, long, SSL_CTX_ctrl, (SSL_CTX *ctx, int cmd, long larg, void *parg), (ctx, cmd, larg, parg))
LAZY_VOID(islet_libssl, SSL_CTX_free, (SSL_CTX *ctx), (ctx))
LAZY(islet_libssl, int, SSL_CTX_load_verify_locations, (SSL_CTX *ctx, const char *CAfile, const char *CApath), (ctx, CAfile, CApath))
LAZY(islet_libssl, SSL_CTX *, SSL_CTX_new, (const SSL_METHOD *meth), (meth))
LAZY_VOID(islet_libssl, SSL_CTX_set_alpn_select_cb, (SSL_CTX *ctx, SSL_CTX_alpn_select_cb_func cb, void *arg), (ctx, cb, arg))
LAZY(islet_libssl, int, SSL_CTX_set_default_verify_paths, (SSL_CTX *ctx), (ctx))
LAZY_VOID(islet_libssl, SSL_CTX_set_verify, (SSL_CTX *ctx, int mode, SSL_verify_cb callback), (ctx, mode, callback))
LAZY(islet_libssl, int, SSL_CTX_use_PrivateKey_file, (SSL_CTX *ctx, const char *file, int type), (ctx, file, type))
LAZY(islet_libssl, int, SSL_CTX_use_certificate_chain_file, (SSL_CTX *ctx, const char *file), (ctx, file))
LAZY(islet_libssl, int, SSL_connect, (SSL *ssl), (ssl))
LAZY(islet_libssl, long, SSL_ctrl, (SSL *ssl, int cmd, long larg, void *parg), (ssl, cmd, larg, parg))
LAZY(islet_libssl, int, SSL_do_handshake, (SSL *s), (s))
LAZY_VOID(islet_libssl, SSL_free, (SSL *ssl), (ssl))
LAZY_VOID(islet_libssl, SSL_get0_alpn_selected, (const SSL *ssl, const unsigned char **data, unsigned int *len), (ssl, data, len))
LAZY(islet_libssl, int, SSL_get_error, (const SSL *s, int ret_code), (s, ret_code))
LAZY(islet_libssl, long, SSL_get_verify_result, (const SSL *ssl), (ssl))
LAZY(islet_libssl, SSL *, SSL_new, (SSL_CTX *ctx), (ctx))
LAZY(islet_libssl, int, SSL_read, (SSL *ssl, void *buf, int num), (ssl, buf, num))
LAZY(islet_libssl, int, SSL_set1_host, (SSL *s, const char *hostname), (s, hostname))
LAZY_VOID(islet_libssl, SSL_set_accept_state, (SSL *s), (s))
LAZY_VOID(islet_libssl, SSL_set_bio, (SSL *s, BIO *rbio, BIO *wbio), (s, rbio, wbio))
LAZY(islet_libssl, int, SSL_set_fd, (SSL *s, int fd), (s, fd))
LAZY(islet_libssl, int, SSL_shutdown, (SSL *s), (s))
LAZY(islet_libssl, int, SSL_write, (SSL *ssl, const void *buf, int num), (ssl, buf, num))
LAZY(islet_libssl, const SSL_METHOD *, TLS_client_method, (void), ())
LAZY(islet_libssl, const SSL_METHOD *, TLS_server_method, (void), ())
