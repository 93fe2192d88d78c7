import CLibMD

/// SHA-256 through libmd, for the keys and checksums of the Swift reader's cache: a key must not
/// collide for different sources, so hashing is a library's, not islet's own. libmd rather than
/// OpenSSL's EVP digest: it is loaded on first use as libcrypto is, but it is small to open and
/// needs no initialization, where libcrypto's first `EVP_DigestInit_ex` reads its configuration
/// and fetches providers, all before a cached render can start its helper
/// (docs/DECISIONS.md, "OpenSSL and nghttp2 are bound on first use").
///
/// One digest is fed with `update` and read once with `hexDigest()`; a class, so the places that
/// feed one digest share it.
final class SHA256 {
    private var context = SHA2_CTX()

    init() {
        SHA256Init(&context)
    }

    /// Adds `bytes` to what the digest covers.
    func update<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        if bytes.withContiguousStorageIfAvailable({ SHA256Update(&context, $0.baseAddress, $0.count) }) == nil {
            Array(bytes).withUnsafeBufferPointer { SHA256Update(&context, $0.baseAddress, $0.count) }
        }
    }

    /// The digest of everything added, as 64 lowercase hexadecimal digits; the digest is then spent.
    func hexDigest() -> String {
        var text = [CChar](repeating: 0, count: Int(SHA256_DIGEST_LENGTH) * 2 + 1)
        SHA256End(&context, &text)
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The digest of `bytes` alone.
    static func hexDigest<Bytes: Collection<UInt8>>(of bytes: Bytes) -> String {
        let hash = SHA256()
        hash.update(bytes)
        return hash.hexDigest()
    }
}
