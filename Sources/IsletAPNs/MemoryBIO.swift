import COpenSSL

/// PEM text in and out of OpenSSL through memory BIOs, so keys and certificates are parsed and
/// written as Swift strings and islet decides itself how files are read, named in errors and
/// written (atomically, with the key's mode).
enum MemoryBIO {
    /// Runs `body` with a read-only BIO over `text`.
    static func reading<Result>(_ text: String, _ body: (OpaquePointer) -> Result) -> Result? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { buffer -> Result? in
            guard let bio = BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            defer { BIO_free(bio) }
            return body(bio)
        }
    }

    /// What `write` puts into a fresh memory BIO, or nil when it reports failure (returns 0 or less).
    static func written(_ write: (OpaquePointer) -> Int32) -> String? {
        guard let bio = BIO_new(BIO_s_mem()) else { return nil }
        defer { BIO_free(bio) }
        guard write(bio) > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(BIO_ctrl_pending(bio)))
        guard BIO_read(bio, &bytes, Int32(bytes.count)) == Int32(bytes.count) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
