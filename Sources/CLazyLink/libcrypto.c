// libcrypto's functions islet calls, bound on first use (lazy_library.h): the certificates,
// keys and ES256 provider tokens of the endpoint and `islet push`.
#include "lazy_library.h"

#pragma GCC visibility push(hidden)
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

struct islet_lazy_library islet_libcrypto = {"libcrypto.so.3", "libssl3", "TLS and provider tokens", NULL};

LAZY(islet_libcrypto, size_t, BIO_ctrl_pending, (BIO *b), (b))
LAZY(islet_libcrypto, int, BIO_free, (BIO *a), (a))
LAZY(islet_libcrypto, BIO *, BIO_new, (const BIO_METHOD *type), (type))
LAZY(islet_libcrypto, BIO *, BIO_new_mem_buf, (const void *buf, int len), (buf, len))
LAZY(islet_libcrypto, int, BIO_read, (BIO *b, void *data, int dlen), (b, data, dlen))
LAZY(islet_libcrypto, const BIO_METHOD *, BIO_s_mem, (void), ())
LAZY(islet_libcrypto, int, BIO_write, (BIO *b, const void *data, int dlen), (b, data, dlen))
LAZY(islet_libcrypto, BIGNUM *, BN_bin2bn, (const unsigned char *s, int len, BIGNUM *ret), (s, len, ret))
LAZY(islet_libcrypto, int, BN_bn2binpad, (const BIGNUM *a, unsigned char *to, int tolen), (a, to, tolen))
LAZY_VOID(islet_libcrypto, BN_free, (BIGNUM *a), (a))
LAZY(islet_libcrypto, BIGNUM *, BN_new, (void), ())
LAZY(islet_libcrypto, int, BN_rand, (BIGNUM *rnd, int bits, int top, int bottom), (rnd, bits, top, bottom))
LAZY(islet_libcrypto, ASN1_INTEGER *, BN_to_ASN1_INTEGER, (const BIGNUM *bn, ASN1_INTEGER *ai), (bn, ai))
LAZY_VOID(islet_libcrypto, ECDSA_SIG_free, (ECDSA_SIG *sig), (sig))
LAZY(islet_libcrypto, const BIGNUM *, ECDSA_SIG_get0_r, (const ECDSA_SIG *sig), (sig))
LAZY(islet_libcrypto, const BIGNUM *, ECDSA_SIG_get0_s, (const ECDSA_SIG *sig), (sig))
LAZY(islet_libcrypto, ECDSA_SIG *, ECDSA_SIG_new, (void), ())
LAZY(islet_libcrypto, int, ECDSA_SIG_set0, (ECDSA_SIG *sig, BIGNUM *r, BIGNUM *s), (sig, r, s))
LAZY_VOID(islet_libcrypto, ERR_clear_error, (void), ())
LAZY_VOID(islet_libcrypto, ERR_error_string_n, (unsigned long e, char *buf, size_t len), (e, buf, len))
LAZY(islet_libcrypto, unsigned long, ERR_get_error, (void), ())
LAZY(islet_libcrypto, int, EVP_DigestFinal_ex, (EVP_MD_CTX *ctx, unsigned char *md, unsigned int *s), (ctx, md, s))
LAZY(islet_libcrypto, int, EVP_DigestInit_ex, (EVP_MD_CTX *ctx, const EVP_MD *type, ENGINE *impl), (ctx, type, impl))
LAZY(islet_libcrypto, int, EVP_DigestSign, (EVP_MD_CTX *ctx, unsigned char *sigret, size_t *siglen, const unsigned char *tbs, size_t tbslen),
     (ctx, sigret, siglen, tbs, tbslen))
LAZY(islet_libcrypto, int, EVP_DigestSignInit, (EVP_MD_CTX *ctx, EVP_PKEY_CTX **pctx, const EVP_MD *type, ENGINE *e, EVP_PKEY *pkey),
     (ctx, pctx, type, e, pkey))
LAZY(islet_libcrypto, int, EVP_DigestUpdate, (EVP_MD_CTX *ctx, const void *d, size_t cnt), (ctx, d, cnt))
LAZY(islet_libcrypto, int, EVP_DigestVerify, (EVP_MD_CTX *ctx, const unsigned char *sigret, size_t siglen, const unsigned char *tbs, size_t tbslen),
     (ctx, sigret, siglen, tbs, tbslen))
LAZY(islet_libcrypto, int, EVP_DigestVerifyInit, (EVP_MD_CTX *ctx, EVP_PKEY_CTX **pctx, const EVP_MD *type, ENGINE *e, EVP_PKEY *pkey),
     (ctx, pctx, type, e, pkey))
LAZY_VOID(islet_libcrypto, EVP_MD_CTX_free, (EVP_MD_CTX *ctx), (ctx))
LAZY(islet_libcrypto, EVP_MD_CTX *, EVP_MD_CTX_new, (void), ())
LAZY_VOID(islet_libcrypto, EVP_PKEY_CTX_free, (EVP_PKEY_CTX *ctx), (ctx))
LAZY(islet_libcrypto, EVP_PKEY_CTX *, EVP_PKEY_CTX_new_from_name, (OSSL_LIB_CTX *libctx, const char *name, const char *propquery),
     (libctx, name, propquery))
