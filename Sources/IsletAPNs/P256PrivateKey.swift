import COpenSSL
import IsletInput

/// An EC P-256 private key (with its public half, which OpenSSL derives when a PKCS#8 file
/// leaves it out): the key type of Apple's `.p8` auth keys and of islet's localhost
/// certificate. ES256 signs and verifies with it over SHA-256, the signature in DER as OpenSSL
/// writes it (`ECDSASignature` converts to and from JWT's raw form).
///
/// `@unchecked Sendable`: the `EVP_PKEY` is never changed after `init`, and OpenSSL 3 lets
/// threads sign and verify with one key at once, each through its own `EVP_MD_CTX`.
final class P256PrivateKey: @unchecked Sendable {
    let pointer: OpaquePointer

    private init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        EVP_PKEY_free(pointer)
    }

    /// Reads a PEM private key (PKCS#8 as in a `.p8`, or SEC 1), refusing anything but P-256.
    /// `file` names the source in errors.
    init(pem: String, file: String?) throws(InputError) {
        guard pem.contains("-----BEGIN ") else {
            throw InputError(file: file, "not a PEM file; an APNs auth key (.p8) starts with -----BEGIN PRIVATE KEY-----")
        }
        OpenSSLErrorQueue.clear()
        // A passphrase callback that gives none, so an encrypted key fails instead of prompting on the terminal.
        let parsed = MemoryBIO.reading(pem) { bio in
            PEM_read_bio_PrivateKey(bio, nil, { _, _, _, _ in 0 }, nil)
        }
        guard let parsed, let key = parsed else {
            throw InputError(file: file, "holds no readable unencrypted private key (\(OpenSSLErrorQueue.drain()))")
        }
        if let problem = Self.problem(with: key) {
            EVP_PKEY_free(key)
            throw InputError(file: file, problem)
        }
        pointer = key
    }

    /// A new random key.
    static func generate() throws(InputError) -> P256PrivateKey {
        OpenSSLErrorQueue.clear()
        guard let context = EVP_PKEY_CTX_new_from_name(nil, "EC", nil) else {
            throw InputError("cannot generate a P-256 key: \(OpenSSLErrorQueue.drain())")
        }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        guard EVP_PKEY_keygen_init(context) > 0, EVP_PKEY_CTX_set_group_name(context, "P-256") > 0,
              EVP_PKEY_keygen(context, &key) > 0, let key
        else {
            throw InputError("cannot generate a P-256 key: \(OpenSSLErrorQueue.drain())")
        }
        return P256PrivateKey(pointer: key)
    }

    /// The key as unencrypted PKCS#8 PEM, the form of a `.p8`.
    func pkcs8PEM() -> String? {
        MemoryBIO.written { bio in PEM_write_bio_PrivateKey(bio, pointer, nil, nil, 0, nil, nil) }
    }

    /// An ECDSA signature over SHA-256 of `message`, DER-encoded; nil only when OpenSSL fails (out of memory).
    func sign(_ message: [UInt8]) -> [UInt8]? {
        guard let context = EVP_MD_CTX_new() else { return nil }
        defer { EVP_MD_CTX_free(context) }
        var length = 0
        guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, pointer) == 1,
              EVP_DigestSign(context, nil, &length, message, message.count) == 1
        else { return nil }
        var signature = [UInt8](repeating: 0, count: length)
        guard EVP_DigestSign(context, &signature, &length, message, message.count) == 1 else { return nil }
        return Array(signature.prefix(length))
    }

    /// Whether `signature` (DER) is this key's ECDSA signature over SHA-256 of `message`.
    func verify(signature: [UInt8], of message: [UInt8]) -> Bool {
        guard let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        let verified = EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, pointer) == 1
            && EVP_DigestVerify(context, signature, signature.count, message, message.count) == 1
        // A signature that fails leaves reasons on the queue; they belong to no later call.
        OpenSSLErrorQueue.clear()
        return verified
    }

    /// Why `key` is not a P-256 key, or nil when it is one.
    private static func problem(with key: OpaquePointer) -> String? {
        guard EVP_PKEY_get_base_id(key) == EVP_PKEY_EC else {
            let type = EVP_PKEY_get0_type_name(key).map { String(cString: $0) } ?? "unknown"
            return "holds a key of type \(type); APNs auth keys are EC P-256 (ES256)"
        }
        let curve = curveName(of: key)
        guard curve == "prime256v1" else {
            return "holds an EC key on curve \(curve); APNs auth keys are on P-256 (prime256v1)"
        }
        return nil
    }

    private static func curveName(of key: OpaquePointer) -> String {
        var name = [CChar](repeating: 0, count: 64)
        var length = 0
        guard EVP_PKEY_get_group_name(key, &name, name.count, &length) == 1 else { return "unknown" }
        return String(decoding: name.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
