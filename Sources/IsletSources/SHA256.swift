import CLibCrypto

/// SHA-256 through OpenSSL's EVP digest, for the keys and checksums of the Swift reader's cache:
/// a key must not collide for different sources, and islet has OpenSSL already (for APNs), so
/// hashing is the library's, not islet's own. libcrypto is loaded by the first call
/// (docs/DECISIONS.md, "OpenSSL and nghttp2 are bound on first use").
///
/// One digest is fed with `update` and read once with `hexDigest()`; it is a class because the
/// OpenSSL context it owns cannot be copied by value.
final class SHA256 {
    private let context: OpaquePointer

    init() {
        guard let context = EVP_MD_CTX_new(), EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            fatalError("OpenSSL has no SHA-256 digest")
        }
        self.context = context
    }

    deinit { EVP_MD_CTX_free(context) }

    /// Adds `bytes` to what the digest covers.
    func update<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        let fed = bytes.withContiguousStorageIfAvailable { EVP_DigestUpdate(context, $0.baseAddress, $0.count) }
        if fed == nil { _ = Array(bytes).withUnsafeBytes { EVP_DigestUpdate(context, $0.baseAddress, $0.count) } }
    }

    /// The digest of everything added, as 64 lowercase hexadecimal digits; the digest is then spent.
    func hexDigest() -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        EVP_DigestFinal_ex(context, &digest, &length)
        return digest.prefix(Int(length)).map { String($0 >> 4, radix: 16) + String($0 & 0xf, radix: 16) }.joined()
    }

    /// The digest of `bytes` alone.
    static func hexDigest<Bytes: Collection<UInt8>>(of bytes: Bytes) -> String {
        let hash = SHA256()
        hash.update(bytes)
        return hash.hexDigest()
    }
}