LAZY(islet_libcrypto, int, EVP_PKEY_CTX_set_group_name, (EVP_PKEY_CTX *ctx, const char *name), (ctx, name))
LAZY_VOID(islet_libcrypto, EVP_PKEY_free, (EVP_PKEY *pkey), (pkey))
LAZY(islet_libcrypto, const char *, EVP_PKEY_get0_type_name, (const EVP_PKEY *key), (key))
LAZY(islet_libcrypto, int, EVP_PKEY_get_base_id, (const EVP_PKEY *pkey), (pkey))
LAZY(islet_libcrypto, int, EVP_PKEY_get_group_name, (const EVP_PKEY *pkey, char *name, size_t name_sz, size_t *gname_len),
     (pkey, name, name_sz, gname_len))
LAZY(islet_libcrypto, int, EVP_PKEY_keygen, (EVP_PKEY_CTX *ctx, EVP_PKEY **ppkey), (ctx, ppkey))
LAZY(islet_libcrypto, int, EVP_PKEY_keygen_init, (EVP_PKEY_CTX *ctx), (ctx))
LAZY(islet_libcrypto, const EVP_MD *, EVP_sha256, (void), ())
LAZY(islet_libcrypto, EVP_PKEY *, PEM_read_bio_PrivateKey, (BIO *out, EVP_PKEY **x, pem_password_cb *cb, void *u), (out, x, cb, u))
LAZY(islet_libcrypto, X509 *, PEM_read_bio_X509, (BIO *out, X509 **x, pem_password_cb *cb, void *u), (out, x, cb, u))
LAZY(islet_libcrypto, int, PEM_write_bio_PrivateKey, (BIO *out, const EVP_PKEY *x, const EVP_CIPHER *enc, const unsigned char *kstr, int klen, pem_password_cb *cb, void *u),
     (out, x, enc, kstr, klen, cb, u))
LAZY(islet_libcrypto, int, PEM_write_bio_X509, (BIO *out, const X509 *x), (out, x))
LAZY(islet_libcrypto, X509_EXTENSION *, X509V3_EXT_nconf_nid, (CONF *conf, X509V3_CTX *ctx, int ext_nid, const char *value),
     (conf, ctx, ext_nid, value))
LAZY_VOID(islet_libcrypto, X509V3_set_ctx, (X509V3_CTX *ctx, X509 *issuer, X509 *subject, X509_REQ *req, X509_CRL *crl, int flags),
     (ctx, issuer, subject, req, crl, flags))
LAZY_VOID(islet_libcrypto, X509_EXTENSION_free, (X509_EXTENSION *a), (a))
LAZY(islet_libcrypto, int, X509_NAME_add_entry_by_txt, (X509_NAME *name, const char *field, int type, const unsigned char *bytes, int len, int loc, int set),
     (name, field, type, bytes, len, loc, set))
LAZY(islet_libcrypto, int, X509_add_ext, (X509 *x, X509_EXTENSION *ex, int loc), (x, ex, loc))
LAZY(islet_libcrypto, int, X509_check_private_key, (const X509 *x509, const EVP_PKEY *pkey), (x509, pkey))
LAZY(islet_libcrypto, int, X509_cmp_time, (const ASN1_TIME *s, time_t *t), (s, t))
LAZY_VOID(islet_libcrypto, X509_free, (X509 *a), (a))
LAZY(islet_libcrypto, const ASN1_TIME *, X509_get0_notAfter, (const X509 *x), (x))
LAZY(islet_libcrypto, ASN1_INTEGER *, X509_get_serialNumber, (X509 *x), (x))
LAZY(islet_libcrypto, X509_NAME *, X509_get_subject_name, (const X509 *a), (a))
LAZY(islet_libcrypto, ASN1_TIME *, X509_getm_notAfter, (const X509 *x), (x))
LAZY(islet_libcrypto, ASN1_TIME *, X509_getm_notBefore, (const X509 *x), (x))
LAZY(islet_libcrypto, X509 *, X509_new, (void), ())
LAZY(islet_libcrypto, const char *, X509_verify_cert_error_string, (long n), (n))
LAZY(islet_libcrypto, int, X509_set_issuer_name, (X509 *x, const X509_NAME *name), (x, name))
LAZY(islet_libcrypto, int, X509_set_pubkey, (X509 *x, EVP_PKEY *pkey), (x, pkey))
LAZY(islet_libcrypto, int, X509_set_version, (X509 *x, long version), (x, version))
LAZY(islet_libcrypto, int, X509_sign, (X509 *x, EVP_PKEY *pkey, const EVP_MD *md), (x, pkey, md))
LAZY(islet_libcrypto, ASN1_TIME *, X509_time_adj_ex, (ASN1_TIME *s, int offset_day, long offset_sec, time_t *t),
     (s, offset_day, offset_sec, t))
LAZY(islet_libcrypto, ECDSA_SIG *, d2i_ECDSA_SIG, (ECDSA_SIG **a, const unsigned char **in, long len), (a, in, len))
LAZY(islet_libcrypto, int, i2d_ECDSA_SIG, (const ECDSA_SIG *a, unsigned char **out), (a, out))
