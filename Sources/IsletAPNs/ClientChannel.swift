import COpenSSL
import FoundationEssentials
import Glibc

/// A blocking connection for `PushClient`: a TCP or Unix socket, with TLS on top when asked,
/// each read and write bounded by a timeout so a silent server cannot hang `islet push`.
final class ClientChannel {
    private let descriptor: Int32
    private var context: OpaquePointer?
    private var ssl: OpaquePointer?
    static let timeoutSeconds = 10

    init(target: PushClient.Target, trustedCertificate: String?, verifies: Bool) throws(EndpointError) {
        descriptor = try Self.connect(target)
        var timeout = timeval(tv_sec: Self.timeoutSeconds, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if target.tls { try startTLS(host: target.host, trustedCertificate: trustedCertificate, verifies: verifies) }
    }

    deinit {
        if let ssl { SSL_free(ssl) }
        if let context { SSL_CTX_free(context) }
        close(descriptor)
    }

    func write(_ bytes: [UInt8]) throws(EndpointError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer -> Int in
                if let ssl { return Int(SSL_write(ssl, buffer.baseAddress, Int32(buffer.count))) }
                return send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else {
                if written < 0, errno == EINTR, ssl == nil { continue }
                throw EndpointError("cannot send the request: \(ssl == nil ? Socket.reason() : OpenSSLErrorQueue.drain())")
            }
            offset += written
        }
    }

    /// The most of an answer `readAll` takes: far more than islet serve ever says (its token list
    /// is bounded), far less than a server that never stops could send.
    static let answerLimit = 4 << 20

    /// Everything the server sends until it closes the connection, within `timeoutSeconds` in
    /// all (a server that trickles bytes cannot stretch it) and `answerLimit` bytes.
    func readAll() throws(EndpointError) -> [UInt8] {
        let deadline = ContinuousClock.now + .seconds(Self.timeoutSeconds)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { throw EndpointError("the endpoint did not finish its answer within \(Self.timeoutSeconds) s") }
            let (seconds, attoseconds) = remaining.components
            var timeout = timeval(tv_sec: Int(seconds), tv_usec: max(1, Int(attoseconds / 1_000_000_000_000)))
            _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let count = chunk.withUnsafeMutableBytes { buffer -> Int in
                if let ssl { return Int(SSL_read(ssl, buffer.baseAddress, Int32(buffer.count))) }
                return recv(descriptor, buffer.baseAddress, buffer.count, 0)
            }
            if count > 0 {
                guard bytes.count + count <= Self.answerLimit else {
                    throw EndpointError("the endpoint's answer runs past \(Self.answerLimit) bytes; is it islet serve?")
                }
                bytes += chunk[0..<count]
                continue
            }
            if count < 0, ssl == nil, errno == EINTR { continue }
            if count < 0, ssl == nil, Socket.wouldBlock { throw EndpointError("the endpoint did not answer within \(Self.timeoutSeconds) s") }
            return bytes
        }
    }

    private static func connect(_ target: PushClient.Target) throws(EndpointError) -> Int32 {
        if let path = target.unixPath {
            guard var address = SocketAddress(unixPath: path) else { throw EndpointError("the socket path \(path) is too long") }
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            let length = address.length
            guard Socket.withAddress(&address.storage, { Glibc.connect(descriptor, $0, length) }) == 0 else {
                let reason = Socket.reason()
                close(descriptor)
                throw EndpointError("cannot connect to \(path): \(reason); is `islet serve --unix \(path)` running?")
            }
            return descriptor
        }
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(target.host, String(target.port), &hints, &list) == 0, let first = list else {
            throw EndpointError("cannot find the host \(target.host)")
        }
        defer { freeaddrinfo(list) }
        var lastReason = ""
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry {
            let descriptor = socket(current.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            if descriptor >= 0, Glibc.connect(descriptor, current.pointee.ai_addr, current.pointee.ai_addrlen) == 0 { return descriptor }
            lastReason = Socket.reason()
            if descriptor >= 0 { close(descriptor) }
            entry = current.pointee.ai_next
        }
        throw EndpointError("cannot connect to \(target.host):\(target.port): \(lastReason); is `islet serve` running?")
    }

    private func startTLS(host: String, trustedCertificate: String?, verifies: Bool) throws(EndpointError) {
        OpenSSLErrorQueue.clear()
        guard let context = SSL_CTX_new(TLS_client_method()) else { throw EndpointError("cannot set up TLS: \(OpenSSLErrorQueue.drain())") }
        self.context = context
        _ = islet_ssl_ctx_set_min_proto_version(context, TLS1_2_VERSION)
        if verifies {
            SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
            _ = SSL_CTX_set_default_verify_paths(context)
            if let trustedCertificate, access(trustedCertificate, R_OK) == 0 {
                _ = SSL_CTX_load_verify_locations(context, trustedCertificate, nil)
            }
        }
        guard let ssl = SSL_new(context) else { throw EndpointError("cannot set up TLS: \(OpenSSLErrorQueue.drain())") }
        self.ssl = ssl
        _ = islet_ssl_set_tlsext_host_name(ssl, host)
        if verifies { _ = SSL_set1_host(ssl, host) }
        _ = SSL_set_fd(ssl, descriptor)
        guard SSL_connect(ssl) == 1 else {
            let verdict = SSL_get_verify_result(ssl)
            throw EndpointError(Self.handshakeFailure(host: host, verdict: verdict, trustedCertificate: verifies ? trustedCertificate : nil, queue: OpenSSLErrorQueue.drain()))
        }
    }

    /// Why a handshake failed and what to pass: a certificate no trusted one vouches for
    /// (`--cacert`, or `--insecure`), or a server that does not speak TLS at all.
    static func handshakeFailure(host: String, verdict: Int, trustedCertificate: String?, queue: String) -> String {
        guard verdict != Int(X509_V_OK) else {
            return "TLS handshake with \(host) failed (\(queue)): it does not seem to speak TLS; an islet serve without --tls takes http://, so leave out --tls"
        }
        let why = String(cString: X509_verify_cert_error_string(verdict))
        var trusted = "the system's certificates"
        if let trustedCertificate {
            let found = access(trustedCertificate, R_OK) == 0 ? "" : ", not there yet: islet serve --tls writes it on its first run with the same XDG_STATE_HOME and HOME"
            trusted = "islet's own \(trustedCertificate)\(found), and " + trusted
        }
        return "TLS handshake with \(host) failed: its certificate is not trusted (\(why)). islet push trusts \(trusted); "
            + "for an islet serve given --cert FILE, pass --cacert FILE (--insecure skips the check)"
    }
}
