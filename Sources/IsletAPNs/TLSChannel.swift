import COpenSSL

/// TLS for one connection through memory BIOs: the connection moves ciphertext between the
/// socket and the channel with `recv` and `send(MSG_NOSIGNAL)`, so OpenSSL never writes to the
/// socket itself (its socket BIO uses `write`, which raises SIGPIPE on a closed peer) and never
/// blocks. The handshake runs as bytes arrive; plaintext comes out once it is done.
final class TLSChannel {
    enum Event { case plaintext(UnsafeRawBufferPointer), closed, failed }

    private let ssl: OpaquePointer
    private let incoming: OpaquePointer
    private let outgoing: OpaquePointer
    private(set) var isEstablished = false
    private var plaintextBuffer = [UInt8](repeating: 0, count: 16 * 1024)

    init?(context: TLSContext) {
        guard let ssl = SSL_new(context.context) else { return nil }
        guard let incoming = BIO_new(BIO_s_mem()), let outgoing = BIO_new(BIO_s_mem()) else {
            SSL_free(ssl)
            return nil
        }
        self.ssl = ssl
        self.incoming = incoming
        self.outgoing = outgoing
        SSL_set_bio(ssl, incoming, outgoing)
        SSL_set_accept_state(ssl)
    }

    /// Frees the SSL object and, with it, both BIOs.
    deinit { SSL_free(ssl) }

    /// The protocol ALPN chose (`h2`, `http/1.1`), or nil when the client offered none we speak.
    var negotiatedProtocol: String? {
        var name: UnsafePointer<UInt8>?
        var length: UInt32 = 0
        SSL_get0_alpn_selected(ssl, &name, &length)
        guard let name, length > 0 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: name, count: Int(length)), as: UTF8.self)
    }

    /// Takes ciphertext from the socket and reports what it yields, in order: plaintext, or that
    /// the client closed TLS, or that the handshake or a record failed.
    func receive(_ ciphertext: UnsafeRawBufferPointer, _ report: (Event) -> Void) {
        guard BIO_write(incoming, ciphertext.baseAddress, Int32(ciphertext.count)) == Int32(ciphertext.count) else {
            return report(.failed)
        }
        if !isEstablished {
            OpenSSLErrorQueue.clear()
            let result = SSL_do_handshake(ssl)
            guard result == 1 else {
                if SSL_get_error(ssl, result) != SSL_ERROR_WANT_READ { report(.failed) }
                return
            }
            isEstablished = true
        }
        while true {
            OpenSSLErrorQueue.clear()
            let count = plaintextBuffer.withUnsafeMutableBytes { SSL_read(ssl, $0.baseAddress, Int32($0.count)) }
            if count > 0 {
                plaintextBuffer.withUnsafeBytes { report(.plaintext(UnsafeRawBufferPointer(rebasing: $0[..<Int(count)]))) }
                continue
            }
            switch SSL_get_error(ssl, count) {
            case SSL_ERROR_WANT_READ: return
            case SSL_ERROR_ZERO_RETURN: return report(.closed)
            default: return report(.failed)
            }
        }
    }

    /// Encrypts plaintext for the client; the ciphertext waits in `takeCiphertext`.
    func send(_ plaintext: [UInt8]) {
        guard !plaintext.isEmpty else { return }
        OpenSSLErrorQueue.clear()
        _ = plaintext.withUnsafeBytes { SSL_write(ssl, $0.baseAddress, Int32($0.count)) }
    }

    /// Sends close_notify, so the client can tell the end from a cut connection.
    func close() {
        guard isEstablished else { return }
        OpenSSLErrorQueue.clear()
        _ = SSL_shutdown(ssl)
    }

    /// The ciphertext the handshake, records and alerts produced since the last call.
    func takeCiphertext(into output: inout ConnectionOutput) {
        while case let pending = Int(BIO_ctrl_pending(outgoing)), pending > 0 {
            var read: Int32 = 0
            output.append(upTo: pending) { space in
                read = BIO_read(outgoing, space.baseAddress, Int32(space.count))
                return Int(read)
            }
            guard read > 0 else { break }
        }
    }
}
