import COpenSSL
import Glibc

/// The server's TLS settings, shared by every TLS connection: TLS 1.2 or later, the certificate
/// and key from `EndpointConfiguration.TLSFiles`, and ALPN that prefers `h2` to `http/1.1` (a
/// client that offers neither still connects, without ALPN, and is sniffed like cleartext).
final class TLSContext {
    let context: OpaquePointer

    init(files: EndpointConfiguration.TLSFiles) throws(EndpointError) {
        for (path, what) in [(files.certificatePath, "certificate"), (files.keyPath, "key")] where access(path, R_OK) != 0 {
            throw EndpointError("cannot read TLS \(what) \(path): \(Socket.reason())")
        }
        OpenSSLErrorQueue.clear()
        guard let context = SSL_CTX_new(TLS_server_method()) else {
            throw EndpointError("cannot set up TLS: \(OpenSSLErrorQueue.drain())")
        }
        self.context = context
        _ = islet_ssl_ctx_set_min_proto_version(context, TLS1_2_VERSION)
        // Idle connections give their read and write buffers back.
        _ = SSL_CTX_ctrl(context, SSL_CTRL_MODE, Int(SSL_MODE_RELEASE_BUFFERS), nil)
        guard SSL_CTX_use_certificate_chain_file(context, files.certificatePath) == 1 else {
            throw EndpointError("cannot load TLS certificate \(files.certificatePath): \(OpenSSLErrorQueue.drain())")
        }
        guard SSL_CTX_use_PrivateKey_file(context, files.keyPath, SSL_FILETYPE_PEM) == 1 else {
            throw EndpointError("cannot load TLS key \(files.keyPath): \(OpenSSLErrorQueue.drain())")
        }
        guard SSL_CTX_check_private_key(context) == 1 else {
            throw EndpointError("TLS key \(files.keyPath) does not match certificate \(files.certificatePath)")
        }
        SSL_CTX_set_alpn_select_cb(context, { _, selected, selectedLength, offered, offeredLength, _ in
            TLSContext.selectProtocol(selected, selectedLength, offered, offeredLength)
        }, nil)
    }

    deinit { SSL_CTX_free(context) }

    /// The server's ALPN list in wire form, in order of preference. OpenSSL keeps the pointer the
    /// select callback returns after the callback ends, so it must point at storage that lives
    /// as long as the process: a temporary array here is a use-after-free (PLATFORM.md).
    nonisolated(unsafe) private static let serverProtocols: UnsafeBufferPointer<UInt8> = {
        let wire: [UInt8] = [2] + Array("h2".utf8) + [8] + Array("http/1.1".utf8)
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: wire.count)
        _ = storage.initialize(from: wire)
        return UnsafeBufferPointer(storage)
    }()

    /// Picks the first of the server's protocols that the client offered.
    private static func selectProtocol(
        _ selected: UnsafeMutablePointer<UnsafePointer<UInt8>?>?, _ selectedLength: UnsafeMutablePointer<UInt8>?,
        _ offered: UnsafePointer<UInt8>?, _ offeredLength: UInt32
    ) -> Int32 {
        guard let selected, let selectedLength, let offered else { return SSL_TLSEXT_ERR_NOACK }
        let client = UnsafeBufferPointer(start: offered, count: Int(offeredLength))
        var serverIndex = 0
        while serverIndex < serverProtocols.count {
            let length = Int(serverProtocols[serverIndex])
            let name = serverProtocols[(serverIndex + 1)..<(serverIndex + 1 + length)]
            var clientIndex = 0
            while clientIndex < client.count {
                let offeredName = client[(clientIndex + 1)..<min(client.count, clientIndex + 1 + Int(client[clientIndex]))]
                if offeredName.elementsEqual(name) {
                    selected.pointee = serverProtocols.baseAddress! + serverIndex + 1
                    selectedLength.pointee = UInt8(length)
                    return SSL_TLSEXT_ERR_OK
                }
                clientIndex += 1 + Int(client[clientIndex])
            }
            serverIndex += 1 + length
        }
        return SSL_TLSEXT_ERR_NOACK
    }
}
